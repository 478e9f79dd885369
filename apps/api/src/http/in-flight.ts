import type { FastifyInstance } from 'fastify';

/**
 * Tracks requests in progress so shutdown can wait for them before closing the database: Fastify's close
 * stops taking connections, but a request already running its queries must not find the pool ended (or PGlite
 * closed under it). A request counts until its response is finished; an aborted one until the wait times out.
 */
export function trackInFlight(app: FastifyInstance): { drained(timeoutMs: number): Promise<boolean> } {
  const running = new Set<string>();
  app.addHook('onRequest', async (request) => {
    running.add(request.id);
  });
  app.addHook('onResponse', async (request) => {
    running.delete(request.id);
  });
  return {
    async drained(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (running.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return running.size === 0;
    },
  };
}
