// Production server: health route, /api proxy to the API, static assets, then React Router SSR.

import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import {
  cspNonce,
  permissionsAndHsts,
  shopSecurityHeaders,
  storybookSecurityHeaders,
} from './scripts/security-headers.mjs';
import { servePrecompressed } from './scripts/serve-precompressed.mjs';
import { parseTrustProxy } from './scripts/trust-proxy.mjs';

function readPort(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Configuration error: ${name} must be a port number from 0 to 65535, got '${raw}'`);
    process.exit(1);
  }
  return port;
}

function configError(message) {
  console.error(`Configuration error: ${message}`);
  process.exit(1);
}

const port = readPort('PORT', 3000);
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
if ('error' in trustProxy) configError(trustProxy.error);
// The API believes forwarding headers only from requests carrying this secret (see apps/api forwarding.ts).
const proxySecret = process.env.PROXY_SECRET || undefined;
if (proxySecret !== undefined && (proxySecret.length < 16 || /[^\x21-\x7e]/.test(proxySecret))) {
  configError('PROXY_SECRET must be at least 16 printable characters without spaces');
}
const apiBase = new URL(process.env.API_BASE || `http://127.0.0.1:${readPort('API_PORT', 4000)}`);
const here = (p) => fileURLToPath(new URL(p, import.meta.url));

const app = express();
app.disable('x-powered-by');
// Which hops' X-Forwarded-For and X-Forwarded-Proto are believed: req.ip and req.protocol follow it.
app.set('trust proxy', trustProxy.value);
app.use(permissionsAndHsts);
// An address whose %-encoding is broken names no page: a plain 400 rather than an error in the renderer.
app.use((req, res, next) => {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    res.status(400).type('text/plain').send('Bad request: the address is not valid.');
  }
});
app.get('/health', (_req, res) => {
  res.json({ status: 'ok' });
});

// The browser sees one origin: /api/* is passed to the API unchanged, cookies included. Its answers are
// compressed here, for the browser (the API sends them plain: the web server's own calls to it are local):
// a category's 24 cards with facets are 65 KB of JSON and 4 KB with Brotli, which on a phone's 1.6 Mbit/s is
// about 300 ms less per filter change, sort or page, and a quick search's answer goes from 7 KB to 1 KB.
app.use('/api', compression(), (req, res) => {
  const upstream = httpRequest(
    {
      protocol: apiBase.protocol,
      hostname: apiBase.hostname,
      port: apiBase.port,
      method: req.method,
      path: req.originalUrl,
      headers: {
        ...req.headers,
        host: apiBase.host,
        'x-forwarded-host': req.headers.host ?? '',
        // TLS as the shopper used it: X-Forwarded-Proto of a trusted hop (TRUST_PROXY), else our own protocol.
        'x-forwarded-proto': req.protocol,
        // The API rate-limits failed logins per address, so it needs the shopper's (as TRUST_PROXY allows).
        'x-forwarded-for': req.ip ?? req.socket.remoteAddress ?? '',
        'x-storefront-proxy': proxySecret ?? '',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent)
      res.status(502).json({ error: 'API unreachable', message: 'The API did not answer.' });
    else res.end();
  });
  req.pipe(upstream);
});

// Hashed build files: the .gz written at build time when the client takes gzip (before the compression
// middleware, which would otherwise compress them again on every request), else the file itself. Their names
// change with their content, so ETag, Last-Modified and Accept-Ranges would only add bytes to every response.
const assets = here('./build/client/assets');
app.use('/assets', servePrecompressed(assets));
app.use(compression());
const storybook = here('../storybook/storybook-static');
if (existsSync(storybook)) app.use('/storybook', storybookSecurityHeaders, express.static(storybook));
app.use(cspNonce, shopSecurityHeaders);
app.use(
  '/assets',
  express.static(assets, {
    immutable: true,
    maxAge: '1y',
    etag: false,
    lastModified: false,
    acceptRanges: false,
  }),
  // A name that is not in this build is a plain 404, not a server-rendered page.
  (_req, res) => res.status(404).type('text/plain').send('Not found'),
);
app.use(express.static(here('./build/client'), { maxAge: '1h' }));
app.all(
  /.*/,
  createRequestHandler({
    build: () => import('./build/server/index.js'),
    mode: process.env.NODE_ENV ?? 'production',
    // The nonce entry.server puts on every script element of the page, and whether the answer is a rendered
    // document (React Router's client navigations ask for `<path>.data`): a document carries the shop state
    // as inert JSON in its HTML instead of in the loader data (app/shell/shop-state-transport.ts).
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce,
      documentRender: !req.path.endsWith('.data'),
    }),
  }),
);

// Express 5 calls this with the error when listening fails (a port in use), instead of throwing.
const server = app.listen(port, (error) => {
  if (error) {
    console.error(`web server cannot listen on port ${port}: ${error.message}`);
    process.exit(1);
  }
  console.log(`web listening on http://localhost:${server.address().port}`);
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
