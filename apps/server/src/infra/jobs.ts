/**
 * Durable background jobs in the `jobs` table. A job is claimed with SKIP LOCKED and a lease
 * (locked_until), so with several server processes each due job runs once; a job whose process died
 * mid-run is claimed again when its lease ends. Jobs scheduled before a restart run after it.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/client.js';
import { jobs } from '../db/schema.js';

export type JobHandler = (ctx: AppContext, payload: unknown) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export type NewJob = {
  name: string;
  /** Unique: scheduling the same key twice adds one job. */
  key: string;
  runAt: Date;
  payload: Record<string, unknown>;
};

/** Attempts before a failing job is given up (failed_at set). */
export const JOB_MAX_ATTEMPTS = 5;
/** How long a claimed job is reserved for the process running it. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
/** Wait before the next attempt: 30 s, 1 min, 2 min, 4 min. */
const backoffMs = (attempts: number): number => 30_000 * 2 ** Math.max(0, attempts - 1);

/** Adds jobs; one whose key exists already is left as it is. Works inside a transaction. */
export const scheduleJobs = async (db: Executor, list: NewJob[]): Promise<void> => {
  if (list.length === 0) return;
  await db.insert(jobs).values(list).onConflictDoNothing({ target: jobs.key });
};

/** The id travels as text: a bigint that both database drivers read alike. */
type Claimed = { id: string; name: string; payload: unknown; attempts: number };

/** Reserves up to `limit` due jobs for this process. */
const claim = async (db: Executor, now: Date, limit: number): Promise<Claimed[]> => {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const result = await db.execute(sql`
    update ${jobs}
       set locked_until = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
     where id in (
       select id from ${jobs}
        where done_at is null and failed_at is null
          and run_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        order by run_at, id
        limit ${limit}
        for update skip locked)
    returning id::text as id, name, payload, attempts`);
  return (result as unknown as { rows: Claimed[] }).rows;
};

const finish = async (db: Executor, id: string) => {
  await db.execute(
    sql`update ${jobs} set done_at = now(), locked_until = null, last_error = null where id = ${id}::bigint`,
  );
};

const fail = async (db: Executor, job: Claimed, error: unknown, now: Date) => {
  const message = error instanceof Error ? error.message : String(error);
  if (job.attempts >= JOB_MAX_ATTEMPTS) {
    await db.execute(
      sql`update ${jobs} set failed_at = now(), locked_until = null, last_error = ${message} where id = ${job.id}::bigint`,
    );
    return;
  }
  const retryAt = new Date(now.getTime() + backoffMs(job.attempts));
  await db.execute(
    sql`update ${jobs} set run_at = ${retryAt.toISOString()}::timestamptz, locked_until = null, last_error = ${message} where id = ${job.id}::bigint`,
  );
};

/**
 * Runs the jobs due now, batch after batch, and answers how many ran (successfully or not). The
 * worker calls it on a timer; tests call it directly.
 */
export const runDueJobs = async (ctx: AppContext, now: () => Date = () => new Date()) => {
  let ran = 0;
  for (;;) {
    const batch = await claim(ctx.db, now(), BATCH);
    for (const job of batch) {
      const handler = ctx.jobHandlers[job.name];
      try {
        if (!handler) throw new Error(`No handler for job ${job.name}`);
        await handler(ctx, job.payload);
        await finish(ctx.db, job.id);
      } catch (error) {
        ctx.log.warn({ err: error, jobId: job.id, job: job.name }, 'job failed');
        await fail(ctx.db, job, error, now());
      }
      ran += 1;
    }
    if (batch.length < BATCH) return ran;
  }
};

export type JobWorker = { stop: () => Promise<void> };

/** Polls for due jobs every `pollMs`, starting at once so jobs missed while down run first. */
export const startJobWorker = (ctx: AppContext, pollMs: number): JobWorker => {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runDueJobs(ctx)
      .then(() => undefined)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'job polling failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
