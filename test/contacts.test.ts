// Contacts through the public HTTP interface: lists, identifiers, updates, deletes and
// tenant isolation.
import { describe, expect, it } from "vitest";
import { call, createBusiness, expectFailure, insertContacts } from "./harness";

describe("GET /contacts", () => {
  it("requires schema=contacts", async () => {
    const biz = await createBusiness();
    for (const query of ["", "?schema=invoicing", "?schema="]) {
      const res = await call(`/contacts${query}`, { key: biz.key });
      expect(res.status).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.errors!.map((e) => e.field)).toContain("schema");
    }
  });

  it("pages without overlap or gaps in both orders", async () => {
    const biz = await createBusiness();
    const rows = await insertContacts(
      biz.id,
      Array.from({ length: 25 }, (_, i) => ({ name: `Contact ${i}` })),
    );
    // Two rows with one creation time: the uuid breaks the tie.
    await insertContacts(biz.id, [
      { name: "Twin A", createdAt: "2026-01-01T00:00:05.000Z" },
      { name: "Twin B", createdAt: "2026-01-01T00:00:05.000Z" },
    ]);
    for (const order of ["asc", "desc"] as const) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await call(`/contacts?schema=contacts&limit=10&page=${page}&date_order=${order}`, { key: biz.key });
        expect(res.status).toBe(200);
        expect(res.json.meta).toEqual({ page, limit: 10, total: 27 });
        seen.push(...res.json.data.map((c: { uuid: string }) => c.uuid));
      }
      expect(new Set(seen).size).toBe(27);
      const first = order === "asc" ? rows[0]!.id : undefined;
      if (first) expect(seen[0]).toBe(first);
    }
    const desc = await call("/contacts?schema=contacts&limit=1", { key: biz.key });
    expect(desc.json.data[0].name).toBe("Contact 24"); // newest first by default
    const beyond = await call("/contacts?schema=contacts&page=9", { key: biz.key });
    expect(beyond.json.data).toEqual([]);
    expect(beyond.json.meta.total).toBe(27);
  });

  it("searches name, email and phone case-insensitively, with wildcards taken literally", async () => {
    const biz = await createBusiness();
    await insertContacts(biz.id, [
      { name: "Acme Ltd", email: "accounts@acme.example" },
      { name: "Globex", email: "billing@globex.example", phone: "+234 803 555 0101" },
      { name: "100% Organic", email: "hi@organic.example" },
      { name: "Initech" },
    ]);
    const names = async (term: string) =>
      (await call(`/contacts?schema=contacts&search=${encodeURIComponent(term)}`, { key: biz.key })).json.data
        .map((c: { name: string }) => c.name)
        .sort();
    expect(await names("ACME")).toEqual(["Acme Ltd"]);
    expect(await names("billing@")).toEqual(["Globex"]);
    expect(await names("803 555")).toEqual(["Globex"]);
    expect(await names("100%")).toEqual(["100% Organic"]);
    expect(await names("%")).toEqual(["100% Organic"]);
    expect(await names("_")).toEqual([]);
    expect(await names("zzz")).toEqual([]);
    const res = await call("/contacts?schema=contacts&search=acme", { key: biz.key });
    expect(res.json.meta.total).toBe(1);
  });
});

describe("one contact", () => {
  it("is found by uuid or source_uuid", async () => {
    const biz = await createBusiness();
    const [row] = await insertContacts(biz.id, [{ name: "Acme Ltd", sourceUuid: "crm-1" }]);
    for (const id of [row!.id, "crm-1"]) {
      const res = await call(`/contacts/${id}`, { key: biz.key });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ uuid: row!.id, source_uuid: "crm-1", name: "Acme Ltd", type: "customer" });
    }
    const missing = await call(`/contacts/${crypto.randomUUID()}`, { key: biz.key });
    expect(missing.status).toBe(404);
    expectFailure(missing, "not_found");
  });

  it("updates only the fields sent, by either identifier", async () => {
    const biz = await createBusiness();
    const [row] = await insertContacts(biz.id, [
      { name: "Acme Ltd", email: "a@acme.example", phone: "0803", sourceUuid: "crm-2" },
    ]);
    const res = await call("/contacts/crm-2", {
      method: "PUT",
      key: biz.key,
      body: { name: "Acme Limited", email: "AP@Acme.Example", type: "supplier", address: "1 Marina, Lagos" },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      uuid: row!.id,
      name: "Acme Limited",
      email: "ap@acme.example",
      phone: "0803",
      type: "supplier",
      address: "1 Marina, Lagos",
      source_uuid: "crm-2",
    });
    expect(res.json.data.updated_at > res.json.data.created_at).toBe(true);
    const cleared = await call(`/contacts/${row!.id}`, {
      method: "PUT",
      key: biz.key,
      body: { phone: null, source_uuid: "crm-3" },
    });
    expect(cleared.json.data).toMatchObject({ phone: null, source_uuid: "crm-3" });
    expect((await call("/contacts/crm-3", { key: biz.key })).json.data.uuid).toBe(row!.id);
    expect((await call("/contacts/crm-2", { key: biz.key })).status).toBe(404);
  });

  it("rejects invalid updates and changes nothing", async () => {
    const biz = await createBusiness();
    const [row] = await insertContacts(biz.id, [{ name: "Acme Ltd", email: "a@acme.example" }]);
    const bad = [
      [{}, "body"],
      [{ email: "not-an-email" }, "email"],
      [{ type: "vendor" }, "type"],
      [{ name: "" }, "name"],
      [{ name: 42 }, "name"],
      [{ phone: "call me" }, "phone"],
      [{ name: "Fine", source_uuid: "" }, "source_uuid"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call(`/contacts/${row!.id}`, { method: "PUT", key: biz.key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.errors!.map((e) => e.field)).toContain(field);
    }
    const after = await call(`/contacts/${row!.id}`, { key: biz.key });
    expect(after.json.data).toMatchObject({
      name: "Acme Ltd",
      email: "a@acme.example",
      type: "customer",
      source_uuid: null,
    });
  });

  it("answers 409 when source_uuid belongs to another contact", async () => {
    const biz = await createBusiness();
    const [a, b] = await insertContacts(biz.id, [{ name: "A", sourceUuid: "ext-a" }, { name: "B" }]);
    const res = await call(`/contacts/${b!.id}`, {
      method: "PUT",
      key: biz.key,
      body: { source_uuid: "ext-a", name: "B2" },
    });
    expect(res.status).toBe(409);
    expectFailure(res, "conflict");
    expect((await call(`/contacts/${b!.id}`, { key: biz.key })).json.data).toMatchObject({
      name: "B",
      source_uuid: null,
    });
    // Setting a contact's own source_uuid again is not a clash.
    expect(
      (await call(`/contacts/${a!.id}`, { method: "PUT", key: biz.key, body: { source_uuid: "ext-a" } })).status,
    ).toBe(200);
  });

  it("is deleted by either identifier, then gone", async () => {
    const biz = await createBusiness();
    const [row] = await insertContacts(biz.id, [{ name: "Acme", sourceUuid: "crm-9" }]);
    const res = await call("/contacts/crm-9", { method: "DELETE", key: biz.key });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ uuid: row!.id, source_uuid: "crm-9", deleted: true });
    expect((await call(`/contacts/${row!.id}`, { key: biz.key })).status).toBe(404);
    expect((await call(`/contacts/${row!.id}`, { method: "DELETE", key: biz.key })).status).toBe(404);
    expect((await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total).toBe(0);
  });
});

describe("tenant isolation", () => {
  it("never shows or touches another business's contacts", async () => {
    const [owner, other] = await Promise.all([createBusiness(), createBusiness()]);
    const [row] = await insertContacts(owner.id, [
      { name: "Secret Supplier", email: "x@secret.example", sourceUuid: "src-1" },
    ]);
    for (const id of [row!.id, "src-1"]) {
      for (const [method, body] of [["GET"], ["PUT", { name: "Hijacked" }], ["DELETE"]] as const) {
        const res = await call(`/contacts/${id}`, { method, key: other.key, body });
        expect(res.status, `${method} ${id}`).toBe(404);
        expectFailure(res, "not_found");
      }
    }
    const list = await call("/contacts?schema=contacts&search=Secret", { key: other.key });
    expect(list.json.data).toEqual([]);
    expect(list.json.meta.total).toBe(0);
    expect((await call("/contacts?schema=contacts", { key: other.key })).json.meta.total).toBe(0);
    // The owner still sees it unchanged.
    expect((await call(`/contacts/${row!.id}`, { key: owner.key })).json.data.name).toBe("Secret Supplier");
    // A source_uuid may repeat across businesses.
    await insertContacts(other.id, [{ name: "Mine", sourceUuid: "src-1" }]);
    expect((await call("/contacts/src-1", { key: other.key })).json.data.name).toBe("Mine");
    expect((await call("/contacts/src-1", { key: owner.key })).json.data.name).toBe("Secret Supplier");
  });
});
