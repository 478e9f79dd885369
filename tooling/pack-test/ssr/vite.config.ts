// React Router 7 in framework mode with server rendering. Vite leaves the installed packages external in the
// server build, so the server imports their dist modules with Node's own ESM loader.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [reactRouter()], logLevel: 'warn' });
