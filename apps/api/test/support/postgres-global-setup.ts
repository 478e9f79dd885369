import type { TestProject } from 'vitest/node';
import { startTemporaryCluster } from '../commerce/support/postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the temporary PostgreSQL cluster of the 'postgres' test project. */
    postgresUrl: string;
  }
}

/**
 * Starts one temporary PostgreSQL cluster (Debian's postgresql) for the 'postgres' project; each test file
 * creates its own database in it. Missing binaries fail the run with a message naming the package.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startTemporaryCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
