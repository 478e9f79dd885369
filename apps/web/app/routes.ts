import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // Resource routes for crawlers and browsers (issue #22.12): they answer text, XML or images, no page.
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemap/:file', 'routes/sitemap-file.ts'),
  route('favicon.ico', 'routes/favicon-ico.ts'),
  route('icons/:file', 'routes/app-icon.ts'),
  route('manifest.webmanifest', 'routes/web-manifest.ts'),
  route('*', 'routes/page.tsx'),
] satisfies RouteConfig;
