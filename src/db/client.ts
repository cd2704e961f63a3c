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
