// Invoices and bills as other trades and other countries' bookkeepers write them: sums
// closed with "/=" or "/-", lakhs and crores, Indian digit grouping, decimal commas and
// spaces between thousands, rupees, rand and shillings; credit terms said their way
// ("credit 30 days", "2 wks credit", "payment at 60 days", "30 days from today").
import { describe, expect, it } from "vitest";
import { billSpec, invoiceSpec } from "../src/documents/extraction";
import { findTermsDays } from "../src/extraction/grammar/dates";
import { rateOf } from "../src/extraction/grammar/rates";
import { writtenSums } from "../src/extraction/grammar/spelled-amounts";

const source = (prompt: string) => ({ prompt, today: "2026-03-18" });
// (As the rules extractor reads a prompt: its sums in the grammar's forms first.)
const invoice = (text: string) => invoiceSpec.fromText(writtenSums(text).text, source(text));
const bill = (text: string) => billSpec.fromText(writtenSums(text).text, source(text));
const items = (read: ReturnType<typeof invoice>) =>
  read.records[0]?.record_items.map((i) => [i.quantity, i.unit_price]) ?? read.problems;
const sums = (text: string) => writtenSums(text).text;

describe("sums written in other countries' habits", () => {
  it.each([
    ["40 bags at N11,750/= per bag", "40 bags at N11,750 per bag"],
    ["Electrical fittings - ₦85,000/-", "Electrical fittings - ₦85,000"],
    ["KShs 180,000/= for ginger", "KES 180,000 for ginger"],
    ["False ceiling work - ₦3.2 lakh", "False ceiling work - ₦320k"],
    ["rent @ ₦7.5 lakh p.m.", "rent @ ₦750k p.m."],
    ["a grant of 2 crore", "a grant of 20m"],
    ["Rs. 1,27,350 and 3,45,000.00", "₹127,350 and 345,000.00"],
    ["3 drums at 112.500,00 naira each", "3 drums at 112,500.00 naira each"],
    ["600 litres at 1 185,50 naira the litre", "600 litres at 1,185.50 naira the litre"],
    ["12 chafing dishes at 27 500 naira the piece", "12 chafing dishes at 27,500 naira the piece"],
    ["Lagos Water Corporation acc N21 800", "Lagos Water Corporation acc N21,800"],
    ["2 000 cardboard boxes @ R14,50 each", "2,000 cardboard boxes @ ZAR 14.50 each"],
    ["VAT 7,5% to add", "VAT 7.5% to add"],
    ["2 machines at 1.850,00 € the piece", "2 machines at 1,850.00 € the piece"],
  ])("%s", (written, read) => expect(sums(written)).toBe(read));

  // What looks alike but is no such sum stays as written.
  it.each([
    "Deliver 12 500ml bottles",
    "3 rooms, R2 and R3, at 45,000 each",
    "sizes 10,12,14 at 2,500 each",
    "phone 0809 900 1122",
    "dated 12/03/2026 and 1/2 of the order",
    "ratio 3/4 each",
    "Cr 5,000 to Sales",
  ])("%s stays", (written) => expect(sums(written)).toBe(written));

  it("reads a bill in rupees with its rate per rupee", () => {
    const read = bill(
      "Being purchase of pump spares from Chennai Pumps Pvt Ltd, Rs. 85,000/-, bill dated 13-03-2026, credit 30 days. Kindly take rate ₦18.40 per rupee.",
    );
    expect(read.records[0]).toMatchObject({
      contact: "Chennai Pumps Pvt Ltd",
      date: "2026-03-13",
      terms_days: 30,
      currency: "INR",
      exchange_rate: "18.40",
    });
    expect(items(read)).toEqual([["1", "85000"]]);
  });

  it("reads prices closed with /= and a count per bag", () => {
    const read = invoice(
      "Kindly raise invoice to Ota Farms Ltd for the supply of 40 bags grower mash at N11,750/= per bag. They have promised to pay within 21 days.",
    );
    expect(read.records[0]).toMatchObject({ contact: "Ota Farms Ltd", terms_days: 21 });
    expect(items(read)).toEqual([["40", "11750"]]);
  });

  it("reads a decimal comma and a rate of 1 760 naira to the euro", () => {
    expect(rateOf(sums("rate 1 € = 1 760 naira, payment at 60 days"))).toBe("1760");
    expect(rateOf(sums("at the rate of 1 570 naira for 1 dollar"))).toBe("1570");
    expect(rateOf("Use N86 to the rand.")).toBe("86");
    // (A price per unit of goods is no rate: "N86 to the bag" names no currency.)
    expect(rateOf("Use N86 to the bag.")).toBeNull();
  });
});

describe("credit terms as other trades say them", () => {
  it.each([
    ["Kano Grains Ltd bill, credit 10 days", 10],
    ["Invoice dated 16-03-2026, credit period 30 days.", 30],
    ["credit terms: 45 days", 45],
    ["5 trips sharp sand x 78,000. 2 wks credit", 14],
    ["40 bags @10,400 — 2 weeks credit", 14],
    ["one month credit", 30],
    ["to pay at 45 days", 45],
    ["payment at 60 days", 60],
    ["Invoice them, 30 days from today.", 30],
    ["due 14 days after the invoice date", 14],
    ["2 000 boxes @ R14,50 each, 30 days. Use N86 to the rand.", 30],
  ])("%s", (text, days) => expect(findTermsDays(text)).toBe(days));

  it.each([
    "credit note for 30 days of hire",
    "delivered at 10 days' notice",
    "hire 4 days @ 280k/day",
    "settled 30 days ago",
  ])("%s is no terms", (text) => expect(findTermsDays(text)).toBeNull());

  it("reads a bill on two weeks' credit", () => {
    const read = bill("Globex Nigeria Limited: 5 trips sharp sand x 78,000; 3 trips laterite x 60,000. 2 wks credit");
    expect(read.records[0]?.terms_days).toBe(14);
    expect(items(read)).toEqual([
      ["5", "78000"],
      ["3", "60000"],
    ]);
  });
});
