// A contact's website and contact person through the public HTTP interface: structured
// creates, prompts (the labelled website or person is read, never dropped and never left
// in the address or the name), tables, updates, search and the 400s.
import { describe, expect, it } from "vitest";
import { call, createBusiness, expectFailure, insertContacts } from "./harness";

const post = (key: string, body: unknown) => call("/contacts", { method: "POST", key, body });

describe("website and contact_person on create", () => {
  it("stores a structured record's website and person, trimmed, and shows them on every view", async () => {
    const biz = await createBusiness();
    const res = await post(biz.key, {
      process_type: "direct",
      record: {
        name: "Kano Grains Ltd",
        type: "supplier",
        website: "  https://kanograins.com ",
        contact_person: "  Ngozi Eze ",
        source_uuid: "erp-88",
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ website: "https://kanograins.com", contact_person: "Ngozi Eze" });
    const got = await call("/contacts/erp-88", { key: biz.key });
    expect(got.json.data).toEqual(res.json.data);
    const list = await call("/contacts?schema=contacts", { key: biz.key });
    expect(list.json.data[0]).toMatchObject({ website: "https://kanograins.com", contact_person: "Ngozi Eze" });
    // A bare domain or a www. address is a website too; unstated, both are null.
    const bare = await post(biz.key, {
      process_type: "direct",
      record: { name: "Brightstar Ltd", type: "customer", website: "www.brightstar.ng" },
    });
    expect(bare.json.data).toMatchObject({ website: "www.brightstar.ng", contact_person: null });
    const plain = await post(biz.key, { process_type: "direct", record: { name: "Plain Ltd", type: "customer" } });
    expect(plain.json.data).toMatchObject({ website: null, contact_person: null });
  });

  it.each([
    [
      "Add customer Brightstar Ltd, Attn: Mr. Bayo Adeniran, 12 Allen Avenue, Ikeja, www.brightstar.ng",
      {
        name: "Brightstar Ltd",
        type: "customer",
        contact_person: "Mr. Bayo Adeniran",
        address: "12 Allen Avenue, Ikeja",
        website: "www.brightstar.ng",
      },
    ],
    [
      "new supplier Kano Grains, contact person: Ngozi Eze, website: https://kanograins.com, 0803 111 2233",
      {
        name: "Kano Grains",
        type: "supplier",
        contact_person: "Ngozi Eze",
        website: "https://kanograins.com",
        phone: "0803 111 2233",
        address: null,
      },
    ],
    [
      "Supplier: Tasty Bakes Ltd, attention: Accounts Dept, 9 Isaac John St, GRA Ikeja; accounts@tastybakes.example; web: tastybakes.example",
      {
        name: "Tasty Bakes Ltd",
        contact_person: "Accounts Dept",
        address: "9 Isaac John St, GRA Ikeja",
        email: "accounts@tastybakes.example",
        website: "tastybakes.example",
      },
    ],
    [
      "Harbour View Apartments is a new client. Contact: Mrs. Ngozi Okeke (property manager). 08034567890. Address: 3 Marina Road, Lagos Island. Site: harbourview.com.ng",
      {
        name: "Harbour View Apartments",
        type: "customer",
        contact_person: "Mrs. Ngozi Okeke",
        phone: "08034567890",
        address: "3 Marina Road, Lagos Island",
        website: "harbourview.com.ng",
      },
    ],
    [
      "add customer Oyo Foods, 5 Ring Road, Ibadan, ask for Mr. Tunde Bello",
      { name: "Oyo Foods", address: "5 Ring Road, Ibadan", contact_person: "Mr. Tunde Bello", website: null },
    ],
    [
      "new client Lekki Gardens, speak to Chioma Obi, 0803 222 3333, https://lekkigardens.ng/contact",
      {
        name: "Lekki Gardens",
        contact_person: "Chioma Obi",
        phone: "0803 222 3333",
        website: "https://lekkigardens.ng/contact",
        address: null,
      },
    ],
    [
      "add vendor Delta Pipes Ltd\nAtt: Engr. Femi Ojo\nPlot 4, Trans-Amadi Industrial Layout, Port Harcourt\nsales@deltapipes.example",
      {
        name: "Delta Pipes Ltd",
        type: "supplier",
        contact_person: "Engr. Femi Ojo",
        address: "Plot 4, Trans-Amadi Industrial Layout, Port Harcourt",
        email: "sales@deltapipes.example",
      },
    ],
    [
      "Contact card\nBusiness name: Bello & Sons Livestock\nContact person: Alhaji Sani Bello\nMobile: 08025551234\nThey supply us cattle feed.",
      { name: "Bello & Sons Livestock", type: "supplier", contact_person: "Alhaji Sani Bello", phone: "08025551234" },
    ],
  ])("reads the website and the person from a prompt: %s", async (prompt, expected) => {
    const biz = await createBusiness();
    const res = await post(biz.key, { prompt, process_type: "direct" });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject(expected);
    expect((await call(`/contacts/${res.json.data.uuid}`, { key: biz.key })).json.data).toEqual(res.json.data);
  });

  it.each([
    // A care-of line is part of the address, not a person.
    [
      "add customer Kemi Lawal c/o Lagoon Hospital, 17B Bourdillon Road, Ikoyi",
      { name: "Kemi Lawal", address: "c/o Lagoon Hospital, 17B Bourdillon Road, Ikoyi" },
    ],
    [
      "add customer Sani Bello Ventures, c/o Alhaji Sani Bello, Shop 14, Kantin Kwari Market, Kano",
      { name: "Sani Bello Ventures", address: "c/o Alhaji Sani Bello, Shop 14, Kantin Kwari Market, Kano" },
    ],
    // "add contact: …" names the contact itself; an email's domain is no website.
    [
      "add contact: Segun Alabi, 3 Bode Thomas St, Surulere",
      { name: "Segun Alabi", address: "3 Bode Thomas St, Surulere" },
    ],
    [
      "Create vendor contact: Coastal Packaging Limited, email accounts@coastalpack.example",
      { name: "Coastal Packaging Limited" },
    ],
    ["add customer Sola Ade, sola@adeweb.com.ng", { name: "Sola Ade", email: "sola@adeweb.com.ng" }],
  ])("reads no website or person where none is stated: %s", async (prompt, expected) => {
    const biz = await createBusiness();
    const res = await post(biz.key, { prompt, process_type: "direct" });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ ...expected, website: null, contact_person: null });
  });

  it("reads them from a table's columns", async () => {
    const biz = await createBusiness();
    const res = await post(biz.key, {
      prompt: "Add these suppliers",
      process_type: "direct",
      text_attachment: "name;website;contact person\nPaper Co;paperco.ng;Ade Obi\nInk Ltd;N/A;\n",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toEqual([
      expect.objectContaining({ name: "Paper Co", website: "paperco.ng", contact_person: "Ade Obi" }),
      expect.objectContaining({ name: "Ink Ltd", website: null, contact_person: null }),
    ]);
    const bad = await post(biz.key, {
      prompt: "Add these suppliers",
      process_type: "direct",
      text_attachment: "name,website\nGlue Ltd,ask Ade\n",
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("ask Ade");
  });

  it("refuses a second, different website or person, quoted, and creates nothing", async () => {
    const biz = await createBusiness();
    for (const [prompt, quoted] of [
      ["add customer Oando Retail, www.oando-retail.ng, website: oandoshop.com", "website: oandoshop.com"],
      ["add supplier Eko Paints, Attn: Mr. Ade, contact person: Mrs. Bisi Ola", "contact person: Mrs. Bisi Ola"],
    ] as const) {
      const res = await post(biz.key, { prompt, process_type: "direct" });
      expect(res.status, prompt).toBe(400);
      expect(JSON.stringify(res.json)).toContain(quoted);
    }
    expect((await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total).toBe(0);
  });

  it.each([
    [{ website: "" }, "record.website"],
    [{ website: "our website" }, "record.website"],
    [{ website: "acme" }, "record.website"],
    [{ website: "ftp://acme.example" }, "record.website"],
    [{ website: "https://acme.example/a b" }, "record.website"],
    [{ website: "accounts@acme.example" }, "record.website"],
    [{ website: 42 }, "record.website"],
    [{ contact_person: "" }, "record.contact_person"],
    [{ contact_person: "   " }, "record.contact_person"],
    [{ contact_person: "x".repeat(201) }, "record.contact_person"],
  ])("answers 400 for a bad value in a record: %j", async (extra, field) => {
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

describe("website and contact_person on update", () => {
  it("sets, changes and clears them, and search finds the person", async () => {
    const biz = await createBusiness();
    const [row] = await insertContacts(biz.id, [{ name: "Acme Ltd", phone: "0803" }]);
    const set = await call(`/contacts/${row!.id}`, {
      method: "PUT",
      key: biz.key,
      body: { website: "acme.example", contact_person: "Mr. Bayo Adeniran" },
    });
    expect(set.status, set.text).toBe(200);
    expect(set.json.data).toMatchObject({
      name: "Acme Ltd",
      phone: "0803",
      website: "acme.example",
      contact_person: "Mr. Bayo Adeniran",
      address: null,
      version: 2,
    });
    const search = async (term: string) =>
      (await call(`/contacts?schema=contacts&search=${encodeURIComponent(term)}`, { key: biz.key })).json.meta.total;
    expect(await search("bayo")).toBe(1);
    const changed = await call(`/contacts/${row!.id}`, {
      method: "PUT",
      key: biz.key,
      body: { website: "https://www.acme.example/about" },
    });
    expect(changed.json.data).toMatchObject({
      website: "https://www.acme.example/about",
      contact_person: "Mr. Bayo Adeniran",
    });
    const cleared = await call(`/contacts/${row!.id}`, {
      method: "PUT",
      key: biz.key,
      body: { website: null, contact_person: null },
    });
    expect(cleared.json.data).toMatchObject({ website: null, contact_person: null, phone: "0803" });
    expect(await search("bayo")).toBe(0);
  });

  it("rejects a bad value with 400 naming the field, and changes nothing", async () => {
    const biz = await createBusiness();
    const [row] = await insertContacts(biz.id, [{ name: "Acme Ltd" }]);
    await call(`/contacts/${row!.id}`, { method: "PUT", key: biz.key, body: { website: "acme.example" } });
    for (const [body, field] of [
      [{ website: "see our Facebook page" }, "website"],
      [{ website: "   " }, "website"],
      [{ website: "mailto:ap@acme.example" }, "website"],
      [{ contact_person: "" }, "contact_person"],
      [{ contact_person: ["Ngozi"] }, "contact_person"],
    ] as const) {
      const res = await call(`/contacts/${row!.id}`, { method: "PUT", key: biz.key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.errors!.map((e) => e.field)).toContain(field);
    }
    expect((await call(`/contacts/${row!.id}`, { key: biz.key })).json.data).toMatchObject({
      website: "acme.example",
      contact_person: null,
      version: 2,
    });
  });
});
