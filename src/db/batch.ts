// db.batch wants a non-empty tuple; statement lists are built up as arrays. A write made
// under If-Match carries the version its client saw: a guard at the head of the batch
// aborts the whole batch if the record has moved on since, so the check and the write
// are one atomic step (D1 has no interactive transactions).
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../env";
import { ApiError } from "../lib/errors";

/** The version of one record a write may only apply to (see middleware/versions.ts). */
export interface ExpectedVersion {
  table: SQLiteTable;
  idColumn: SQLiteColumn;
  versionColumn: SQLiteColumn;
  id: string;
  version: string;
}

export const staleVersion = () =>
  new ApiError(
    "conflict",
    "The record has changed since the version in If-Match; fetch it again and retry with its new ETag",
  );

/** A statement that fails (SQLite cannot parse 'stale' as JSON) unless the record is at the version. */
function versionGuard(db: Db, expected: ExpectedVersion) {
  return db
    .select({ ok: sql`json(CASE WHEN count(*) = 1 THEN '1' ELSE 'stale' END)` })
    .from(expected.table)
    .where(and(eq(expected.idColumn, expected.id), eq(expected.versionColumn, expected.version)));
}

async function currentVersion(db: Db, expected: ExpectedVersion): Promise<string | undefined> {
  const [row] = await db
    .select({ version: expected.versionColumn })
    .from(expected.table)
    .where(eq(expected.idColumn, expected.id));
  return row?.version as string | undefined;
}

export async function runBatch(db: Db, statements: BatchItem<"sqlite">[], expected?: ExpectedVersion) {
  if (statements.length === 0) return [];
  if (!expected) return db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  try {
    const [, ...results] = await db.batch([versionGuard(db, expected), ...statements]);
    return results;
  } catch (err) {
    // The batch cannot say which statement failed: the guard did if the version moved.
    if ((await currentVersion(db, expected)) !== expected.version) throw staleVersion();
    throw err;
  }
}
