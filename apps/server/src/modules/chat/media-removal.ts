/**
 * Removing the stored files of pictures and voice notes no message names
 * (docs/product/chat-and-calls.md#editing-and-deleting): a deleted message's file, by a job
 * committed with the deletion, and an upload never written as a message, by a sweep committed
 * before the file is stored. Either way the job removes the file only when no message names it.
 */
import { z } from 'zod/mini';
import type { Executor } from '../../db/client.js';
import { defineJob } from '../../jobs.js';
import * as repo from './repository.js';

/**
 * How long an upload may take to become a message before its file is swept: far beyond any
 * request's life, so the sweep never meets an upload still under way.
 */
export const CHAT_MEDIA_SWEEP_AFTER_MS = 60 * 60_000;

/**
 * Removes a stored chat file unless a message names it. Removing a file already gone is no error,
 * so a retry, or the sweep after a deletion's removal, is harmless.
 */
export const chatMediaRemoval = defineJob({
  name: 'chat-media-removal',
  schema: z.object({ file: z.string() }),
  run: async (ctx, { file }) => {
    if (await repo.messageNamesFile(ctx.db, file)) return;
    await ctx.storage.remove('private', file);
  },
});

/** Sweeps an upload later unless a message names it by then; committed before the file exists. */
export const scheduleUploadSweep = (db: Executor, file: string) =>
  chatMediaRemoval.schedule(db, [
    {
      key: `upload:${file}`,
      runAt: new Date(Date.now() + CHAT_MEDIA_SWEEP_AFTER_MS),
      payload: { file },
    },
  ]);

/** Removes a deleted message's file at once, scheduled in the transaction that deletes it. */
export const scheduleDeletedMediaRemoval = (tx: Executor, file: string) =>
  chatMediaRemoval.schedule(tx, [{ key: `deleted:${file}`, runAt: new Date(), payload: { file } }]);
