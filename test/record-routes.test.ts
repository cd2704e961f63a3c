// The record-route contract, for every `/{uuid}` route in the OpenAPI document: lookup
// by uuid and by source_uuid, another business's record is 404, the ETag names the
// version and a stale If-Match is 409 with nothing changed, a taken source_uuid is 409,
// and every write leaves an audit entry. A newly documented record route fails the
// first test until it has a fixture here.
import { describe, expect, it } from "vitest";
import { call, createBusiness, expectFailure, type TestBusiness, today } from "./harness";

interface Fixture {
  /** Creates one record and returns its uuid; `sourceUuid` when the resource has one. */
  create(biz: TestBusiness, sourceUuid?: string): Promise<string>;
  /** A change the record's write route accepts. */
  update?: { method: "PUT" | "PATCH"; body: Record<string, unknown> };
  /** Whether records carry a client source_uuid. */
  sourceUuid: boolean;
  /** False when the record is made by another resource's write (an upload), audited there. */
  createAudited?: false;
}

const post = async (biz: TestBusiness, path: string, body: Record<string, unknown>) => {
  const res = await call(path, { method: "POST", key: biz.key, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
  return (Array.isArray(res.json.data) ? res.json.data[0] : res.json.data) as { uuid: string };
};
const aiCreate = (path: string, prompt: string | (() => string)) => async (biz: TestBusiness, sourceUuid?: string) =>
  (
    await post(biz, path, {
      prompt: typeof prompt === "string" ? prompt : prompt(),
      process_type: "direct",
      ...(sourceUuid ? { source_uuid: sourceUuid } : {}),
    })
  ).uuid;

const fixtures: Record<string, Fixture> = {
  "/contacts/{uuid}": {
    create: aiCreate("/contacts", "Add customer Zeta Stores"),
    update: { method: "PUT", body: { phone: "+234 803 555 0123" } },
    sourceUuid: true,
  },
  "/accounts/{uuid}": {
    create: aiCreate("/accounts", () => `add an expense account Fuel ${crypto.randomUUID().slice(0, 8)}`),
    update: { method: "PUT", body: { code: "6999" } },
    sourceUuid: true,
  },
  "/banks/{uuid}": {
    create: aiCreate("/accounts", "add GTBank current account 0123456785, NGN, opening balance 1,000"),
    sourceUuid: true,
  },
  "/journals/{uuid}": {
    create: aiCreate("/journals", "Debit Rent 250, credit Cash 250"),
    update: { method: "PUT", body: { narration: "Rent, corrected" } },
    sourceUuid: true,
  },
  "/invoices/{uuid}": {
    create: aiCreate("/invoices", () => `Invoice Acme Ltd for 1 box at 1,000 dated ${today(-1)}`),
    update: { method: "PUT", body: { narration: "Boxes" } },
    sourceUuid: true,
  },
  "/bills/{uuid}": {
    create: aiCreate("/bills", () => `Bill from Globex Corporation for 1 box at 1,000 dated ${today(-1)}`),
    update: { method: "PUT", body: { narration: "Boxes" } },
    sourceUuid: true,
  },
  "/credit-notes/{uuid}": {
    create: aiCreate("/credit-notes", () => `Credit note for Acme Ltd: 1 box returned at 1,000 dated ${today(-1)}`),
    update: { method: "PUT", body: { narration: "Box returned" } },
    sourceUuid: true,
  },
  "/supplier-credits/{uuid}": {
    create: aiCreate(
      "/supplier-credits",
      () => `Supplier credit from Globex Corporation for 1 box at 1,000 dated ${today(-1)}`,
    ),
    update: { method: "PUT", body: { narration: "Box returned" } },
    sourceUuid: true,
  },
  "/expenses/{uuid}": {
    create: aiCreate("/expenses", "Paid 1,000 for rent from Cash yesterday"),
    update: { method: "PATCH", body: { narration: "Office rent" } },
    sourceUuid: true,
  },
  "/income/{uuid}": {
    create: aiCreate("/income", "Received 2,000 from ACME for product sales into Cash"),
    update: { method: "PATCH", body: { narration: "Product sales" } },
    sourceUuid: true,
  },
  "/bank-transactions/{uuid}": {
    async create(biz, sourceUuid) {
      const banks = (await call("/banks", { key: biz.key })).json.data as { uuid: string; name: string }[];
      const bank =
        banks.find((b) => b.name === "Zenith current account") ??
        (await post(biz, "/accounts", {
          prompt: "add Zenith current account 1012345671, NGN, opening balance 0 on 1 January 2025",
          process_type: "direct",
        }));
      const narration = `POS ${crypto.randomUUID()}`;
      const upload = await call("/bank-transactions/upload", {
        method: "POST",
        key: biz.key,
        body: {
          prompt: "Import",
          bank: bank.uuid,
          process_type: "direct",
          transactions: [{ date: "2025-11-03", amount: 1200, type: "debit", narration }],
        },
      });
      if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${upload.text}`);
      const [row] = (await call(`/bank-transactions?bank=${bank.uuid}`, { key: biz.key })).json.data;
      if (sourceUuid) {
        const res = await call(`/bank-transactions/${row.uuid}`, {
          method: "PUT",
          key: biz.key,
          body: { source_uuid: sourceUuid },
        });
        if (res.status !== 200) throw new Error(`source_uuid: ${res.status} ${res.text}`);
      }
      return row.uuid;
    },
    update: { method: "PUT", body: { narration: "POS Shoprite" } },
    sourceUuid: true,
    createAudited: false,
  },
  "/tax-codes/{uuid}": {
    create: async (biz) =>
      (
        await post(biz, "/tax-codes", {
          code: `R${crypto.randomUUID().slice(0, 8)}`,
          name: "Reduced",
          rate: 5,
          kind: "reduced",
        })
      ).uuid,
    update: { method: "PATCH", body: { name: "Reduced 5%" } },
    sourceUuid: false,
  },
  "/webhooks/{uuid}": {
    create: async (biz) =>
      (await post(biz, "/webhooks", { url: "https://hooks.example.com/ok/records", event_types: ["*"] })).uuid,
    update: { method: "PUT", body: { description: "CRM" } },
    sourceUuid: false,
  },
  "/bank-rules/{uuid}": {
    create: async (biz) =>
      (await post(biz, "/bank-rules", { pattern: `shop-${crypto.randomUUID()}`, account: "Office Supplies" })).uuid,
    sourceUuid: false,
  },
};

const doc = (await call("/openapi.json")).json as unknown as { paths: Record<string, Record<string, unknown>> };
const recordRoutes = Object.entries(doc.paths)
  .filter(([path]) => path.endsWith("/{uuid}"))
  .map(([path, methods]) => ({ path, methods: Object.keys(methods) }));
const at = (path: string, id: string) => path.replace("{uuid}", encodeURIComponent(id));

describe("record routes", () => {
  it("every documented record route has a fixture here", () => {
    expect(recordRoutes.map((r) => r.path).sort()).toEqual(Object.keys(fixtures).sort());
  });

  describe.each(recordRoutes)("$path", ({ path, methods }) => {
    const fixture = fixtures[path]!;

    it("finds the record by uuid and source_uuid with its version; another business gets 404", async () => {
      const biz = await createBusiness();
      const sourceUuid = fixture.sourceUuid ? `ext-${crypto.randomUUID()}` : undefined;
      const uuid = await fixture.create(biz, sourceUuid);
      if (!methods.includes("get")) {
        // Delete-only records (bank rules): another business cannot delete them either.
        const other = await createBusiness();
        expectFailure(await call(at(path, uuid), { method: "DELETE", key: other.key }), "not_found");
        return;
      }
      const byUuid = await call(at(path, uuid), { key: biz.key });
      expect(byUuid.status, byUuid.text).toBe(200);
      expect(byUuid.json.data.uuid).toBe(uuid);
      expect(byUuid.headers.get("ETag")).toBe(`"v${byUuid.json.data.version}"`);
      if (sourceUuid) {
        const bySource = await call(at(path, sourceUuid), { key: biz.key });
        expect(bySource.status, bySource.text).toBe(200);
        expect(bySource.json.data.uuid).toBe(uuid);
        expect(bySource.headers.get("ETag")).toBe(byUuid.headers.get("ETag"));
      }
      const other = await createBusiness();
      expectFailure(await call(at(path, uuid), { key: other.key }), "not_found");
      if (sourceUuid) expectFailure(await call(at(path, sourceUuid), { key: other.key }), "not_found");
    });

    // Routes without PUT or PATCH (banks change through /accounts, rules are only
    // deleted) have no write to check.
    if (fixture.update)
      it("a write moves the version, is audited, and a stale If-Match changes nothing", async () => {
        const biz = await createBusiness();
        const uuid = await fixture.create(biz);
        const read = await call(at(path, uuid), { key: biz.key });
        const etag = read.headers.get("ETag")!;
        const { method, body } = fixture.update!;
        const written = await call(at(path, uuid), { method, key: biz.key, headers: { "If-Match": etag }, body });
        expect(written.status, written.text).toBe(200);
        expect(written.json.data.version).toBe(read.json.data.version + 1);
        expect(written.headers.get("ETag")).toBe(`"v${written.json.data.version}"`);

        const stale = await call(at(path, uuid), { method, key: biz.key, headers: { "If-Match": etag }, body });
        expectFailure(stale, "conflict");
        const staleDelete = await call(at(path, uuid), {
          method: "DELETE",
          key: biz.key,
          headers: { "If-Match": etag },
        });
        expectFailure(staleDelete, "conflict");
        expect((await call(at(path, uuid), { key: biz.key })).json.data).toEqual(written.json.data);

        const audit = (await call(`/audit-log?record=${uuid}`, { key: biz.key })).json.data as { method: string }[];
        expect(audit.map((e) => e.method)).toEqual(fixture.createAudited === false ? [method] : [method, "POST"]);
      });

    if (fixture.sourceUuid && fixture.update)
      it("refuses a source_uuid another record has", async () => {
        const biz = await createBusiness();
        const taken = `ext-${crypto.randomUUID()}`;
        await fixture.create(biz, taken);
        const uuid = await fixture.create(biz);
        const res = await call(at(path, uuid), {
          method: fixture.update!.method,
          key: biz.key,
          body: { ...fixture.update!.body, source_uuid: taken },
        });
        expectFailure(res, "conflict");
        expect((await call(at(path, uuid), { key: biz.key })).json.data.source_uuid).toBeNull();
      });
  });
});
