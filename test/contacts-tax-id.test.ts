// A contact's tax ID and company registration number through the public HTTP interface:
// structured creates, prompts (the labelled number is read, never dropped), tables,
// updates, search and the 400s.
import { describe, expect, it } from "vitest";
import { call, createBusiness, expectFailure, insertContacts } from "./harness";

const post = (key: string, body: unknown) => call("/contacts", { method: "POST", key, body });

describe("tax_id and registration_number on create", () => {
  it("stores a structured record's numbers, trimmed, and shows them on every view", async () => {
    const biz = await createBusiness();
    const res = await post(biz.key, {
      process_type: "direct",
      record: {
        name: "Chukwuma & Sons Nig. Ltd",
        type: "supplier",
        tax_id: "  09876543-0001 ",
        registration_number: "RC 1234567",
        source_uuid: "erp-77",
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ tax_id: "09876543-0001", registration_number: "RC 1234567" });
    const got = await call("/contacts/erp-77", { key: biz.key });
    expect(got.json.data).toEqual(res.json.data);
    const list = await call("/contacts?schema=contacts", { key: biz.key });
    expect(list.json.data[0]).toMatchObject({ tax_id: "09876543-0001", registration_number: "RC 1234567" });
    // Unstated, they are null.
    const plain = await post(biz.key, { process_type: "direct", record: { name: "Plain Ltd", type: "customer" } });
    expect(plain.json.data).toMatchObject({ tax_id: null, registration_number: null });
  });

  it.each([
    [
      "add vendor Sahara Logistics, TIN 1023456789, phone +234 1 271 0000",
      { name: "Sahara Logistics", type: "supplier", phone: "+234 1 271 0000", tax_id: "1023456789" },
    ],
    [
      "Chukwuma & Sons Nig. Ltd, 14 Market Road, Aba. TIN: 09876543-0001",
      { name: "Chukwuma & Sons Nig. Ltd", address: "14 Market Road, Aba", tax_id: "09876543-0001" },
    ],
    [
      "new customer – Ibadan Textiles Ltd, 3 Ring Road, Ibadan, Oyo State. RC: 1234567",
      { name: "Ibadan Textiles Ltd", address: "3 Ring Road, Ibadan, Oyo State", registration_number: "RC 1234567" },
    ],
    [
      "Add supplier Mama Put Foods, BN 2345678, Tax ID No. 01234567-0001, 0803 111 2233",
      { phone: "0803 111 2233", tax_id: "01234567-0001", registration_number: "BN 2345678" },
    ],
    [
      "Add customer Delaware Widgets Inc, EIN 12-3456789, ap@widgets.example",
      { name: "Delaware Widgets Inc", email: "ap@widgets.example", tax_id: "12-3456789", registration_number: null },
    ],
    [
      "Add customer Brompton Tea Co., VAT no GB 123 4567 89, 9 Mill Lane, Leeds",
      { name: "Brompton Tea Co.", tax_id: "GB 123 4567 89", address: "9 Mill Lane, Leeds" },
    ],
  ])("reads the labelled number from a prompt: %s", async (prompt, expected) => {
    const biz = await createBusiness();
    const res = await post(biz.key, { prompt, process_type: "direct" });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject(expected);
    expect((await call(`/contacts/${res.json.data.uuid}`, { key: biz.key })).json.data).toEqual(res.json.data);
  });

  it("reads them from a table's columns, RC numbers with their prefix", async () => {
    const biz = await createBusiness();
    const res = await post(biz.key, {
      prompt: "Add these suppliers",
      process_type: "direct",
      text_attachment: "name;TIN;RC number\nPaper Co;1023456789;123456\nInk Ltd;N/A;\n",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toEqual([
      expect.objectContaining({ name: "Paper Co", tax_id: "1023456789", registration_number: "RC 123456" }),
      expect.objectContaining({ name: "Ink Ltd", tax_id: null, registration_number: null }),
    ]);
  });

  it("refuses a second, different tax number, quoted, and creates nothing", async () => {
    const biz = await createBusiness();
    const res = await post(biz.key, {
      prompt: "add customer Oando Retail, TIN 1023456789, VAT no GB123456789",
      process_type: "direct",
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain("VAT no GB123456789");
    expect((await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total).toBe(0);
  });

  it.each([
    [{ tax_id: "" }, "record.tax_id"],
    [{ tax_id: "to follow" }, "record.tax_id"],
    [{ tax_id: "1".repeat(51) }, "record.tax_id"],
    [{ tax_id: 1023456789 }, "record.tax_id"],
    [{ registration_number: "RC #12!" }, "record.registration_number"],
  ])("answers 400 for a bad number in a record: %j", async (extra, field) => {
    const biz = await createBusiness();
    const res = await post(biz.key, {
      process_type: "direct",
      record: { name: "Bad Ltd", type: "customer", ...extra },
    });
    expect(res.status, res.text).toBe(400);
    expectFailure(res, "invalid_request");
    expect(res.json.errors!.map((e) => e.field)).toContain(field);
    expect((await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total).toBe(0);
  });
});

describe("tax_id and registration_number on update", () => {
  it("sets, changes and clears them, and search finds them", async () => {
    const biz = await createBusiness();
    const [row] = await insertContacts(biz.id, [{ name: "Acme Ltd", phone: "0803" }]);
    const set = await call(`/contacts/${row!.id}`, {
      method: "PUT",
      key: biz.key,
      body: { tax_id: "12345678-0001", registration_number: "RC 123456" },
    });
    expect(set.status, set.text).toBe(200);
    expect(set.json.data).toMatchObject({
      name: "Acme Ltd",
      phone: "0803",
      tax_id: "12345678-0001",
      registration_number: "RC 123456",
      version: 2,
    });
    const search = async (term: string) =>
      (await call(`/contacts?schema=contacts&search=${encodeURIComponent(term)}`, { key: biz.key })).json.meta.total;
    expect(await search("12345678-0001")).toBe(1);
    expect(await search("rc 123456")).toBe(1);
    const changed = await call(`/contacts/${row!.id}`, {
      method: "PUT",
      key: biz.key,
      body: { tax_id: "GB123456789" },
    });
    expect(changed.json.data).toMatchObject({ tax_id: "GB123456789", registration_number: "RC 123456" });
    const cleared = await call(`/contacts/${row!.id}`, {
      method: "PUT",
      key: biz.key,
      body: { tax_id: null, registration_number: null },
    });
    expect(cleared.json.data).toMatchObject({ tax_id: null, registration_number: null, phone: "0803" });
  });

  it("rejects a bad number with 400 naming the field, and changes nothing", async () => {
    const biz = await createBusiness();
    const [row] = await insertContacts(biz.id, [{ name: "Acme Ltd" }]);
    await call(`/contacts/${row!.id}`, { method: "PUT", key: biz.key, body: { tax_id: "1023456789" } });
    for (const [body, field] of [
      [{ tax_id: "none yet" }, "tax_id"],
      [{ tax_id: "   " }, "tax_id"],
      [{ tax_id: "x".repeat(40) + "1".repeat(11) }, "tax_id"],
      [{ registration_number: "RC: 12_34" }, "registration_number"],
      [{ registration_number: ["RC 1"] }, "registration_number"],
    ] as const) {
      const res = await call(`/contacts/${row!.id}`, { method: "PUT", key: biz.key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.errors!.map((e) => e.field)).toContain(field);
    }
    expect((await call(`/contacts/${row!.id}`, { key: biz.key })).json.data).toMatchObject({
      tax_id: "1023456789",
      registration_number: null,
      version: 2,
    });
  });
});
