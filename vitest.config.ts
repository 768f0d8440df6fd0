import { defineConfig } from 'vitest/config';
import { labUnavailable } from './scripts/network/lab.mjs';
import { turnUnavailable } from './scripts/network/turn.mjs';

const apiTests = ['apps/server/test/api/**/*.test.ts'];
const withPostgres = Boolean(process.env.DATABASE_URL);
const withRedis = Boolean(process.env.REDIS_URL);
/**
 * API tests that need what only some machines have run only there, chosen here rather than skipped:
 * `*.postgres.test.ts` needs PostgreSQL's pool of connections, `*.redis.test.ts` two server
 * processes sharing Redis. CI has both (.ci/run).
 */
const postgresOnly = 'apps/server/test/api/**/*.postgres.test.ts';
const needsRedis = withRedis ? [] : ['apps/server/test/api/**/*.redis.test.ts'];
/** The production proxy in front of two built servers needs both (`process/*.redis.test.ts`). */
const needsBoth = withPostgres && withRedis ? [] : ['apps/server/test/process/**/*.redis.test.ts'];
/**
 * The call on an emulated network (scripts/network/test) needs root, network namespaces, TUN
 * devices, Chromium and coturn; where any is missing it is left out, and the run says why.
 */
const networkUnavailable = labUnavailable() ?? turnUnavailable();
if (networkUnavailable)
  console.log(`The call on an emulated network is not tested here: ${networkUnavailable}`);
// Inline projects do not inherit the root's test options, so each project is given these itself.
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'unit',
          ...timeouts,
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/*/test/unit/**/*.test.ts',
            'apps/web/test/**/*.test.ts',
            'apps/admin/test/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          // Screens rendered in jsdom with the app's providers (apps/web/test/components/render.tsx).
          name: 'components',
          ...timeouts,
          include: ['apps/*/test/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/components/setup.ts'],
        },
      },
      {
        test: {
          // The start command as an operator runs it, on the built product.
          name: 'process',
          ...timeouts,
          include: ['apps/server/test/process/**/*.test.ts'],
          exclude: needsBoth,
          environment: 'node',
        },
      },
      ...(networkUnavailable
        ? []
        : [
            {
              test: {
                // Two browsers in network namespaces, one at a time: the built product's call.
                name: 'network',
                testTimeout: 120_000,
                hookTimeout: 180_000,
                include: ['scripts/network/test/**/*.test.mjs'],
                environment: 'node',
              },
            },
          ]),
      {
        test: {
          name: 'api (embedded)',
          ...timeouts,
          include: apiTests,
          exclude: [postgresOnly, ...needsRedis],
          env: { TEST_DB: 'embedded' },
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api (postgres)',
                ...timeouts,
                include: apiTests,
                exclude: needsRedis,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/server/test/global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
