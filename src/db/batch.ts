// db.batch wants a non-empty tuple; statement lists are built up as arrays.
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../env";

export async function runBatch(db: Db, statements: BatchItem<"sqlite">[]) {
  if (statements.length === 0) return [];
  return db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}
