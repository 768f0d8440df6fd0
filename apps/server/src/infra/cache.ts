/**
 * An in-process cache in named groups (SPEC §3 cache groups). Invalidation reaches every server
 * process through the realtime adapter, and a change to the tutors group tells open pages too.
 */
import { CacheGroup } from '@darsak/shared';
import type { Realtime } from './realtime.js';

type Entry = { value: unknown; expiresAt: number };

export type Cache = {
  /** The cached value, or the loaded one; concurrent callers share one load. */
  get: <T>(group: CacheGroup, key: string, ttlMs: number, load: () => Promise<T>) => Promise<T>;
  /** Forgets a key, or the whole group, here and in every other server process. */
  invalidate: (group: CacheGroup, key?: string) => void;
  /** Forgets everything (admin "clear cache"). */
  flush: () => void;
};

const INVALIDATE = 'cache:invalidate';

export const createCache = (realtime: Realtime): Cache => {
  const groups = new Map<CacheGroup, Map<string, Entry>>();
  const loading = new Map<string, Promise<unknown>>();
  /** Bumped at each invalidation: a load that began before it must not store what it read. */
  const generations = new Map<CacheGroup, number>();
  const idOf = (group: CacheGroup, key: string) => `${group}\u0000${key}`;

  const drop = (group: CacheGroup, key?: string) => {
    generations.set(group, (generations.get(group) ?? 0) + 1);
    if (key === undefined) groups.delete(group);
    else groups.get(group)?.delete(key);
    // Later callers start a fresh load instead of joining one that may have read the old data.
    for (const id of loading.keys())
      if (key === undefined ? id.startsWith(idOf(group, '')) : id === idOf(group, key))
        loading.delete(id);
  };

  realtime.io.on(INVALIDATE, (group: CacheGroup, key?: string) => drop(group, key));

  const cache: Cache = {
    get: async <T>(group: CacheGroup, key: string, ttlMs: number, load: () => Promise<T>) => {
      const entry = groups.get(group)?.get(key);
      if (entry && entry.expiresAt > Date.now()) return entry.value as T;
      const id = idOf(group, key);
      const pending = loading.get(id);
      if (pending) return pending as Promise<T>;
      const generation = generations.get(group) ?? 0;
      const promise: Promise<T> = load()
        .then((value) => {
          if ((generations.get(group) ?? 0) !== generation) return value;
          let bucket = groups.get(group);
          if (!bucket) groups.set(group, (bucket = new Map()));
          bucket.set(key, { value, expiresAt: Date.now() + ttlMs });
          return value;
        })
        .finally(() => {
          if (loading.get(id) === promise) loading.delete(id);
        });
      loading.set(id, promise);
      return promise;
    },
    invalidate: (group, key) => {
      drop(group, key);
      // Other processes drop theirs; serverSideEmit does not come back to this one.
      if (realtime.clustered) realtime.io.serverSideEmit(INVALIDATE, group, key);
      if (group === CacheGroup.TutorsCache)
        realtime.toAll('TutorsCacheUpdated', { at: new Date().toISOString() });
    },
    flush: () => {
      for (const group of Object.values(CacheGroup)) cache.invalidate(group);
    },
  };
  return cache;
};
