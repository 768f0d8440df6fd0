/**
 * An in-process cache in named groups (SPEC §3 cache groups). Invalidation reaches every server
 * process through the realtime adapter, and a change to the tutors group tells open pages too.
 */
import { CacheGroup } from '@darsak/shared';
import type { Realtime } from './realtime.js';

type Entry = { value: unknown; expiresAt: number };

export type Cache = {
  /**
   * The cached value, or the loaded one; concurrent callers share one load. The time to keep it
   * may depend on what was loaded (e.g. until the quota week it describes ends).
   */
  get: <T>(
    group: CacheGroup,
    key: string,
    ttlMs: number | ((value: T) => number),
    load: () => Promise<T>,
  ) => Promise<T>;
  /**
   * Forgets keys, or the whole group, here and in every other server process. A key ending in `*`
   * stands for every key starting with what precedes it.
   */
  invalidate: (group: CacheGroup, keys?: string | readonly string[]) => void;
  /** Forgets everything (admin "clear cache"). */
  flush: () => void;
};

const INVALIDATE = 'cache:invalidate';

export const createCache = (realtime: Realtime): Cache => {
  const groups = new Map<CacheGroup, Map<string, Entry>>();
  const loading = new Map<string, Promise<unknown>>();
  /**
   * Bumped at each invalidation, of a group or of one key: a load that began before it must not
   * store what it read. Dropping one tutor's key leaves the loads of other keys in the group alone.
   */
  const generations = new Map<string, number>();
  const idOf = (group: CacheGroup, key: string) => `${group}\u0000${key}`;
  const generationOf = (group: CacheGroup, key: string) =>
    `${generations.get(group) ?? 0}:${generations.get(idOf(group, key)) ?? 0}`;
  const bump = (id: string) => generations.set(id, (generations.get(id) ?? 0) + 1);

  const dropKey = (group: CacheGroup, key: string) => {
    const prefix = key.endsWith('*') ? key.slice(0, -1) : null;
    const bucket = groups.get(group);
    const keys =
      prefix === null ? [key] : [...(bucket?.keys() ?? [])].filter((k) => k.startsWith(prefix));
    for (const k of keys) {
      bump(idOf(group, k));
      bucket?.delete(k);
    }
    // Later callers start a fresh load instead of joining one that may have read the old data.
    for (const id of loading.keys())
      if (prefix === null ? id === idOf(group, key) : id.startsWith(idOf(group, prefix))) {
        bump(id);
        loading.delete(id);
      }
  };

  const drop = (group: CacheGroup, keys?: string | readonly string[]) => {
    if (keys === undefined) {
      bump(group);
      groups.delete(group);
      for (const id of loading.keys()) if (id.startsWith(idOf(group, ''))) loading.delete(id);
      return;
    }
    for (const key of typeof keys === 'string' ? [keys] : keys) dropKey(group, key);
  };

  realtime.io.on(INVALIDATE, (group: CacheGroup, keys?: string | readonly string[]) =>
    drop(group, keys),
  );

  const cache: Cache = {
    get: async <T>(
      group: CacheGroup,
      key: string,
      ttlMs: number | ((value: T) => number),
      load: () => Promise<T>,
    ) => {
      const entry = groups.get(group)?.get(key);
      if (entry && entry.expiresAt > Date.now()) return entry.value as T;
      const id = idOf(group, key);
      const pending = loading.get(id);
      if (pending) return pending as Promise<T>;
      const generation = generationOf(group, key);
      const promise: Promise<T> = load()
        .then((value) => {
          if (generationOf(group, key) !== generation) return value;
          let bucket = groups.get(group);
          if (!bucket) groups.set(group, (bucket = new Map()));
          const ttl = typeof ttlMs === 'number' ? ttlMs : ttlMs(value);
          bucket.set(key, { value, expiresAt: Date.now() + ttl });
          return value;
        })
        .finally(() => {
          if (loading.get(id) === promise) loading.delete(id);
        });
      loading.set(id, promise);
      return promise;
    },
    invalidate: (group, keys) => {
      drop(group, keys);
      // Other processes drop theirs; serverSideEmit does not come back to this one.
      if (realtime.clustered) realtime.io.serverSideEmit(INVALIDATE, group, keys);
      if (group === CacheGroup.TutorsCache)
        realtime.toAll('TutorsCacheUpdated', { at: new Date().toISOString() });
    },
    flush: () => {
      for (const group of Object.values(CacheGroup)) cache.invalidate(group);
    },
  };
  return cache;
};
