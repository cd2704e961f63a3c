// Many rows in a few statements. D1 binds at most 100 parameters per statement, so a
// plain multi-row insert of a wide table takes only a handful of rows each and a large
// import becomes thousands of statements. Here each statement binds one JSON array of
// rows and SQLite unpacks it with json_each: ~1,000 rows per statement.
import { getTableColumns, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../env";

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
