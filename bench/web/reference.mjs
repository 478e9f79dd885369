// The reference of the web benchmark: a bare React Router 7 app (bench/web/reference: one server-rendered route
// with a heading and 24 cards from a loader), built with the same React Router and Vite versions as the shop and
// served by Express with compression, as the shop is.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './shop.mjs';

const dir = fileURLToPath(new URL('./reference/', import.meta.url));

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

export async function startReference() {
  // The bench package's own binary: the reference folder has no package.json for `pnpm exec` to start from.
  await run(fileURLToPath(new URL('../node_modules/.bin/react-router', import.meta.url)), ['build']);
  const port = await freePort();
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  };
  try {
    await waitFor(`${origin}/`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
