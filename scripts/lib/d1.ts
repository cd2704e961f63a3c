// Runs the worker's own drizzle statements against D1 through `wrangler d1 execute`, so
// the seed and the operator CLI write exactly what the API writes, locally or remotely.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../../src/db/schema";
import type { Db } from "../../src/env";

/** A drizzle client used only to build statements; they run through wrangler. */
export const db: Db = drizzle({} as D1Database, { schema });

export interface Target {
  remote: boolean;
  /** Local state directory (wrangler's --persist-to); defaults to .wrangler/state. */
  persistTo?: string;
}

type Value = string | number | boolean | null | bigint;
// Every drizzle query builder has toSQL(); BatchItem's type just does not say so.
type Buildable = BatchItem<"sqlite"> | { toSQL(): { sql: string; params: unknown[] } };

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Inlines `?` parameters outside quoted text: wrangler d1 execute takes no bindings. */
export function inline(statement: Buildable): string {
  const { sql, params } = (statement as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
  let out = "";
  let quote: string | null = null;
  let next = 0;
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"' || ch === "`") {
      quote = ch;
      out += ch;
    } else if (ch === "?") {
      out += literal(params[next++] as Value);
    } else out += ch;
  }
  if (next !== params.length) throw new Error(`statement has ${params.length} parameters, ${next} placeholders`);
  return out;
}

function wrangler(args: string[], target: Target): string {
  const where = target.remote ? ["--remote"] : ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])];
  return execFileSync("wrangler", ["d1", "execute", "DB", ...where, "--json", ...args], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
}

/** Runs statements in order as one SQL file. */
export function execute(statements: (Buildable | string)[], target: Target) {
  const dir = mkdtempSync(join(tmpdir(), "d1-"));
  try {
    const file = join(dir, "statements.sql");
    writeFileSync(file, statements.map((s) => (typeof s === "string" ? s : inline(s)) + ";\n").join(""));
    wrangler(["--file", file], target);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Rows keyed by raw column names (wrangler knows nothing of drizzle's aliases). */
export function select<T>(statement: Buildable | string, target: Target): T[] {
  const sql = typeof statement === "string" ? statement : inline(statement);
  const output = JSON.parse(wrangler(["--command", sql], target)) as { results: T[] }[];
  return output[0]?.results ?? [];
}
