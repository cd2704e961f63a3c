// Contacts and accounts created from prompts as people really type, paste or dictate them:
// names after filler and roles, descriptions that name no one, dictated emails and codes,
// ledger-style account lines and terse bank-account lines.
import { describe, expect, it } from "vitest";
import { contactSpec } from "../src/contacts/extraction";

const contact = (text: string) => contactSpec.fromText(text, { prompt: text, today: "2026-03-18" });

describe("contact names after filler and roles", () => {
  it.each([
    ["add my customer iya basira 0803 555 1234", "iya basira", "customer"],
    ["new client!! Redwood Events. contact email is hello@redwoodevents.example", "Redwood Events", "customer"],
    ["New cust: Yinka Balogun & Co (chartered surveyors). billing@ybalogun.example", "Yinka Balogun & Co", "customer"],
    ["new supp: Kano Mills, 0803 111 2222", "Kano Mills", "supplier"],
    ["new staff in accounts - Chiamaka Obi, 0706 118 2290", "Chiamaka Obi", "employee"],
    ["new staff in the kitchen: Musa Bello", "Musa Bello", "employee"],
    ["can you add my new part-timer Jess Okoro as an employee? jess.okoro@gmail.com", "Jess Okoro", "employee"],
    ["add our cashier Kemi Adeyemi, 0803 111 2222", "Kemi Adeyemi", "employee"],
    [
      "Please add our new Admin Officer, Chiamaka Nwachukwu, as an employee. Phone: +234 706 555 0192.",
      "Chiamaka Nwachukwu",
      "employee",
    ],
    ["add our new Sales Manager, Tunde Bello, tunde@x.example", "Tunde Bello", null],
    ["create a contact for ayodele johnson she's a customer", "ayodele johnson", "customer"],
    ["add customer Tola Ade she's our tenant", "Tola Ade", "customer"],
    ["0803 555 2190 - thats Kemi Adeyemi, our new cashier", "Kemi Adeyemi", "employee"],
    ["this is Mama Nkechi, she sells us pepper, 0803 111 2222", "Mama Nkechi", "supplier"],
    [
      "info@okonkwoagro.example is the email for okonkwo agro ventures, they buy our feed",
      "okonkwo agro ventures",
      "customer",
    ],
    ["0803 111 2222 is the number of Ade Bello", "Ade Bello", null],
    ["Emeka Udeh - the landlord's lawyer. not a customer or supplier. emeka@udeh.example", "Emeka Udeh", "other"],
    [
      "Sokoto Hides & Skins -- we buy our leather from them -- hides@sokotohides.example",
      "Sokoto Hides & Skins",
      "supplier",
    ],
    ["Chukwuma Distributors buys our detergents wholesale. phone 0803-777-1212", "Chukwuma Distributors", "customer"],
    ["Kemi Stores buys from us every week, 0803 111 2222", "Kemi Stores", "customer"],
    ["Contact (other) – Kemi Afolabi, landlord's agent – 0802 765 4321", "Kemi Afolabi", "other"],
    ["Vendor (supplier): Ade Bello, 0803 111 2222, our lawyer", "Ade Bello", "supplier"],
  ])("%s", (text, name, type) => {
    const { records, problems } = contact(text);
    expect(problems).toEqual([]);
    expect(records[0]?.name).toBe(name);
    if (type) expect(records[0]?.type).toBe(type);
  });

  it.each([
    // Capitalised, a role's word is part of a company's name; a role with a name beside it is who they are.
    ["add supplier XYZ Supplier, 0803 111 2222", "XYZ Supplier"],
    ["add a supplier: The Lady Bakery", "The Lady Bakery"],
    ["add customer The Man Shop Ltd", "The Man Shop Ltd"],
    ["add supplier Ace Cleaners Ltd, 12 Allen Avenue, Ikeja", "Ace Cleaners Ltd"],
    ["Acme Ltd - customer - acme@x.example", "Acme Ltd"],
    ["Please add our landlord, Olumide Balogun, 07012345678", "Olumide Balogun"],
  ])("keeps the name: %s", (text, name) => {
    expect(contact(text).records[0]?.name).toBe(name);
  });
});

describe("a contact with no name", () => {
  it.each([
    "new customer number 0705 123 9900, na the woman wey dey sell pepper",
    "add the new diesel supplier, phone 0809 442 1187",
    "add a vendor - the guy who fixes our ACs. his number's 0809 112 3344",
    "add our cashier, phone 0803 111 2222",
    "save a contact for our new intern, phone 0803 555 1234",
    "new supplier - someone from the market, 0803 111 2222",
    "supplier, phone 0701 222 3344, sells us packaging",
  ])("is refused, naming the name: %s", (text) => {
    const { records, problems } = contact(text);
    expect(records).toEqual([]);
    expect(problems.map((p) => p.field)).toContain("name");
  });
});

describe("dictated emails and addresses", () => {
  it.each([
    ["new supplier lagos gas limited email orders at lagosgas dot example", "orders@lagosgas.example"],
    ["add customer Ayo Ade her email is ayodele dot johnson at gmail dot com", "ayodele.johnson@gmail.com"],
    ["new supplier Kano Mills, email is sales dot team at kano-mills dot com dot ng", "sales.team@kano-mills.com.ng"],
    ["add supplier Bolt Ltd, email ops at bolt.ng dot example", "ops@bolt.ng.example"],
  ])("reads the email said in words: %s", (text, email) => {
    expect(contact(text).records[0]?.email).toBe(email);
  });
  it.each([
    // No "dot" said, or an "@" written: nothing is dictated.
    "add customer Ada Obi, find her online at adaobi.com",
    "add customer Ada Obi, meet her at the market",
    "add customer Ada Obi, ada@x.example, she banks at gtbank dot com",
  ])("reads no email where none is dictated: %s", (text) => {
    const email = contact(text).records[0]?.email ?? null;
    expect(email === null || email === "ada@x.example").toBe(true);
  });
  it.each([
    [
      "Could you set up Pennine Tooling Ltd on the ledger as a supplier please. Unit 4, Calder Park, Wakefield WF2 7AA. Tel 01924 555 019",
      "Unit 4, Calder Park, Wakefield WF2 7AA",
    ],
    [
      "Customer: Hudson & Pike LLC\n1200 Avenue of the Americas, New York, NY 10036\n(212) 555-0187",
      "1200 Avenue of the Americas, New York, NY 10036",
    ],
    ["add supplier Jide Motors. 5 Allen Avenue, Ikeja", "5 Allen Avenue, Ikeja"],
  ])("reads an address after a sentence, or with its street's word first: %s", (text, address) => {
    expect(contact(text).records[0]?.address).toBe(address);
  });
  it("reads no address from a sentence with a number in it", () => {
    expect(contact("add supplier Jide Motors. 12 items came late, 0803 111 2222").records[0]?.address).toBeNull();
  });
});
