// Runs the worker's own drizzle statements against D1 (through `wrangler d1 execute`, or a
// D1 binding in tests), so the seed and the operator CLI write exactly what the API writes.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../../src/db/schema";
import type { Db } from "../../src/env";

/** A drizzle client used only to build statements; a Target runs them. */
export const db: Db = drizzle({} as D1Database, { schema });

/** Where the seed and the operator CLI run their statements. */
export interface Target {
  /** Runs statements in order. */
  execute(statements: (Buildable | string)[]): Promise<void>;
  /** Rows keyed by raw column names (wrangler knows nothing of drizzle's aliases). */
  select<T>(statement: Buildable | string): Promise<T[]>;
}

export interface Location {
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

const sqlOf = (statement: Buildable | string) => (typeof statement === "string" ? statement : inline(statement));

function wrangler(args: string[], where: Location): string {
  const location = where.remote
    ? ["--remote"]
    : ["--local", ...(where.persistTo ? ["--persist-to", where.persistTo] : [])];
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync("wrangler", ["d1", "execute", "DB", ...location, "--json", ...args], {
        encoding: "utf8",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
        maxBuffer: 256 * 1024 * 1024,
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (err) {
      const stderr = String((err as { stderr?: unknown }).stderr ?? "");
      // A local `wrangler dev` writing the same SQLite file at that moment: SQLITE_BUSY is
      // answered before anything is written, so the same statements are tried again.
      if (!where.remote && stderr.includes("SQLITE_BUSY") && attempt < 5) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
        continue;
      }
      process.stderr.write(stderr);
      throw err;
    }
  }
}

/** The operator's way in: `wrangler d1 execute`, locally or against the deployed database. */
export function wranglerTarget(where: Location): Target {
  return {
    async execute(statements) {
      const dir = mkdtempSync(join(tmpdir(), "d1-"));
      try {
        const file = join(dir, "statements.sql");
        writeFileSync(file, statements.map((s) => `${sqlOf(s)};\n`).join(""));
        wrangler(["--file", file], where);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    async select<T>(statement: Buildable | string) {
      const output = JSON.parse(wrangler(["--command", sqlOf(statement)], where)) as { results: T[] }[];
      return output[0]?.results ?? [];
    },
  };
}

/**
 * The same inlined SQL through a D1 binding (tests, through wrangler's platform proxy), so
 * everything but the wrangler process itself is exercised.
 */
export function bindingTarget(d1: D1Database): Target {
  return {
    async execute(statements) {
      await d1.batch(statements.map((s) => d1.prepare(sqlOf(s))));
    },
    async select<T>(statement: Buildable | string) {
      return (await d1.prepare(sqlOf(statement)).all<T>()).results;
    },
  };
}
