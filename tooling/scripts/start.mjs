// Starts the API and the web server, waits for both to answer, prints the shop's address,
// and stops both cleanly on Ctrl-C. Reads PORT (web, default 3000) and API_PORT (default 4000).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

function readPort(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`Configuration error: ${name} must be a port number from 1 to 65535, got '${raw}'`);
    process.exit(1);
  }
  return port;
}

const webPort = readPort('PORT', 3000);
const apiPort = readPort('API_PORT', 4000);
const env = {
  ...process.env,
  // The web server marks the requests it forwards with this; the API believes their forwarding headers only
  // then (another caller on this host cannot pose as the shop's proxy). A fresh one per start unless set.
  PROXY_SECRET: process.env.PROXY_SECRET || randomBytes(24).toString('hex'),
  PORT: String(webPort),
  API_PORT: String(apiPort),
  NODE_ENV: process.env.NODE_ENV ?? 'production',
};
const children = [];
let stopping = false;

function run(name, args, cwd) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the shop.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, name, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (stopping) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
  stop(1);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => process.exit(code), 5000);
  timer.unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(
    () => process.exit(code),
  );
}

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

run('API', ['dist/index.js'], `${root}apps/api`);
await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 'The API');
run('Web server', ['server.mjs'], `${root}apps/web`);
await waitFor(`http://127.0.0.1:${webPort}/health`, 'The web server');
if (!stopping) {
  console.log(
    `\nThe shop is open at http://localhost:${webPort}/  (API on port ${apiPort}; Ctrl-C stops both)`,
  );
}
