// Request fuzzing over every documented route: random and near-valid paths, queries,
// headers and bodies (property names from the route's own schema with values of any
// JSON shape). Every answer must be below 500 and in the envelope, and a request that
// is refused (or only reads) must leave the business's stored rows as they were.
// FUZZ_RUNS sets the cases per route (default sized for CI).
import { env } from "cloudflare:workers";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import { call, createBusiness, type TestBusiness } from "./harness";

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
};
interface Op {
  method: string;
  path: string;
  query: string[];
  bodyFields: string[];
}

const doc = (await call("/openapi.json")).json as unknown as {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >;
  components: { schemas: Record<string, Schema> };
};

function fieldNames(schema: Schema | undefined, depth = 0): string[] {
  if (!schema || depth > 3) return [];
  if (schema.$ref) return fieldNames(doc.components.schemas[schema.$ref.split("/").pop()!], depth + 1);
  return [
    ...Object.keys(schema.properties ?? {}),
    ...[...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) =>
      fieldNames(s, depth + 1),
    ),
  ];
}

const ops: Op[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    query: (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
    bodyFields: fieldNames(op.requestBody?.content["application/json"]?.schema),
  })),
);

const text = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "null",
    "2026-02-30",
    "../../etc",
    "%00",
    "'; DROP TABLE contacts; --",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "x".repeat(5000),
  ),
);
const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.uuid(),
);

// Every table that holds a business's rows, from the schema (D1 does not allow PRAGMA).
const businessTables = (Object.values(schema) as unknown[])
  .filter((t): t is SQLiteTable => is(t, SQLiteTable))
  .map((t) => ({ name: getTableName(t), columns: getTableColumns(t) as Record<string, { name: string }> }))
  .filter(({ columns }) => "businessId" in columns)
  .map(({ name, columns }) => ({
    name,
    business: columns.businessId!.name,
    updated: "updatedAt" in columns ? columns.updatedAt!.name : null,
  }));

/** Row counts and last update of each of those tables, for one business. */
async function snapshot(businessId: string) {
  const results = await env.DB.batch<{ name: string; rows: number; updated: string | null }>(
    businessTables.map((t) =>
      env.DB.prepare(
        `SELECT '${t.name}' AS name, count(*) AS rows, ${t.updated ? `max("${t.updated}")` : "NULL"} AS updated FROM "${t.name}" WHERE "${t.business}" = ?`,
      ).bind(businessId),
    ),
  );
  return results.map((r) => r.results[0]);
}

describe("request fuzzing", () => {
  let biz: TestBusiness;
  beforeAll(async () => {
    biz = await createBusiness();
  });

  it.each(ops)("$method $path", async (op) => {
    // A business per route keeps each route's cases inside the rate limit.
    const business = await createBusiness();
    const existing =
      (await call("/accounts?limit=1", { key: business.key })).json.data?.[0]?.uuid ?? crypto.randomUUID();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          pathValue: fc.oneof(fc.uuid(), text, fc.constant(existing)),
          query: fc.dictionary(
            fc.oneof(fc.constantFrom(...(op.query.length ? op.query : ["page"])), fc.string({ maxLength: 8 })),
            text,
            { maxKeys: 4 },
          ),
          body: fc.oneof(
            fc.dictionary(
              fc.oneof(
                fc.constantFrom(...(op.bodyFields.length ? op.bodyFields : ["prompt"])),
                fc.string({ maxLength: 8 }),
              ),
              value,
              { maxKeys: 6 },
            ),
            value,
            fc.constant("{not json"),
          ),
          contentType: fc.constantFrom(
            "application/json",
            "application/json; charset=utf-8",
            "text/plain",
            "application/x-www-form-urlencoded",
            "",
          ),
          extraHeaders: fc.dictionary(
            fc.constantFrom("Idempotency-Key", "Authorization", "If-Match", "X-Request-Id"),
            fc.string({ maxLength: 40 }),
            { maxKeys: 2 },
          ),
        }),
        async ({ pathValue, query, body, contentType, extraHeaders }) => {
          const path = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(pathValue));
          const search = new URLSearchParams(query).toString();
          const headers: Record<string, string> = {
            ...extraHeaders,
            "X-API-Key": op.path === "/register-business" ? "" : business.key,
          };
          if (contentType) headers["content-type"] = contentType;
          const hasBody = ["POST", "PUT", "PATCH"].includes(op.method);
          const before = await snapshot(business.id);
          let res: Awaited<ReturnType<typeof call>>;
          try {
            res = await call(`${path}${search ? `?${search}` : ""}`, {
              method: op.method,
              headers,
              body: hasBody ? (typeof body === "string" ? body : JSON.stringify(body)) : undefined,
            });
          } catch (err) {
            // Headers the platform itself refuses to build never reach the service.
            if (err instanceof TypeError && /header/i.test(String(err))) return;
            throw err;
          }
          const context = `${op.method} ${path}?${search} -> ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, context).toBeLessThan(500);
          expect(["success", "failed"], context).toContain(res.json?.status);
          if (res.json.status === "failed") expect(res.json.request_id, context).toBeTruthy();
          if (res.status >= 400 || op.method === "GET") expect(await snapshot(business.id), context).toEqual(before);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("covers every documented route, with a snapshot that sees writes", async () => {
    expect(ops.length).toBeGreaterThan(40);
    expect(businessTables.map((t) => t.name)).toEqual(
      expect.arrayContaining(["contacts", "journal_entries", "bank_transactions"]),
    );
    const before = await snapshot(biz.id);
    await call("/contacts", {
      method: "POST",
      key: biz.key,
      body: { prompt: "add customer Snapshot Ltd", process_type: "direct" },
    });
    expect(await snapshot(biz.id)).not.toEqual(before);
  });
});
