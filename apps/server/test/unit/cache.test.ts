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
  it('shows a kept value to a peek without loading it, and nothing once dropped, noted or ended', async () => {
    vi.useFakeTimers();
    const { cache, get, loads } = setup();
    expect(cache.peek(CacheGroup.TutorsCache, 'a')).toBeUndefined();
    expect(loads()).toBe(0);
    await get('a', 'one', 1_000);
    expect(cache.peek(CacheGroup.TutorsCache, 'a')).toBe('one');
    cache.invalidate(CacheGroup.TutorsCache, [], { a: ['7'] });
    expect(cache.peek(CacheGroup.TutorsCache, 'a')).toBeUndefined();
    await get('b', 'two', 1_000);
    cache.invalidate(CacheGroup.TutorsCache, 'b');
    expect(cache.peek(CacheGroup.TutorsCache, 'b')).toBeUndefined();
    await get('c', 'three', 1_000);
    vi.advanceTimersByTime(1_001);
    expect(cache.peek(CacheGroup.TutorsCache, 'c')).toBeUndefined();
    expect(loads()).toBe(3);
  });

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

  describe('a key read with revise', () => {
    /** A list of ids whose entries are their id and a count of how often each was read. */
    const revisable = () => {
      const { cache, told } = setup();
      let loads = 0;
      const revisions: string[][] = [];
      let gate: Promise<void> | null = null;
      const read = () =>
        cache.get<Record<string, number>>(
          CacheGroup.TutorsCache,
          'listed',
          60_000,
          async () => {
            loads += 1;
            return { 1: 1, 2: 1, 3: 1 };
          },
          async (kept, notes) => {
            revisions.push([...notes].sort());
            if (gate) await gate;
            const next = { ...kept };
            for (const id of notes) next[id] = (kept[id] ?? 0) + 1;
            return next;
          },
        );
      const hold = () => {
        const held = deferred<void>();
        gate = held.promise;
        return () => {
          gate = null;
          held.resolve();
        };
      };
      return { cache, told, read, hold, loads: () => loads, revisions };
    };

    it('revises the kept value for the notes sent since, one revision for every reader', async () => {
      const { cache, told, read, loads, revisions } = revisable();
      await read();
      cache.invalidate(CacheGroup.TutorsCache, ['free-at:*'], { listed: ['2'] });
      cache.invalidate(CacheGroup.TutorsCache, [], { listed: ['3', '2'] });
      expect(told).toHaveLength(2);
      const [a, b] = await Promise.all([read(), read()]);
      expect(a).toEqual({ 1: 1, 2: 2, 3: 2 });
      expect(b).toBe(a);
      expect(await read()).toBe(a);
      expect(loads()).toBe(1);
      expect(revisions).toEqual([['2', '3']]);
    });

    it('never answers a reader without the notes sent before it asked', async () => {
      const { cache, read, hold, loads, revisions } = revisable();
      await read();
      cache.invalidate(CacheGroup.TutorsCache, [], { listed: ['1'] });
      const release = hold();
      const first = read();
      // Sent while the first revision runs: a later reader waits for a second one after it.
      cache.invalidate(CacheGroup.TutorsCache, [], { listed: ['3'] });
      const second = read();
      const third = read();
      release();
      expect(await first).toEqual({ 1: 2, 2: 1, 3: 1 });
      expect(await second).toEqual({ 1: 2, 2: 1, 3: 2 });
      expect(await third).toBe(await second);
      expect(revisions).toEqual([['1'], ['3']]);
      expect(loads()).toBe(1);
    });

    it('revises a load that was under way when the notes came', async () => {
      const { cache } = setup();
      const slow = deferred<string[]>();
      const revise = async (kept: string[], notes: ReadonlySet<string>) => [...kept, ...notes];
      const read = (load: () => Promise<string[]>) =>
        cache.get(CacheGroup.TutorsCache, 'listed', 60_000, load, revise);
      const loading = read(() => slow.promise);
      cache.invalidate(CacheGroup.TutorsCache, [], { listed: ['7'] });
      const after = read(async () => ['never loaded']);
      slow.resolve(['read before the change']);
      expect(await loading).toEqual(['read before the change']);
      expect(await after).toEqual(['read before the change', '7']);
    });

    it('keeps the life of what it revises, and loads whole after a drop of the group', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
      const { cache, read, loads, revisions } = revisable();
      await read();
      vi.setSystemTime(1_050_000);
      cache.invalidate(CacheGroup.TutorsCache, [], { listed: ['1'] });
      expect(await read()).toEqual({ 1: 2, 2: 1, 3: 1 });
      vi.setSystemTime(1_060_000);
      expect(await read()).toEqual({ 1: 1, 2: 1, 3: 1 });
      expect(loads()).toBe(2);
      cache.invalidate(CacheGroup.TutorsCache, [], { listed: ['2'] });
      cache.invalidate(CacheGroup.TutorsCache);
      expect(await read()).toEqual({ 1: 1, 2: 1, 3: 1 });
      expect(loads()).toBe(3);
      expect(revisions).toEqual([['1']]);
    });

    it('loads whole what a failed revision left', async () => {
      const { cache } = setup();
      let fail = true;
      let loads = 0;
      const read = () =>
        cache.get(
          CacheGroup.TutorsCache,
          'listed',
          60_000,
          async () => `load ${(loads += 1)}`,
          async () => {
            if (fail) throw new Error('the database went away');
            return 'revised';
          },
        );
      await read();
      cache.invalidate(CacheGroup.TutorsCache, [], { listed: ['1'] });
      await expect(read()).rejects.toThrow('the database went away');
      fail = false;
      expect(await read()).toBe('load 2');
    });
  });
});
