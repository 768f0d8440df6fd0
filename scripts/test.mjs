// npm test: install what the tests need, build, then run unit, API and end-to-end tests.
import {
  build,
  checkNode,
  ensureChromium,
  ensureCoturn,
  ensureDependencies,
  ensureNginx,
  run,
  say,
} from './lib.mjs';

checkNode();
await ensureDependencies();
await ensureChromium();
// The production proxy's test runs where two servers can share PostgreSQL and Redis (.ci/run).
if (process.env.DATABASE_URL && process.env.REDIS_URL) await ensureNginx();
// The call through a TURN relay runs where the network lab can (scripts/network/); the lab's
// module needs the dependencies just installed.
const { labUnavailable } = await import('./network/lab.mjs');
if (labUnavailable() === null) await ensureCoturn();
await build();

const stages = [
  ['Unit and API tests', 'npx', ['vitest', 'run']],
  ['End-to-end tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
const failed = [];
for (const [label, command, args] of stages) {
  say(label);
  if ((await run(command, args)) !== 0) failed.push(label);
}
if (failed.length > 0) {
  process.stderr.write(`\n✗ Failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
say('All tests passed');
