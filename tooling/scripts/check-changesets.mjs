// `changeset status` for CI: parses every changeset (a broken frontmatter fails here, before a release would)
// and lists the planned bumps. Changesets compares with the base branch; a clone without a local `main`
// (a detached CI checkout) compares with the first commit instead, which still reads every changeset.
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });
const since =
  git('rev-parse', '--verify', '--quiet', 'main').status === 0
    ? []
    : [`--since=${git('rev-list', '--max-parents=0', 'HEAD').stdout.trim().split('\n').pop()}`];
try {
  const cli = createRequire(import.meta.url).resolve('@changesets/cli/bin.js');
  execFileSync(process.execPath, [cli, 'status', ...since], { stdio: 'inherit' });
} catch {
  console.error('changeset status failed: fix the changeset it names (frontmatter between --- lines).');
  process.exit(1);
}
