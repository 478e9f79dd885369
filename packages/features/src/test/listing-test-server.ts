import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the test server. */
export interface TestAnswer {
  status: number;
  body?: unknown;
  /** Milliseconds to wait before answering, to hold a request in flight. */
  delayMs?: number;
}

/** A real HTTP server whose answers a test scripts, so thunks run through the real API client. */
export interface ListingTestServer {
  /** The server's base address, e.g. `http://127.0.0.1:51234`. */
  apiBase: string;
  /** Every request's address, in arrival order. */
  requests: URL[];
  /** Replaces the answering function. */
  answer(handler: (url: URL, request: IncomingMessage) => TestAnswer): void;
  /** Stops the server. */
  close(): Promise<void>;
}

/** Starts a listing test server on a free port. */
export async function startListingTestServer(
  handler: (url: URL, request: IncomingMessage) => TestAnswer,
): Promise<ListingTestServer> {
  let current = handler;
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://test.local');
    requests.push(url);
    const { status, body, delayMs = 0 } = current(url, request);
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? '' : JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
