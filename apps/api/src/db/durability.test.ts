import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './create-database';
import { queryRows } from './database';

const writer = fileURLToPath(new URL('../../test/support/durability-writer.ts', import.meta.url));

describe('PGlite durability', () => {
  it('keeps a committed row when the process is killed without closing the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-durability-'));
    try {
      const child = spawn(
        process.execPath,
        ['--conditions=@storefront/source', '--import', 'tsx', writer, dataDir, 'survives'],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('committed')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
      });
      // SIGKILL: no chance to flush or close anything after the commit resolved.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      const handle = await createDatabase({ dataDir });
      try {
        const rows = await queryRows<{ value: string }>(
          handle.db,
          sql`SELECT value FROM translations WHERE key = 'durability.check'`,
        );
        expect(rows).toEqual([{ value: 'survives' }]);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
