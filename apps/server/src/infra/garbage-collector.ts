/**
 * How the server's process collects garbage (decision 057): on the embedded database, V8 marks for
 * a full collection in steps on the server's own thread, not on a helper thread beside it. Compiles
 * of Node's stream code made during a concurrent marking kept a runtime call on every request. The
 * flag is process-wide, so the embedded database's thread follows it.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** The V8 flags the server sets for itself: none on PostgreSQL, where the slow path was not seen. */
export const garbageCollectorFlags = (config: { databaseUrl: string | undefined }): string[] =>
  config.databaseUrl ? [] : ['--no-concurrent-marking'];

/**
 * Sets them, before the server builds its app. A marking under way is finished first, with one
 * full collection: V8 pauses helper threads that are marking during a young collection only while
 * the flag is on, so turning it off in the middle of a marking would let the two run together.
 */
export const tuneGarbageCollector = (config: { databaseUrl: string | undefined }): void => {
  const flags = garbageCollectorFlags(config);
  if (flags.length === 0) return;
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  setFlagsFromString('--no-expose-gc');
  for (const flag of flags) setFlagsFromString(flag);
};
