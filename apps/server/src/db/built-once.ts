/**
 * Hot reads built once and then only run. Drizzle writes a query's SQL from its builder on every
 * call; a query made here is built once per database, with placeholders (`sql.placeholder('id')`)
 * for what changes per call, and cached as Drizzle's prepared query (`.prepare(name)`). On
 * PostgreSQL that is a named statement, which the driver prepares on each pooled connection the
 * first time it runs there, so PostgreSQL parses and plans it once per connection; the embedded
 * database is sent the same text and values as an ordinary query. Inside a transaction the query is
 * built for that transaction, since a prepared query belongs to the database's pool, not to the
 * connection a transaction holds (docs/performance.md#signed-in-reads).
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

type Placeholders = Record<string, unknown>;

/** What a Drizzle query builder offers: to be run once, or prepared under a name. */
type Buildable<R> = {
  execute: (placeholders?: Placeholders) => Promise<R>;
  prepare: (name: string) => { execute: (placeholders?: Placeholders) => Promise<R> };
};

/**
 * Statement names in use in this process, with the families' prefixes (`builtOncePerShape`): a
 * name must be unique, and PostgreSQL keeps only its first 63 bytes, so a longer one could clash.
 */
const names = new Set<string>();
const families = new Set<string>();

/** Claims a statement name for the process (also for `prepared()`'s statements). */
export const claimStatementName = (name: string): void => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || name.length > 63)
    throw new Error(`Bad statement name: ${name}`);
  if (names.has(name)) throw new Error(`Statement name used twice: ${name}`);
  for (const family of families)
    if (name.startsWith(`${family}_`))
      throw new Error(`Statement name ${name} is in the family ${family}'s names`);
  names.add(name);
};

/** Claims the names `<family>_<shape>` for one family of cached queries. */
const claimFamily = (family: string): void => {
  if (!/^[a-z_][a-z0-9_]*$/.test(family)) throw new Error(`Bad statement name: ${family}`);
  const clash =
    [...names].find((taken) => taken.startsWith(`${family}_`)) ??
    [...families].find(
      (taken) =>
        taken === family || taken.startsWith(`${family}_`) || family.startsWith(`${taken}_`),
    );
  if (clash !== undefined)
    throw new Error(`Statement family ${family} would share names with ${clash}`);
  families.add(family);
};

/**
 * A query built by `build` on first use against each database and cached for it. `name` names the
 * statement on PostgreSQL; it must be unique in the process. Every value that changes between calls
 * must be a placeholder of `build`'s query, never a value captured when it was built.
 */
export const builtOnce = <P extends Placeholders, R>(
  name: string,
  build: (db: Executor) => Buildable<R>,
): ((db: Executor, placeholders: P) => Promise<R>) => {
  claimStatementName(name);
  return cached(build, name);
};

/** A cached query under a name already claimed. */
const cached = <P extends Placeholders, R>(
  build: (db: Executor) => Buildable<R>,
  name: string,
): ((db: Executor, placeholders: P) => Promise<R>) => {
  const queries = new WeakMap<object, ReturnType<Buildable<R>['prepare']>>();
  return (db, placeholders) => {
    if (db instanceof PgTransaction) return build(db).execute(placeholders);
    let query = queries.get(db);
    if (!query) queries.set(db, (query = build(db).prepare(name)));
    return query.execute(placeholders);
  };
};

/**
 * A family of cached queries whose text depends on which filters a call uses: one query per shape
 * (a short key of letters and digits naming the filters), built on first use of that shape and
 * cached like `builtOnce`'s. The values still travel as placeholders.
 */
export const builtOncePerShape = <P extends Placeholders, R>(
  name: string,
  build: (db: Executor, shape: string) => Buildable<R>,
): ((db: Executor, shape: string, placeholders: P) => Promise<R>) => {
  claimFamily(name);
  const shapes = new Map<string, (db: Executor, placeholders: P) => Promise<R>>();
  return (db, shape, placeholders) => {
    const full = `${name}_${shape}`;
    if (!/^[a-z0-9_]*$/.test(shape) || full.length > 63)
      return Promise.reject(new Error(`Bad query shape: ${shape}`));
    let query = shapes.get(shape);
    if (!query) {
      query = cached<P, R>((executor) => build(executor, shape), full);
      shapes.set(shape, query);
    }
    return query(db, placeholders);
  };
};
