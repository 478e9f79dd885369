import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../http/http-error';
import { readOutbox } from './dev-outbox';

/**
 * GET api/dev/outbox?to={e-mail}: the messages of the dev outbox for one address, newest first. Registered only
 * when the dev outbox is on, so a production server has no such route at all (404).
 */
export function registerDevOutboxRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: { to?: string } }>('/api/dev/outbox', async (request) => {
    const to = request.query.to?.trim();
    if (!to) throw new HttpError(400, 'BAD_REQUEST', 'Name the recipient: ?to={e-mail address}.');
    return readOutbox(db, to);
  });
}
