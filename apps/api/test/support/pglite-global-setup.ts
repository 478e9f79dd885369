import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/db/create-database';
import { seedDatabase } from '../../src/seed/seed-database';

/** Catalogue size of the seeded template; test files asking for another size seed their own database. */
export const TEMPLATE_PRODUCTS = 300;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The 'pglite' project's seeded template: a data folder tarball and the number of products in it. */
    pgliteTemplate: { file: string; products: number };
  }
}

/*
 * Seeding a PGlite database takes 10-60 s on a loaded machine, and every database suite needs one. The
 * 'pglite' project seeds ONE database per run, dumps its data folder, and each test file opens its own
 * in-memory copy of that folder (openTestDatabase), so files that write still never see each other's rows.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const handle = await createDatabase({});
  const dir = mkdtempSync(join(tmpdir(), 'storefront-api-template-'));
  try {
    await seedDatabase(handle.db, { products: TEMPLATE_PRODUCTS });
    if (!handle.dumpDataDir) throw new Error('an in-memory database is PGlite and can dump its data folder');
    const tarball = await handle.dumpDataDir();
    const file = join(dir, 'pgdata.tar');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    project.provide('pgliteTemplate', { file, products: TEMPLATE_PRODUCTS });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await handle.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
