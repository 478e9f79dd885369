import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server saw it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/search?query=oak`. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The raw body text ('' when none). */
  body: string;
}

/** Answers one request; the default answers 200 `{}`. */
export type Responder = (request: RecordedRequest, response: ServerResponse) => void;

/** A real node:http server on a free port that records requests and answers with the current responder. */
export interface TestServer {
  /** `http://127.0.0.1:{port}`. */
  url: string;
  requests: RecordedRequest[];
  /** Replaces the responder for the following requests. */
  respond: (responder: Responder) => void;
  close: () => Promise<void>;
}

/** Sends a JSON answer. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Starts the server; close it in afterAll. */
export async function startTestServer(): Promise<TestServer> {
  let responder: Responder = (_request, response) => sendJson(response, 200, {});
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: RecordedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      responder(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond: (next) => {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
