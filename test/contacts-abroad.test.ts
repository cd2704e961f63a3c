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
