// Production server: health route, /api proxy to the API, static assets, then React Router SSR.

import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { servePrecompressed } from './scripts/serve-precompressed.mjs';

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

const port = readPort('PORT', 3000);
const apiBase = new URL(process.env.API_BASE || `http://127.0.0.1:${readPort('API_PORT', 4000)}`);
const here = (p) => fileURLToPath(new URL(p, import.meta.url));

const app = express();
app.disable('x-powered-by');
app.get('/health', (_req, res) => {
  res.json({ status: 'ok' });
});

// The browser sees one origin: /api/* is passed to the API unchanged, cookies included.
app.use('/api', (req, res) => {
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
        'x-forwarded-proto': req.protocol,
        // The API rate-limits failed logins per address, so it needs the shopper's, not ours.
        'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
          .filter(Boolean)
          .join(', '),
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
if (existsSync(storybook)) app.use('/storybook', express.static(storybook));
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
