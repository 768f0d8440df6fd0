/**
 * Several server processes on one port (decision 022): with SERVER_PROCESSES above 1, this process
 * becomes a supervisor that first brings the database up to date, then starts that many servers
 * sharing the port (Node's cluster, which hands new connections to them in turn), restarts one that
 * dies, and stops them all on SIGTERM. They share everything through PostgreSQL and Redis: sessions,
 * rate limits, cache invalidation, socket rooms, and jobs (each claimed by one process).
 */
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';

/** A server that dies sooner than this after starting is not restarted in a loop. */
const CRASH_LOOP_MS = 5000;

export const isClusterWorker = (): boolean => cluster.isWorker;
/** The first server of a cluster seeds and prints the banner; alone, a server is the first. */
export const isFirstServer = (): boolean => !cluster.isWorker || cluster.worker?.id === 1;

export const runSupervisor = async (config: Config): Promise<void> => {
  // Migrations once, before any server starts: several at once would race to apply them.
  const database = await openDatabase({ url: config.databaseUrl });
  await database.close();

  let stopping = false;
  const ready = new Set<number>();
  const started = new Map<number, number>();
  const fork = (): Worker => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    worker.on('message', (message: { type?: string }) => {
      if (message?.type !== 'ready') return;
      ready.add(worker.id);
      // Started by `npm start`: ready once every server is.
      if (ready.size === config.processes) process.send?.({ type: 'ready' });
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    process.stderr.write(`A server process ended (${signal ?? code}); `);
    if (lived < CRASH_LOOP_MS) {
      process.stderr.write('it died on start, so the others stop too\n');
      stop();
      return;
    }
    process.stderr.write('starting another\n');
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (process.send) process.once('disconnect', stop);
  for (let i = 0; i < config.processes; i += 1) fork();
};
