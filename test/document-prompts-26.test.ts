// Invoices and bills in Nigerian SMEs' everyday voices (session 26): the supplier named after
// "bill for" before a colon, counts keyed onto their units ("25bags soybeans@47,500"), prices
// per dozen kept per dozen, units counted then priced per unit with no "at" ("2 nights 58k per
// night"), charges said sum first and joined by "and"/"&" ("35k labour and 18,500 materials",
// "labour 25k & parts 47,500"), lines parted by spaced dashes after a date, a day and month
// followed by a count or a month after a weekday's day, the "through" of "pop an invoice
// through to …", "recvd" typed short, and a consultation's hours as a professional fee.
import { describe, expect, it } from "vitest";
import { lexiconAccount } from "../src/accounts/lexicon";
import { billSpec, invoiceSpec } from "../src/documents/extraction";
import { findDates } from "../src/extraction/grammar/dates";
import { findLineItems } from "../src/extraction/grammar/line-items";
import { readPrompt } from "./read-prompt";

// (As the rules extractor hands the prompt over: its sums read first, "5 dozen" among them.)
const bill = (text: string) => readPrompt(billSpec, text);
const invoice = (text: string) => readPrompt(invoiceSpec, text);
type Read = ReturnType<typeof bill>;
const items = (read: Read) => read.records[0]?.record_items.map((i) => [i.quantity, i.unit_price]) ?? read.problems;
const contact = (read: Read) => read.records[0]?.contact ?? read.problems;
const lines = (text: string) => findLineItems(text).map((i) => [i.quantity, i.unit_price, i.description]);
const dates = (text: string) => findDates(text, "2026-03-18").map((d) => [d.value, text.slice(d.start, d.end)]);

describe("a bill's supplier after 'bill for', closed by a colon, dash or comma", () => {
  it.each([
    ["enter bill for Adewale Block Industry: 500 blocks at 650 each + 2 trips delivery 15k per trip"],
    ["bill for Adewale Block Industry - 500 blocks at 650 each, 2 trips delivery 15k per trip"],
    ["record bill for Adewale Block Industry, 500 blocks at 650 each and 2 trips delivery 15k per trip"],
    ["Please record a bill for Adewale Block Industry: 500 blocks at 650 each, 2 trips delivery 15k per trip"],
  ])("%s", (text) => {
    const read = bill(text);
    expect(contact(read)).toBe("Adewale Block Industry");
    expect(items(read)).toEqual([
      ["500", "650"],
      ["2", "15000"],
    ]);
  });
  it("never what the bill is for, a month or a name in small letters", () => {
    expect(contact(bill("bill for Office Rent: 500k"))).toEqual([
      { field: "contact", message: "The supplier was not found" },
    ]);
    expect(contact(bill("bill for March: diesel 200 litres @ 850 from Eko Fuels Ltd"))).toBe("Eko Fuels Ltd");
    expect(contact(bill("bill for cement: 500 bags at 9,500 from Dangote Depot Ltd"))).toBe("Dangote Depot Ltd");
    expect(contact(bill("bill for Diesel Supply: 200 litres @ 850"))).toEqual([
      { field: "contact", message: "The supplier was not found" },
    ]);
    // (A supplier named before its bill keeps it: what follows "for" is what the bill is for.)
    expect(contact(bill("Kano Grains bill for Rice Supply: 30 bags @ 40k"))).toBe("Kano Grains");
    // (An invoice's "for" names its customer as before.)
    expect(contact(invoice("invoice for Bolanle Stores: 10 cartons milo 31,000"))).toBe("Bolanle Stores");
  });
});

describe("counts keyed onto their units, and '@' onto the thing", () => {
  it.each([
    ["bill frm Kano Grains 25bags soybeans@47,500 due 2wks", [["25", "47500"]]],
    ["bill from Kano Grains 10ctns noodles @4,800", [["10", "4800"]]],
    ["bill from Kano Grains 25 bags soybeans@ 47,500", [["25", "47500"]]],
    [
      "invoice Bolanle Stores 6crates eggs@3,100 and 2rolls nylon@12k",
      [
        ["6", "3100"],
        ["2", "12000"],
      ],
    ],
  ])("%s", (text, expected) => {
    expect(items(bill(text))).toEqual(expected);
  });
  it("leaves an e-mail's '@' and a count written apart alone", () => {
    expect(lines("email@host.com, 3 chairs @ 5,000")).toEqual([["3", "5000", "chairs"]]);
    expect(lines("2 x 5 litre paint @ 6,000")).toEqual([["2", "6000", "5 litre paint"]]);
  });
});

describe("a price per dozen keeps the dozens as the count", () => {
  it.each([
    ["Chika Packaging sent bill: 20 rolls of nylon @ 12,500, 5 dozen tape at 6,000 per dozen", "5", "6000"],
    ["bill from Chika Packaging: 5 dozen tape @ 6k/dozen", "5", "6000"],
    ["bill from Chika Packaging: 5 dozen tape at 6,000 a dozen", "5", "6000"],
  ])("%s", (text, quantity, price) => {
    expect(items(bill(text)).at(-1)).toEqual([quantity, price]);
  });
  it("counts by twelves a price of each", () => {
    expect(items(invoice("invoice Ada Stores 3 dozen eggs at 500 each"))).toEqual([["36", "500"]]);
    expect(items(invoice("invoice Ada Stores two dozen cartons @ 1,000, 5 dozen tape at 6,000 per dozen"))).toEqual([
      ["24", "1000"],
      ["5", "6000"],
    ]);
  });
});

describe("units counted, then the price of one unit with no 'at'", () => {
  it.each([
    ["bill from Brightstar Hotels Ltd, 2 nights 58k per night for our sales rep, due on receipt", "2", "58000"],
    ["invoice Ada Stores 3 days tiling 35k/day", "3", "35000"],
    ["invoice Ada Stores 8 hrs consultation, 55,000 per hour", "8", "55000"],
    ["bill from Brightstar Hotels Ltd, 2 nights hotel ₦58,000 a night", "2", "58000"],
  ])("%s", (text, quantity, price) => {
    expect(items(bill(text))).toEqual([[quantity, price]]);
  });
  it("keeps the nights in the description when nothing else names it", () => {
    expect(lines("2 nights 58k per night for our sales rep")).toEqual([["2", "58000", "nights for our sales rep"]]);
  });
});

describe("charges said sum first or name first, joined by 'and' or '&'", () => {
  it("reads a bill's labour and materials, each its sum", () => {
    const text =
      "received invoice from Mainland Plumbing Services for fixing the toilets, 35k labour and 18,500 materials. pay in 7 days";
    expect(items(bill(text))).toEqual([
      ["1", "35000"],
      ["1", "18500"],
    ]);
  });
  it.each([
    [
      "pls inv Chinedu Okafor for generator repairs, labour 25k & parts 47,500",
      [
        ["1", "25000"],
        ["1", "47500"],
      ],
    ],
    [
      "invoice Chinedu Okafor - 3 days tiling @ 35k/day & materials 48,500",
      [
        ["3", "35000"],
        ["1", "48500"],
      ],
    ],
    [
      "invoice Chinedu Okafor: 4 chairs at 30k each & 2 tables 80,000",
      [
        ["4", "30000"],
        ["2", "80000"],
      ],
    ],
  ])("%s", (text, expected) => {
    expect(items(invoice(text))).toEqual(expected);
  });
  it("keeps one thing of two words joined by '&' whole", () => {
    expect(lines("support & maintenance 50k")).toEqual([["1", "50000", "support & maintenance"]]);
    expect(lines("repairs & servicing @ 25,000")).toEqual([["1", "25000", "repairs & servicing"]]);
  });
  it("still refuses a bare count of goods with no price", () => {
    expect(lines("600 bags of cement, transport 50,000")).toEqual([["1", "50000", "transport"]]);
    expect(lines("1,000 flyers")).toEqual([]);
  });
});

describe("lines parted by spaced dashes after a date", () => {
  it("reads each count and price between the dashes", () => {
    const read = invoice(
      "Invoice Bolanle Stores 3/3/2026 - 10 cartons peak milk 27,500 - 10 cartons milo 31,000 - net 14",
    );
    expect(items(read)).toEqual([
      ["10", "27500"],
      ["10", "31000"],
    ]);
    expect([read.records[0]?.date, read.records[0]?.terms_days]).toEqual(["2026-03-03", 14]);
  });
  it("never a description's dash before its price, or a count times a price", () => {
    expect(lines("logo design - 40,000")).toEqual([["1", "40000", "logo design"]]);
    expect(lines("Port clearing - 1 x 420,000")).toEqual([["1", "420000", "Port clearing"]]);
    expect(lines("50 bags rice @ 78,000 - 2 days delivery")).toEqual([["50", "78000", "rice"]]);
  });
});

describe("dates beside counts and weekdays", () => {
  it("reads two digits after a day and month as a count when no near year", () => {
    expect(dates("dated 12th march, 30 bags rice @ 40k")).toEqual([["2026-03-12", "12th march"]]);
    expect(dates("on 3rd of march 45 cartons")).toEqual([["2026-03-03", "on 3rd of march"]]);
    // (A near year stays one; a month then its day is March 30.)
    expect(dates("dated 12th march 26 via transfer")).toEqual([["2026-03-12", "12th march 26"]]);
    expect(dates("due March 30")).toEqual([["2026-03-30", "March 30"]]);
  });
  it("reads a weekday's day with its month after it as that month's", () => {
    expect(dates("due friday 27th march")).toEqual([["2026-03-27", "friday 27th march"]]);
    expect(dates("due Fri 27th Mar")).toEqual([["2026-03-27", "Fri 27th Mar"]]);
    // (Without a month, a day still to come is last month's, as before.)
    expect(dates("paid on friday the 27th")).toEqual([["2026-02-27", "friday the 27th"]]);
    expect(dates("on the 2nd floor")).toEqual([]);
  });
  it("accepts a bill's balance due after its dated day", () => {
    const read = bill(
      "Kano Grains bill dated 12th march, 30 bags rice @ 40k. paid 500k cash same day, balance due 26/03/2026",
    );
    expect(items(read)).toEqual([["30", "40000"]]);
    expect([read.records[0]?.date, read.records[0]?.due_date]).toEqual(["2026-03-12", "2026-03-26"]);
  });
  it("accepts an invoice due on a weekday and date to come", () => {
    const read = invoice(
      "invoice Bolanle Stores for 12 dozen exercise books at 4,800 per dozen, due friday 27th march",
    );
    expect(items(read)).toEqual([["12", "4800"]]);
    expect(read.records[0]?.due_date).toBe("2026-03-27");
  });
});

describe("the customer after 'pop an invoice through to'", () => {
  it.each([
    ["Could you pop an invoice through to Greenfield Interiors Ltd please - 12 hrs design work at ₦15,000/hr"],
    ["send an invoice across to Greenfield Interiors Ltd for 12 hrs design work at ₦15,000/hr"],
  ])("%s", (text) => {
    expect(contact(invoice(text))).toBe("Greenfield Interiors Ltd");
  });
});

describe("money received typed short", () => {
  it.each([["recvd"], ["rcvd"], ["recieved"], ["received"]])("part payment 50,000 %s into access today", (word) => {
    const read = invoice(
      `invoice Bolanle Stores 100 packs sugar @ 1,450 — part payment 50,000 ${word} into access today`,
    );
    expect(items(read)).toEqual([["100", "1450"]]);
    expect(read.records[0]?.payments.map((p) => [p.amount, p.date])).toEqual([["50000", "2026-03-18"]]);
  });
});

describe("a consultation's hours", () => {
  it("are a professional fee", () => {
    expect(lexiconAccount("expense", "consultation")).toBe("Professional Fees");
    expect(lexiconAccount("expense", "8 hrs consultations")).toBe("Professional Fees");
  });
});

describe("a text typed in lower case but for a tax's or currency's code", () => {
  it("still names its supplier before the document's word", () => {
    expect(contact(bill("lagos water corporation bill 21,500 VAT inclusive"))).toBe("lagos water corporation");
    expect(contact(bill("ikeja electric bill 45k + VAT"))).toBe("ikeja electric");
    // (A name in capitals is read by its capitals as before.)
    expect(contact(bill("Lagos Water Corporation bill 21,500 VAT inclusive"))).toBe("Lagos Water Corporation");
  });
});

describe("the request to file it, said after the document", () => {
  it("is no item's description", () => {
    const read = bill("ikeja electric sent 139,750 incl VAT, pls enter as a bill").records[0];
    expect(read?.record_items.map((i) => [i.description, i.unit_price])).toEqual([["ikeja electric", "130000"]]);
    const tiling = invoice("Chinedu owes 50k for tiling, record it as an invoice thanks").records[0];
    expect(tiling?.record_items.map((i) => i.description)).toEqual(["tiling"]);
  });
});
