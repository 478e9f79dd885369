import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A throw-away PostgreSQL server for one test file. */
export interface TemporaryCluster {
  /** `postgres://` address of the `postgres` database on the cluster. */
  url: string;
  stop(): Promise<void>;
}

function findBinaries(): string {
  for (const candidate of ['/usr/lib/postgresql']) {
    if (!existsSync(candidate)) continue;
    const versions = readdirSync(candidate).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = join(candidate, version, 'bin');
      if (existsSync(join(bin, 'initdb'))) return bin;
    }
  }
  throw new Error(
    "PostgreSQL binaries not found under /usr/lib/postgresql: install Debian's postgresql (see README prerequisites)",
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root, so under root (CI containers) the cluster runs as the `postgres` user. */
function asClusterUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Creates a cluster in a temporary folder with `initdb`, starts `postgres` on a free port
 * (fsync on, as in production, so durability tests mean something) and removes it all on stop.
 */
export async function startTemporaryCluster(): Promise<TemporaryCluster> {
  const bin = findBinaries();
  const root = mkdtempSync(join(tmpdir(), 'storefront-commerce-pg-'));
  const dataDir = join(root, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
    chmodSync(root, 0o700);
  }
  const [initCommand, initArgs] = asClusterUser(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'pipe' });
  const port = await freePort();
  const [command, args] = asClusterUser(join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    root,
    '-c',
    'max_connections=200',
    '-c',
    'shared_buffers=32MB',
  ]);
  const child = spawn(command, args, { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntilReady(url, child);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // runuser does not pass signals on, so signal the postmaster itself: SIGINT is "fast shutdown".
        const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        process.kill(pid, 'SIGINT');
        await exited;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
