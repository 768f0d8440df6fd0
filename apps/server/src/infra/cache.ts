/**
 * An in-process cache in named groups (docs/architecture.md, "Cached in memory"). Invalidation
 * reaches every server process through the realtime adapter, and a change to the tutors group tells
 * open pages too.
 */
import { CacheGroup } from '@darsak/shared';
import type { Realtime } from './realtime.js';

/**
 * Groups the server keeps for itself, not offered to admins one by one (their "clear cache" of
 * everything still empties them): what a token's account says (decision 034).
 */
export const InternalGroup = {
  TokenHolders: 'TokenHolders',
  PlanInvites: 'PlanInvites',
  PlatformSettings: 'PlatformSettings',
} as const;
export type KeptGroup = CacheGroup | (typeof InternalGroup)[keyof typeof InternalGroup];

/**
 * Groups with one entry per account hold at most this many: the least recently read goes first.
 * The others hold a handful of keys (lists, pages per tutor) and need no bound.
 */
const BOUNDS: Partial<Record<KeptGroup, number>> = { [InternalGroup.TokenHolders]: 50_000 };

type Entry = { value: unknown; expiresAt: number };

export type Cache = {
  /**
   * The cached value, or the loaded one; concurrent callers share one load. The time to keep it
   * may depend on what was loaded.
   */
  get: <T>(
    group: KeptGroup,
    key: string,
    ttlMs: number | ((value: T) => number),
    load: () => Promise<T>,
  ) => Promise<T>;
  /**
   * Forgets keys, or the whole group, here and in every other server process. A key ending in `*`
   * stands for every key starting with what precedes it.
   */
  invalidate: (group: KeptGroup, keys?: string | readonly string[]) => void;
  /**
   * As `invalidate`, and settles once every other server process has answered that it forgot them
   * (or after the Redis adapter's wait for answers, 5 s, when one does not answer): for what must
   * not be served stale anywhere once the change is reported done, such as an ended session.
   */
  invalidateEverywhere: (group: KeptGroup, keys: string | readonly string[]) => Promise<void>;
  /** Forgets everything (admin "clear cache"). */
  flush: () => void;
  /**
   * Calls `listener` whenever the whole group is dropped, here or by another process: for state
   * kept outside the cache that the group's drop must reach (the tutor listing).
   */
  onGroupDropped: (group: KeptGroup, listener: () => void) => void;
};

const INVALIDATE = 'cache:invalidate';
const INVALIDATE_CONFIRMED = 'cache:invalidate-confirmed';

export const createCache = (
  realtime: Realtime,
  log?: { warn: (details: object, message: string) => void },
): Cache => {
  const groups = new Map<KeptGroup, Map<string, Entry>>();
  const loading = new Map<string, Promise<unknown>>();
  const listeners = new Map<KeptGroup, (() => void)[]>();
  /**
   * Bumped at each invalidation, of a group or of one key: a load that began before it must not
   * store what it read. Dropping one key leaves the loads of other keys in the group alone.
   */
  const generations = new Map<string, number>();
  const idOf = (group: KeptGroup, key: string) => `${group}\u0000${key}`;
  const generationOf = (group: KeptGroup, key: string) =>
    `${generations.get(group) ?? 0}:${generations.get(idOf(group, key)) ?? 0}`;
  const bump = (id: string) => generations.set(id, (generations.get(id) ?? 0) + 1);

  const dropKey = (group: KeptGroup, key: string) => {
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

  const drop = (group: KeptGroup, keys?: string | readonly string[]) => {
    if (keys === undefined) {
      bump(group);
      groups.delete(group);
      for (const id of loading.keys()) if (id.startsWith(idOf(group, ''))) loading.delete(id);
      for (const listener of listeners.get(group) ?? []) listener();
      return;
    }
    for (const key of typeof keys === 'string' ? [keys] : keys) dropKey(group, key);
  };

  realtime.io.on(INVALIDATE, (group: KeptGroup, keys?: string | readonly string[]) =>
    drop(group, keys),
  );
  realtime.io.on(INVALIDATE_CONFIRMED, (group, keys, acknowledge) => {
    drop(group, keys);
    acknowledge(true);
  });

  const cache: Cache = {
    get: async <T>(
      group: KeptGroup,
      key: string,
      ttlMs: number | ((value: T) => number),
      load: () => Promise<T>,
    ) => {
      const id = idOf(group, key);
      const bound = BOUNDS[group];
      const found = groups.get(group);
      const kept = found?.get(key);
      if (kept && kept.expiresAt > Date.now()) {
        // A Map keeps insertion order: set again, a key read now is the last to go.
        if (bound !== undefined) {
          found!.delete(key);
          found!.set(key, kept);
        }
        return kept.value as T;
      }
      const pending = loading.get(id);
      if (pending) return pending as Promise<T>;
      const generation = generationOf(group, key);
      const value = load().then((loaded) => {
        if (generationOf(group, key) === generation) {
          let bucket = groups.get(group);
          if (!bucket) groups.set(group, (bucket = new Map()));
          const ttl = typeof ttlMs === 'number' ? ttlMs : ttlMs(loaded);
          bucket.delete(key);
          bucket.set(key, { value: loaded, expiresAt: Date.now() + ttl });
          if (bound !== undefined && bucket.size > bound)
            bucket.delete(bucket.keys().next().value!);
        }
        return loaded;
      });
      loading.set(id, value);
      void value
        .finally(() => {
          if (loading.get(id) === value) loading.delete(id);
        })
        .catch(() => undefined);
      return value;
    },
    invalidate: (group, keys) => {
      drop(group, keys);
      // Other processes drop theirs; serverSideEmit does not come back to this one.
      if (realtime.clustered) realtime.io.serverSideEmit(INVALIDATE, group, keys);
      if (group === CacheGroup.TutorsCache)
        realtime.toAll('TutorsCacheUpdated', { at: new Date().toISOString() });
    },
    invalidateEverywhere: async (group, keys) => {
      drop(group, keys);
      if (!realtime.clustered) return;
      try {
        await realtime.io.serverSideEmitWithAck(INVALIDATE_CONFIRMED, group, keys);
      } catch (error) {
        // A process that did not answer in time keeps its entries until they end (their life).
        log?.warn({ err: error, group }, 'not every server process confirmed a cache drop');
      }
    },
    flush: () => {
      for (const group of [...Object.values(CacheGroup), ...Object.values(InternalGroup)])
        cache.invalidate(group);
    },
    onGroupDropped: (group, listener) => {
      listeners.set(group, [...(listeners.get(group) ?? []), listener]);
    },
  };
  return cache;
};
