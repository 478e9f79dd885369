import { describe, expect, it } from 'vitest';
import { loader } from './home';

describe('home route', () => {
  it('sends / to the language home', () => {
    const response = loader();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en');
  });
});
