import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a test route answers. */
export interface TestAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request the test server received. */
export interface TestRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/** A route handler: by "METHOD path" (path without the query), e.g. 'GET /api/content/page'. */
export type TestRoutes = Record<string, (request: TestRequest) => TestAnswer>;

/**
 * A real local HTTP server for thunk tests: the real API client talks to it over the network, so the
 * status handling under test is the one the shop runs. Unknown routes answer 404.
 */
export async function startTestApi(routes: TestRoutes) {
  const requests: TestRequest[] = [];
  const server = createServer((req, res) => {
    const request = {
      method: req.method ?? 'GET',
      path: (req.url ?? '/').split('?')[0] ?? '/',
      headers: req.headers,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const answer = handler
      ? handler(request)
      : { status: 404, body: { error: 'NOT_FOUND', message: 'Not found' } };
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
