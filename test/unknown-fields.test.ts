// Never drop input silently: every documented route with a JSON body answers an
// undeclared field, at the top or nested, with a 400 that names it. Routes are read from
// the OpenAPI document, so a new route joins by being documented.
import { beforeAll, describe, expect, it } from "vitest";
import { call, createBusiness, createPartner, expectFailure, type TestBusiness } from "./harness";
import { toBase64 } from "./helpers/files";

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

describe("text with a control or bidirectional-override character is a 400 naming it", () => {
  const cases: [string, string][] = [
    ["NUL", "Ada\u0000Stores"],
    ["escape", "Ada\u001b[31mStores"],
    ["C1 control", "Ada\u0085Stores"],
    ["right-to-left override", "Invoice\u202Efdp.exe"],
    ["first-strong isolate", "Ada\u2068Stores\u2069"],
  ];
  for (const [name, text] of cases) {
    it(name, async () => {
      const res = await call("/contacts", {
        method: "POST",
        key: biz.key,
        body: { process_type: "direct", record: { name: text, type: "customer" } },
      });
      expect(res.status).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.errors!.map((e) => e.field)).toEqual(["record.name"]);
      expect(res.json.errors![0]!.message).toMatch(/^Holds U\+[0-9A-F]{4}, a control or bidirectional-override/);
    });
  }

  it("on updates too, and nothing changes", async () => {
    const made = await call("/contacts", {
      method: "POST",
      key: biz.key,
      body: { process_type: "direct", record: { name: "Plain Name Ltd", type: "customer" } },
    });
    const res = await call(`/contacts/${made.json.data.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { name: "Plain\u202EName" },
    });
    expect(res.status).toBe(400);
    expect((await call(`/contacts/${made.json.data.uuid}`, { key: biz.key })).json.data.name).toBe("Plain Name Ltd");
  });

  it("read from an attachment, they are removed (nobody typed them, so nobody can correct them)", async () => {
    const csv =
      "name,email,type\nNoor\u202Egnp.exe Traders,noor@example.com,customer\nAda\u0007\u001b[31m Stores,ada@example.com,customer\n";
    const res = await call("/contacts", {
      method: "POST",
      key: biz.key,
      body: {
        process_type: "direct",
        prompt: "Import these contacts",
        attachments: [{ type: "base64", name: "contacts.csv", file: toBase64(csv) }],
      },
    });
    expect(res.status, res.text).toBe(201);
    const names = (res.json.data as { name: string }[]).map((c) => c.name).sort();
    expect(names).toEqual(["Ada[31m Stores", "Noorgnp.exe Traders"]);
  });

  it("tabs, line breaks and right-to-left scripts are text like any other", async () => {
    const res = await call("/contacts", {
      method: "POST",
      key: biz.key,
      body: {
        process_type: "direct",
        record: { name: "شركة النور", type: "customer", address: "12 Marina Road\nLagos\tNG" },
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.name).toBe("شركة النور");
  });
});
