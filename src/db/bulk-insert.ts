// Many rows in few statements, within D1's 100 bound parameters per statement (the one
// place that knows the limit; lists of ids in a WHERE bind one JSON parameter, see
// queries/one-of.ts):
// - `rowChunks`: rows sliced for plain multi-row inserts, as many per statement as the
//   table's columns allow (every column binds one parameter): the everyday writes;
// - `bulkInsert`: each statement binds one JSON array of rows that SQLite unpacks with
//   json_each, ~1,000 rows per statement: large imports.
import { getTableColumns, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../env";

/** D1's limit on bound parameters per statement. */
export const D1_MAX_PARAMETERS = 100;

/** `rows` in slices, each as many rows of `table` as one multi-row insert can bind. */
export function rowChunks<T>(table: SQLiteTable, rows: T[]): T[][] {
  const perStatement = Math.max(1, Math.floor(D1_MAX_PARAMETERS / Object.keys(getTableColumns(table)).length));
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += perStatement) chunks.push(rows.slice(i, i + perStatement));
  return chunks;
}

/** Characters of JSON per statement: under D1's 1 MB string limit even at 3 bytes a character. */
const MAX_JSON_CHARS = 300_000;

/** Insert statements for `rows`; every column is taken from the row (missing ones as NULL, no defaults). */
export function bulkInsert<T extends SQLiteTable>(db: Db, table: T, rows: T["$inferInsert"][]): BatchItem<"sqlite">[] {
  const columns = Object.entries(getTableColumns(table));
  // Column names and positions are ours, not input: safe to write into the SQL text.
  const picks = sql.raw(columns.map((_, i) => `value ->> '$[${i}]'`).join(", "));
  const statements: BatchItem<"sqlite">[] = [];
  let chunk: string[] = [];
  let chars = 0;
  const flush = () => {
    if (chunk.length === 0) return;
    const json = `[${chunk.join(",")}]`;
    // An insert from a select lists every column of the table, in this same order.
    statements.push(db.insert(table).select(sql`SELECT ${picks} FROM json_each(${json})`));
    chunk = [];
    chars = 0;
  };
  for (const row of rows) {
    const values = columns.map(([key, column]) => {
      const value = (row as Record<string, unknown>)[key];
      return value === undefined || value === null ? null : column.mapToDriverValue(value);
    });
    const encoded = JSON.stringify(values);
    if (chars + encoded.length > MAX_JSON_CHARS) flush();
    chunk.push(encoded);
    chars += encoded.length + 1;
  }
  flush();
  return statements;
}
