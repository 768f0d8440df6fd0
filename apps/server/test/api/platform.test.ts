/**
 * Platform settings (docs/product/back-office.md#platform-settings): cache groups flushed by a
 * SuperAdmin, live server statistics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Role, SERVER_STATS_ROOM } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';
import { closeSockets, connectAs, next } from '../sockets.js';
import { expectError } from '../support.js';

let h: Harness;
let superAdmin: string;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  superAdmin = (await h.account({ role: Role.SuperAdmin })).token.value;
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
});
afterAll(async () => {
  closeSockets();
  await h.close();
});

describe('platform settings', () => {
  it('flushes a cache group for a SuperAdmin only, and refuses unknown groups', async () => {
    expect(
      (await h.call(api.flushCache, { query: { group: 'TutorsCache' }, token: superAdmin })).status,
    ).toBe(204);
    expectError(
      await h.call(api.flushCache, { query: { group: 'TutorsCache' }, token: admin }),
      'forbidden',
    );
    expectError(
      await h.call(api.flushCache, { query: { group: 'Everything' as never }, token: superAdmin }),
      'invalid-value',
    );
  });

  it('answers the figures now, and pushes them live to SuperAdmins who watch', async () => {
    const now = await h.call(api.serverStats, { token: superAdmin });
    expect(now.body).toMatchObject({
      database: h.ctx.dbKind,
      uptimeSeconds: expect.any(Number),
      jobsDue: expect.any(Number),
    });
    // The pool's figures on PostgreSQL; none on the embedded database, which has no pool.
    if (h.ctx.dbKind === 'embedded') expect(now.body.databasePool).toBeNull();
    else
      expect(now.body.databasePool).toMatchObject({
        total: expect.any(Number),
        idle: expect.any(Number),
        waiting: 0,
        max: 10,
      });
    const watcher = await connectAs(h, superAdmin);
    const connectedAt = Date.now();
    const joined = await watcher.emitWithAck('JoinRooms', { rooms: [SERVER_STATS_ROOM] });
    expect(joined).toMatchObject({ code: 'ok', rooms: [SERVER_STATS_ROOM] });
    // The first push may carry the figures measured a moment before the watcher connected.
    let stats = await next(watcher, 'ServerStats', { ms: 10_000 });
    while (Date.parse(stats.at) < connectedAt)
      stats = await next(watcher, 'ServerStats', { ms: 10_000 });
    expect(stats.sockets).toBeGreaterThanOrEqual(1);
    const other = await connectAs(h, admin);
    expect(await other.emitWithAck('JoinRooms', { rooms: [SERVER_STATS_ROOM] })).toMatchObject({
      code: 'not-member',
      rooms: [],
    });
  });
});
