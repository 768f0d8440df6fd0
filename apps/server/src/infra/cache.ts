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

  const drop = (group: CacheGroup, key?: string) => {
    if (key === undefined) groups.delete(group);
    else groups.get(group)?.delete(key);
  };

  realtime.io.on(INVALIDATE, (group: CacheGroup, key?: string) => drop(group, key));

  const cache: Cache = {
    get: async <T>(group: CacheGroup, key: string, ttlMs: number, load: () => Promise<T>) => {
      const entry = groups.get(group)?.get(key);
      if (entry && entry.expiresAt > Date.now()) return entry.value as T;
      const id = `${group}\u0000${key}`;
      const pending = loading.get(id);
      if (pending) return pending as Promise<T>;
      const promise = load()
        .then((value) => {
          let bucket = groups.get(group);
          if (!bucket) groups.set(group, (bucket = new Map()));
          bucket.set(key, { value, expiresAt: Date.now() + ttlMs });
          return value;
        })
        .finally(() => loading.delete(id));
      loading.set(id, promise);
      return promise;
    },
    invalidate: (group, key) => {
      drop(group, key);
      // Other processes drop theirs; serverSideEmit does not come back to this one.
      realtime.io.serverSideEmit(INVALIDATE, group, key);
      if (group === CacheGroup.TutorsCache)
        realtime.toAll('TutorsCacheUpdated', { at: new Date().toISOString() });
    },
    flush: () => {
      for (const group of Object.values(CacheGroup)) cache.invalidate(group);
    },
  };
  return cache;
};
