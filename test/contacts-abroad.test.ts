// Contacts as US and UK businesses write them (issue 16, other countries' books): streets
// with numbered names and their ZIP or postcode, a phone after the address, the people a
// business hires by the job ("1099 contractor", "subbie").
import { describe, expect, it } from "vitest";
import { contactSpec } from "../src/contacts/extraction";
import { call, createBusiness } from "./harness";

const read = (text: string) => contactSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0];

describe("contacts abroad", () => {
  it("keep their US and UK addresses whole", () => {
    expect(
      read("new client: Sunset Yoga Studio LLC - 1420 Abbot Kinney Blvd, Venice, CA 90291 - hello@sunsetyoga.example"),
    ).toMatchObject({
      name: "Sunset Yoga Studio LLC",
      address: "1420 Abbot Kinney Blvd, Venice, CA 90291",
      email: "hello@sunsetyoga.example",
    });
    expect(read("We've got a new client, Park Slope Pediatrics, at 310 7th Ave, Brooklyn, NY 11215")).toMatchObject({
      address: "310 7th Ave, Brooklyn, NY 11215",
    });
    expect(read("New customer Oakwood Lettings Ltd, 14 Park Row, Leeds LS1 5HD, 0113 496 0000")).toMatchObject({
      address: "14 Park Row, Leeds LS1 5HD",
      phone: "0113 496 0000",
    });
    // (Nigerian ones as before.)
    expect(read("Add customer Ada Obi, 0803 123 4567, 12 Allen Avenue, Ikeja")).toMatchObject({
      address: "12 Allen Avenue, Ikeja",
      phone: "0803 123 4567",
    });
  });

  it("read the people hired by the job as suppliers, the label no part of the name", () => {
    expect(
      read("add 1099 contractor Dana Kim, freelance photographer we hire for shoots, dana@dkphoto.example"),
    ).toMatchObject({
      name: "Dana Kim",
      type: "supplier",
    });
    expect(
      read("Add Dave Kershaw, Gas Safe subbie we use now and then, dave@kershawheating.example.co.uk"),
    ).toMatchObject({
      name: "Dave Kershaw",
      type: "supplier",
    });
    expect(read("add subcontractor Kola Builders Ltd, 0803 555 1234")).toMatchObject({
      name: "Kola Builders Ltd",
      type: "supplier",
    });
  });
});

describe("the business's contacts named loosely", () => {
  it("are found with 'the' left off and '&' written as 'and'", async () => {
    const uk = await createBusiness({ country: "GB", currency: "GBP" });
    const made = await call("/contacts", {
      method: "POST",
      key: uk.key,
      body: { process_type: "direct", record: { name: "The Crown & Anchor", type: "customer" } },
    });
    expect(made.status, made.text).toBe(201);
    const res = await call("/invoices", {
      method: "POST",
      key: uk.key,
      body: { process_type: "direct", prompt: "invoice crown and anchor £50 for the call-out, due on receipt" },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.contact.name).toBe("The Crown & Anchor");
    expect((await call("/contacts?schema=contacts", { key: uk.key })).json.meta.total).toBe(1);
  });
});

describe("the business's people called by a title or a first name", () => {
  const contact = (key: string, name: string, type: string) =>
    call("/contacts", { method: "POST", key, body: { process_type: "direct", record: { name, type } } });
  const direct = (key: string, path: string, prompt: string) =>
    call(path, { method: "POST", key, body: { process_type: "direct", prompt } });

  it("are found by a title and the surname, or the first name after a title or the opening verb", async () => {
    const uk = await createBusiness({ country: "GB", currency: "GBP" });
    for (const [name, type] of [
      ["Sarah Pennington", "customer"],
      ["Liam Doherty", "employee"],
      ["Chinedu Okafor", "customer"],
    ] as const)
      expect((await contact(uk.key, name, type)).status).toBe(201);
    const paid = await direct(uk.key, "/income", "Mrs Pennington paid £180 cash for her boiler service");
    expect(paid.status, paid.text).toBe(201);
    expect(paid.json.data.contact?.name).toBe("Sarah Pennington");
    const wages = await direct(uk.key, "/expenses", "Paid Liam his wages, £1,650 cash on Friday");
    expect(wages.status, wages.text).toBe(201);
    expect(wages.json.data.contact?.name).toBe("Liam Doherty");
    const oga = await direct(uk.key, "/income", "Oga Chinedu don send 95k for the 2 bags of rice, cash");
    expect(oga.status, oga.text).toBe(201);
    expect(oga.json.data.contact?.name).toBe("Chinedu Okafor");
    expect((await call("/contacts?schema=contacts", { key: uk.key })).json.meta.total).toBe(3);
  });

  it("are not guessed when two people share the surname", async () => {
    const uk = await createBusiness({ country: "GB", currency: "GBP" });
    for (const name of ["Sarah Pennington", "James Pennington"])
      expect((await contact(uk.key, name, "customer")).status).toBe(201);
    const paid = await direct(uk.key, "/income", "Mrs Pennington paid £180 cash for her boiler service");
    expect(paid.status, paid.text).toBe(201);
    expect(["Sarah Pennington", "James Pennington"]).not.toContain(paid.json.data.contact?.name);
  });

  it("take the surname as the name's last word, and never a journal's Dr for a title", async () => {
    const ng = await createBusiness();
    for (const [name, type] of [
      ["Aliyu Musa", "customer"],
      ["Trade Depot Ltd", "supplier"],
    ] as const)
      expect((await contact(ng.key, name, type)).status).toBe(201);
    const rice = await direct(ng.key, "/income", "Alhaji Musa Danjuma paid 50k cash for rice");
    expect(rice.status, rice.text).toBe(201);
    expect(rice.json.data.contact?.name).not.toBe("Aliyu Musa");
    const journal = await direct(ng.key, "/journals", "Dr Rent 50,000 Cr Cash 50,000");
    expect(journal.status, journal.text).toBe(201);
    expect(JSON.stringify(journal.json.data)).not.toContain("Trade Depot");
  });
});
