import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userRoom } from '@darsak/shared';
import { users } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import { createTestDatabase } from '../test-database.js';
import { baseUrl, closeSockets, connected, next, refused, socketTo } from '../sockets.js';

afterEach(closeSockets);

const client = socketTo;

/** Waits until a condition holds, checking every 25 ms. */
const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const presence = async (h: Harness, id: number) => {
  const [row] = await h.ctx.db
    .select({ online: users.online, lastSeenAt: users.lastSeenAt })
    .from(users)
    .where(eq(users.id, id));
  return row!;
};

describe('realtime gateway', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('refuses a connection without a valid token', async () => {
    expect((await refused(await client(h))).message).toBe('unauthenticated');
    expect((await refused(await client(h, { token: 'a.b.c' }))).message).toBe('unauthenticated');
    const stranger = await startHarness({
      JWT_SECRET: 'a-different-secret-of-sufficient-length-0',
    });
    try {
      const { token } = await stranger.account();
      expect((await refused(await client(h, { token: token.value }))).message).toBe(
        'unauthenticated',
      );
    } finally {
      await stranger.close();
    }
  });

  it('accepts the Authorization header over WebSocket and over polling, and a token in auth', async () => {
    const { token } = await h.account();
    await connected(await client(h, { token: token.value }));
    await connected(await client(h, { token: token.value, transport: 'polling' }));
    await connected(await client(h, { auth: { token: token.value } }));
  });

  it('answers JoinRooms through the acknowledgement; kinds nobody owns join nothing', async () => {
    const { token } = await h.account();
    const socket = await client(h, { token: token.value });
    await connected(socket);
    expect(await socket.emitWithAck('JoinRooms', { rooms: [] })).toEqual({ code: 'ok', rooms: [] });
    // No module owns chat rooms yet.
    const joined = next(socket, 'JoinedRooms');
    expect(await socket.emitWithAck('JoinRooms', { rooms: ['room:41', 'room:42'] })).toEqual({
      code: 'not-member',
      rooms: [],
    });
    expect(await joined).toEqual({ rooms: [] });
  });

  it('joins the rooms their kind’s owner allows and delivers their events', async () => {
    h.ctx.realtime.rooms.allow('session', async (_userId, ids) => ids.filter((id) => id % 2 === 1));
    const { token } = await h.account();
    const socket = await client(h, { token: token.value });
    await connected(socket);
    expect(await socket.emitWithAck('JoinRooms', { rooms: ['session:7', 'session:8'] })).toEqual({
      code: 'not-member',
      rooms: ['session:7'],
    });
    expect(await socket.emitWithAck('JoinRooms', { rooms: ['session:9'] })).toEqual({
      code: 'ok',
      rooms: ['session:9'],
    });
    const event = next(socket, 'MicToggled');
    h.ctx.realtime.toRoom('session:7', 'MicToggled', { sessionId: 7, from: 3, on: false });
    expect(await event).toEqual({ sessionId: 7, from: 3, on: false });
  });

  it('answers JoinRooms with no rooms when a membership check fails, and stays up', async () => {
    h.ctx.realtime.rooms.allow('room', async () => {
      throw new Error('database unavailable');
    });
    const { token } = await h.account();
    const socket = await client(h, { token: token.value });
    await connected(socket);
    expect(await socket.emitWithAck('JoinRooms', { rooms: ['room:1'] })).toEqual({
      code: 'not-member',
      rooms: [],
    });
    expect((await h.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('refuses a connection, and stays up, when the user cannot be looked up', async () => {
    const { token } = await h.account();
    const db = h.ctx.db as unknown as { select: (...args: unknown[]) => unknown };
    const select = db.select;
    db.select = () => {
      throw new Error('database unavailable');
    };
    try {
      expect((await refused(await client(h, { token: token.value }))).message).toBe(
        'service-unavailable',
      );
    } finally {
      db.select = select;
    }
    await connected(await client(h, { token: token.value }));
  });

  it('refuses the token of a user who no longer exists', async () => {
    const { user, token } = await h.account();
    await h.ctx.db.delete(users).where(eq(users.id, user.id));
    expect((await refused(await client(h, { token: token.value }))).message).toBe(
      'unauthenticated',
    );
  });

  it('keeps the online flag: true on connect, false after the last socket leaves', async () => {
    const { user, token } = await h.account();
    expect((await presence(h, user.id)).online).toBe(false);
    const first = await client(h, { token: token.value });
    await connected(first);
    await until(async () => (await presence(h, user.id)).online);
    expect(await h.ctx.realtime.isOnline(user.id)).toBe(true);

    const second = await client(h, { token: token.value, transport: 'polling' });
    await connected(second);
    const firstId = first.id;
    first.disconnect();
    await until(
      async () =>
        !(await h.ctx.realtime.io.in(userRoom(user.id)).fetchSockets()).some(
          (s) => s.id === firstId,
        ),
    );
    // Give the server's disconnect handling its turn: the user is still online on the other socket.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await presence(h, user.id)).online).toBe(true);

    const before = Date.now();
    second.disconnect();
    await until(async () => !(await presence(h, user.id)).online);
    const { lastSeenAt } = await presence(h, user.id);
    expect(lastSeenAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await h.ctx.realtime.isOnline(user.id)).toBe(false);
    // The API shows it too.
    const other = await h.account();
    const seen = await h.inject({
      method: 'GET',
      url: `/api/v1/user/${user.id}`,
      headers: { authorization: `Bearer ${other.token.value}` },
    });
    expect(seen.json().online).toBe(false);
  });

  it('settles on online after quick reconnects and parallel tabs, and on offline at the end', async () => {
    const { user, token } = await h.account();
    let socket = await client(h, { token: token.value });
    await connected(socket);
    for (let i = 0; i < 5; i += 1) {
      // A reload: the old socket leaves while the new one arrives.
      const replacement = await client(h, { token: token.value });
      socket.disconnect();
      await connected(replacement);
      socket = replacement;
    }
    const tabs = await Promise.all([1, 2, 3].map(() => client(h, { token: token.value })));
    await Promise.all(tabs.map(connected));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await presence(h, user.id)).online).toBe(true);
    for (const tab of [socket, ...tabs]) tab.disconnect();
    await until(async () => !(await presence(h, user.id)).online);
  });

  it('marks connected users offline when the server closes', async () => {
    const own = await startHarness();
    const { user, token } = await own.account();
    await connected(await client(own, { token: token.value }));
    await until(async () => (await presence(own, user.id)).online);
    await own.app.close();
    // The database is still open here: the harness closes it after the server.
    const [row] = await own.ctx.db
      .select({ online: users.online })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.online).toBe(false);
    await own.close();
  });

  it('on start, a server alone clears the online state a stopped process left behind', async () => {
    const database = await createTestDatabase();
    try {
      const before = await startHarness({}, { database });
      const { user } = await before.account();
      // As a process that died with the user connected leaves the row.
      await before.ctx.db.update(users).set({ online: true }).where(eq(users.id, user.id));
      await before.app.close();
      const after = await startHarness({}, { database });
      expect((await presence(after, user.id)).online).toBe(false);
      await after.close();
    } finally {
      await database.close();
    }
  });

  it('delivers an event emitted to a user to that user’s sockets only', async () => {
    const alice = await h.account();
    const bob = await h.account();
    const aliceSockets = [
      await client(h, { token: alice.token.value }),
      await client(h, { token: alice.token.value, transport: 'polling' }),
    ];
    const bobSocket = await client(h, { token: bob.token.value });
    await Promise.all([...aliceSockets, bobSocket].map(connected));

    const bobEvents: string[] = [];
    bobSocket.onAny((event: string) => bobEvents.push(event));
    const received = aliceSockets.map((socket) => next(socket, 'TutorUpdated'));
    h.ctx.realtime.toUsers([alice.user.id], 'TutorUpdated', { tutorId: 1 });
    expect(await Promise.all(received)).toEqual([{ tutorId: 1 }, { tutorId: 1 }]);

    // Events to one socket keep their order: had Bob got Alice's event, it would come first.
    const marker = next(bobSocket, 'InvoiceDeleted');
    h.ctx.realtime.toUsers([bob.user.id], 'InvoiceDeleted', { invoiceId: 5 });
    expect(await marker).toEqual({ invoiceId: 5 });
    expect(bobEvents).toEqual(['InvoiceDeleted']);
  });
});

// With Redis, an event emitted on one server reaches a user connected to another.
if (process.env.REDIS_URL) {
  describe('realtime across servers (Redis adapter)', () => {
    const redisUrl = process.env.REDIS_URL!;
    const prefix = `darsak-test-${process.pid}-${Date.now()}:`;
    let a: Harness;
    let b: Harness;
    beforeAll(async () => {
      a = await startHarness({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
      b = await startHarness({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it('delivers an event emitted on server A to a socket on server B', async () => {
      await baseUrl(a);
      const { user, token } = await b.account();
      const socket = await client(b, { token: token.value });
      await connected(socket);
      const received = next(socket, 'TutorUpdated');
      // The subscription may take a moment to settle; emit until the event arrives.
      let delivered = false;
      void received.then(() => {
        delivered = true;
      });
      for (let i = 0; i < 20 && !delivered; i += 1) {
        a.ctx.realtime.toUsers([user.id], 'TutorUpdated', { tutorId: 1 });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await received).toEqual({ tutorId: 1 });
      expect(await a.ctx.realtime.isOnline(user.id)).toBe(true);
    });
  });
}
