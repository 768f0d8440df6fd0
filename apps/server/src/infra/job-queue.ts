/**
 * The durable job queue in the `jobs` table. A job is claimed with SKIP LOCKED and a lease
 * (locked_until), so with several server processes each due job runs once; a job whose process died
 * mid-run is claimed again when its lease ends. Jobs scheduled before a restart run after it. What a
 * job does is defined in src/jobs.ts; this file holds only the queue.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { jobs } from '../db/schema.js';

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
/** Wait before the next attempt: 30 s, 1 min, 2 min, 4 min. */
const backoffMs = (attempts: number): number => 30_000 * 2 ** Math.max(0, attempts - 1);

/** Adds jobs; one whose key exists already is left as it is. Works inside a transaction. */
export const scheduleJobs = async (db: Executor, list: NewJob[]): Promise<void> => {
  if (list.length === 0) return;
  await db.insert(jobs).values(list).onConflictDoNothing({ target: jobs.key });
};

/** The id travels as text: a bigint that both database drivers read alike. */
export type ClaimedJob = { id: string; name: string; payload: unknown; attempts: number };

/** Reserves up to `limit` due jobs for this process. */
export const claimJobs = async (db: Executor, now: Date, limit: number): Promise<ClaimedJob[]> => {
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
  return (result as unknown as { rows: ClaimedJob[] }).rows;
};

export const finishJob = async (db: Executor, id: string): Promise<void> => {
  await db.execute(
    sql`update ${jobs} set done_at = now(), locked_until = null, last_error = null where id = ${id}::bigint`,
  );
};

/** Gives a job up for good: it can never succeed (no handler, a payload that breaks its contract). */
export const abandonJob = async (db: Executor, id: string, message: string): Promise<void> => {
  await db.execute(
    sql`update ${jobs} set failed_at = now(), locked_until = null, last_error = ${message} where id = ${id}::bigint`,
  );
};

/** Records a failed attempt: retried later with backoff, or given up after the last attempt. */
export const failJob = async (db: Executor, job: ClaimedJob, message: string, now: Date) => {
  if (job.attempts >= JOB_MAX_ATTEMPTS) return abandonJob(db, job.id, message);
  const retryAt = new Date(now.getTime() + backoffMs(job.attempts));
  await db.execute(
    sql`update ${jobs} set run_at = ${retryAt.toISOString()}::timestamptz, locked_until = null, last_error = ${message} where id = ${job.id}::bigint`,
  );
};
