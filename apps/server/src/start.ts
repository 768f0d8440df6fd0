/** Starts the whole product on one port and prints where to find it. */
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from './db/seed.js';
import { adminDist, webDist } from './paths.js';

const banner = (base: string, seeded: boolean, showAccounts: boolean): string => {
  const lines = [
    '',
    '  Darsak is running',
    '',
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
  const { app, ctx } = await buildApp(config, {
    beforeRoutes: options.beforeRoutes,
    webApps: options.beforeRoutes
      ? undefined
      : [
          { prefix: '/app', dist: webDist },
          { prefix: '/admin', dist: adminDist },
        ],
  });
  const seeded = config.seed
    ? await seedDemoData(ctx.db, {
        hourlyRate: config.tutorHourlyRate,
        timeZone: config.timeZone,
        storage: ctx.storage,
      })
    : false;
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(banner(config.publicUrl ?? `http://localhost:${port}`, seeded, config.seed));

  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
};
