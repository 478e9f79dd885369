// Express middleware for the hashed, immutable files in build/client/assets: sends the `.br` or `.gz` twin written
// at build time by precompress-assets.mjs when the client takes Brotli or gzip, so no request pays for
// compression and the bytes are Brotli's best quality or Zopfli's (smaller than what the compression middleware
// makes per request: Brotli quality 4, gzip level 6). Anything else goes to the next handler (the static files
// behind the compression middleware).
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { acceptsEncoding } from './accepts-encoding.mjs';

/**
 * Cache-Control for content-hashed files: a new build gives new names, so a copy never needs revalidating.
 * The same value express.static sends with `{ immutable: true, maxAge: '1y' }`.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The codings written at build time, best first: file suffix and Content-Encoding. */
const CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

/**
 * Lists `directory` once (at start-up, not per request) and returns a middleware, to mount on the directory's
 * URL path, that serves `<name>.br` for a request of `<name>` when both files exist and Accept-Encoding allows
 * Brotli, else `<name>.gz` when that exists and it allows gzip. Only names from that list are served, so no
 * request path can reach another file. The response has the original file's Content-Type, the coding's
 * Content-Encoding, the compressed file's Content-Length, `Vary: Accept-Encoding` and the immutable
 * Cache-Control; no ETag, Last-Modified or Accept-Ranges (useless for a file that never changes under its name,
 * and each costs response bytes). HEAD gets the headers only.
 * @param {string} directory absolute path of the built assets
 * @returns {import('express').RequestHandler}
 */
export function servePrecompressed(directory) {
  /** Asset name -> its compressed twins that exist, best first, with their byte sizes. */
  const twins = new Map();
  if (existsSync(directory)) {
    const names = new Set(readdirSync(directory));
    for (const name of names) {
      const found = CODINGS.filter(({ suffix }) => names.has(name + suffix)).map(({ coding, suffix }) => ({
        coding,
        file: name + suffix,
        size: statSync(join(directory, name + suffix)).size,
      }));
      if (found.length > 0) twins.set(name, found);
    }
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // req.path is relative to the mount point and still percent-encoded; the built names need no encoding.
    const name = req.path.slice(1);
    const found = twins.get(name);
    if (found === undefined) return next();
    // The answer depends on Accept-Encoding whichever way it goes, so caches must key on it either way.
    res.vary('Accept-Encoding');
    const twin = found.find(({ coding }) => acceptsEncoding(req.headers['accept-encoding'], coding));
    if (twin === undefined) return next();
    res.status(200);
    res.type(name);
    res.set({
      'Content-Encoding': twin.coding,
      'Content-Length': String(twin.size),
      'Cache-Control': IMMUTABLE,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = createReadStream(join(directory, twin.file));
    // The headers are out by the time a read could fail: cutting the connection tells the client it is incomplete.
    body.on('error', () => res.destroy());
    body.pipe(res);
  };
}
