import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { readOutbox } from './dev-outbox';

/**
 * GET api/dev/outbox?to={e-mail}: the messages of the dev outbox for one address, newest first. Registered only
 * when the dev outbox is on, so a production server has no such route at all (404).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const schema = { tags: ['development'], querystring: z.looseObject({ to: z.string().optional() }) };
  app.get('/api/dev/outbox', { schema }, async (request) => {
    const to = request.query.to?.trim();
    if (!to) throw new ApiError(400, 'BAD_REQUEST', 'Name the recipient: ?to={e-mail address}.');
    return readOutbox(db, to);
  });
};
