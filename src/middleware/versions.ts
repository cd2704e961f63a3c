// Record routes (`/{resource}/{uuid}`): optimistic concurrency and the state a write
// starts from. A 200 from GET, PUT or PATCH carries the record's `ETag`, derived from its
// integer `version`. Before PUT, PATCH or DELETE the record is loaded as GET would show
// it: that is the audit log's "before" (middleware/audit.ts) and the version every write
// is guarded against, If-Match or not: the guard the commit puts at the head of the
// write's batch aborts it if another request changed the record meanwhile
// (src/write/commit.ts, src/db/batch.ts). With
// `If-Match` the write applies only to a version the header lists, else 409 at once.
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { staleVersion } from "../db/batch";
import type { AppEnv } from "../env";
import { responseData } from "../lib/envelope";
import { ApiError } from "../lib/errors";

export type RecordTable = SQLiteTable & { id: SQLiteColumn; version: SQLiteColumn };
export interface RecordView {
  uuid: string;
  version: number;
}
/** The record as GET shows it; throws the route's 404 when there is none. */
export type LoadRecord = (c: Context<AppEnv>, identifier: string) => Promise<RecordView>;

const WRITES = new Set(["PUT", "PATCH", "DELETE"]);
const READS = new Set(["GET", "PUT", "PATCH"]);

/** The ETag of a version: strong, and the same for the same version. */
export const etagOf = (version: number) => `"v${version}"`;

/** `*`, or the strong entity tags listed; weak tags never match (RFC 9110, 13.1.1). */
function parseIfMatch(header: string): "*" | string[] {
  if (header.trim() === "*") return "*";
  const tags: string[] = [];
  for (const part of header.split(",")) {
    const tag = part.trim();
    if (!/^(W\/)?"[\x21\x23-\x7e]*"$/.test(tag)) {
      throw new ApiError(
        "invalid_request",
        'If-Match must be * or a list of entity tags, e.g. "l9x2k3a1" as sent in ETag',
      );
    }
    if (!tag.startsWith("W/")) tags.push(tag);
  }
  return tags;
}

/** `load` is required when the resource has write routes. */
export function versioned(table: RecordTable, load?: LoadRecord) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (WRITES.has(c.req.method) && load) {
      const header = c.req.header("if-match");
      const tags = header === undefined ? undefined : parseIfMatch(header);
      const before = await load(c, c.req.param("uuid") ?? "").catch((err: unknown) => {
        // No record: the handler answers (404) and nothing is written.
        if (err instanceof ApiError && err.code === "not_found") return undefined;
        throw err;
      });
      if (before) {
        c.set("recordBefore", before);
        const fromIfMatch = tags !== undefined && tags !== "*";
        if (fromIfMatch && !tags.includes(etagOf(before.version))) throw staleVersion(true);
        const version = before.version;
        c.set("expectedVersion", {
          table,
          idColumn: table.id,
          versionColumn: table.version,
          id: before.uuid,
          version,
          fromIfMatch,
        });
      }
    }
    await next();
    if (READS.has(c.req.method) && c.res.status === 200) {
      const data = (await responseData(c.res)) as Partial<RecordView> | undefined;
      if (typeof data?.version === "number") c.res.headers.set("ETag", etagOf(data.version));
    }
  });
}
