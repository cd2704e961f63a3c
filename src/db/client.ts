// One drizzle client per D1 binding object, reused across requests of an isolate.
import { fillPlaceholders, type Query } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import type { Db } from "../env";
import * as schema from "./schema";

const clients = new WeakMap<D1Database, Db>();
const bindings = new WeakMap<Db, D1Database>();

export function getDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    clients.set(d1, db);
    bindings.set(db, d1);
  }
  return db;
}

/**
 * A hot query of fixed shape, turned into SQL once per client and afterwards only bound
 * (drizzle's prepared statements, with `sql.placeholder` for the values): building SQL
 * is about a third of a write's CPU on the dev server (npm run profile:write).
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

type Prepared<R> = { getQuery(): Query; mapResult(response: unknown, isFromBatch?: boolean): unknown; _result?: R };
type Results<T extends readonly [Prepared<unknown>, Record<string, unknown>][]> = {
  [K in keyof T]: T[K] extends [{ all(values?: Record<string, unknown>): Promise<infer R> }, unknown] ? R : unknown;
};

/**
 * Several `preparedOnce` reads in one D1 round trip (drizzle's own `db.batch` takes only
 * query builders, whose SQL it builds again on every call). Each is bound with its
 * values and its rows mapped as its `all()` would map them.
 */
export async function batchPrepared<const T extends readonly [Prepared<unknown>, Record<string, unknown>][]>(
  db: Db,
  items: T,
): Promise<Results<T>> {
  const d1 = bindings.get(db);
  if (!d1) throw new Error("batchPrepared takes a client made by getDb");
  const statements = items.map(([prepared, values]) => {
    const query = prepared.getQuery();
    return d1.prepare(query.sql).bind(...fillPlaceholders(query.params, values));
  });
  const results = await d1.batch(statements);
  return results.map((result, i) => items[i]![0].mapResult(result, true)) as Results<T>;
}

/**
 * A `preparedOnce` statement with its values, as an item of drizzle's `db.batch` (which
 * otherwise builds the SQL of every item again): the batch asks an item to `_prepare()`
 * itself, binds the `stmt` it returns with `getQuery().params`, and maps the rows with
 * `mapResult`.
 */
export function bound(db: Db, prepared: Prepared<unknown>, values: Record<string, unknown>): BatchItem<"sqlite"> {
  const d1 = bindings.get(db);
  if (!d1) throw new Error("bound takes a client made by getDb");
  const query = prepared.getQuery();
  const filled = { sql: query.sql, params: fillPlaceholders(query.params, values) };
  const item = {
    _prepare: () => ({
      stmt: d1.prepare(query.sql),
      getQuery: () => filled,
      mapResult: (response: unknown, isFromBatch?: boolean) => prepared.mapResult(response, isFromBatch),
    }),
  };
  return item as unknown as BatchItem<"sqlite">;
}
