// A client-only Vite app set up as packages/ui/README.md says: Emotion's JSX runtime for the css prop.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react({ jsxImportSource: '@emotion/react' })], logLevel: 'warn' });
