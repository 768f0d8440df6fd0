/**
 * How the server's process collects garbage (decision 057). On the embedded database, V8 marks for
 * a full collection in steps on the server's own thread instead of on a helper thread beside it.
 * Under load, V8 compiled Node's `process.nextTick` and the stream functions it is inlined into
 * while a concurrent marking was under way, and those compiles kept the tick object's literal as a
 * call into the runtime: about 6 % of the server's time on health checks, on every request, for the
 * life of the process. With marking on the server's thread the same compiles come out whole. The
 * flag is process-wide, so the embedded database's thread follows it too.
 */
import { setFlagsFromString } from 'node:v8';

/** The V8 flags the server sets for itself: none on PostgreSQL, where the slow path was not seen. */
export const garbageCollectorFlags = (config: { databaseUrl: string | undefined }): string[] =>
  config.databaseUrl ? [] : ['--no-concurrent-marking'];

/**
 * Sets them, before the server starts. Safe while a marking is under way: V8 still joins its helper
 * threads at the end of a marking (parallel marking stays on), it only stops scheduling new work on
 * them.
 */
export const tuneGarbageCollector = (config: { databaseUrl: string | undefined }): void => {
  for (const flag of garbageCollectorFlags(config)) setFlagsFromString(flag);
};
