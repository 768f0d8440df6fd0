/**
 * Failed sign-ins per email, whatever address they come from
 * (docs/product/accounts.md#sign-in-throttle): the first few cost nothing, then each attempt must
 * wait longer, then the email is locked for a while and its owner is told.
 *
 * An attempt is counted *before* its password is checked, in one locked row update, so however many
 * guesses arrive at once, no more are checked than the rules allow; a right password clears the
 * count. Unknown emails are counted the same way, so the answers reveal no account.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Executor } from '../../db/client.js';
import { signInThrottles } from '../../db/schema.js';
import { defineJob } from '../../jobs.js';

/** Failures that cost nothing. */
export const FREE_FAILURES = 4;
/** At this many failures the email is locked, and its owner told. */
export const LOCK_FAILURES = 10;
export const LOCK_SECONDS = 15 * 60;
/** The wait after the first failure past the free ones; it doubles with each further failure. */
const FIRST_WAIT_SECONDS = 30;
/** Failures older than this are forgotten. */
const FORGET_AFTER_MS = 60 * 60_000;

/** How long the next attempt must wait after `failures` failures in a row. */
export const waitAfter = (failures: number): number => {
  if (failures <= FREE_FAILURES) return 0;
  if (failures >= LOCK_FAILURES) return LOCK_SECONDS;
  return FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES - 1);
};

export type Reservation =
  { allowed: true; failures: number } | { allowed: false; retryAfterSeconds: number };

const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * Reserves one sign-in attempt for an email, counting it as a failure until the password proves
 * right; refuses it while the email must wait.
 */
export const reserveAttempt = (db: Executor, email: string, now: Date): Promise<Reservation> =>
  db.transaction(async (tx) => {
    const key = keyOf(email);
    // One statement makes the row or locks the one there: a row a right password deletes between
    // a separate insert and select was read as missing, and the sign-in failed with a 500.
    const at = now.toISOString();
    const result = await tx.execute(sql`
      insert into ${signInThrottles} (email, failures, allowed_at, updated_at)
      values (${key}, 0, ${at}::timestamptz, ${at}::timestamptz)
      on conflict (email) do update set email = excluded.email
      returning failures, allowed_at, updated_at`);
    const row = (
      result as unknown as {
        rows: { failures: number; allowed_at: string | Date; updated_at: string | Date }[];
      }
    ).rows[0]!;
    const allowedAt = new Date(row.allowed_at);
    if (allowedAt > now) {
      return {
        allowed: false,
        retryAfterSeconds: Math.ceil((allowedAt.getTime() - now.getTime()) / 1000),
      };
    }
    const forgotten = now.getTime() - new Date(row.updated_at).getTime() > FORGET_AFTER_MS;
    const failures = (forgotten ? 0 : row.failures) + 1;
    await tx.execute(sql`
      update ${signInThrottles}
         set failures = ${failures},
             allowed_at = ${new Date(now.getTime() + waitAfter(failures) * 1000).toISOString()}::timestamptz,
             updated_at = ${now.toISOString()}::timestamptz
       where email = ${key}`);
    return { allowed: true, failures };
  });

/** A right password, or a reset that proves the owner: the email starts afresh. */
export const clearFailures = async (db: Executor, email: string): Promise<void> => {
  await db.execute(sql`delete from ${signInThrottles} where email = ${keyOf(email)}`);
};

/** Forgets counts nobody has added to for a day. */
export const forgetOldFailures = async (db: Executor, now: Date): Promise<void> => {
  await db.execute(
    sql`delete from ${signInThrottles} where updated_at < ${new Date(now.getTime() - 24 * 60 * 60_000).toISOString()}::timestamptz`,
  );
};

const HOUR_MS = 60 * 60_000;

/** Schedules the next hourly cleanup; one job per hour, whichever process schedules it. */
export const scheduleCleanup = (db: Executor, now: Date): Promise<void> => {
  const next = new Date(Math.floor(now.getTime() / HOUR_MS + 1) * HOUR_MS);
  return throttleCleanup.schedule(db, [{ key: next.toISOString(), runAt: next, payload: {} }]);
};

/** Every hour: forget idle counts, and plan the next hour. */
export const throttleCleanup = defineJob({
  name: 'sign-in-throttle-cleanup',
  schema: z.object({}),
  run: async (ctx) => {
    const now = new Date();
    await forgetOldFailures(ctx.db, now);
    await scheduleCleanup(ctx.db, now);
  },
});
