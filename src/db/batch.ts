// db.batch wants a non-empty tuple; statement lists are built up as arrays. Every write to
// a versioned record carries the version it was computed from: a guard at the head of
// the batch aborts the whole batch if the record has moved on since, so the read and the
// write are one atomic step (D1 has no interactive transactions). Without the guard two
// concurrent edits would both reverse the entry they read and the books would disagree
// with the records.
import { and, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../env";
import { ApiError } from "../lib/errors";

/** The version of one record a write may only apply to. */
export interface ExpectedVersion {
  table: SQLiteTable;
  idColumn: SQLiteColumn;
  versionColumn: SQLiteColumn;
  id: string;
  version: number;
  /** The client named this version in If-Match (else it is the version the server read). */
  fromIfMatch?: boolean;
}

/** The record's next version, for the `set` of every update of a versioned table. */
export const bumpVersion = (versionColumn: SQLiteColumn): SQL<number> => sql<number>`${versionColumn} + 1`;

/** The record changed after this request read it: thrown by runBatch, retried by `commitRetrying`. */
export class StaleVersionError extends ApiError {
  constructor(readonly fromIfMatch: boolean) {
    super(
      "conflict",
      fromIfMatch
        ? "The record has changed since the version in If-Match; fetch it again and retry with its new ETag"
        : "The record was changed by another request while this one ran; nothing was written, retry it",
    );
  }
}

export const staleVersion = (fromIfMatch: boolean) => new StaleVersionError(fromIfMatch);

/** A statement that fails (SQLite cannot parse 'stale' as JSON) unless the record is at the version. */
function versionGuard(db: Db, expected: ExpectedVersion) {
  return db
    .select({ ok: sql`json(CASE WHEN count(*) = 1 THEN '1' ELSE 'stale' END)` })
    .from(expected.table)
    .where(and(eq(expected.idColumn, expected.id), eq(expected.versionColumn, expected.version)));
}

async function currentVersion(db: Db, expected: ExpectedVersion): Promise<number | undefined> {
  const [row] = await db
    .select({ version: expected.versionColumn })
    .from(expected.table)
    .where(eq(expected.idColumn, expected.id));
  return row?.version as number | undefined;
}

/** The guard's own failure: SQLite refusing to parse 'stale' as JSON. */
function isGuardFailure(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) if (/malformed JSON/i.test(e.message)) return true;
  return false;
}

/** One guard per record and version: a command often reads the request's own record again. */
function distinctGuards(expected: (ExpectedVersion | undefined)[]) {
  const byKey = new Map<string, ExpectedVersion>();
  for (const e of expected) {
    if (!e) continue;
    const key = `${getTableName(e.table)} ${e.id} ${e.version}`;
    const seen = byKey.get(key);
    // The same version named by If-Match and read by the server: a loss is the client's.
    byKey.set(key, seen ? { ...seen, fromIfMatch: seen.fromIfMatch || e.fromIfMatch } : e);
  }
  return [...byKey.values()];
}

/** Runs the statements as one batch behind a guard per expected version. */
export async function runBatch(
  db: Db,
  statements: BatchItem<"sqlite">[],
  ...expected: (ExpectedVersion | undefined)[]
) {
  if (statements.length === 0) return [];
  const guards = distinctGuards(expected);
  try {
    const results = await db.batch([...guards.map((g) => versionGuard(db, g)), ...statements] as unknown as [
      BatchItem<"sqlite">,
      ...BatchItem<"sqlite">[],
    ]);
    return results.slice(guards.length);
  } catch (err) {
    // Only a guard's own failure is a lost race; then nothing of the batch was written (it
    // is one transaction). Any other failure is reported as it is, even if a version moved.
    if (guards.length === 0 || !isGuardFailure(err)) throw err;
    const moved = [];
    for (const guard of guards) if ((await currentVersion(db, guard)) !== guard.version) moved.push(guard);
    throw staleVersion((moved.length ? moved : guards).some((g) => g.fromIfMatch));
  }
}
