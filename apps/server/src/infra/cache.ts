/**
 * An in-process cache in named groups (SPEC §3 cache groups). Invalidation reaches every server
 * process through the realtime adapter, and a change to the tutors group tells open pages too.
 */
import { CacheGroup } from '@darsak/shared';
import type { Realtime } from './realtime.js';

/**
 * Groups the server keeps for itself, not offered to admins one by one (their "clear cache" of
 * everything still empties them): what a token's account says (decision 034).
 */
export const InternalGroup = { TokenHolders: 'TokenHolders', PlanInvites: 'PlanInvites' } as const;
export type KeptGroup = CacheGroup | (typeof InternalGroup)[keyof typeof InternalGroup];

/**
 * Groups with one entry per account hold at most this many: the least recently read goes first.
 * The others hold a handful of keys (lists, pages per tutor) and need no bound.
 */
const BOUNDS: Partial<Record<KeptGroup, number>> = { [InternalGroup.TokenHolders]: 50_000 };

type Entry = { value: unknown; expiresAt: number; version: number };
/** A load or revision under way, with the version of the notes it covers. */
type Job = { entry: Promise<Entry>; value: Promise<unknown>; version: number };

/**
 * Brings a kept value up to date with what changed since it was loaded (the notes, e.g. the ids
 * of the tutors who changed), instead of loading it whole again. It keeps the value's life.
 */
export type Revise<T> = (value: T, notes: ReadonlySet<string>) => Promise<T>;

export type Cache = {
  /**
   * The cached value, or the loaded one; concurrent callers share one load. The time to keep it
   * may depend on what was loaded (e.g. until the quota week it describes ends). With `revise`, a
   * kept value that notes were sent to since is revised rather than loaded again: one revision at
   * a time per key, each taking every note sent until it starts, shared by the callers who came
   * after those notes; a caller never gets a value missing a note sent before it asked.
   */
  get: <T>(
    group: KeptGroup,
    key: string,
    ttlMs: number | ((value: T) => number),
    load: () => Promise<T>,
    revise?: Revise<T>,
  ) => Promise<T>;
  /**
   * The value kept for the key if it is still good (unexpired, no note sent to it since), without
   * loading anything or counting as a read: for a shortcut that is only taken when it is at hand.
   */
  peek: <T>(group: KeptGroup, key: string) => T | undefined;
  /**
   * Forgets keys, or the whole group, here and in every other server process. A key ending in `*`
   * stands for every key starting with what precedes it. `notes` sends notes to kept keys instead
   * of forgetting them (a key whose reader gives no `revise` is then loaded again).
   */
  invalidate: (
    group: KeptGroup,
    keys?: string | readonly string[],
    notes?: Readonly<Record<string, readonly string[]>>,
    /**
     * The tutors a change to the tutors group is about, named to open pages so that only what
     * shows them is fetched again; without it, anything of the group may have changed.
     */
    about?: { tutorIds: readonly number[] },
  ) => void;
  /**
   * As `invalidate`, and settles once every other server process has answered that it forgot them
   * (or after the Redis adapter's wait for answers, 5 s, when one does not answer): for what must
   * not be served stale anywhere once the change is reported done, such as an ended session.
   */
  invalidateEverywhere: (group: KeptGroup, keys: string | readonly string[]) => Promise<void>;
  /** Forgets everything (admin "clear cache"). */
  flush: () => void;
};

const INVALIDATE = 'cache:invalidate';
const INVALIDATE_CONFIRMED = 'cache:invalidate-confirmed';

export const createCache = (
  realtime: Realtime,
  log?: { warn: (details: object, message: string) => void },
): Cache => {
  const groups = new Map<KeptGroup, Map<string, Entry>>();
  const loading = new Map<string, Job>();
  /**
   * Bumped at each invalidation, of a group or of one key: a load that began before it must not
   * store what it read. Dropping one tutor's key leaves the loads of other keys in the group alone.
   */
  const generations = new Map<string, number>();
  /** Per key: how many notes were sent to it, and those not yet taken by a revision. */
  const versions = new Map<string, number>();
  const notesOf = new Map<string, Set<string>>();
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
      notesOf.delete(idOf(group, k));
      bucket?.delete(k);
    }
    // Later callers start a fresh load instead of joining one that may have read the old data.
    for (const id of loading.keys())
      if (prefix === null ? id === idOf(group, key) : id.startsWith(idOf(group, prefix))) {
        bump(id);
        notesOf.delete(id);
        loading.delete(id);
      }
  };

  const drop = (
    group: KeptGroup,
    keys?: string | readonly string[],
    notes?: Readonly<Record<string, readonly string[]>>,
  ) => {
    if (keys === undefined) {
      bump(group);
      groups.delete(group);
      for (const id of loading.keys()) if (id.startsWith(idOf(group, ''))) loading.delete(id);
      for (const id of notesOf.keys()) if (id.startsWith(idOf(group, ''))) notesOf.delete(id);
      return;
    }
    for (const key of typeof keys === 'string' ? [keys] : keys) dropKey(group, key);
    for (const [key, sent] of Object.entries(notes ?? {})) {
      const id = idOf(group, key);
      // Nothing kept or under way: the next read loads it whole anyway.
      if (!groups.get(group)?.has(key) && !loading.has(id)) continue;
      versions.set(id, (versions.get(id) ?? 0) + 1);
      const pending = notesOf.get(id) ?? new Set<string>();
      for (const note of sent) pending.add(note);
      notesOf.set(id, pending);
    }
  };

  realtime.io.on(
    INVALIDATE,
    (
      group: KeptGroup,
      keys?: string | readonly string[],
      notes?: Readonly<Record<string, readonly string[]>>,
    ) => drop(group, keys, notes),
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
      revise?: Revise<T>,
    ) => {
      const id = idOf(group, key);
      const version = versions.get(id) ?? 0;
      const bound = BOUNDS[group];
      const found = groups.get(group);
      const kept = found?.get(key);
      const fresh = kept && kept.expiresAt > Date.now() ? kept : undefined;
      if (fresh && fresh.version === version) {
        // A Map keeps insertion order: set again, a key read now is the last to go.
        if (bound !== undefined) {
          found!.delete(key);
          found!.set(key, fresh);
        }
        return fresh.value as T;
      }
      const pending = loading.get(id);
      if (pending && pending.version === version) return pending.value as Promise<T>;

      // A new load or revision: it takes every note sent so far.
      const generation = generationOf(group, key);
      const notes = notesOf.get(id) ?? new Set<string>();
      notesOf.delete(id);
      const loadWhole = async (): Promise<Entry> => {
        const value = await load();
        const ttl = typeof ttlMs === 'number' ? ttlMs : ttlMs(value);
        return { value, expiresAt: Date.now() + ttl, version };
      };
      const run = async (): Promise<Entry> => {
        // After the one under way (whose result misses these notes), or from what is kept.
        const before = pending ? await pending.entry.catch(() => undefined) : fresh;
        if (!revise || !before || before.expiresAt <= Date.now()) return loadWhole();
        return {
          value: await revise(before.value as T, notes),
          expiresAt: before.expiresAt,
          version,
        };
      };
      const entry = run().then(
        (done) => {
          if (generationOf(group, key) === generation) {
            let bucket = groups.get(group);
            if (!bucket) groups.set(group, (bucket = new Map()));
            bucket.delete(key);
            bucket.set(key, done);
            if (bound !== undefined && bucket.size > bound)
              bucket.delete(bucket.keys().next().value!);
          }
          return done;
        },
        (error: unknown) => {
          // The notes it took are lost with it: what is kept is loaded whole next time.
          if (generationOf(group, key) === generation) groups.get(group)?.delete(key);
          throw error;
        },
      );
      const job: Job = { entry, value: entry.then((done) => done.value), version };
      loading.set(id, job);
      void entry
        .finally(() => {
          if (loading.get(id) === job) loading.delete(id);
        })
        .catch(() => undefined);
      return job.value as Promise<T>;
    },
    peek: <T>(group: KeptGroup, key: string) => {
      const kept = groups.get(group)?.get(key);
      if (!kept || kept.expiresAt <= Date.now()) return undefined;
      if (kept.version !== (versions.get(idOf(group, key)) ?? 0)) return undefined;
      return kept.value as T;
    },
    invalidate: (group, keys, notes, about) => {
      drop(group, keys, notes);
      // Other processes drop theirs; serverSideEmit does not come back to this one.
      if (realtime.clustered) realtime.io.serverSideEmit(INVALIDATE, group, keys, notes);
      if (group === CacheGroup.TutorsCache)
        realtime.toAll('TutorsCacheUpdated', {
          at: new Date().toISOString(),
          ...(about ? { tutorIds: [...about.tutorIds] } : {}),
        });
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
  };
  return cache;
};
