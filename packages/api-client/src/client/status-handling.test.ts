import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCustomer } from '../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../test/test-server';
import type { ApiError } from './api-result';
import { createApiClient } from './create-api-client';
import { validateResponse } from './validate-response';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function client(options: { validate?: boolean; onError?: (error: ApiError) => void } = {}) {
  const { validate = false, ...rest } = options;
  return createApiClient({ apiBase: server.url, ...rest, ...(validate && { validator: validateResponse }) });
}

const errorBody = {
  error: 'VALIDATION_FAILED',
  message: 'Check the fields',
  fields: { city: 'City has to be 1-40 characters' },
};

describe('given a 200 or 201 answer', () => {
  it('resolves ok with the parsed body', async () => {
    server.respond((_request, response) => sendJson(response, 200, testCustomer));
    expect(await client().customer.current()).toEqual({ ok: true, status: 200, data: testCustomer });
  });

  it('resolves ok for 201 Created', async () => {
    server.respond((_request, response) => sendJson(response, 201, testCustomer));
    const result = await client().customer.register({
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.com',
      phoneNumber: '',
      password: 'long enough',
    });
    expect(result).toEqual({ ok: true, status: 201, data: testCustomer });
  });

  it('treats a 200 holding redirectUrl and permanent as a redirect and as unauthorized', async () => {
    server.respond((_request, response) =>
      sendJson(response, 200, { redirectUrl: '/en/login', permanent: false }),
    );
    expect(await client().orders.get('1001')).toEqual({
      ok: false,
      kind: 'redirect',
      status: 200,
      redirectUrl: '/en/login',
      permanent: false,
      unauthorized: true,
    });
  });

  it('does not take a body with only redirectUrl (the place-order answer) for a redirect', async () => {
    server.respond((_request, response) =>
      sendJson(response, 201, { orderNumber: '1001', redirectUrl: '/pay/1001' }),
    );
    const result = await client().orders.place(
      {
        contact: { firstName: 'K', lastName: 'N', email: 'k@example.com', phoneNumber: '' },
        billingAddress: {
          firstName: 'K',
          lastName: 'N',
          address: 'Storgata 1',
          city: 'Oslo',
          postalCode: '0155',
          countryCode: 'NO',
          email: 'k@example.com',
          phoneNumber: '',
        },
        shippingAddress: {
          firstName: 'K',
          lastName: 'N',
          address: 'Storgata 1',
          city: 'Oslo',
          postalCode: '0155',
          countryCode: 'NO',
          email: 'k@example.com',
          phoneNumber: '',
        },
        deliveryMethod: 'standard',
        requestedDeliveryDate: null,
        note: null,
        paymentMethod: 'invoice',
      },
      'key-1',
    );
    expect(result).toEqual({
      ok: true,
      status: 201,
      data: { orderNumber: '1001', redirectUrl: '/pay/1001' },
    });
  });

  it("answers 'Response JSON parsing failed.' for a body that is not JSON", async () => {
    server.respond((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"pageId": ');
    });
    expect(await client().content.header()).toEqual({
      ok: false,
      kind: 'exception',
      status: 200,
      message: 'Response JSON parsing failed.',
      data: '{"pageId": ',
    });
  });

  it('answers a validation exception only when asked to validate', async () => {
    server.respond((_request, response) => sendJson(response, 200, { ...testCustomer, role: 'Emperor' }));
    expect((await client().customer.current()).ok).toBe(true);
    const result = await client({ validate: true }).customer.current();
    expect(result).toMatchObject({
      ok: false,
      kind: 'exception',
      status: 200,
      message: 'Response validation failed.',
    });
  });

  it('passes a valid answer through validation unchanged', async () => {
    server.respond((_request, response) => sendJson(response, 200, testCustomer));
    expect(await client({ validate: true }).customer.current()).toEqual({
      ok: true,
      status: 200,
      data: testCustomer,
    });
  });
});

describe('given a 204 answer', () => {
  beforeEach(() => {
    server.respond((_request, response) => {
      response.writeHead(204);
      response.end();
    });
  });

  it('resolves ok with data null where the call allows no content', async () => {
    expect(await client().customer.current()).toEqual({ ok: true, status: 204, data: null });
    expect(await client().cart.remove()).toEqual({ ok: true, status: 204, data: null });
  });

  it('is an unexpected status where the call needs a body', async () => {
    expect(await client().content.page('http://shop.test/en/')).toEqual({
      ok: false,
      kind: 'exception',
      status: 204,
      message: 'An unexpected status code was received: 204',
      data: null,
    });
  });
});

describe('given a redirect status', () => {
  it('reports 301 with the body redirectUrl as a permanent redirect, without following it', async () => {
    server.respond((_request, response) =>
      sendJson(
        response,
        301,
        { redirectUrl: '/en/new-place/', permanent: true },
        { Location: '/en/new-place/' },
      ),
    );
    expect(await client().content.page('http://shop.test/en/old-place/')).toEqual({
      ok: false,
      kind: 'redirect',
      status: 301,
      redirectUrl: '/en/new-place/',
      permanent: true,
      unauthorized: false,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('falls back to the Location header when a 301 has no body', async () => {
    server.respond((_request, response) => {
      response.writeHead(301, { Location: '/en/moved/' });
      response.end();
    });
    expect(await client().content.page('http://shop.test/en/old/')).toMatchObject({
      kind: 'redirect',
      status: 301,
      redirectUrl: '/en/moved/',
      permanent: true,
    });
  });

  it('reports 307 as a temporary redirect', async () => {
    server.respond((_request, response) => {
      response.writeHead(307, { Location: '/en/elsewhere/' });
      response.end();
    });
    expect(await client().content.page('http://shop.test/en/x/')).toEqual({
      ok: false,
      kind: 'redirect',
      status: 307,
      redirectUrl: '/en/elsewhere/',
      permanent: false,
      unauthorized: false,
    });
  });

  it('reports a browser opaque redirect without a target', async () => {
    // Browsers answer fetch(…, { redirect: 'manual' }) with an opaque response (type 'opaqueredirect',
    // status 0); Node cannot produce one, so a real Response is given that type.
    const opaque = Object.defineProperty(new Response(null, { status: 200 }), 'type', {
      value: 'opaqueredirect',
    });
    const api = createApiClient({ apiBase: server.url, fetch: async () => opaque });
    expect(await api.content.page('http://shop.test/en/old/')).toEqual({
      ok: false,
      kind: 'redirect',
      status: 200,
      redirectUrl: '',
      permanent: false,
      unauthorized: false,
    });
  });

  it('reports 302 as an unexpected status (only 301 and 307 are redirects)', async () => {
    server.respond((_request, response) => {
      response.writeHead(302, { Location: '/en/found/' });
      response.end();
    });
    expect(await client().content.page('http://shop.test/en/x/')).toEqual({
      ok: false,
      kind: 'exception',
      status: 302,
      message: 'An unexpected status code was received: 302',
      data: null,
    });
  });
});

describe('given a failure status', () => {
  it.each([
    [401, 'Unauthorized access. No further details provided.'],
    [403, 'Access forbidden. No further details provided.'],
    [404, 'Endpoint not found.'],
    [500, 'Internal server error.'],
  ])('%i is a failure reading %j with the body as data', async (status, message) => {
    server.respond((_request, response) =>
      sendJson(response, status, { error: 'X', message: 'server text' }),
    );
    expect(await client().content.page('http://shop.test/en/x/')).toEqual({
      ok: false,
      kind: 'failure',
      status,
      message,
      data: { error: 'X', message: 'server text' },
    });
  });

  it('keeps a non-JSON failure body as text', async () => {
    server.respond((_request, response) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end('boom');
    });
    expect(await client().site.globalSettings()).toMatchObject({
      kind: 'failure',
      status: 500,
      data: 'boom',
    });
  });

  it.each([400, 409, 429, 503])(
    "%i is an exception reading 'An unexpected status code was received: {status}'",
    async (status) => {
      server.respond((_request, response) => sendJson(response, status, errorBody));
      expect(
        await client().customer.update({ firstName: 'K', lastName: 'N', email: 'k@e.no', phoneNumber: '' }),
      ).toEqual({
        ok: false,
        kind: 'exception',
        status,
        message: `An unexpected status code was received: ${status}`,
        data: errorBody,
      });
    },
  );
});

describe('given no answer', () => {
  it('gives the generic error when the connection drops before an answer', async () => {
    // Tear the socket down without writing a response.
    server.respond((_request, response) => response.socket?.destroy());
    expect(await client().site.translations()).toEqual({
      ok: false,
      kind: 'exception',
      message: 'An unexpected error occured while processing your request. Please try again.',
    });
  });

  it('gives the generic error when the connection drops in the middle of the body', async () => {
    server.respond((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"links": [', () => response.socket?.destroy());
    });
    expect(await client().content.header()).toEqual({
      ok: false,
      kind: 'exception',
      message: 'An unexpected error occured while processing your request. Please try again.',
    });
  });

  it('gives the generic error when nothing listens', async () => {
    const closed = await startTestServer();
    await closed.close();
    const result = await createApiClient({ apiBase: closed.url }).site.globalSettings();
    expect(result).toEqual({
      ok: false,
      kind: 'exception',
      message: 'An unexpected error occured while processing your request. Please try again.',
    });
  });

  it('resolves an aborted slow answer to an aborted exception', async () => {
    server.respond((_request, response) => {
      setTimeout(() => sendJson(response, 200, { productHits: 0 }), 2_000).unref();
    });
    const controller = new AbortController();
    const pending = client().search.quick('oak chair', { signal: controller.signal });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    expect(await pending).toEqual({
      ok: false,
      kind: 'exception',
      message: 'The request was aborted.',
      aborted: true,
    });
  });
});

describe('the error callback', () => {
  it('gets every error result but not aborts', async () => {
    const onError = vi.fn();
    server.respond((_request, response) => sendJson(response, 404, {}));
    await client({ onError }).content.footer();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'failure', status: 404, message: 'Endpoint not found.' }),
      { method: 'GET', path: 'api/content/footer' },
    );

    onError.mockClear();
    server.respond((_request, response) => {
      setTimeout(() => sendJson(response, 200, {}), 2_000).unref();
    });
    const controller = new AbortController();
    const pending = client({ onError }).search.quick('sofa', { signal: controller.signal });
    controller.abort();
    await pending;
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('cart fetch', () => {
  it('rejects with an empty value on failure', async () => {
    server.respond((_request, response) =>
      sendJson(response, 500, { error: 'INTERNAL_ERROR', message: 'db down' }),
    );
    expect(await client().cart.get()).toEqual({
      ok: false,
      kind: 'failure',
      status: 500,
      message: 'Internal server error.',
      data: null,
    });
    server.respond((_request, response) => sendJson(response, 503, { error: 'X', message: 'busy' }));
    expect(await client().cart.get()).toEqual({
      ok: false,
      kind: 'exception',
      status: 503,
      message: 'An unexpected status code was received: 503',
      data: null,
    });
  });
});
