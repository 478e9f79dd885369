// Serves the built reference app as a production React Router app is served: Express, compression, static
// assets with long caching, and the request handler for everything else.
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

const app = express();
app.use(compression());
// Browsers ask for it; a 404 from the router would only add noise to the benchmark's log.
app.get('/favicon.ico', (_request, response) => response.status(204).end());
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
app.use(express.static('build/client', { maxAge: '1h' }));
app.all('*splat', createRequestHandler({ build: await import('./build/server/index.js') }));
const port = Number(process.env.PORT ?? 3100);
app.listen(port, '127.0.0.1', () => console.log(`reference app on http://127.0.0.1:${port}`));
