/**
 * Queries built once per database and then only run (decision 040). Drizzle writes a query's SQL
 * from its builder on every call: for a select of two whole tables that walk took about half of a
 * signed-in read's own CPU time (reading one's own record: 160 of 360 µs a request). A query made
 * here is written once, with placeholders (`sql.placeholder('id')`) for what changes per call, and
 * kept; each call only fills the placeholders in.
 *
 * On PostgreSQL the kept query is also a named statement, which the driver prepares on each pooled
 * connection the first time it runs there: PostgreSQL then parses it once per connection, not per
 * call. The embedded database is sent the same text and parameters, and keeps a statement of its
 * own for a text it sees again (embedded-statements.mjs, decision 041). Inside a transaction the
 * query is built for that transaction, as before: a kept query belongs to the database's pool,
 * not to the connection a transaction holds.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

type Placeholders = Record<string, unknown>;

/** What a drizzle query builder offers: to be run once, or prepared under a name and kept. */
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

/** Claims the names `<family>_<shape>` for one family of kept queries. */
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
 * A query built by `build` on first use against each database and kept for it. `name` names the
 * statement on PostgreSQL; it must be unique in the process. Every value that changes between calls
 * must be a placeholder of `build`'s query, never a value captured when it was built.
 */
export const builtOnce = <P extends Placeholders, R>(
  name: string,
  build: (db: Executor) => Buildable<R>,
): ((db: Executor, placeholders: P) => Promise<R>) => {
  claimStatementName(name);
  return keep(build, name);
};

/** A kept query under a name already claimed. */
const keep = <P extends Placeholders, R>(
  build: (db: Executor) => Buildable<R>,
  name: string,
): ((db: Executor, placeholders: P) => Promise<R>) => {
  const kept = new WeakMap<object, ReturnType<Buildable<R>['prepare']>>();
  return (db, placeholders) => {
    if (db instanceof PgTransaction) return build(db).execute(placeholders);
    let query = kept.get(db);
    if (!query) kept.set(db, (query = build(db).prepare(name)));
    return query.execute(placeholders);
  };
};

/**
 * A family of kept queries whose text depends on which filters a call uses: one query per shape
 * (a short key of letters and digits naming the filters), built on first use of that shape and
 * kept like `builtOnce`'s. The values still travel as placeholders.
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
      query = keep<P, R>((executor) => build(executor, shape), full);
      shapes.set(shape, query);
    }
    return query(db, placeholders);
  };
};
