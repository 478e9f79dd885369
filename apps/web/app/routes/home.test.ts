import { describe, expect, it } from 'vitest';
import { loader } from './home';

function request(cookie?: string) {
  return new Request('http://shop.test/', cookie ? { headers: { cookie } } : {});
}
const args = (cookie?: string) =>
  ({ request: request(cookie), params: {}, context: {} }) as Parameters<typeof loader>[0];

describe('home route', () => {
  it('sends / to /en when nothing says otherwise', () => {
    const response = loader(args());
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en');
  });

  it('sends / to the language kept for the session', () => {
    expect(loader(args('sf_lang=no')).headers.get('Location')).toBe('/no');
  });

  it('ignores a language the shop does not serve', () => {
    expect(loader(args('sf_lang=de')).headers.get('Location')).toBe('/en');
  });
});
