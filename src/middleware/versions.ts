// Record routes (`/{resource}/{uuid}`): optimistic concurrency and the state a write
// starts from. A 200 from GET, PUT or PATCH carries the record's `ETag`, derived from
// its updated_at (created_at for records that never change). Before PUT, PATCH or
// DELETE the record is loaded as GET would show it: that is the audit log's "before"
// (middleware/audit.ts), and with `If-Match` the write applies only to a version the
// header lists, else 409 and nothing changes. The early check here answers the common
// case; the guard runBatch puts at the head of the write closes the gap between that
// check and the write (src/db/batch.ts).
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { staleVersion } from "../db/batch";
import type { AppEnv } from "../env";
import { responseData } from "../lib/envelope";
import { ApiError } from "../lib/errors";

type RecordTable = SQLiteTable & { id: SQLiteColumn; createdAt: SQLiteColumn; updatedAt?: SQLiteColumn };
export interface RecordView {
  uuid: string;
  created_at: string;
  updated_at?: string;
}
/** The record as GET shows it; throws the route's 404 when there is none. */
export type LoadRecord = (c: Context<AppEnv>, identifier: string) => Promise<RecordView>;

const WRITES = new Set(["PUT", "PATCH", "DELETE"]);
const READS = new Set(["GET", "PUT", "PATCH"]);

/** The ETag of a version: opaque, strong, and the same for the same updated_at. */
export const etagOf = (version: string) => `"${Date.parse(version).toString(36)}"`;

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
  const versionColumn = table.updatedAt ?? table.createdAt;
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
        if (tags && tags !== "*") {
          const version = before.updated_at ?? before.created_at;
          if (!tags.includes(etagOf(version))) throw staleVersion();
          c.set("expectedVersion", { table, idColumn: table.id, versionColumn, id: before.uuid, version });
        }
      }
    }
    await next();
    if (READS.has(c.req.method) && c.res.status === 200) {
      const data = (await responseData(c.res)) as Partial<RecordView> | undefined;
      const version = data?.updated_at ?? data?.created_at;
      if (typeof version === "string") c.res.headers.set("ETag", etagOf(version));
    }
  });
}
