import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';

/** Builds the API server without listening, so tests can inject requests. */
export async function createServer(config: Pick<ApiConfig, 'logLevel'>): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, requestIdHeader: 'x-request-id' });
  app.get('/api/health', async () => ({ status: 'ok' }));
  return app;
}
