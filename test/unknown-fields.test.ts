// Never drop input silently: every documented route with a JSON body answers an
// undeclared field, at the top or nested, with a 400 that names it. Routes are read from
// the OpenAPI document, so a new route joins by being documented.
import { beforeAll, describe, expect, it } from "vitest";
import { call, createBusiness, createPartner, expectFailure, type TestBusiness } from "./harness";

type Op = { requestBody?: { content: Record<string, unknown> }; security?: Record<string, string[]>[] };
const doc = (await call("/openapi.json")).json as unknown as { paths: Record<string, Record<string, Op>> };

const withJsonBody = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, op]) => op.requestBody?.content["application/json"])
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{[^}]+\}/g, crypto.randomUUID()),
      schemes: (op.security ?? []).flatMap((s) => Object.keys(s)),
    })),
);

let biz: TestBusiness;
let partnerKey: string;
beforeAll(async () => {
  biz = await createBusiness();
  partnerKey = (await createPartner()).key;
});

describe("an undeclared body field is a 400 naming it", () => {
  it("covers the JSON-body routes of both kinds of key", () => {
    expect(withJsonBody.filter((op) => op.schemes.includes("BusinessKey")).length).toBeGreaterThan(10);
    expect(withJsonBody.some((op) => op.schemes.includes("PartnerKey"))).toBe(true);
  });

  for (const op of withJsonBody.filter((o) => o.schemes.includes("BusinessKey") || o.schemes.includes("PartnerKey"))) {
    it(`${op.method} ${op.path}`, async () => {
      const key = op.schemes.includes("BusinessKey") ? biz.key : partnerKey;
      const res = await call(op.path, { method: op.method, key, body: { zz_not_a_field: 1 } });
      expect(res.status).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.errors).toContainEqual({ field: "zz_not_a_field", message: "Unknown field" });
    });
  }

  it("a key named like an object's own property is an unknown field too, never a crash", async () => {
    const res = await call("/contacts", { method: "POST", key: biz.key, body: '{"constructor":1,"toString":"x"}' });
    expect(res.status).toBe(400);
    expect(res.json.errors!.map((e) => e.field)).toEqual(["constructor", "toString"]);
  });

  it("nested: a line item's unknown field is named by its path, and nothing is created", async () => {
    const res = await call("/invoices", {
      method: "POST",
      key: biz.key,
      body: {
        process_type: "direct",
        record: {
          contact: "Ada Stores",
          record_items: [{ description: "Chairs", quantity: 2, unit_price: 100, colour: "red" }],
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ field: "record.record_items.0.colour", message: "Unknown field" }]);
    expect((await call("/invoices?schema=invoicing", { key: biz.key })).json.meta.total).toBe(0);
  });
});
