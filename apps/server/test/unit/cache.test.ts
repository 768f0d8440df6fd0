/** The in-process cache: keys dropped one by one or by prefix, loads racing a drop, kept lives. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheGroup } from '@darsak/shared';
import { createCache, InternalGroup } from '../../src/infra/cache.js';
import type { Realtime } from '../../src/infra/realtime.js';

const setup = () => {
  const told: unknown[][] = [];
  const realtime = {
    io: { on: () => undefined, serverSideEmit: () => true },
    clustered: false,
    toAll: (...args: unknown[]) => told.push(args),
  } as unknown as Realtime;
  const cache = createCache(realtime);
  let loads = 0;
  const get = (
    key: string,
    value: unknown = key,
    ttl: number | ((v: unknown) => number) = 60_000,
  ) =>
    cache.get(CacheGroup.TutorsCache, key, ttl, async () => {
      loads += 1;
      return value;
    });
  return { cache, told, get, loads: () => loads };
};

/** A load that finishes when told to. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('cache', () => {
  it('keeps a value until its key, a prefix of it or its group is dropped', async () => {
    const { cache, get, loads, told } = setup();
    for (const key of ['listed', 'free-at:1', 'free-at:2', 'tutor-page:7', 'tutor-page:8'])
      await get(key);
    expect(loads()).toBe(5);
    await get('listed');
    expect(loads()).toBe(5);

    cache.invalidate(CacheGroup.TutorsCache, ['listed', 'free-at:*', 'tutor-page:7']);
    expect(told).toHaveLength(1);
    for (const key of ['listed', 'free-at:1', 'free-at:2', 'tutor-page:7']) await get(key);
    expect(loads()).toBe(9);
    // The other tutor's page stayed.
    await get('tutor-page:8');
    expect(loads()).toBe(9);

    cache.invalidate(CacheGroup.TutorsCache);
    await get('tutor-page:8');
    expect(loads()).toBe(10);
  });

  it('does not store a load that began before its key was dropped, and stores others', async () => {
    const { cache } = setup();
    const slowA = deferred<string>();
    const slowB = deferred<string>();
    const a = cache.get(CacheGroup.TutorsCache, 'tutor-page:1', 60_000, () => slowA.promise);
    const b = cache.get(CacheGroup.TutorsCache, 'tutor-page:2', 60_000, () => slowB.promise);
    cache.invalidate(CacheGroup.TutorsCache, 'tutor-page:1');
    slowA.resolve('read before the change');
    slowB.resolve('still true');
    expect(await a).toBe('read before the change');
    expect(await b).toBe('still true');
    const again = (key: string) =>
      cache.get(CacheGroup.TutorsCache, key, 60_000, async () => `loaded again: ${key}`);
    expect(await again('tutor-page:1')).toBe('loaded again: tutor-page:1');
    expect(await again('tutor-page:2')).toBe('still true');
  });

  it('keeps a value as long as the value itself says', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const { get, loads } = setup();
    const until = (value: unknown) => (value as { endsAt: number }).endsAt - Date.now();
    await get('free-times:3', { endsAt: 1_000_500 }, until);
    vi.setSystemTime(1_000_499);
    await get('free-times:3', { endsAt: 1_000_500 }, until);
    expect(loads()).toBe(1);
    vi.setSystemTime(1_000_500);
    await get('free-times:3', { endsAt: 2_000_000 }, until);
    expect(loads()).toBe(2);
  });

  it('keeps at most its bound of accounts, the least recently read going first', async () => {
    const { cache } = setup();
    let loads = 0;
    const holder = (key: string) =>
      cache.get(InternalGroup.TokenHolders, key, 60_000, async () => {
        loads += 1;
        return key;
      });
    for (let i = 0; i < 50_000; i += 1) await holder(String(i));
    // Read again, the first account becomes the last to go; the second is now the oldest.
    await holder('0');
    await holder('50000');
    expect(loads).toBe(50_001);
    await holder('0');
    expect(loads).toBe(50_001);
    await holder('1');
    expect(loads).toBe(50_002);
  });

  it('settles a drop everywhere once the other processes have answered', async () => {
    const answered = deferred<void>();
    const sent: unknown[][] = [];
    const realtime = {
      io: {
        on: () => undefined,
        serverSideEmitWithAck: (...args: unknown[]) => {
          sent.push(args);
          return answered.promise;
        },
      },
      clustered: true,
      toAll: () => undefined,
    } as unknown as Realtime;
    const cache = createCache(realtime);
    let loads = 0;
    const load = () => cache.get(InternalGroup.TokenHolders, '7', 60_000, async () => (loads += 1));
    await load();
    let settled = false;
    const dropping = cache.invalidateEverywhere(InternalGroup.TokenHolders, '7').then(() => {
      settled = true;
    });
    // Dropped here at once; the other processes are asked and waited for.
    expect(await load()).toBe(2);
    expect(sent).toEqual([['cache:invalidate-confirmed', InternalGroup.TokenHolders, '7']]);
    await Promise.resolve();
    expect(settled).toBe(false);
    answered.resolve();
    await dropping;
    expect(settled).toBe(true);
  });

  it('tells the group’s listeners when the whole group is dropped, and not for one key', async () => {
    const { cache } = setup();
    let dropped = 0;
    cache.onGroupDropped(CacheGroup.TutorsCache, () => (dropped += 1));
    cache.invalidate(CacheGroup.TutorsCache, 'plans');
    expect(dropped).toBe(0);
    cache.invalidate(CacheGroup.TutorsCache);
    expect(dropped).toBe(1);
    cache.flush();
    expect(dropped).toBe(2);
  });
});
