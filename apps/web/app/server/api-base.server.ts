/**
 * Where the web server reaches the API: `API_BASE`, else `http://127.0.0.1:$API_PORT` (default 4000), the
 * same rule server.mjs uses for its /api proxy.
 */
export function apiBase(env: NodeJS.ProcessEnv = process.env): string {
  if (env.API_BASE) return env.API_BASE.replace(/\/$/, '');
  return `http://127.0.0.1:${env.API_PORT || 4000}`;
}
