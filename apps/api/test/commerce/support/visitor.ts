import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { PROXY_SECRET_HEADER } from '../../../src/commerce/http/forwarding';
import { TEST_PROXY_SECRET } from './commerce-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A browser stand-in for injected requests: keeps the session cookie between calls and sends what the
 * api-client sends (JSON content type, same-origin Origin through the web server's proxy).
 */
export class Visitor {
  cookie: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly name = 'visitor',
  ) {}

  async call(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method,
      url,
      headers: {
        'content-type': 'application/json',
        origin: 'http://shop.test',
        'x-forwarded-host': 'shop.test',
        [PROXY_SECRET_HEADER]: TEST_PROXY_SECRET,
        ...(this.cookie ? { cookie: `sf_session=${this.cookie}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    };
    const response = await this.app.inject(options);
    const set = response.cookies.find((c) => c.name === 'sf_session');
    if (set)
      this.cookie = set.value === '' || (set.maxAge !== undefined && set.maxAge <= 0) ? undefined : set.value;
    return response;
  }

  /** Signs in with the Basic header, as the api-client does. */
  login(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.call('POST', '/api/customer/login', undefined, {
      authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
    });
  }
}
