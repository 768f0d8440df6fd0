// Types of every workspace, lint, then formatting: the gate before a commit.
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/shared',
  'packages/client',
  'packages/ui',
  'apps/server',
  'apps/web',
  'apps/admin',
  'apps/site',
  'e2e',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
const lint = spawnSync('npx', ['eslint', '.', '--max-warnings=0'], { stdio: 'inherit' });
if (lint.status !== 0) failed = true;
const format = spawnSync('npx', ['prettier', '--check', '.', '--log-level=warn'], {
  stdio: 'inherit',
});
if (format.status !== 0) failed = true;
process.exit(failed ? 1 : 0);
