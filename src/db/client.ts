// One drizzle client per D1 binding object, reused across requests of an isolate.
import { drizzle } from "drizzle-orm/d1";
import type { Db } from "../env";
import * as schema from "./schema";

const clients = new WeakMap<D1Database, Db>();

export function getDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    clients.set(d1, db);
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
