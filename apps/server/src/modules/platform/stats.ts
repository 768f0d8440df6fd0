/**
 * Live server statistics (ServerStats): pushed every few seconds to the stats room
 * while at least one SuperAdmin watches, and nothing is measured while nobody does.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { can, CacheGroup, SERVER_STATS_ROOM, type ServerPayload } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { jobs, users } from '../../db/schema.js';

const TICK_MS = 3_000;
const SNAPSHOT_TTL_MS = 2_000;
const MB = 1024 * 1024;
const round = (value: number) => Math.round(value * 10) / 10;

const loopDelay = monitorEventLoopDelay({ resolution: 20 });

const measure = async (ctx: AppContext): Promise<ServerPayload<'ServerStats'>> => {
  const started = performance.now();
  await ctx.db.execute(sql`select 1`);
  const databaseRoundTripMs = round(performance.now() - started);
  const now = new Date();
  const [due] = await ctx.db
    .select({ total: count() })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.runAt, now)));
  const [online] = await ctx.db
    .select({ total: count() })
    .from(users)
    .where(eq(users.online, true));
  const memory = process.memoryUsage();
  const delay = loopDelay.mean / 1e6;
  loopDelay.reset();
  return {
    at: now.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    rssMb: round(memory.rss / MB),
    heapUsedMb: round(memory.heapUsed / MB),
    eventLoopDelayMs: Number.isFinite(delay) ? round(delay) : 0,
    sockets: ctx.realtime.io.engine.clientsCount,
    onlineUsers: online?.total ?? 0,
    database: ctx.dbKind,
    databaseRoundTripMs,
    databasePool: ctx.dbPool(),
    jobsDue: due?.total ?? 0,
  };
};

/** The figures now; cached a moment in the ServerStats group so many watchers cost one measure. */
export const serverStats = (ctx: AppContext) =>
  ctx.cache.get(CacheGroup.ServerStats, 'now', SNAPSHOT_TTL_MS, () => measure(ctx));

export const startServerStats = (ctx: AppContext): void => {
  ctx.realtime.rooms.allow('stats', async (userId, ids) => {
    const [row] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    return row && can(row.role, 'platform.manage') ? ids.filter((id) => id === 1) : [];
  });
  loopDelay.enable();
  const timer = setInterval(() => {
    const watchers = ctx.realtime.io.sockets.adapter.rooms.get(SERVER_STATS_ROOM)?.size ?? 0;
    if (watchers === 0) return;
    serverStats(ctx)
      .then((stats) => ctx.realtime.toRoom(SERVER_STATS_ROOM, 'ServerStats', stats))
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'server stats failed'));
  }, TICK_MS);
  timer.unref();
  ctx.realtime.io.engine.on('close', () => clearInterval(timer));
};
