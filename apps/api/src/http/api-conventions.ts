import type { FastifyInstance } from 'fastify';
import { registerErrorHandling } from './api-error';
import { jsonSerializerCompiler, zodValidatorCompiler } from './route-validation';

/**
 * What every route of the API shares, set once on the instance the area plugins are registered in: the one
 * error handler (and its body shape), the validation of the routes' Zod schemas and the serializer that leaves
 * their documented response schemas out of the answers' bytes. The server sets it on
 * its root; a test that mounts one area on its own sets it on its bare instance the same way.
 */
export function registerApiConventions(app: FastifyInstance): void {
  registerErrorHandling(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
}
