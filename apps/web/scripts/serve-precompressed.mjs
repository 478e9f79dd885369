// Express middleware for the hashed, immutable files in build/client/assets: sends the `.gz` twin written at
// build time by precompress-assets.mjs when the client takes gzip, so no request pays for compression and the
// bytes are Zopfli's (smaller than the compression middleware's level 6). Anything else goes to the next
// handler (the static files behind the compression middleware).
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { acceptsGzip } from './accepts-gzip.mjs';

/**
 * Cache-Control for content-hashed files: a new build gives new names, so a copy never needs revalidating.
 * The same value express.static sends with `{ immutable: true, maxAge: '1y' }`.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Lists `directory` once (at start-up, not per request) and returns a middleware, to mount on the directory's
 * URL path, that serves `<name>.gz` for a request of `<name>` when both files exist and Accept-Encoding allows
 * gzip. Only names from that list are served, so no request path can reach another file. The response has the
 * original file's Content-Type, `Content-Encoding: gzip`, the .gz file's Content-Length, `Vary:
 * Accept-Encoding` and the immutable Cache-Control; no ETag, Last-Modified or Accept-Ranges (useless for a file
 * that never changes under its name, and each costs response bytes). HEAD gets the headers only.
 * @param {string} directory absolute path of the built assets
 * @returns {import('express').RequestHandler}
 */
export function servePrecompressed(directory) {
  /** Asset name -> byte size of its .gz twin. */
  const gzipSizes = new Map();
  if (existsSync(directory)) {
    for (const name of readdirSync(directory)) {
      if (!name.endsWith('.gz')) continue;
      const source = name.slice(0, -'.gz'.length);
      if (existsSync(join(directory, source))) gzipSizes.set(source, statSync(join(directory, name)).size);
    }
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // req.path is relative to the mount point and still percent-encoded; the built names need no encoding.
    const name = req.path.slice(1);
    const size = gzipSizes.get(name);
    if (size === undefined) return next();
    // The answer depends on Accept-Encoding whichever way it goes, so caches must key on it either way.
    res.vary('Accept-Encoding');
    if (!acceptsGzip(req.headers['accept-encoding'])) return next();
    res.status(200);
    res.type(name);
    res.set({ 'Content-Encoding': 'gzip', 'Content-Length': String(size), 'Cache-Control': IMMUTABLE });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = createReadStream(join(directory, `${name}.gz`));
    // The headers are out by the time a read could fail: cutting the connection tells the client it is incomplete.
    body.on('error', () => res.destroy());
    body.pipe(res);
  };
}
