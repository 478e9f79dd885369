import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

const body = (text: string) => Buffer.from(text);

function counting(text: string) {
  const calls = { count: 0 };
  const compute = async () => {
    calls.count += 1;
    return body(text);
  };
  return { calls, compute };
}

describe('ResponseCache', () => {
  it('computes once per key and version, then answers from memory', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000 });
    const { calls, compute } = counting('a');
    expect(await cache.get('k', 1n, compute)).toEqual({ body: body('a'), hit: false });
    expect(await cache.get('k', 1n, compute)).toEqual({ body: body('a'), hit: true });
    expect(calls.count).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 1, hits: 1, misses: 1 });
  });

  it('drops every answer when the version moves on', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000 });
    await cache.get('a', 1n, async () => body('a1'));
    await cache.get('b', 1n, async () => body('b1'));
    const again = await cache.get('a', 2n, async () => body('a2'));
    expect(again).toEqual({ body: body('a2'), hit: false });
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 2 });
    expect((await cache.get('b', 2n, async () => body('b2'))).hit).toBe(false);
  });

  it('never stores an answer computed under an older version than one already seen', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000 });
    await cache.get('a', 5n, async () => body('new'));
    expect(await cache.get('a', 4n, async () => body('old'))).toEqual({ body: body('old'), hit: false });
    expect(await cache.get('a', 5n, async () => body('x'))).toEqual({ body: body('new'), hit: true });
  });

  it('does not keep an answer whose version was overtaken while it was computed', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000 });
    let release: () => void = () => undefined;
    const slow = cache.get(
      'a',
      1n,
      () => new Promise<Buffer>((resolve) => (release = () => resolve(body('v1')))),
    );
    await cache.get('b', 2n, async () => body('b2'));
    release();
    expect((await slow).body).toEqual(body('v1'));
    expect(cache.stats().entries).toBe(1);
    expect((await cache.get('a', 2n, async () => body('a2'))).hit).toBe(false);
  });

  it('evicts the least recently used answer beyond the entry limit', async () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1000 });
    await cache.get('a', 1n, async () => body('a'));
    await cache.get('b', 1n, async () => body('b'));
    expect((await cache.get('a', 1n, async () => body('a'))).hit).toBe(true);
    await cache.get('c', 1n, async () => body('c'));
    expect(cache.stats().entries).toBe(2);
    expect((await cache.get('a', 1n, async () => body('a'))).hit).toBe(true);
    expect((await cache.get('b', 1n, async () => body('b'))).hit).toBe(false);
  });

  it('keeps the bytes under the limit and skips an answer larger than the whole cache', async () => {
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 10 });
    await cache.get('a', 1n, async () => body('aaaa'));
    await cache.get('b', 1n, async () => body('bbbb'));
    await cache.get('c', 1n, async () => body('cccc'));
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 8 });
    expect((await cache.get('a', 1n, async () => body('aaaa'))).hit).toBe(false);
    const huge = await cache.get('h', 1n, async () => body('x'.repeat(11)));
    expect(huge.body.length).toBe(11);
    expect(cache.stats().bytes).toBeLessThanOrEqual(10);
    expect((await cache.get('h', 1n, async () => body('y'))).hit).toBe(false);
  });

  it('shares one computation between concurrent misses and caches no failure', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000 });
    const { calls, compute } = counting('a');
    const answers = await Promise.all([cache.get('k', 1n, compute), cache.get('k', 1n, compute)]);
    expect(answers.map((answer) => answer.body.toString())).toEqual(['a', 'a']);
    expect(calls.count).toBe(1);

    const failing = () => Promise.reject(new Error('database down'));
    await expect(cache.get('f', 1n, failing)).rejects.toThrow('database down');
    expect(await cache.get('f', 1n, async () => body('ok'))).toEqual({ body: body('ok'), hit: false });
  });

  it('keeps a tagged answer only under its tag, replacing just that entry when the tag moves on', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000 });
    await cache.get('plain', 1n, async () => body('p'));
    await cache.get('tagged', 1n, async () => body('t1'), 7n);
    expect((await cache.get('tagged', 1n, async () => body('x'), 7n)).hit).toBe(true);
    expect(await cache.get('tagged', 1n, async () => body('t2'), 8n)).toEqual({
      body: body('t2'),
      hit: false,
    });
    // The untagged answer did not depend on the tag and is still there.
    expect((await cache.get('plain', 1n, async () => body('x'))).hit).toBe(true);
    expect(await cache.get('tagged', 1n, async () => body('x'), 8n)).toEqual({ body: body('t2'), hit: true });
    // A caller behind the newest tag gets a computation that is not stored.
    expect(await cache.get('tagged', 1n, async () => body('old'), 7n)).toEqual({
      body: body('old'),
      hit: false,
    });
    expect(await cache.get('tagged', 1n, async () => body('x'), 8n)).toEqual({ body: body('t2'), hit: true });
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 3 });
  });
});
