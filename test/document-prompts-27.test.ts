// Invoices and bills as a bookkeeper keys them from a stack of notes (session 27): fields
// parted by spaced slashes, dashes or commas ("inv / Bolanle Stores / 40 ctns indomie @ 6,200 /
// net 14", "Inv 204 - ota farms - …", "Bill, Siemens AG, €1,200 …"), days written short ("due
// 30d"), a discount keyed short before its value as a field ("- disc 5k -"), a party noted as
// new in short ("new cust", "new suplier"), and "transfered" typed on a phone.
import { describe, expect, it } from "vitest";
import { billSpec, invoiceSpec } from "../src/documents/extraction";
import { writtenSums } from "../src/extraction/grammar/spelled-amounts";

// (As the rules extractor hands the prompt over: its sums read first.)
const source = (prompt: string) => ({ prompt, today: "2026-03-18", standardTaxRate: "7.5" });
const bill = (text: string) => billSpec.fromText(writtenSums(text).text, source(text));
const invoice = (text: string) => invoiceSpec.fromText(writtenSums(text).text, source(text));
type Read = ReturnType<typeof bill>;
const items = (read: Read) => read.records[0]?.record_items.map((i) => [i.quantity, i.unit_price]) ?? read.problems;
const contact = (read: Read) => read.records[0]?.contact ?? read.problems;
const terms = (read: Read) => (read.records[0] ? read.records[0].terms_days : read.problems);
const discount = (read: Read) =>
  read.records[0] ? (read.records[0].discount ?? read.records[0].record_items[0]?.discount ?? null) : read.problems;

describe("a note's fields parted by spaced slashes, dashes or commas", () => {
  it.each([
    ["inv / Bolanle Stores / 40 ctns indomie @ 6,200 / net 14", "Bolanle Stores", 14],
    ["inv - Bolanle Stores - 40 ctns indomie @ 6,200 - net 14", "Bolanle Stores", 14],
    ["inv, Bolanle Stores, 40 ctns indomie @ 6,200, net 14", "Bolanle Stores", 14],
    ["INV / Bolanle Stores / 40 ctns indomie @ 6,200 / net 14", "Bolanle Stores", 14],
    ["Inv 204 / Bolanle Stores / 40 ctns indomie @ 6,200 / net 14", "Bolanle Stores", 14],
    ["inv no. 204 - Bolanle Stores - 40 ctns indomie @ 6,200 - net 14", "Bolanle Stores", 14],
    ["Bolanle Stores / inv / 40 ctns indomie @ 6,200 / net 14", "Bolanle Stores", 14],
    // (A price's unit after a slash is no field.)
    ["inv / Bolanle Stores / 40 ctns indomie @ 6,200 / ctn / net 14", "Bolanle Stores", 14],
  ])("%s", (text, party, days) => {
    const read = invoice(text);
    expect(contact(read)).toBe(party);
    expect(items(read)).toEqual([["40", "6200"]]);
    expect(terms(read)).toBe(days);
  });
  it.each([
    ["Inv 204 - ota farms - 3 bags maize @ 25k - due 30d", "ota farms"],
    ["Inv 204, ota farms, 3 bags maize @ 25k, due 30d", "ota farms"],
    ["ota farms - 3 bags maize @ 25k - due 30d", "ota farms"],
    ["Inv 204 - Ota Farms - 3 bags maize @ 25k - due in 30d", "Ota Farms"],
  ])("%s", (text, party) => {
    const read = invoice(text);
    expect(contact(read)).toBe(party);
    expect(items(read)).toEqual([["3", "25000"]]);
    expect(terms(read)).toBe(30);
  });
  it.each([
    ["bill / Lagos Gas Co / 45,000 / inv LG-778 / due 10 apr"],
    ["bill - Lagos Gas Co - 45,000 - inv LG-778 - due 10 apr"],
    ["bill, Lagos Gas Co, 45,000, inv LG-778, due 10 apr"],
  ])("%s", (text) => {
    const read = bill(text);
    expect(contact(read)).toBe("Lagos Gas Co");
    expect(items(read)).toEqual([["1", "45000"]]);
    expect(read.records[0]?.due_date).toBe("2026-04-10");
  });
  it.each([
    ["Bill, Siemens AG, €1,200 spare parts, rate 1,740, due in 30 days"],
    ["bill: Siemens AG, €1,200 spare parts, rate 1,740, due in 30 days"],
    ["Bill - Siemens AG - €1,200 spare parts - rate 1,740 - due in 30 days"],
  ])("%s", (text) => {
    const read = bill(text);
    expect(contact(read)).toBe("Siemens AG");
    expect(items(read)).toEqual([["1", "1200"]]);
    expect(read.records[0]?.currency).toBe("EUR");
    expect(read.records[0]?.exchange_rate).toBe("1740");
  });
  it("never one slash, nor a price's unit after it", () => {
    // (One spaced slash parts no fields: "@ 6,200 / ctn" is a price per carton.)
    expect(items(invoice("invoice Bolanle Stores 40 ctns indomie @ 6,200 / ctn"))).toEqual([["40", "6200"]]);
    expect(items(invoice("inv - Bolanle Stores - 40 ctns indomie @ 6,200 / ctn - net 14"))).toEqual([["40", "6200"]]);
  });
});

describe("days written short after the words of terms", () => {
  it.each([
    ["bill frm XYZ Supplier, 120 bags cement x 9,350, due 14d", 14],
    ["bill frm XYZ Supplier, 120 bags cement x 9,350, net 14d", 14],
    ["bill frm XYZ Supplier, 120 bags cement x 9,350, pay in 14d", 14],
    ["bill frm XYZ Supplier, 120 bags cement x 9,350, due in 14 dys", 14],
  ])("%s", (text, days) => {
    const read = bill(text);
    expect(items(read)).toEqual([["120", "9350"]]);
    expect(terms(read)).toBe(days);
  });
  it("never a count of something else", () => {
    const read = invoice("invoice Bolanle Stores 2 3d printing jobs @ 15k");
    expect(items(read)).toEqual([["2", "15000"]]);
    expect(terms(read)).toEqual(null);
  });
});

describe("a discount keyed short before its value, as a field of its own", () => {
  it.each([
    ["bolanle stores inv - 60 packs sugar @1,450 - disc 5k - net 7", { amount: "5000" }],
    ["bolanle stores inv, 60 packs sugar @1,450, disc 5k, net 7", { amount: "5000" }],
    ["bolanle stores inv / 60 packs sugar @1,450 / disc: 5% / net 7", { percent: "5" }],
    ["bolanle stores inv - 60 packs sugar @1,450 - disc. 5,000 - net 7", { amount: "5000" }],
  ])("%s", (text, off) => {
    const read = invoice(text);
    expect(contact(read)).toBe("bolanle stores");
    expect(items(read)).toEqual([["60", "1450"]]);
    expect(discount(read)).toEqual(off);
    expect(terms(read)).toBe(7);
  });
  it("never a brake disc", () => {
    const read = bill("bill - Kano Motors Ltd - 2 brake disc 5k");
    expect(items(read)).toEqual([["2", "5000"]]);
    expect(discount(read)).toBe(null);
  });
});

describe("a party noted as new in short, and a phone's spelling of a transfer", () => {
  it.each([
    ["inv new cust Adamu Textiles - 15 yds lace @ 12k ea", "Adamu Textiles"],
    ["inv new customer Adamu Textiles - 15 yds lace @ 12k ea", "Adamu Textiles"],
    ["new cust: Adamu Textiles, inv 15 yds lace @ 12k ea", "Adamu Textiles"],
  ])("%s", (text, party) => {
    const read = invoice(text);
    expect(contact(read)).toBe(party);
    expect(items(read)).toEqual([["15", "12000"]]);
  });
  it.each([
    ["new suplier Eko Fuels, bill for 800 litres diesal @1,180 for the gen"],
    ["new supplier Eko Fuels, bill for 800 litres diesal @1,180 for the gen"],
    ["new supplier: Eko Fuels, bill for 800 litres diesel @1,180"],
  ])("%s", (text) => {
    const read = bill(text);
    expect(contact(read)).toBe("Eko Fuels");
    expect(items(read)).toEqual([["800", "1180"]]);
  });
  it.each([
    ["invoice globex nigeria limited 2 used laptops 210k each, they transfered 200k to access today"],
    ["invoice globex nigeria limited 2 used laptops 210k each, they transferred 200k to access today"],
    ["invoice globex nigeria limited 2 used laptops 210k each, 200k transfered to access today"],
  ])("%s", (text) => {
    const read = invoice(text);
    expect(items(read)).toEqual([["2", "210000"]]);
    expect(read.records[0]?.payments.map((p) => [p.amount, p.date])).toEqual([["200000", "2026-03-18"]]);
  });
});
