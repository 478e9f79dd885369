// A PostgreSQL cluster for the benchmark (Debian's postgresql), run as `postgres` when we are root. Its data
// folder is kept under bench/results (git-ignored), one per catalogue size, so a seeded catalogue (a 1,000,000
// product seed takes a long time) is reused by the next run; `fresh` starts it again from an empty folder.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function binaries() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  const bin = version && join(base, version, 'bin');
  if (!bin || !existsSync(join(bin, 'initdb'))) {
    throw new Error("PostgreSQL binaries not found under /usr/lib/postgresql: install Debian's postgresql");
  }
  return bin;
}

/**
 * Starts (creating it when missing) the cluster in `dir` on `port`; resolves once it accepts connections.
 * `settings` adds server settings (name to value, e.g. `shared_preload_libraries: 'pg_stat_statements'`).
 */
export async function startPostgres({ dir, port, fresh = false, settings = {} }) {
  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  const as = (command, args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const data = join(dir, 'data');
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres'])),
      Number(execFileSync('id', ['-g', 'postgres'])),
    );
  }
  chmodSync(dir, 0o700);
  const created = !existsSync(join(data, 'PG_VERSION'));
  if (created) {
    const [command, args] = as(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
    ]);
    execFileSync(command, args, { stdio: 'pipe' });
  }
  const [command, args] = as(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'shared_buffers=256MB',
    '-c',
    'work_mem=16MB',
    '-c',
    'maintenance_work_mem=256MB',
    '-c',
    'max_connections=100',
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]);
  const child = spawn(command, args, { stdio: 'ignore' });
  const [readyCommand, readyArgs] = as(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
  for (let i = 0; ; i += 1) {
    try {
      execFileSync(readyCommand, readyArgs, { stdio: 'ignore' });
      break;
    } catch {
      // A large cluster that was not shut down cleanly replays its WAL first.
      if (i > 2400 || child.exitCode !== null) throw new Error('PostgreSQL did not start');
      await sleep(250);
    }
  }
  const postmasterPid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    created,
    postmasterPid,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // runuser does not pass signals on; SIGINT to the postmaster is a fast shutdown.
        process.kill(postmasterPid, 'SIGINT');
        await exited;
      }
    },
  };
}
