// One page of a list and its total in a single D1 round trip (CONTRACT 4: page, limit,
// date_order, ties broken by the later columns so pages never overlap).
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";
import { recordCounts } from "../schema";

export interface PageInput {
  page: number;
  limit: number;
  order: "asc" | "desc";
}

export async function paginate<T extends SQLiteTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderColumns: SQLiteColumn[],
  input: PageInput,
  /**
   * When the list is a business's whole resource (no filter beyond the business and
   * kind), its key in record_counts: the total is then one row, not a count of the
   * index range, which grows with the business.
   */
  counted?: { businessId: string; resource: string },
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  const direction = input.order === "asc" ? asc : desc;
  const [[total], rows] = await db.batch([
    counted
      ? db
          .select({ total: recordCounts.count })
          .from(recordCounts)
          .where(and(eq(recordCounts.businessId, counted.businessId), eq(recordCounts.resource, counted.resource)))
      : db.select({ total: count() }).from(table as SQLiteTable).where(where),
    db
      .select()
      .from(table as SQLiteTable)
      .where(where)
      .orderBy(...orderColumns.map((column) => direction(column)))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  ]);
  return { rows: rows as T["$inferSelect"][], total: total?.total ?? 0 };
}
