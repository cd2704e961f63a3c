// Bills read from prompts in plain everyday voices: the supplier said before the bill with
// its sum first ("$120 DigitalOcean invoice"), as the subject of what it did ("Sparkle
// Cleaners just dropped off their bill"), or alone after the price ("…, Air Peace, dated …");
// a day and month before a sum in thousands; the day of an order, which is no bill's date;
// VAT said not to be included; a bill paid the same day; counts written onto their "x" with
// a unit, and a price times months. And contacts whose fields are parted by spaced hyphens.
import { describe, expect, it } from "vitest";
import { contactSpec } from "../src/contacts/extraction";
import { billSpec } from "../src/documents/extraction";
import { findDates } from "../src/extraction/grammar/dates";
import { findPaymentsMade } from "../src/extraction/grammar/payments-made";

const today = "2026-03-18";
const bill = (text: string, knownContact?: { name: string; written: string }) =>
  billSpec.fromText(text, { prompt: text, today, standardTaxRate: "7.5", knownContact });
const contact = (text: string) => contactSpec.fromText(text, { prompt: text, today });
const items = (text: string, known?: { name: string; written: string }) =>
  bill(text, known).records[0]?.record_items.map((i) => ({
    quantity: i.quantity,
    unit_price: i.unit_price,
    tax_rate: i.tax_rate,
  }));

describe("the supplier of a bill", () => {
  it.each([
    ["$120 DigitalOcean invoice for servers, rate ₦1,565 to the dollar", "DigitalOcean", "120"],
    ["N28,500 MTN Nigeria bill for the office phone lines, due 3rd April", "MTN Nigeria", "28500"],
    ["45k Sparkle Cleaners bill for office cleaning", "Sparkle Cleaners", "45000"],
    [
      "Hi, Sparkle Cleaners just dropped off their bill for this month's office cleaning, 45k. They want it paid on receipt. Can you record it?",
      "Sparkle Cleaners",
      "45000",
    ],
    [
      "Hey - Chukwuma Electricals finished rewiring the warehouse. Their bill: labour 180,000, materials 95,500. Please record",
      "Chukwuma Electricals",
      "180000",
    ],
    ["Add bill: 2 flights Lagos-Port Harcourt @ ₦138,000, Air Peace, dated 12th March", "Air Peace", "138000"],
    ["Add bill: 10 reams @ 4,500 each, Office Mart", "Office Mart", "4500"],
  ])("%j", (text, supplier, price) => {
    const { records, problems } = bill(text);
    expect(problems).toEqual([]);
    expect(records[0]!.contact).toBe(supplier);
    expect(records[0]!.record_items[0]!.unit_price).toBe(price);
  });

  it("reads the bill's sum before the name as its price, the rest as what it was for", () => {
    const [record] = bill("$120 DigitalOcean invoice for servers, rate ₦1,565 to the dollar").records;
    expect(record).toMatchObject({ currency: "USD", exchange_rate: "1565" });
    expect(record!.record_items).toMatchObject([{ description: "servers", quantity: "1" }]);
  });

  it.each([
    // "Their bill" with no one named before it names no supplier.
    "Hi! Hope you had a good weekend. Their bill: 25k for cleaning",
    // A bank, a month or the tax standing after the price is no supplier.
    "bill: 10 reams @ 4,500 each, Zenith",
    "bill: 10 reams @ 4,500, March 3",
    "bill: 10 reams @ 4,500, Paid",
  ])("names none in %j", (text) => {
    expect(bill(text).problems).toContainEqual(expect.objectContaining({ field: "contact" }));
  });
});

describe("a bill's dates", () => {
  it("reads a day and month before a sum in thousands", () => {
    const known = { name: "Ikeja Electric", written: "ikeja electric" };
    const [record] = bill("pls log ikeja electric bill 3rd march 67,900. due 17th", known).records;
    expect(record).toMatchObject({ date: "2026-03-03", due_date: "2026-03-17" });
    expect(record!.record_items).toMatchObject([{ quantity: "1", unit_price: "67900" }]);
  });

  it.each([
    ["3rd march 67,900", "2026-03-03"],
    ["march 3rd 67,900", "2026-03-03"],
    ["on 12th March 45,000 for diesel", "2026-03-12"],
    ["yesterday 12,000", "2026-03-17"],
  ])("%j is dated %s, the sum no year", (text, date) => {
    expect(findDates(text, today).map((d) => d.value)).toEqual([date]);
  });

  it.each(["paid 17th 45,000", "salaries for November 1,200,000"])("%j holds no date", (text) => {
    expect(findDates(text, today)).toEqual([]);
  });

  it.each([
    "bill from Globex Nigeria Ltd for 8 toner cartridges at 40,500, we ordered them on 2 March",
    "bill from Globex Nigeria Ltd for 8 toner cartridges at 40,500, order placed 2 March",
  ])("refuses the day of the order in %j, quoted", (text) => {
    const { problems } = bill(text, { name: "Globex Nigeria Limited", written: "Globex Nigeria" });
    expect(problems.map((p) => p.message).join(" ")).toContain("2 March");
  });

  it("keeps the day of a delivery as the bill's date", () => {
    const text = "bill from Globex for 8 toner cartridges at 40,500, delivered on 2 March";
    expect(bill(text, { name: "Globex Nigeria Limited", written: "Globex" }).records[0]?.date).toBe("2026-03-02");
  });
});

describe("VAT said not to be included", () => {
  const globex = { name: "Globex Nigeria Limited", written: "Globex" };
  it.each([
    "40 bags cement @ 9.2k ea from Globex, VAT not included. bill pls",
    "bill from Globex, 10 bags cement @ 9,200, prices do not include VAT",
    "bill from Globex, 10 bags cement @ 9,200, not inclusive of VAT",
    "bill from Globex, 10 bags cement @ 9,200, vat is not included in the price",
  ])("adds the standard rate on top in %j", (text) => {
    const [item] = items(text, globex)!;
    expect(item).toMatchObject({ unit_price: "9200", tax_rate: "7.5" });
  });

  it.each([
    ["bill from Globex, 10 bags cement @ 9,200, VAT included", "8558.14", "7.5"],
    ["bill from Globex, 10 bags cement @ 9,200, no VAT", "9200", null],
  ])("leaves %j as it was", (text, price, rate) => {
    expect(items(text, globex)![0]).toMatchObject({ unit_price: price, tax_rate: rate });
  });
});

describe("a bill paid when it was billed", () => {
  it.each([
    ["water bill from Lagos Water Corporation 19,750 - paid cash same day", "paid cash same day"],
    ["bill from Office Mart 10 reams @ 4,500, paid on the spot", "paid on the spot"],
  ])("%j is paid in full", (text, written) => {
    const { records, problems } = bill(text);
    expect(problems).toEqual([]);
    expect(records[0]!.payments).toEqual([
      { amount: null, percent: "100", category: written, date: null, exchange_rate: null },
    ]);
  });

  it("pays the sum said the same day as the bill, dated before the items", () => {
    const known = { name: "XYZ Supplier", written: "xyz supplier" };
    const [record] = bill(
      "xyz supplier bill yesterday, 60 bags cement @ 9,200; we paid 200k from access bank same day",
      known,
    ).records;
    expect(record).toMatchObject({ date: "2026-03-17" });
    expect(record!.payments).toMatchObject([{ amount: "200000", percent: null, date: null }]);
    expect(record!.payments[0]!.category).not.toContain("dated");
  });

  it.each([
    // A delivery the same day is no payment; nor is the comma inside a sum a clause's start.
    "Bill from Office Mart, 10 reams @ 4,500, delivered same day",
    "Bill from Office Mart, 10 reams @ 4,500, paid on 3 March",
  ])("%j pays nothing", (text) => {
    expect(findPaymentsMade(text, today)).toEqual([]);
  });
});

describe("a bill's items in everyday shorthand", () => {
  it("reads a count written onto its x with a unit", () => {
    const text =
      "Globex Nigeria bill\n- toner x3 @ 41,000\n- A4 paper x20 reams @ 4,700\n- envelopes 2 packs @ 2,250\n+ VAT 7.5%";
    expect(items(text, { name: "Globex Nigeria Limited", written: "Globex Nigeria" })).toEqual([
      { quantity: "3", unit_price: "41000", tax_rate: "7.5" },
      { quantity: "20", unit_price: "4700", tax_rate: "7.5" },
      { quantity: "2", unit_price: "2250", tax_rate: "7.5" },
    ]);
  });

  it.each([
    ["bill from Halden & Rowe, monthly bookkeeping 250k x 3 months (Jan-Mar). due 31 March", "3", "250000"],
    ["bill from Halden & Rowe, security guards 120,000 x 2 months", "2", "120000"],
    // A count times a price stays so.
    ["bill from Halden & Rowe, toner 4 x 41,000", "4", "41000"],
  ])("reads %j", (text, quantity, price) => {
    expect(items(text, { name: "Halden & Rowe LLP", written: "Halden & Rowe" })).toMatchObject([
      { quantity, unit_price: price },
    ]);
  });

  it("reads a total bill incl. VAT for a count as each one's price net of it", () => {
    const text = "Kano Grains total bill ₦1,075,000 incl. VAT for 50 bags of soya meal";
    expect(items(text, { name: "Kano Grains Ltd", written: "Kano Grains" })).toEqual([
      { quantity: "50", unit_price: "20000", tax_rate: "7.5" },
    ]);
  });

  it("leaves how the business came by the goods out of the item", () => {
    const text = "Can you put in Ota Farms Ltd's bill? 30 crates of eggs @ 3,100 we bought from them for resale";
    const [record] = bill(text, { name: "Ota Farms Ltd", written: "Ota Farms Ltd" }).records;
    expect(record!.record_items).toMatchObject([{ description: "eggs", quantity: "30", unit_price: "3100" }]);
  });
});

describe("a contact's fields parted by spaced hyphens", () => {
  it.each([
    [
      "Customer - Zara Boutique - 08091112233 - 4 Awolowo Road, Ikoyi",
      { name: "Zara Boutique", type: "customer", phone: "08091112233", address: "4 Awolowo Road, Ikoyi" },
    ],
    [
      "new supplier - Lagos Diesel Depot Ltd - 0816 000 2233 - 12 Apapa Road, Apapa",
      { name: "Lagos Diesel Depot Ltd", type: "supplier", phone: "0816 000 2233", address: "12 Apapa Road, Apapa" },
    ],
    [
      "add supplier Ade Ltd - 12 Apapa Road, Apapa - 0803 123 4567",
      { name: "Ade Ltd", phone: "0803 123 4567", address: "12 Apapa Road, Apapa" },
    ],
    // A phone written with spaced hyphens between its own digits stays whole.
    ["supplier Ade Ltd, phone 0803 - 123 - 4567", { name: "Ade Ltd", phone: "0803 - 123 - 4567" }],
  ])("%j", (text, expected) => {
    const { records, problems } = contact(text);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject(expected);
  });
});
