// Never drop input silently (issue 21): every documented route answers a query parameter
// it does not declare with a 400 that names it, before anything runs (GET
// /invoices?status=overdue must not answer every invoice). Routes are read from the
// OpenAPI document, so a new route joins by being documented.
import { beforeAll, describe, expect, it } from "vitest";
import { call, createBusiness, createPartner, expectFailure, type TestBusiness } from "./harness";

type Op = { parameters?: { name: string; in: string }[]; security?: Record<string, string[]>[] };
const doc = (await call("/openapi.json")).json as unknown as { paths: Record<string, Record<string, Op>> };

const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path: path.replace(/\{[^}]+\}/g, crypto.randomUUID()),
    declared: (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
    /** The schemes a business or partner key opens the route with alone. */
    schemes: (op.security ?? []).map((s) => Object.keys(s)).flatMap((names) => (names.length === 1 ? names : [])),
  })),
);

let biz: TestBusiness;
let partnerKey: string;
beforeAll(async () => {
  biz = await createBusiness();
  partnerKey = (await createPartner()).key;
});

describe("an undeclared query parameter is a 400 naming it", () => {
  // Routes a business or partner key alone opens (an app's token routes answer 401 first).
  const keyed = operations.filter((o) => o.schemes.includes("BusinessKey") || o.schemes.includes("PartnerKey"));

  it("covers the lists and reports of both kinds of key", () => {
    expect(keyed.filter((o) => o.method === "GET").length).toBeGreaterThan(20);
    expect(keyed.some((o) => o.schemes.includes("PartnerKey"))).toBe(true);
  });

  for (const op of keyed) {
    it(`${op.method} ${op.path}`, async () => {
      // A business of its own per route: a hundred routes would spend one key's rate limit.
      const key = op.schemes.includes("BusinessKey") ? (await createBusiness()).key : partnerKey;
      const res = await call(`${op.path}?zz_not_a_param=1`, {
        method: op.method,
        key,
        ...(op.method === "GET" || op.method === "DELETE" ? {} : { body: {} }),
      });
      expect(res.status).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.errors).toContainEqual({ field: "zz_not_a_param", message: "Unknown query parameter" });
    });
  }

  it("a filter a list does not take is refused, not answered with every record", async () => {
    const res = await call("/invoices?schema=invoicing&colour=red&size=2", { key: biz.key });
    expect(res.status).toBe(400);
    expect(res.json.errors!.map((e) => e.field)).toEqual(["colour", "size"]);
    expect(res.json.message).toContain("colour, size");
  });

  it("declared parameters still pass", async () => {
    for (const path of [
      "/contacts?schema=contacts&page=1&limit=5&date_order=asc",
      "/invoices?schema=invoicing&limit=1",
    ])
      expect((await call(path, { key: biz.key })).status, path).toBe(200);
  });
});
