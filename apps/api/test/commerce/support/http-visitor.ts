/** A visitor over real HTTP (fetch), keeping the session cookie, for tests against a listening server. */
export class HttpVisitor {
  cookie: string | undefined;

  constructor(readonly base: string) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: unknown }> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: `sf_session=${this.cookie}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const match = /^sf_session=([^;]*)/.exec(line);
      if (match) this.cookie = match[1] || undefined;
    }
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }
}
