// One page of a list and its total in a single D1 round trip (CONTRACT 4: page, limit,
// date_order, ties broken by the later columns so pages never overlap).
import { and, asc, count, desc, eq, getTableName, gt, gte, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";
import { ApiError } from "../../lib/errors";
import { recordCounts } from "../schema";

export interface PageInput {
  page: number;
  limit: number;
  order: "asc" | "desc";
  /** Sync: only rows changed at or after this instant, oldest change first (listQuerySchema's updated_since). */
  updatedSince?: string;
  /** With updatedSince: of the rows changed at exactly that instant, only those after this uuid (a cursor). */
  sinceUuid?: string;
}

/** The page a list's query asks for (listQuerySchema's fields), as paginate takes it. */
export const pageOf = (q: {
  page: number;
  limit: number;
  date_order: "asc" | "desc";
  updated_since?: string;
  since_uuid?: string;
}): PageInput => ({
  page: q.page,
  limit: q.limit,
  order: q.date_order,
  updatedSince: q.updated_since,
  sinceUuid: q.since_uuid,
});

/** The 400 for a cursor sent without the instant it belongs to. */
export const sinceUuidAlone = () =>
  new ApiError("invalid_request", "since_uuid: goes with updated_since (the instant of the record it names)", [
    { field: "since_uuid", message: "Needs updated_since" },
  ]);

/**
 * The sync cursor (updated_since, since_uuid) on a time column and an id column: rows
 * changed at or after the instant, or after the uuid at that very instant. Undefined
 * without updated_since; a lone since_uuid is a 400.
 */
export function changedSince(at: SQLiteColumn, id: SQLiteColumn, input: Pick<PageInput, "updatedSince" | "sinceUuid">) {
  // Stored as toISOString writes it (fixed width, milliseconds), so they compare as text.
  const since = input.updatedSince ? new Date(input.updatedSince).toISOString() : undefined;
  if (input.sinceUuid && !since) throw sinceUuidAlone();
  if (!since) return undefined;
  return input.sinceUuid ? or(gt(at, since), and(eq(at, since), gt(id, input.sinceUuid))) : gte(at, since);
}

/** A business's list: all its rows (of one kind, where a table holds two), narrowed by filters. */
export interface ListScope {
  businessId: string;
  kind?: string;
  /** Search, status and the like; undefined entries are ignored. */
  filters?: (SQL | undefined)[];
}

type ListTable = SQLiteTable & {
  businessId: SQLiteColumn;
  kind?: SQLiteColumn;
  id: SQLiteColumn;
  updatedAt?: SQLiteColumn;
};

/**
 * Without filters the total is the business's whole list, read from record_counts
 * (kept by triggers, migration 0010, under `table` or `table:kind`): one row, however
 * large the list. With filters it is counted.
 */
export async function paginate<T extends ListTable>(
  db: Db,
  table: T,
  scope: ListScope,
  orderColumns: SQLiteColumn[],
  input: PageInput,
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  if (input.updatedSince && !table.updatedAt) throw new Error(`${getTableName(table)} keeps no updated_at to sync by`);
  const sinceFilter = table.updatedAt ? changedSince(table.updatedAt, table.id, input) : undefined;
  const since = sinceFilter !== undefined;
  const filters = [...(scope.filters ?? []), sinceFilter].filter((f): f is SQL => f !== undefined);
  // A sync pages through changes in the order they happened, whatever order the list keeps.
  const order = since ? [table.updatedAt!, table.id] : orderColumns;
  const where = and(
    eq(table.businessId, scope.businessId),
    scope.kind !== undefined && table.kind ? eq(table.kind, scope.kind) : undefined,
    ...filters,
  );
  const resource = scope.kind === undefined ? getTableName(table) : `${getTableName(table)}:${scope.kind}`;
  const direction = input.order === "asc" || since ? asc : desc;
  const [[total], rows] = await db.batch([
    filters.length === 0
      ? db
          .select({ total: recordCounts.count })
          .from(recordCounts)
          .where(and(eq(recordCounts.businessId, scope.businessId), eq(recordCounts.resource, resource)))
      : db
          .select({ total: count() })
          .from(table as SQLiteTable)
          .where(where),
    db
      .select()
      .from(table as SQLiteTable)
      .where(where)
      .orderBy(...order.map((column) => direction(column)))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  ]);
  return { rows: rows as T["$inferSelect"][], total: total?.total ?? 0 };
}
