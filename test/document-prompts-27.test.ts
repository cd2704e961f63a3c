// Invoices and bills as a bookkeeper keys them from a stack of notes (session 27): fields
// parted by spaced slashes, dashes or commas ("inv / Bolanle Stores / 40 ctns indomie @ 6,200 /
// net 14", "Inv 204 - ota farms - …", "Bill, Siemens AG, €1,200 …"), days written short ("due
// 30d"), a discount keyed short before its value as a field ("- disc 5k -"), a party noted as
// new in short ("new cust", "new suplier"), and "transfered" typed on a phone.
import { describe, expect, it } from "vitest";
import { billSpec, invoiceSpec } from "../src/documents/extraction";
import { readPrompt } from "./read-prompt";

const bill = (text: string) => readPrompt(billSpec, text);
const invoice = (text: string) => readPrompt(invoiceSpec, text);
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

describe("a sum with its code after it heading its breakdown, and counts times counts", () => {
  it.each([
    ["inv ACME LLC 1,200 USD: consulting 8hrs @ 150, rate 1,560"],
    ["inv ACME LLC USD 1,200: consulting 8 hrs @ 150, rate 1,560"],
    ["inv ACME LLC 1,200 USD for consulting 8hrs @ 150, rate 1,560"],
  ])("%s", (text) => {
    const read = invoice(text);
    expect(items(read)).toEqual([["8", "150"]]);
    expect(read.records[0]?.currency).toBe("USD");
    expect(read.records[0]?.exchange_rate).toBe("1560");
  });
  it("never a price in its code", () => {
    expect(items(invoice("Invoice ACME LLC 1,250,000 NGN for consulting"))).toEqual([["1", "1250000"]]);
    expect(items(invoice("inv ACME LLC 2 laptops 600 USD each, rate 1,560"))).toEqual([["2", "600"]]);
  });
  it.each([
    ["bill from Brightstar hotels ltd 2 rooms x 3 nights @ 55k for the sales team", [["6", "55000"]]],
    ["bill from Brightstar hotels ltd 2 rooms x 3 nights at 55k per night", [["6", "55000"]]],
    ["bill from Kano Haulage Ltd 3 trucks x 2 trips @ 80k", [["6", "80000"]]],
    // (One count times a price, or a size after the "x", stays as it was.)
    ["bill from Kano Haulage Ltd 3 trucks x 80k", [["3", "80000"]]],
    ["bill from Kano Haulage Ltd 20 x 50kg bags @ 30k", [["20", "30000"]]],
  ])("%s", (text, priced) => {
    expect(items(bill(text))).toEqual(priced);
  });
});

describe("a period of months billed, no date", () => {
  it.each([
    ["bill: Landmark Properties Ltd, shop rent Apr-Jun, 3 x 400k, due 1/4"],
    ["bill: Landmark Properties Ltd, shop rent for Apr - Jun, 3 months x 400k, due 1/4"],
    ["bill: Landmark Properties Ltd, shop rent Apr-Jun 2026, 3 x 400k, due 1/4"],
  ])("%s", (text) => {
    const read = bill(text);
    expect(items(read)).toEqual([["3", "400000"]]);
    expect(read.records[0]?.date).toBe(null);
    expect(read.records[0]?.due_date).toBe("2026-04-01");
  });
  it("never a date said on its own", () => {
    const read = bill("bill: Landmark Properties Ltd dated 10 Mar, shop rent 3 x 400k, due 1/4");
    expect(read.records[0]?.date).toBe("2026-03-10");
    expect(items(read)).toEqual([["3", "400000"]]);
  });
});

describe("money owed from before is refused, quoted", () => {
  it.each([
    [
      "Enter a bill from Ikeja Electric for 88,000, meter no. 45123009871, previous balance 12,000.",
      "previous balance 12,000",
    ],
    ["Enter a bill from Ikeja Electric for 88,000, old bal 12k", "old bal 12k"],
    ["bill from Ikeja Electric 88,000, balance b/f 12,000", "balance b/f 12,000"],
  ])("%s", (text, quoted) => {
    expect(bill(text).problems).toEqual([
      {
        field: "prompt",
        message: `"${quoted}" is not understood: money owed from before is no item of this bill; leave it out`,
      },
    ]);
  });
  it("never the balance left to pay, nor its terms", () => {
    expect(terms(invoice("invoice Bolanle Stores 10 bags rice @ 40k, balance in 14 days"))).toBe(14);
    expect(items(bill("Enter a bill from Ikeja Electric for 88,000, meter no. 45123009871."))).toEqual([
      ["1", "88000"],
    ]);
  });
});

describe("whom the goods were sold to, typed in small letters; a role typed bare", () => {
  it.each([
    [
      "yesterday sold 25 cartons of malt to bolanle stores at 7,200 a carton, pls invoice them, pay in 7 days",
      "bolanle stores",
      [["25", "7200"]],
    ],
    [
      "sold 25 cartons of malt to Bolanle Stores at 7,200 a carton, pls invoice them",
      "Bolanle Stores",
      [["25", "7200"]],
    ],
    ["delivered 10 bags rice to ada stores, 40k each, invoice", "ada stores", [["10", "40000"]]],
  ])("%s", (text, party, priced) => {
    const read = invoice(text);
    expect(contact(read)).toBe(party);
    expect(items(read)).toEqual(priced);
  });
  it("never a place or a pronoun", () => {
    expect(contact(invoice("sold 25 cartons of malt to the market at 7,200 a carton, invoice them"))).toEqual([
      { field: "contact", message: "The customer was not found" },
    ]);
  });
  it.each([
    ["landlord bill for shop rent 1.2m due end of month, Adeyemi Properties"],
    ["our landlord bill for shop rent 1.2m due end of month, Adeyemi Properties"],
  ])("%s", (text) => {
    const read = bill(text);
    expect(contact(read)).toBe("Adeyemi Properties");
    expect(items(read)).toEqual([["1", "1200000"]]);
    expect(read.records[0]?.due_date).toBe("2026-03-31");
  });
});

describe("a head count the price is not per head of", () => {
  it.each([
    [
      "Please invoice Brightstar Hotels Ltd a flat fee of ₦450,000 for the customer-service training we ran for 25 of their staff, due in 14 days.",
    ],
    ["Please invoice Brightstar Hotels Ltd a fixed fee of ₦450,000 for the training of 25 staff, due in 14 days."],
  ])("%s", (text) => {
    const read = invoice(text);
    expect(contact(read)).toBe("Brightstar Hotels Ltd");
    expect(items(read)).toEqual([["1", "450000"]]);
    expect(terms(read)).toBe(14);
  });
  it.each([
    [
      "Please invoice Brightstar Hotels Ltd for the training of 25 staff at ₦18,000 each, due in 14 days.",
      [["25", "18000"]],
    ],
    ["invoice Grace Events for catering for 80 guests, 5,000 per head", [["80", "5000"]]],
    ["invoice Grace Events for catering for 80 guests @ 5k", [["80", "5000"]]],
    [
      "Please bill Brightstar Hotels Ltd for the conference package: 120 delegates x ₦18,500 and hall hire ₦350,000",
      [
        ["120", "18500"],
        ["1", "350000"],
      ],
    ],
    ["invoice Grace Events: 80 guests x N5,000", [["80", "5000"]]],
  ])("never a count priced per head: %s", (text, priced) => {
    expect(items(invoice(text))).toEqual(priced);
  });
});

describe("the record's own field names keyed as labels", () => {
  it.each([
    [
      "contact: Chinedu Okafor; date: 2026-03-03; due_date: 2026-04-02; line: 1 x kitchen cabinet installation @ 275,000. Create the invoice.",
      [["1", "275000"]],
    ],
    ["contact: Chinedu Okafor\ndate: 2026-03-03\ndue_date: 2026-04-02\nlines: 2 x doors @ 85,000", [["2", "85000"]]],
  ])("%s", (text, priced) => {
    const read = invoice(text);
    expect(contact(read)).toBe("Chinedu Okafor");
    expect(read.records[0]?.date).toBe("2026-03-03");
    expect(read.records[0]?.due_date).toBe("2026-04-02");
    expect(items(read)).toEqual(priced);
  });
  it("a bill's contact is its supplier", () => {
    const read = bill(
      "contact: Eko Fuels Ltd; date: 2026-03-03; due_date: 2026-04-02; line: 800 litres diesel @ 1,180. Create the bill.",
    );
    expect(contact(read)).toBe("Eko Fuels Ltd");
    expect(items(read)).toEqual([["800", "1180"]]);
  });
});

describe("colons after the document's word", () => {
  it.each([["bill: Lagos Gas Co: 45,000: inv LG-778: due 10 apr"]])("%s", (text) => {
    const read = bill(text);
    expect(contact(read)).toBe("Lagos Gas Co");
    expect(items(read)).toEqual([["1", "45000"]]);
    expect(read.records[0]?.due_date).toBe("2026-04-10");
  });
  it("inv: Bolanle Stores: 40 ctns indomie @ 6,200: net 14", () => {
    const read = invoice("inv: Bolanle Stores: 40 ctns indomie @ 6,200: net 14");
    expect(contact(read)).toBe("Bolanle Stores");
    expect(items(read)).toEqual([["40", "6200"]]);
    expect(terms(read)).toBe(14);
  });
  it("never a form's labels nor a time; bars read as they stand", () => {
    expect(items(bill("bill | kano grains | 40 bags sorghum x 26,500 | due 10/04/2026"))).toEqual([["40", "26500"]]);
    const read = invoice("invoice: customer: Chinedu Okafor, 2 doors @ 85,000, date: 16/3");
    expect(contact(read)).toBe("Chinedu Okafor");
    expect(items(read)).toEqual([["2", "85000"]]);
    expect(read.records[0]?.date).toBe("2026-03-16");
    expect(items(invoice("invoice: Chinedu Okafor, 2 doors @ 85,000, fitted 3:30pm"))).toEqual([["2", "85000"]]);
  });
});
