/**
 * Typed background jobs: each module defines its jobs with `defineJob` (a name, a payload
 * schema and what to do) and lists them on its face; the runner knows them all. A payload that
 * breaks its schema fails the job for good with a clear error instead of being retried.
 */
import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import type { AppContext } from './context.js';
import type { Executor } from './db/client.js';
import {
  abandonJob,
  claimJobs,
  failJob,
  finishJob,
  scheduleJobs,
  type ClaimedJob,
} from './infra/job-queue.js';

export type JobEntry<P> = { key: string; runAt: Date; payload: P };

export type JobDefinition<S extends core.$ZodType = core.$ZodType> = {
  name: string;
  schema: S;
  run: (ctx: AppContext, payload: core.output<S>) => Promise<void>;
  /** Adds jobs of this kind (inside the caller's transaction when given one); keys are unique. */
  schedule: (db: Executor, entries: JobEntry<core.input<S>>[]) => Promise<void>;
};

export const defineJob = <S extends core.$ZodType>(definition: {
  name: string;
  schema: S;
  run: (ctx: AppContext, payload: core.output<S>) => Promise<void>;
}): JobDefinition<S> => ({
  ...definition,
  schedule: (db, entries) =>
    scheduleJobs(
      db,
      entries.map((entry) => ({
        name: definition.name,
        key: `${definition.name}:${entry.key}`,
        runAt: entry.runAt,
        payload: entry.payload as Record<string, unknown>,
      })),
    ),
});

const BATCH = 20;

export type JobRunner = {
  /**
   * Runs the jobs due now, batch after batch, after any run under way; answers how many ran
   * (successfully or not).
   */
  runDue: (now?: () => Date) => Promise<number>;
  /** Runs due jobs soon without waiting for the next poll: a job was just scheduled to run now. */
  nudge: () => void;
  /** Adds a kind of job (modules' jobs are given at creation; tests add their own). */
  register: (definition: JobDefinition) => void;
  /** Polls every `pollMs`, starting at once so jobs missed while down run first. */
  start: (pollMs: number) => void;
  stop: () => Promise<void>;
};

export const createJobRunner = (ctx: AppContext, definitions: JobDefinition[]): JobRunner => {
  const known = new Map(definitions.map((definition) => [definition.name, definition]));

  const runOne = async (job: ClaimedJob, now: Date) => {
    const definition = known.get(job.name);
    if (!definition) return abandonJob(ctx.db, job.id, `No job is called ${job.name}`);
    const parsed = z.safeParse(definition.schema, job.payload);
    if (!parsed.success) {
      const problem = parsed.error.issues[0];
      const message = `Malformed ${job.name} payload at ${problem?.path.join('.') || '(root)'}: ${problem?.message}`;
      ctx.log.error({ jobId: job.id, job: job.name }, message);
      return abandonJob(ctx.db, job.id, message);
    }
    try {
      await definition.run(ctx, parsed.data);
      await finishJob(ctx.db, job.id);
    } catch (error) {
      ctx.log.warn({ err: error, jobId: job.id, job: job.name }, 'job failed');
      await failJob(ctx.db, job, error instanceof Error ? error.message : String(error), now);
    }
  };

  const runBatches = async (now: () => Date) => {
    let ran = 0;
    for (;;) {
      const batch = await claimJobs(ctx.db, now(), BATCH);
      for (const job of batch) {
        await runOne(job, now());
        ran += 1;
      }
      if (batch.length < BATCH) return ran;
    }
  };

  /** One run at a time in this process: a run waits for the one under way. */
  let running: Promise<unknown> = Promise.resolve();
  const runDue: JobRunner['runDue'] = (now = () => new Date()) => {
    const run = running.catch(() => undefined).then(() => runBatches(now));
    running = run;
    return run;
  };

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let interval = 0;
  const tick = () => {
    clearTimeout(timer);
    void runDue()
      .catch((error: unknown) => ctx.log.error({ err: error }, 'job polling failed'))
      .finally(() => {
        clearTimeout(timer);
        if (!stopped) timer = setTimeout(tick, interval);
      });
  };
  return {
    runDue,
    nudge: () => {
      if (started && !stopped) setImmediate(tick);
    },
    register: (definition) => {
      known.set(definition.name, definition);
    },
    start: (pollMs) => {
      started = true;
      interval = pollMs;
      tick();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
};
