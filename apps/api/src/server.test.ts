import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';
import { createServer } from './server';

describe('api server', () => {
  it('answers the health route', async () => {
    const app = await createServer({ logLevel: 'silent' });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('refuses a bad port with a message naming the variable', () => {
    expect(() => readConfig({ API_PORT: 'abc' })).toThrow(ConfigError);
    expect(() => readConfig({ API_PORT: 'abc' })).toThrow(/API_PORT must be a port number/);
  });

  it('refuses a bad seed size and defaults it to 3000 products', () => {
    expect(() => readConfig({ SEED_PRODUCTS: 'lots' })).toThrow(/SEED_PRODUCTS must be a whole number/);
    expect(readConfig({}).seedProducts).toBe(3000);
  });

  it('answers unknown routes with 404 JSON and echoes a request id', async () => {
    const app = await createServer({ logLevel: 'silent' });
    const res = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'abc-123' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect(res.headers['x-request-id']).toBe('abc-123');
    await app.close();
  });

  it('defaults to port 4000 and the embedded database', () => {
    const config = readConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
  });
});
