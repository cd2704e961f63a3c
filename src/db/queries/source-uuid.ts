// source_uuid is unique per business and resource (CONTRACT 4): one check for every table
// that carries it. `scope` narrows to a resource sharing a table (e.g. invoices vs bills).
import { and, eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";

type WithSourceUuid = SQLiteTable & { id: SQLiteColumn; businessId: SQLiteColumn; sourceUuid: SQLiteColumn };

export async function sourceUuidTaken(
  db: Db,
  table: WithSourceUuid,
  businessId: string,
  sourceUuid: string,
  options: { exceptId?: string; scope?: SQL } = {},
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as SQLiteTable)
    .where(and(eq(table.businessId, businessId), eq(table.sourceUuid, sourceUuid), options.scope))
    .limit(1);
  return row !== undefined && row.id !== options.exceptId;
}
