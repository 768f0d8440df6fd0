/** Starts the whole product on one port and prints where to find it. */
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { isClusterWorker, isFirstServer, runSupervisor } from './cluster.js';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from '../seed/demo.js';
import { adminDist, webDist } from './paths.js';

const banner = (base: string, seeded: boolean, showAccounts: boolean): string => {
  const lines = [
    '',
    '  Darsak is running',
    '',
    `  Site         ${base}/`,
    `  Web app      ${base}/app/`,
    `  Admin        ${base}/admin/`,
    `  API          ${base}/api/v1/health`,
    `  API docs     ${base}/api/docs`,
  ];
  if (showAccounts) {
    lines.push(`  Outbox       ${base}/api/v1/dev/outbox  (codes sent by email and WhatsApp)`, '');
    lines.push(`  Demo accounts (password: ${DEMO_PASSWORD})${seeded ? ', created now' : ''}:`);
    for (const account of demoAccounts)
      lines.push(`    ${account.label.padEnd(14)} ${account.email}`);
  }
  return `${lines.join('\n')}\n`;
};

export const start = async (
  options: { beforeRoutes?: (app: FastifyInstance) => Promise<void> } = {},
) => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (config.processes > 1 && !isClusterWorker()) {
    await runSupervisor(config);
    return;
  }
  const first = isFirstServer();
  const { app, ctx, drain } = await buildApp(config, {
    beforeRoutes: options.beforeRoutes,
    development: Boolean(options.beforeRoutes),
    webApps: options.beforeRoutes
      ? undefined
      : [
          { prefix: '/app', dist: webDist },
          { prefix: '/admin', dist: adminDist },
        ],
  });
  const seeded =
    config.seed && first
      ? await seedDemoData(ctx.db, {
          hourlyRate: config.tutorHourlyRate,
          timeZone: config.timeZone,
          storage: ctx.storage,
        })
      : false;
  // On a laptop the banner below says where the server listens; elsewhere the log line does.
  const level = app.log.level;
  if (config.environment === 'local') app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (first)
    process.stdout.write(
      banner(config.publicUrl ?? `http://localhost:${port}`, seeded, config.seed),
    );

  /**
   * Drains, then stops: readiness fails at once; after the grace period no new connection is taken,
   * requests and jobs in flight finish, sockets close, then the database; a shutdown that hangs
   * ends the process anyway, with a failure status.
   */
  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    drain();
    setTimeout(() => {
      app.log.error('shutdown did not finish in time');
      process.exit(1);
    }, config.shutdown.timeoutMs).unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdown.graceMs));
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  // Started by `npm start`: say when ready, and stop when that command is gone (even by kill -9),
  // rather than run on alone holding the port.
  if (process.send) {
    process.send({ type: 'ready' });
    process.once('disconnect', () => void stop('the start command ended'));
  }
};
