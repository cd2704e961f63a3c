// "column IN (values)" with the values as one JSON parameter: any number of them stays
// within D1's 100 bound parameters per statement (a list of ids would pass it at 100).
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

export const oneOf = (column: SQLiteColumn | SQL, values: readonly string[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify([...new Set(values)])}))`;

/** Ids per statement read with `oneOf`: its one JSON parameter stays well under D1's 1 MB. */
const SLICE = 10_000;

/** `read` over `ids` a slice at a time, the rows of all slices together. */
export async function inSlices<T>(ids: readonly string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids)];
  const out: T[] = [];
  for (let i = 0; i < unique.length; i += SLICE) out.push(...(await read(unique.slice(i, i + SLICE))));
  return out;
}

/** `oneOf` for a prepared statement: the values come at run time, as one JSON array under `placeholder`. */
export const oneOfPlaceholder = (column: SQLiteColumn | SQL, placeholder: string): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${sql.placeholder(placeholder)}))`;

/**
 * The column as SQLite's query planner may not use for an index (`+column`): the
 * condition still filters, but the planner reads the table by another, more selective
 * index. Without statistics it takes a line's business and date range
 * (journal_lines_business_date_idx) over a handful of entries or a contact, and reads
 * every line of the business's history.
 */
export const unindexed = (column: SQLiteColumn): SQL => sql`+${column}`;
