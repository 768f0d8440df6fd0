/** The in-process cache: keys dropped one by one or by prefix, loads racing a drop, kept lives. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheGroup } from '@darsak/shared';
import { createCache } from '../../src/infra/cache.js';
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
});
