import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another live process has the PGlite folder open. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `{dataDir}.lock` for this process. PGlite runs PostgreSQL in single-user mode inside the process
 * and does not guard its folder; two processes writing one folder corrupt it (for example a second
 * `pnpm start` while the first still runs). A lock left by a process that died is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `The PGlite data folder ${dataDir} is in use by process ${owner}; stop it first (or set DATA_DIR).`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the PGlite data folder ${dataDir}`);
}
