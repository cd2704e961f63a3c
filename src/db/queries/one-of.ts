// "column IN (values)" with the values as one JSON parameter: any number of them stays
// within D1's 100 bound parameters per statement (a list of ids would pass it at 100).
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

export const oneOf = (column: SQLiteColumn | SQL, values: readonly string[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify([...new Set(values)])}))`;

/** `oneOf` for a prepared statement: the values come at run time, as one JSON array under `placeholder`. */
export const oneOfPlaceholder = (column: SQLiteColumn | SQL, placeholder: string): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${sql.placeholder(placeholder)}))`;
