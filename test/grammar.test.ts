// The offline prompt grammar: amounts, dates, payment terms, line items, and the contact
// fields, including the rule that nothing is guessed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accountSpec } from "../src/accounts/extraction";
import { lexiconAccount } from "../src/accounts/lexicon";
import { moneyAccountIn } from "../src/accounts/money-accounts";
import { rowsFromProse } from "../src/bank/statement-prose";
import { statementSpec } from "../src/bank/upload";
import { contactSpec } from "../src/contacts/extraction";
import type { AccountRow } from "../src/db/queries/accounts";
import { billSpec, expenseSpec, incomeSpec, invoiceSpec } from "../src/documents/extraction";
import { findAmounts, normaliseNumber } from "../src/extraction/grammar/amounts";
import {
  findAddress,
  findContactPersons,
  findContactType,
  findEmail,
  findName,
  findPhone,
  findRegistrations,
  findWebsites,
  WEBSITE_WRITTEN,
} from "../src/extraction/grammar/contact-fields";
import { chronoDates, findDates, findTermsDays } from "../src/extraction/grammar/dates";
import { findLineItems } from "../src/extraction/grammar/line-items";
import { lineTotalsDropped, tablesAsProse } from "../src/extraction/grammar/pasted-tables";
import { findPaymentsMade } from "../src/extraction/grammar/payments-made";
import { rateOf } from "../src/extraction/grammar/rates";
import { restoreWritten, spelledAmounts, writtenSums } from "../src/extraction/grammar/spelled-amounts";
import type { ResourceSpec } from "../src/extraction/types";
import { journalSpec } from "../src/journals/extraction";
import { addDays } from "../src/lib/clock";
import development from "./fixtures/extraction-eval/development.json";
import development2 from "./fixtures/extraction-eval/development-2.json";
import development3 from "./fixtures/extraction-eval/development-3.json";
import heldOut from "./fixtures/extraction-eval/held-out.json";

const amounts = (text: string) => findAmounts(text).map((a) => [a.value, a.currency, text.slice(a.start, a.end)]);

describe("amounts", () => {
  it("leave a word in capitals before the number to the text when the currency comes after", () => {
    expect(amounts("Card payment AWS 120 USD")).toEqual([["120", "USD", "120 USD"]]);
    expect(amounts("Wire in from ACME LLC 3,000 USD")).toEqual([["3000", "USD", "3,000 USD"]]);
    expect(amounts("paid USD 50 for charges")).toEqual([["50", "USD", "USD 50"]]);
  });
  it.each([
    ["$1,250.50", [["1250.5", "USD", "$1,250.50"]]],
    ["USD 1,250", [["1250", "USD", "USD 1,250"]]],
    ["1.250,50 EUR", [["1250.5", "EUR", "1.250,50 EUR"]]],
    ["₦250,000", [["250000", "NGN", "₦250,000"]]],
    ["paid 15k naira", [["15000", "NGN", "15k naira"]]],
    ["1 200,50 €", [["1200.5", "EUR", "1 200,50 €"]]],
    ["€10,5", [["10.5", "EUR", "€10,5"]]],
    ["refund (1,200.00)", [["-1200", null, "(1,200.00)"]]],
    ["1.250.000", [["1250000", null, "1.250.000"]]],
    ["NGN4500", [["4500", "NGN", "NGN4500"]]],
    ["-50 USD", [["-50", "USD", "-50 USD"]]],
    ["2.5m", [["2500000", null, "2.5m"]]],
    ["R$ 10,00", [["10", "BRL", "R$ 10,00"]]],
    ["CHF 1'250.75", [["1250.75", "CHF", "CHF 1'250.75"]]],
    ["150 dollars", [["150", "USD", "150 dollars"]]],
    ["in 2026 we paid 300 GBP", [["300", "GBP", "300 GBP"]]],
    ["paid 1e30 for rent", []],
    ["paid 5,000 on the 16th", [["5000", null, "5,000"]]],
    ["his 3rd payment of $40", [["40", "USD", "$40"]]],
  ])("%s", (text, expected) => {
    expect(amounts(text)).toEqual(expected);
  });

  it("reads back any number formatted in en-US, de-DE, fr-FR or de-CH", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom("en-US", "de-DE", "fr-FR", "de-CH"),
        (whole, cents, locale) => {
          const value = whole + cents / 100;
          const written = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
            value,
          );
          const expected = `${whole}.${String(cents).padStart(2, "0")}`.replace(/\.?0+$/, "");
          expect(normaliseNumber(written.replace(/\u202f|\u00a0/g, " "))).toBe(expected === "" ? "0" : expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("dates and terms", () => {
  const today = "2026-11-22"; // a Sunday
  const first = (text: string, monthFirst = false) => findDates(text, today, { monthFirst })[0]?.value;

  it("skips chrono only for texts where chrono finds no date (every eval prompt, both orders)", () => {
    const prompts = [development, development2, development3, heldOut].flatMap((corpus) =>
      corpus.cases.map((c: { prompt?: string }) => c.prompt ?? ""),
    );
    prompts.push(
      "due in 7days",
      "on the 3rd and paid",
      "20260105",
      "Sept 4",
      "4th July",
      "end of month",
      "a fortnight ago",
    );
    expect(prompts.length).toBeGreaterThan(500);
    for (const text of prompts)
      for (const monthFirst of [false, true])
        expect([text, findDates(text, today, { monthFirst })]).toEqual([
          text,
          chronoDates(text, today, { monthFirst }),
        ]);
  });
  it.each([
    ["paid yesterday", "2026-11-21"],
    ["today", "2026-11-22"],
    ["last Friday", "2026-11-20"],
    ["two weeks ago", "2026-11-08"],
    ["invoice dated 2026-11-01", "2026-11-01"],
    ["on 5 March", "2026-03-05"],
    ["due 15 December 2026", "2026-12-15"],
    ["01/11/2026", "2026-11-01"],
    // A day of the month alone: this month's, or last month's when it has not come yet.
    ["paid shop rent from fidelity on the 1st", "2026-11-01"],
    ["consulting fee paid into Fidelity on the 17th", "2026-11-17"],
    ["dated the 3rd, due in 10 days", "2026-11-03"],
    ["paid on the 30th", "2026-10-30"],
    ["on the 22nd of this month", "2026-11-22"],
    ["Repair service income 48k cash 19th", "2026-11-19"],
    ["paid 5k, 2nd. Thanks", "2026-11-02"],
    // After "on the" or a weekday a name may follow; "yday" is yesterday.
    ["on the 18th Blue Crest paid in 215,000", "2026-11-18"],
    ["and on Monday the 16th Tunde refunded 12,000", "2026-11-16"],
    ["yday: pos spar 12,300 out", "2026-11-21"],
    ["Fuel for the trip to Ibadan: NGN 42,000 on the access card, day before yesterday", "2026-11-20"],
    // Two digits after a month are a year only when near: "3 March 12 crates" is 3 March.
    ["Sold on 3 March 12 crates of eggs at 2,500 each", "2026-03-03"],
    // "November 1" is the start of "1.2m": the amount, not a date; the month's end is.
    ["Staff salaries for November 1.2m from Zenith, end of month", "2026-11-30"],
  ])("%s -> %s", (text, expected) => {
    expect(first(text)).toBe(expected);
  });
  it("says whether the year was stated or inferred", () => {
    expect(findDates("on 1 November 2027, on 5 March, yesterday", today).map((d) => [d.value, d.yearStated])).toEqual([
      ["2027-11-01", true],
      ["2026-03-05", false],
      ["2026-11-21", true],
    ]);
  });
  it("reads numeric dates month-first for US businesses, and ignores durations and bare years", () => {
    expect(first("01/11/2026", true)).toBe("2026-01-11");
    expect(findDates("3 hours of consulting", today)).toEqual([]);
    expect(findDates("deliver to the office on the 1st floor", today)).toEqual([]);
    expect(findDates("meeting on the 2nd day of the audit", today)).toEqual([]);
    // The latest 31st before today's (February has none).
    expect(findDates("on the 31st", "2026-03-10").map((d) => d.value)).toEqual(["2026-01-31"]);
    expect(findDates("in 2026", today)).toEqual([]);
  });

  it("takes a possessive period for whose, not when", () => {
    expect(findDates("accrue last year's audit fee", today)).toEqual([]);
    expect(findDates("this month's rent, paid yesterday", today).map((d) => d.value)).toEqual([
      findDates("yesterday", today)[0]!.value,
    ]);
  });
  it.each([
    ["net 30", 30],
    ["Net-45", 45],
    ["due in 14 days", 14],
    ["payable within 7 days", 7],
    ["due in two weeks", 14],
    ["due on receipt", 0],
    ["paid in full", null],
    ["payable within a week", 7],
    ["they will pay in 3 weeks", 21],
    ["payment within 1 month", 30],
    ["45k haulage due 30 days", 30],
    ["supplied on 30 days' credit", 30],
    ["60-day terms", 60],
    ["terms: 14 days", 14],
    ["6 wheelbarrows 38,500 each due 2wks", 14],
    ["we pay 3 months rent in advance", null],
    ["They have 30 days to pay.", 30],
    ["inv adeyemi foods 30 cartons @ 7,850 + vat, 14 days", 14],
    ["1 repair job 85,000 plus parts 3 x 12,000. 14 days", 14],
    ["Payment due in a fortnight.", 14],
    ["2 days of training at 50,000", null],
    ["transport 25,000. to be paid in 2 weeks", 14],
  ])("terms: %s", (text, days) => {
    expect(findTermsDays(text)).toBe(days);
  });
  it.each([
    ["invoice funmilayo adebayo, Nov 18, tailoring service", "2026-11-18", "Nov 18"],
    ["paid with the GTB card on Nov 17", "2026-11-17", "Nov 17"],
    ["dated the 28th of last month for the retainer", "2026-10-28", "dated the 28th of last month"],
  ])("reads a month and its day in either order, and 'the 28th of last month': %s", (text, value, written) => {
    const [date] = findDates(text, "2026-11-23");
    expect([date?.value, text.slice(date!.start, date!.end)]).toEqual([value, written]);
  });
  it("reads a due day of the month alone as the next one", () => {
    const due = (text: string) => billSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0];
    expect(due("Bill from Tunde Bakare for 3 ceiling fans @ 12k each, due on the 27th")?.due_date).toBe("2026-11-27");
    expect(due("Bill from Tunde Bakare for repairs 45,000, due on the 20th")?.due_date).toBe("2026-12-20");
  });
  it("leaves a count after a date to the items (chrono would read it as the hour)", () => {
    const text = "inv Bolanle Stores 05/03/2026, 12 cartons peak milk x 28,000";
    const [date] = findDates(text, "2026-11-23");
    expect(text.slice(date!.start, date!.end)).toBe("05/03/2026");
    expect(invoiceSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0]?.record_items).toMatchObject([
      { quantity: "12", unit_price: "28000" },
    ]);
  });
  it("adds days across months and years", () => {
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});

describe("line items", () => {
  it.each([
    [
      "Invoice Ade for servicing of 3 generators at 25,000 each",
      [{ description: "servicing of generators", quantity: "3", unit_price: "25000", currency: null }],
    ],
    [
      "1,000 branded calendars for customers @ ₦1,850",
      [{ description: "branded calendars for customers", quantity: "1000", unit_price: "1850", currency: "NGN" }],
    ],
    [
      "installation of both @ 5,000 per unit",
      [{ description: "installation of both", quantity: "2", unit_price: "5000", currency: null }],
    ],
    [
      "the 2 branding packages we agreed (N650,000 each)",
      [{ description: "branding packages we agreed", quantity: "2", unit_price: "650000", currency: "NGN" }],
    ],
    [
      "a 3-night stay at the guest house, 25,000 per night",
      [{ description: "stay at the guest house", quantity: "3", unit_price: "25000", currency: null }],
    ],
    [
      "Invoice Acme Ltd for 3 hours of consulting at 150 USD each and a setup fee of 200, due in 30 days",
      [
        { description: "consulting", quantity: "3", unit_price: "150", currency: "USD" },
        { description: "setup fee", quantity: "1", unit_price: "200", currency: null },
      ],
    ],
    ["12 reams of paper at 4,500 NGN", [{ description: "paper", quantity: "12", unit_price: "4500", currency: "NGN" }]],
    [
      "2 x Widget @ $10, 1 x Gadget @ $25.50",
      [
        { description: "Widget", quantity: "2", unit_price: "10", currency: "USD" },
        { description: "Gadget", quantity: "1", unit_price: "25.5", currency: "USD" },
      ],
    ],
    [
      "website design for $1,500",
      [{ description: "website design", quantity: "1", unit_price: "1500", currency: "USD" }],
    ],
    [
      "5 chairs at ₦20,000 each plus delivery of ₦5,000",
      [
        { description: "chairs", quantity: "5", unit_price: "20000", currency: "NGN" },
        { description: "delivery", quantity: "1", unit_price: "5000", currency: "NGN" },
      ],
    ],
    [
      "two days of training at 800 EUR per day",
      [{ description: "training", quantity: "2", unit_price: "800", currency: "EUR" }],
    ],
    ["Paid for fuel from GTBank yesterday", []],
    // One amount with what it was for, either way round.
    ["$250 for consulting", [{ description: "consulting", quantity: "1", unit_price: "250", currency: "USD" }]],
    [
      "₦75,000 for the website hosting",
      [{ description: "website hosting", quantity: "1", unit_price: "75000", currency: "NGN" }],
    ],
    ["consulting 300,000 NGN", [{ description: "consulting", quantity: "1", unit_price: "300000", currency: "NGN" }]],
    ["logo design - $400", [{ description: "logo design", quantity: "1", unit_price: "400", currency: "USD" }]],
    // "and" before a quantity splits; the article after it stays with its item.
    [
      "10 hours of consulting at $100/hour and 2 hours of installation at $80/hour",
      [
        { description: "consulting", quantity: "10", unit_price: "100", currency: "USD" },
        { description: "installation", quantity: "2", unit_price: "80", currency: "USD" },
      ],
    ],
    [
      "6 bags of rice at 46,000 each and 3 cartons of oil at 18,500 each",
      [
        { description: "rice", quantity: "6", unit_price: "46000", currency: null },
        { description: "oil", quantity: "3", unit_price: "18500", currency: null },
      ],
    ],
    [
      "a banner at 50,000 and an installation fee of 20,000",
      [
        { description: "banner", quantity: "1", unit_price: "50000", currency: null },
        { description: "installation fee", quantity: "1", unit_price: "20000", currency: null },
      ],
    ],
    // Bulleted lists, "x" and "@" in any spacing, the count before the price.
    [
      "- 10 drums of disinfectant @ 45,000\n- 5 knapsack sprayers @ 18,500\n- delivery 15,000",
      [
        { description: "disinfectant", quantity: "10", unit_price: "45000", currency: null },
        { description: "knapsack sprayers", quantity: "5", unit_price: "18500", currency: null },
        { description: "delivery", quantity: "1", unit_price: "15000", currency: null },
      ],
    ],
    [
      "12 cartons peak milk x 28,000",
      [{ description: "peak milk", quantity: "12", unit_price: "28000", currency: null }],
    ],
    [
      "25 x 4,000 for vaccine vials",
      [{ description: "vaccine vials", quantity: "25", unit_price: "4000", currency: null }],
    ],
    ["24 tins of paint 6,500 each", [{ description: "paint", quantity: "24", unit_price: "6500", currency: null }]],
    [
      "500 litres of diesel at ₦1,150 per litre for the generator",
      [{ description: "diesel", quantity: "500", unit_price: "1150", currency: "NGN" }],
    ],
    // One item split by a comma: the thing, then its count and price.
    [
      "consulting, 12.5 hours @ 20,000",
      [{ description: "consulting", quantity: "12.5", unit_price: "20000", currency: null }],
    ],
    [
      "10 hours of consulting, $200 per hour",
      [{ description: "consulting", quantity: "10", unit_price: "200", currency: "USD" }],
    ],
    // A stated total before the count and price: the count and price make the line.
    [
      "£2,400 for 2 days of training at £1,200 per day",
      [{ description: "training", quantity: "2", unit_price: "1200", currency: "GBP" }],
    ],
    // A count inside the words before the price is the item's count, not part of its name.
    [
      "the staff party 150 food packs at 3,500 per pack",
      [{ description: "food packs", quantity: "150", unit_price: "3500", currency: null }],
    ],
    [
      "bought 4 ceiling fans at 38,000 each",
      [{ description: "ceiling fans", quantity: "4", unit_price: "38000", currency: null }],
    ],
    // The price after a comma, with the naira's N before it; a "+" before the VAT ends the item.
    [
      "25 cartons of hand sanitizer, N6,200 per carton",
      [{ description: "hand sanitizer", quantity: "25", unit_price: "6200", currency: "NGN" }],
    ],
    [
      "staff training, 2 days @ ₦350,000/day + 7.5% VAT",
      [{ description: "staff training", quantity: "2", unit_price: "350000", currency: "NGN" }],
    ],
    // The count times the price, then the thing; the count, "each" and the price, then "of" the thing.
    [
      "3 x 4,500 phone cases and 2 x 12,000 power banks",
      [
        { description: "phone cases", quantity: "3", unit_price: "4500", currency: null },
        { description: "power banks", quantity: "2", unit_price: "12000", currency: null },
      ],
    ],
    [
      "10 units each 2,000 of LED bulbs and 4 extension boxes each 6,500",
      [
        { description: "LED bulbs", quantity: "10", unit_price: "2000", currency: null },
        { description: "extension boxes", quantity: "4", unit_price: "6500", currency: null },
      ],
    ],
    // The total first, for a count: per unit when it divides.
    ["1.2m for 400 crates of eggs", [{ description: "eggs", quantity: "400", unit_price: "3000", currency: null }]],
    // A charge no one counts, its price before it.
    [
      "15 bags of poultry feed @ 12,000, plus 5,000 transport",
      [
        { description: "poultry feed", quantity: "15", unit_price: "12000", currency: null },
        { description: "transport", quantity: "1", unit_price: "5000", currency: null },
      ],
    ],
    // An article is no count of a thing counted inside it.
    [
      "Need an invoice out - 40 hours of software development at USD 95/hr",
      [{ description: "software development", quantity: "40", unit_price: "95", currency: "USD" }],
    ],
    // A bare number after "x" is a count of units, not a price.
    ["2 x 5 litre paint", []],
    // No "at" inside a word ("installation").
    ["2 x installation €3,000", [{ description: "installation", quantity: "2", unit_price: "3000", currency: "EUR" }]],
    [
      "2 days' brand workshop at £650 per day",
      [{ description: "brand workshop", quantity: "2", unit_price: "650", currency: "GBP" }],
    ],
  ])("%s", (text, expected) => {
    expect(findLineItems(text)).toEqual(expected);
  });
});

describe("one sum and what it bought", () => {
  const source = { prompt: "", today: "2026-11-23" };
  const cases: [string, string, string, string][] = [
    ["bill from Kanu Logistics 45k haulage", "haulage", "45000", "Kanu Logistics"],
    [
      "Bill from Victoria Court Properties for warehouse rent of ₦1.5m",
      "warehouse rent",
      "1500000",
      "Victoria Court Properties",
    ],
    ["Bill from Eko Power Ltd for prepaid meter units 60k, VAT 7.5%", "prepaid meter units", "60000", "Eko Power Ltd"],
  ];
  for (const [prompt, description, price, contact] of cases) {
    it(prompt, () => {
      const result = billSpec.fromText(prompt, { ...source, prompt });
      expect(result.problems).toEqual([]);
      expect(result.records[0]).toMatchObject({
        contact,
        record_items: [{ description, quantity: "1", unit_price: price }],
      });
    });
  }

  it("an order number is no item (it stays in the narration)", () => {
    const prompt = "Bill from Sahel Agro Supplies Ltd: 30 bags soybeans @ 48,000, 20 bags maize @ 39,500, PO 7781";
    const result = billSpec.fromText(prompt, { ...source, prompt });
    expect(result.records[0]!.record_items.map((i) => i.description)).toEqual(["soybeans", "maize"]);
    expect(result.records[0]!.narration).toContain("PO 7781");
  });

  it("not when the sentence holds a count, another number or no words for the thing", () => {
    for (const prompt of ["Bill from Kanu Logistics 45k", "Bill from Kanu Logistics 3 haulage runs 45k"]) {
      const result = billSpec.fromText(prompt, { ...source, prompt });
      const items = result.records[0]?.record_items ?? [];
      expect(
        items.some((i) => i.description === "haulage runs" && i.quantity === "1"),
        prompt,
      ).toBe(false);
    }
  });
});

describe("account names", () => {
  it.each([
    ["new liability account – Payroll Taxes Payable", "Payroll Taxes Payable", "liability"],
    ["add expense acct: Repairs and Maintenance", "Repairs and Maintenance", "expense"],
    // "account" is the kind of record, not part of the name, unless the name is given as such.
    ["Create a Drawings account (equity)", "Drawings", "equity"],
    ["Create an equity account called Capital Account", "Capital Account", "equity"],
    ["Add Marketing Expenses (code 6300) under expenses", "Marketing Expenses", "expense"],
    ["Set up Motor Vehicles as a fixed asset account, code 1520", "Motor Vehicles", "asset"],
    ["create account Staff Welfare — it's an expense", "Staff Welfare", "expense"],
    // The kind said of the account wins over the words of its name.
    ["Add a liability account called Deferred Revenue with code 2350", "Deferred Revenue", "liability"],
    ["Add a loan account 'Bank of Industry Loan' as a liability", "Bank of Industry Loan", "liability"],
    ["Set up Drawings as an equity account with code 3175", "Drawings", "equity"],
    [
      "Add a long term liability account for the Bank of Industry loan, name it BOI Term Loan",
      "BOI Term Loan",
      "liability",
    ],
    // The code written before the name, and the name before its kind.
    ["Create account 6220, Vehicle Repairs (expense)", "Vehicle Repairs", "expense"],
    ["Add an asset account Computer Equipment, code 1530, a fixed asset", "Computer Equipment", "asset"],
    ["code 4920: Discount Received, an other income account", "Discount Received", "revenue"],
    ["add a cash account, Till Cash, code 1015", "Till Cash", "asset"],
    ["Keystone Bank savings, acct no 6071829344, account name Ota Ventures Ltd", "Keystone Bank savings", "asset"],
    // Politeness between the kind and the name; whose the account is; the kind qualified,
    // as a label, or after the name with no "account".
    ["expense account pls — Courier Charges, code 6180", "Courier Charges", "expense"],
    ["Open an equity account for our Directors' Current Account, code 3300", "Directors' Current Account", "equity"],
    ["Add Plant & Machinery under non-current assets, code 1560", "Plant & Machinery", "asset"],
    ["new current liability: Accrued Audit Fees, 2180", "Accrued Audit Fees", "liability"],
    ["Add Staff Loans as a current asset, code 1340", "Staff Loans", "asset"],
    ["2190 - Withholding Tax Payable, current liability", "Withholding Tax Payable", "liability"],
    ["Create account 6610 Generator Fuel (expense)", "Generator Fuel", "expense"],
  ])("after a dash or 'acct:': %s", (text, name, type) => {
    expect(accountSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0]).toMatchObject({ name, type });
  });
  it("reads a code written before the name as the code", () => {
    const read = (text: string) => accountSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0];
    expect(read("Create account 6610 Generator Fuel (expense)")?.code).toBe("6610");
    expect(read("2190 - Withholding Tax Payable, current liability")).toMatchObject({
      code: "2190",
      sub_type: "current_liability",
    });
    expect(read("Create account 6220, Vehicle Repairs (expense)")?.code).toBe("6220");
    expect(read("code 4920: Discount Received, an other income account")).toMatchObject({
      code: "4920",
      sub_type: "other_income",
    });
  });
  it.each([
    // A sub-account named only by its parent is of the parent's kind, and of its section.
    ["new sub-account 'Generator Diesel' under Utilities, code 6210", "Generator Diesel", "expense", null],
    ['add a sub account "Freight In" under Cost of Goods Sold', "Freight In", "expense", "cost_of_sales"],
    ["add 'Scrap Sales' as a sub-account of Other Income, 4910", "Scrap Sales", "revenue", "other_income"],
    // A section of the chart said after the name, and a kind's word cut short.
    ["Code 5120 – Clearing Charges, cost of sales", "Clearing Charges", "expense", "cost_of_sales"],
    ["non-current liab: Director's Loan, code 2530", "Director's Loan", "liability", null],
    ["long term liab. - Equipment Lease, code 2540", "Equipment Lease", "liability", "long_term_liability"],
  ])("reads the kind from a parent, a section or a short word: %s", (text, name, type, subType) => {
    const draft = accountSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0];
    expect(draft).toMatchObject({ name, type });
    if (subType) expect(draft?.sub_type).toBe(subType);
  });
  it("refuses to guess the kind of a sub-account whose parent the default chart does not name", () => {
    const text = "add sub-account 'Diesel' under Generator Costs, code 6110";
    expect(accountSpec.fromText(text, { prompt: text, today: "2026-11-23" }).problems[0]?.field).toBe("type");
  });
});

describe("an account's opening balance", () => {
  it("reads the holder after 'a/c name' and what the account already has in it", () => {
    const read = (text: string) => accountSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0];
    expect(read("new bank acct - Access, 0690000031, a/c name Ota Ventures Ltd, opening bal 500k")).toMatchObject({
      account_name: "Ota Ventures Ltd",
      opening_balance: "500000",
    });
    expect(read("GTBank dollar account 0123456785 - it already has 2,000 dollars in it")).toMatchObject({
      currency: "USD",
      opening_balance: "2000",
    });
  });
  it("reads a kind whose words a hyphen joins, and a plural kind", () => {
    const read = (text: string) => accountSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0];
    expect(read("new other-income account: Scrap Sales, code 4930")?.sub_type).toBe("other_income");
    expect(read("Add Office Partitions under fixed assets, code 1550")?.sub_type).toBe("fixed_asset");
  });
  it("is read as brought forward or as what the balance was, with the holder's name however labelled", () => {
    const read = (text: string) => accountSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0];
    expect(read("Wema Bank current, acct 0123456789, balance b/f 2.4m at 31/12/2025")).toMatchObject({
      opening_balance: "2400000",
      opening_balance_date: "2025-12-31",
    });
    expect(
      read(
        "Add our Access account 0690000031 (account name: Ota Ventures Ltd). The balance was 75,000 as at 31/01/2026.",
      ),
    ).toMatchObject({ account_name: "Ota Ventures Ltd", opening_balance: "75000", opening_balance_date: "2026-01-31" });
    expect(read("GTBank account 0123456785, name on account: Ota Ventures Ltd, opening balance N10,000")).toMatchObject(
      {
        account_name: "Ota Ventures Ltd",
        opening_balance: "10000",
      },
    );
  });
  it("takes 'at ₦1,560' after a foreign balance for its rate, and refuses nothing for it", () => {
    const text = "Add a Zenith GBP domiciliary account, 5070000014, opening balance £3,000 at ₦2,050 as of 2 Feb 2026";
    const { records, problems } = accountSpec.fromText(text, { prompt: text, today: "2026-11-23" });
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject({ currency: "GBP", opening_balance: "3000", exchange_rate: "2050" });
  });
  it("is read after 'with' too, and its digits are no code", () => {
    const text = "Set up Petty Cash account with 20,000";
    expect(accountSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0]).toMatchObject({
      name: "Petty Cash",
      sub_type: "cash",
      code: null,
      opening_balance: "20000",
    });
  });
  it("is read as 'a balance of' too", () => {
    const text =
      "Set up UBA USD domiciliary account 2154368791 with a balance of $5,000 as of 1 March 2026, rate ₦1,545";
    expect(accountSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0]).toMatchObject({
      sub_type: "bank",
      currency: "USD",
      opening_balance: "5000",
      opening_balance_date: "2026-03-01",
      exchange_rate: "1545",
    });
  });
});

describe("described journal entries", () => {
  const lines = (text: string) =>
    journalSpec
      .fromText(text, { prompt: text, today: "2026-11-23" })
      .records[0]?.lines.map((l) => [l.account, l.debit, l.credit]);
  it("reads a correction by its subject, a reclass of something wrongly posted, and interest posted where it says", () => {
    expect(lines("correction: bank charges of 3,200 were booked to travel by mistake. fix it")).toEqual([
      ["bank charges", "3200", "0"],
      ["travel", "0", "3200"],
    ]);
    expect(
      lines("Reclass ₦45,000 of toner wrongly posted to Office Equipment on 4 March - move it to Office Supplies."),
    ).toEqual([
      ["Office Supplies", "45000", "0"],
      ["Office Equipment", "0", "45000"],
    ]);
    expect(lines("journal: interest of 6,430.50 credited to access savings for feb, post to Other Income")).toEqual([
      ["access savings", "6430.5", "0"],
      ["Other Income", "0", "6430.5"],
    ]);
  });
  it("posts an exchange difference against what is owed, and cash lodged from the cash box", () => {
    expect(lines("FX loss of ₦46,500 when we paid Halden & Rowe - post it against payables, 12 March")).toEqual([
      ["Foreign Exchange Gain/Loss", "46500", "0"],
      ["Accounts Payable", "0", "46500"],
    ]);
    expect(lines("FX gain of 12,000 on the Northwind receivable")).toEqual([
      ["Accounts Receivable", "12000", "0"],
      ["Foreign Exchange Gain/Loss", "0", "12000"],
    ]);
    expect(lines("Lodged 380k from the cash box into access savings on the 6th, pls journal")).toEqual([
      ["access savings", "380000", "0"],
      ["Cash", "0", "380000"],
    ]);
    // "Dr AP": a control account written short takes the contact the prompt names.
    const text = "Settled Globex's invoice - paid ₦632,100 from zenith on 3rd March. Journal it Dr AP / Cr zenith.";
    const knownContact = { name: "Globex Nigeria Limited", written: "Globex" };
    expect(
      journalSpec.fromText(text, { prompt: text, today: "2026-03-18", knownContact }).records[0]?.lines[0],
    ).toMatchObject({
      account: "Accounts Payable",
      contact: "Globex Nigeria Limited",
    });
  });
  it("works out the workings beside the amount: a division, a sum in brackets, straight-line depreciation", () => {
    expect(lines("Release one month of the prepaid rent (2.4m / 12) to rent expense, 31/03/2026")).toEqual([
      ["rent", "200000", "0"],
      ["Prepaid Expenses", "0", "200000"],
    ]);
    expect(
      lines(
        "Zenith charges for Feb (COT 3,250 + SMS alerts 1,200 + stamp duty 50): Dr Bank Charges 4,500, Cr Zenith 4,500",
      ),
    ).toEqual([
      ["Bank Charges", "4500", "0"],
      ["Zenith", "0", "4500"],
    ]);
    // (A sum in brackets that is not the amount stays, and is refused as unplaced.)
    expect(lines("(COT 3,250 + SMS 1,000): Dr Bank Charges 4,500, Cr Zenith 4,500")).toBeUndefined();
    expect(
      lines(
        "Depreciate office equipment costing 6,000,000 straight line over 5 years with no residual value - one month's charge",
      ),
    ).toEqual([
      ["Depreciation Expense", "100000", "0"],
      ["Accumulated Depreciation", "0", "100000"],
    ]);
    expect(
      lines("Depreciation on the van: cost 4.8m, straight line over 4 years, residual value 800k, annual charge"),
    ).toEqual([
      ["Depreciation Expense", "1000000", "0"],
      ["Accumulated Depreciation", "0", "1000000"],
    ]);
    // A life in months, and the count of the things depreciated no amount.
    expect(
      lines("Straight-line depreciation on the 3 printers: cost 720,000 over 24 months. One month's charge."),
    ).toEqual([
      ["Depreciation Expense", "30000", "0"],
      ["Accumulated Depreciation", "0", "30000"],
    ]);
    // The method names the entry, and the life may be written short.
    expect(lines("monthly charge for the printers - cost 720,000, 2 yrs straight line")).toEqual([
      ["Depreciation Expense", "30000", "0"],
      ["Accumulated Depreciation", "0", "30000"],
    ]);
  });
  it("works a payroll from its gross, what was withheld and the net, and a credit sale from its goods and VAT", () => {
    expect(
      lines("Payroll for Feb: gross pay 900,000; pension withheld 60,000; net salaries 840,000 paid from GTB."),
    ).toEqual([
      ["Salaries and Wages", "900000", "0"],
      ["Accrued Liabilities", "0", "60000"],
      ["GTB", "0", "840000"],
    ]);
    // Parts that do not add up are no payroll: refused as several amounts.
    expect(lines("Payroll: gross pay 900,000; pension withheld 50,000; net pay 840,000 paid from GTB")).toBeUndefined();
    expect(lines("credit sale to Ada Stores: goods 200,000 + VAT 15,000 = 215,000 receivable")).toEqual([
      ["Accounts Receivable", "215000", "0"],
      ["Sales", "0", "200000"],
      ["VAT Payable", "0", "15000"],
    ]);
  });
  it("posts an exchange difference named among its working, the foreign sum left to its invoice", () => {
    expect(
      lines("Paid Kessler's EUR 1,000 bill: booked at 1,650,000, paid 1,700,000. Post the 50,000 FX loss to payables"),
    ).toEqual([
      ["Foreign Exchange Gain/Loss", "50000", "0"],
      ["Accounts Payable", "0", "50000"],
    ]);
    // A difference that is not what the two differ by: refused as several amounts.
    expect(
      lines("Paid Kessler's EUR 1,000 bill: booked at 1,650,000, paid 1,700,000. Post the 40,000 FX loss to payables"),
    ).toBeUndefined();
  });
  it("reads no amount in a document's code", () => {
    expect(lines("Paid Sahara invoice SOM/2026/0412 from zenith: Dr Rent 90,000 / Cr Zenith 90,000")).toEqual([
      ["Rent", "90000", "0"],
      ["Zenith", "0", "90000"],
    ]);
  });
  it("reads transfers out of an account, between credit balances, and settling what is owed", () => {
    expect(lines("Transfer cost of goods sold for March, 1,863,200, out of inventory")).toEqual([
      ["cost of goods sold", "1863200", "0"],
      ["inventory", "0", "1863200"],
    ]);
    expect(
      lines("Transfer the 2025 profit of 2,340,000 sitting in Opening Balance Equity to Retained Earnings"),
    ).toEqual([
      ["Opening Balance Equity", "2340000", "0"],
      ["Retained Earnings", "0", "2340000"],
    ]);
    expect(lines("abeg move 500k from zenith enter access savings")).toEqual([
      ["access savings", "500000", "0"],
      ["zenith", "0", "500000"],
    ]);
    expect(lines("Clear the Feb payroll accrual - we paid the 4.62m salaries from Zenith on 2 March")).toEqual([
      ["Accrued Liabilities", "4620000", "0"],
      ["Zenith", "0", "4620000"],
    ]);
    expect(lines("March payroll accrual: salaries 4,850,000, to be paid 5 April")).toEqual([
      ["salaries", "4850000", "0"],
      ["Accrued Liabilities", "0", "4850000"],
    ]);
    expect(lines("Brightstar paid their outstanding 1,350,000 into Zenith - clear the receivable")).toEqual([
      ["Zenith", "1350000", "0"],
      ["Accounts Receivable", "0", "1350000"],
    ]);
    expect(lines("Paid Kano Grains 2,100,000 from Access against their bills")).toEqual([
      ["Accounts Payable", "2100000", "0"],
      ["Access", "0", "2100000"],
    ]);
  });
  it("reads 'put in 3m' as three million, not in three minutes", () => {
    expect(findDates("Owner put in 3m as additional capital", "2026-11-23")).toEqual([]);
    expect(lines("Owner put in 3m as additional capital, paid into Fidelity on 2 November 2026")?.[0]?.[1]).toBe(
      "3000000",
    );
  });
  it("reads lines written account first, and a side word with no amount as a word", () => {
    expect(lines("JE 20/11/2026 — COGS Dr 340,000 / Inventory Cr 340,000")).toEqual([
      ["Cost of Goods Sold", "340000", "0"],
      ["Inventory", "0", "340000"],
    ]);
    expect(
      lines("Opening balances as at 1 Nov 2026:\nCash 350,000 Dr\nLoans Payable 150,000 Cr\nOwner's Equity 200,000 Cr"),
    ).toEqual([
      ["Cash", "350000", "0"],
      ["Loans Payable", "0", "150000"],
      ["Owner's Equity", "0", "200000"],
    ]);
    expect(lines("reverse the accrual – Accrued Liabilities Dr 68,400, Utilities Cr 68,400")).toEqual([
      ["Accrued Liabilities", "68400", "0"],
      ["Utilities", "0", "68400"],
    ]);
    expect(lines("Record a credit sale: debit Cash 462,250, credit Sales 430,000, credit VAT Payable 32,250")).toEqual([
      ["Cash", "462250", "0"],
      ["Sales", "0", "430000"],
      ["VAT Payable", "0", "32250"],
    ]);
  });
  it("reads loans by their parts, corrections 'instead of', lodgements, stock taken home, bad debts and credit purchases", () => {
    expect(
      lines("Monthly loan instalment of 416,667 paid from Zenith today — 333,334 principal and 83,333 interest"),
    ).toEqual([
      ["Loans Payable", "333334", "0"],
      ["Interest Expense", "83333", "0"],
      ["Zenith", "0", "416667"],
    ]);
    // Parts that do not add up to the total written are refused, not guessed.
    expect(lines("Loan instalment of 400,000 from Zenith: 333,334 principal and 83,333 interest")).toBeUndefined();
    expect(lines("We got a 5m loan from LAPO, it landed in our GTB account on the 16th")).toEqual([
      ["GTB account", "5000000", "0"],
      ["Loans Payable", "0", "5000000"],
    ]);
    expect(lines("the 25k diesel was posted to Travel instead of Fuel and Transport, pls fix")).toEqual([
      ["Fuel and Transport", "25000", "0"],
      ["Travel", "0", "25000"],
    ]);
    expect(lines("Lodged 200k cash into the GTB account this morning")).toEqual([
      ["GTB account", "200000", "0"],
      ["Cash", "0", "200000"],
    ]);
    expect(lines("Madam took 45k worth of stock home for family use")).toEqual([
      ["Drawings|Owner's Equity", "45000", "0"],
      ["Inventory", "0", "45000"],
    ]);
    expect(lines("The MD took 250k from GTB for his children's school fees (personal, not business)")).toEqual([
      ["Drawings|Owner's Equity", "250000", "0"],
      ["GTB", "0", "250000"],
    ]);
    expect(lines("Please write off the 65k Chioma Eze owes us as a bad debt")).toEqual([
      ["Bad Debts|Bad Debt Expense", "65000", "0"],
      ["Accounts Receivable", "0", "65000"],
    ]);
    expect(lines("Bought a photocopier on credit from Brightway for 650k, record it as office equipment")).toEqual([
      ["office equipment", "650000", "0"],
      ["Accounts Payable", "0", "650000"],
    ]);
    expect(lines("JE - accrue Nov salaries N850,000 at month end")).toEqual([
      ["salaries", "850000", "0"],
      ["Accrued Liabilities", "0", "850000"],
    ]);
    expect(lines("Move 500k into Access savings from the Zenith current account")).toEqual([
      ["Access savings", "500000", "0"],
      ["Zenith current account", "0", "500000"],
    ]);
    // Income moved between revenue accounts leaves the wrong one's credit.
    expect(
      lines("cash sales of 95,000 were wrongly posted to other income yesterday. pls move it to sales today"),
    ).toEqual([
      ["other income", "95000", "0"],
      ["sales", "0", "95000"],
    ]);
    expect(
      lines("Record opening balances: Cash 350,000 and Inventory 2,400,000 against Opening Balance Equity"),
    ).toEqual([
      ["Cash", "350000", "0"],
      ["Inventory", "2400000", "0"],
      ["Opening Balance Equity", "0", "2750000"],
    ]);
    expect(
      lines(
        "Opening balances as at 1 Jan 2026: Cash 150,000; Office Equipment 2,800,000; Accumulated Depreciation 600,000; Loans Payable 1,000,000. Balance the difference to Opening Balance Equity.",
      ),
    ).toEqual([
      ["Cash", "150000", "0"],
      ["Office Equipment", "2800000", "0"],
      ["Accumulated Depreciation", "0", "600000"],
      ["Loans Payable", "0", "1000000"],
      ["Opening Balance Equity", "0", "1350000"],
    ]);
    expect(
      lines(
        "Loan repayment from Access savings: ₦250,000 in total, of which ₦212,500 is principal and ₦37,500 interest. We don't have an interest account, so post the interest to Bank Charges.",
      ),
    ).toEqual([
      ["Loans Payable", "212500", "0"],
      ["Bank Charges", "37500", "0"],
      ["Access savings", "0", "250000"],
    ]);
    expect(lines("Reclassify 9,800 sitting in Uncategorized Expense — it was bank charges. Date 12/11/2026")).toEqual([
      ["bank charges", "9800", "0"],
      ["Uncategorized Expense", "0", "9800"],
    ]);
    const onCredit = journalSpec.fromText(
      "Bought a photocopier on credit from Brightway for 650k, record it as office equipment",
      {
        prompt: "",
        today: "2026-11-23",
      },
    ).records[0]?.lines;
    expect(onCredit?.[1]).toMatchObject({ account: "Accounts Payable", credit: "650000", contact: "Brightway" });
    expect(lines("Write off the ₦1,250 rounding difference left on XYZ Supplier's payable to Other Income")).toEqual([
      ["Accounts Payable", "1250", "0"],
      ["Other Income", "0", "1250"],
    ]);
    expect(lines("The owner took ₦200,000 from Cash for personal use - charge it against Owner's Equity")).toEqual([
      ["Owner's Equity", "200000", "0"],
      ["Cash", "0", "200000"],
    ]);
    // Money the owner puts in is capital, personal or not; Opening Balance Equity is an account.
    expect(lines("Owner brought 250,000 personal cash into the business")).toEqual([
      ["Cash", "250000", "0"],
      ["Owner's Equity", "0", "250000"],
    ]);
    // (A credit balance moved between equity accounts leaves the one by a debit.)
    expect(lines("Move 200,000 from Opening Balance Equity to Owner's Equity")).toEqual([
      ["Opening Balance Equity", "200000", "0"],
      ["Owner's Equity", "0", "200000"],
    ]);
    // Lines written as the reversal itself stay as written.
    expect(lines("Reverse the original accrual: Dr Accrued Liabilities 50,000, Cr Professional Fees 50,000")).toEqual([
      ["Accrued Liabilities", "50000", "0"],
      ["Professional Fees", "0", "50000"],
    ]);
    const text = "JE - accrue Nov salaries N850,000 at month end";
    expect(journalSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0]?.date).toBe("2026-11-30");
  });
  it("reads lines in a table, 'DR.' lines under a date, a bracket naming whose receivable, and an entry reversed", () => {
    const entry = (text: string) => journalSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0];
    const payroll = entry(
      "Payroll journal, 25/03/2026\nAccount | Debit | Credit\nSalaries and Wages | 1,200,000.00 |\nZenith Bank Current Account | | 1,020,000.00\nAccrued Liabilities (PAYE) | | 120,000.00\nAccrued Liabilities (pension) | | 60,000.00",
    );
    expect(payroll?.date).toBe("2026-03-25");
    expect(payroll?.lines.map((l) => [l.account, l.debit, l.credit, l.description])).toEqual([
      ["Salaries and Wages", "1200000", "0", null],
      ["Zenith Bank Current Account", "0", "1020000", null],
      ["Accrued Liabilities", "0", "120000", "PAYE"],
      ["Accrued Liabilities", "0", "60000", "pension"],
    ]);
    const accruals = entry(
      "28-Feb-2026  February accruals\nDR. Utilities            84,000.00\nDR. Professional Fees   250,000.00\n    CR. Accrued Liabilities   334,000.00",
    );
    expect(accruals?.date).toBe("2026-02-28");
    expect(accruals?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Utilities", "84000", "0"],
      ["Professional Fees", "250000", "0"],
      ["Accrued Liabilities", "0", "334000"],
    ]);
    expect(
      entry(
        "Chinedu Okafor's 45,000 is never getting paid. Journal 17/03/2026: Dr Bad Debt Expense 45,000, Cr Accounts Receivable (Chinedu Okafor) 45,000.",
      )?.lines.map((l) => [l.account, l.credit, l.contact]),
    ).toEqual([
      ["Bad Debt Expense", "0", undefined],
      ["Accounts Receivable", "45000", "Chinedu Okafor"],
    ]);
    const reversal = entry(
      "Reverse the February audit fee accrual of ₦350,000 (originally Dr Professional Fees / Cr Accrued Liabilities) on 1 March 2026.",
    );
    expect(reversal?.date).toBe("2026-03-01");
    expect(reversal?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Professional Fees", "0", "350000"],
      ["Accrued Liabilities", "350000", "0"],
    ]);
    const told = entry(
      "Correction: an 18,000 taxi fare was posted to Office Supplies on 10 March; it should be Travel. Date the correction today.",
    );
    expect(told?.date).toBe("2026-03-18");
    expect(told?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Travel", "18000", "0"],
      ["Office Supplies", "0", "18000"],
    ]);
  });
  it("reads corrections, transfers 'of' an account and capital put 'into the business'", () => {
    expect(lines("reclass 15k that was booked to office supplies but was actually travel (uber fares)")).toEqual([
      ["travel", "15000", "0"],
      ["office supplies", "0", "15000"],
    ]);
    expect(lines("Transfer 200,000 of prepaid rent to rent expense for November")).toEqual([
      ["rent expense", "200000", "0"],
      ["prepaid rent", "0", "200000"],
    ]);
    expect(lines("Owner injected ₦5m cash into the business today")).toEqual([
      ["Cash", "5000000", "0"],
      ["Owner's Equity", "0", "5000000"],
    ]);
  });
  it("reads payments from a money account, stock losses, corrections that 'should have gone' elsewhere, and labelled lines", () => {
    expect(lines("Paid loan interest of 30k from GTB")).toEqual([
      ["loan interest", "30000", "0"],
      ["GTB", "0", "30000"],
    ]);
    expect(lines("20k posted to rent should have gone to utilities")).toEqual([
      ["utilities", "20000", "0"],
      ["rent", "0", "20000"],
    ]);
    expect(lines("Stock count short by 15k, write it off to cost of sales")).toEqual([
      ["Cost of Goods Sold", "15000", "0"],
      ["Inventory", "0", "15000"],
    ]);
    expect(lines("Paid 6 months insurance upfront, 120k, from Zenith")).toEqual([
      ["Prepaid Expenses", "120000", "0"],
      ["Zenith", "0", "120000"],
    ]);
    expect(lines("Journal entry: Utilities 45,000 debit, Accrued Liabilities 45,000 credit")).toEqual([
      ["Utilities", "45000", "0"],
      ["Accrued Liabilities", "0", "45000"],
    ]);
    expect(lines("Debit: Rent ₦300k; Credit: GTBank ₦300k")).toEqual([
      ["Rent", "300000", "0"],
      ["GTBank", "0", "300000"],
    ]);
  });
  it("reads paying an accrual, an accrual's amount before what it is for, and a loan received", () => {
    expect(lines("Settle the accrued audit fee, 250k, from Zenith")).toEqual([
      ["Accrued Liabilities", "250000", "0"],
      ["Zenith", "0", "250000"],
    ]);
    expect(lines("Accrue 120k for December electricity")).toEqual([
      ["electricity", "120000", "0"],
      ["Accrued Liabilities", "0", "120000"],
    ]);
    expect(lines("Record 2.5m received from the bank loan into GTB")).toEqual([
      ["GTB", "2500000", "0"],
      ["Loans Payable", "0", "2500000"],
    ]);
  });
  it("refuses an amount on no debit or credit line, quoted, instead of dropping it", () => {
    const text =
      "Journal: Dr Rent 300,000, Cr Cash 300,000 for November. The landlord says it goes up to 450,000 next year.";
    const read = journalSpec.fromText(text, { prompt: text, today: "2026-11-23" });
    expect(read.records).toEqual([]);
    expect(read.problems).toEqual([
      expect.objectContaining({ field: "prompt", message: expect.stringContaining('"450,000"') }),
    ]);
  });
  it("does not take the period an entry covers for an amount", () => {
    expect(lines("Paid 12 months office rent of 2.4m upfront from Fidelity, treat as a prepayment")).toEqual([
      ["Prepaid Expenses", "2400000", "0"],
      ["Fidelity", "0", "2400000"],
    ]);
  });
  it("reads words typed short on a phone: frm, thru, acct, yday, and 'pls' after an account", () => {
    expect(lines("shift 750k frm access savings to zenith pls, na for the salaries")).toEqual([
      ["zenith", "750000", "0"],
      ["access savings", "0", "750000"],
    ]);
    expect(lines("repaid 400k of the loan principal thru zenith today")).toEqual([
      ["Loans Payable", "400000", "0"],
      ["zenith", "0", "400000"],
    ]);
    const text = "the 8m bank loan hit our access acct yday";
    expect(journalSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0]).toMatchObject({
      date: "2026-03-17",
      lines: [
        { account: "access account", debit: "8000000" },
        { account: "Loans Payable", credit: "8000000" },
      ],
    });
    expect(lines("the 5m loan from GTB entered zenith")?.[0]).toEqual(["zenith", "5000000", "0"]);
  });
  it("knows the owner by what staff call them and by the money being their own", () => {
    for (const text of [
      "oga put 3m of his own money into the zenith acct as capital",
      "madam brought 3m into zenith account",
      "the MD put 3m into the business via zenith account",
      "put 3m of my own money into zenith account as capital",
    ])
      expect(lines(text), text).toEqual([
        ["zenith account", "3000000", "0"],
        ["Owner's Equity", "0", "3000000"],
      ]);
  });
  it("takes a bank named alone beside the sentence as the money account, and the till as cash", () => {
    expect(lines("paid feb vat 112,350 to firs, zenith")).toEqual([
      ["VAT Payable", "112350", "0"],
      ["zenith", "0", "112350"],
    ]);
    expect(lines("repaid 400k of the loan (access bank)")?.[1]).toEqual(["access bank", "0", "400000"]);
    expect(lines("paid diesel 45k - gtb")?.[1]).toEqual(["gtb", "0", "45000"]);
    // A word beside the sentence that names no money account is no account.
    expect(journalSpec.fromText("Loan repayment of 50k, urgent", { prompt: "", today: "2026-03-18" }).problems).toEqual(
      [{ field: "lines", message: "name the bank or cash account the repayment left" }],
    );
    // ("…, paid cash": an aside that names no bank is no bank; the cash is Cash.)
    expect(lines("Loan repayment: 250k principal + 37,500 interest, paid cash")?.[2]).toEqual(["Cash", "0", "287500"]);
    expect(lines("oga collected 150k cash from the till for personal use")?.[1]).toEqual(["Cash", "0", "150000"]);
    expect(lines("took 20k out of the petty cash box for personal use")?.[1]).toEqual([
      "Petty Cash|Cash",
      "0",
      "20000",
    ]);
  });
  it("accrues what the sentence began with when the verb has a pronoun or a date after it", () => {
    // A year before the thing accrued is no date in its place.
    expect(lines("Accrue the 2026 audit fee of 65,000 as at 30 Nov")?.[0]).toEqual(["2026 audit fee", "65000", "0"]);
    expect(lines("electricity 85k, accrual for end of march")?.[0]).toEqual(["electricity", "85000", "0"]);
    for (const text of [
      "march salaries of ₦1.45m never pay yet, accrue am for 31st march",
      "salaries of 1.45m we haven't paid - accrual for march",
      "the salaries 1.45m is not paid yet, pls accrue it",
    ])
      expect(lines(text), text).toEqual([
        ["salaries", "1450000", "0"],
        ["Accrued Liabilities", "0", "1450000"],
      ]);
  });
  it("releases what a prepayment holds, named before 'from prepayments'", () => {
    for (const text of [
      "Please release one month's rent from prepayments, ₦200,000, effective 31 March 2026.",
      "expense 200k of the march rent out of prepaid expenses",
      "release a month of rent from prepayments, 200k",
    ])
      expect(lines(text), text).toEqual([
        ["rent", "200000", "0"],
        ["Prepaid Expenses", "0", "200000"],
      ]);
  });
});

describe("a document's party and items across sentences", () => {
  const read = (spec: typeof invoiceSpec, text: string) => spec.fromText(text, { prompt: text, today: "2026-11-23" });
  it("reads a pasted supplier invoice: letterhead or sign-off names the supplier; phones, numbers and addresses are no items", () => {
    const letterhead =
      "SAHARA OFFICE MART\nPlot 5 Allen Avenue, Ikeja, Lagos - 0802 345 6789 | RC 1234567\nINVOICE SOM-0412  Date: 11/03/2026\n12 boxes of biros @ 2,400\n6 packs sticky notes @ 1,850";
    expect(read(billSpec, letterhead).records[0]).toMatchObject({
      contact: "SAHARA OFFICE MART",
      record_items: [
        { description: "biros", quantity: "12", unit_price: "2400" },
        { description: "sticky notes", quantity: "6", unit_price: "1850" },
      ],
    });
    const signed =
      "Please find our invoice for haulage Lagos to Kano, 2 trips @ N350,000 per trip. Payment due in 2 weeks.\n\nRegards,\nEbun Logistics Ltd\nTel 0803 555 1212";
    expect(read(billSpec, signed).records[0]).toMatchObject({
      contact: "Ebun Logistics Ltd",
      record_items: [{ quantity: "2", unit_price: "350000" }],
    });
    const meter = "Bill from Ikeja Electric: prepaid token N50,000 (meter no 0101 2345 678), 13/03/2026";
    expect(read(billSpec, meter).records[0]?.record_items).toMatchObject([{ quantity: "1", unit_price: "50000" }]);
    // A request is no party; a price written before the party is the item's.
    expect(read(billSpec, "Please record this bill\n10 chairs @ 5,000").problems[0]?.field).toBe("contact");
    expect(
      read(billSpec, "EUR 950 invoice from our Hamburg supplier Kessler GmbH for spare parts, FX 1,780").records[0],
    ).toMatchObject({ contact: "Kessler GmbH", record_items: [{ description: "spare parts", unit_price: "950" }] });
  });
  it("checks a stated VAT row and a VAT column against the lines, and taxes only the items named", () => {
    const stated = read(
      billSpec,
      "Fwd: Invoice INV-7781\n\nPlease find our invoice dated 12 March 2026:\n- Office chairs x 6 @ 45,000\n- Stationery pack x 10 @ 3,200\nSubtotal: 302,000\nVAT (7.5%): 22,650\nTotal: 324,650\n\nRegards,\nSade Williams\nLagos Office Hub Ltd",
    );
    expect(stated.records[0]).toMatchObject({
      contact: "Lagos Office Hub Ltd",
      record_items: [
        { description: "Office chairs", quantity: "6", unit_price: "45000", tax_rate: "7.5" },
        { description: "Stationery pack", quantity: "10", unit_price: "3200", tax_rate: "7.5" },
      ],
    });
    const column = read(
      billSpec,
      "SAHARA OFFICE MART\nINVOICE SOM-0412      Date: 11/03/2026\nItem                 Qty   Rate          VAT    Amount\nHP laptop            3     685,000.00    7.5%   2,055,000.00\nDelivery (Ikeja)     1     15,000.00     0%     15,000.00\n                     Subtotal      2,070,000.00\n                     VAT             154,125.00\n                     Total         2,224,125.00",
    );
    expect(column.records[0]?.record_items.map((i) => i.tax_rate)).toEqual(["7.5", "0"]);
    const only = read(
      billSpec,
      "Bill from Technova Systems Ltd: 2 x HP EliteBook laptops @ 685,000; installation & setup 35,000. VAT 7.5% on laptops only",
    );
    expect(only.records[0]?.record_items.map((i) => i.tax_rate)).toEqual(["7.5", "0"]);
  });
  it("takes the name beside a role up to a dash, a reference with slashes, and a month billed for as no date", () => {
    const auditors = read(
      billSpec,
      "Received the bill from our auditors, Okoro & Partners – FY2025 audit fee ₦1,500,000 + VAT 7.5%, dated 28 Feb 2026",
    ).records[0];
    expect(auditors).toMatchObject({ contact: "Okoro & Partners", record_items: [{ unit_price: "1500000" }] });
    const referenced = read(billSpec, "Halden & Rowe LLP - audit fee N3,500,000 + 7.5% VAT, invoice HRL/NG/118")
      .records[0];
    expect(referenced?.record_items).toHaveLength(1);
    expect(read(billSpec, "bill from Ikeja Electric for feb 87,450").records[0]?.date).toBeNull();
  });
  it("takes no greeting or filler word for the party, and reads a rate written as an equation", () => {
    const oga = "Oga, Kano Grains don send bill: 20 bags of garri @ 38,000";
    const knownContact = { name: "Kano Grains Ltd", written: "Kano Grains" };
    expect(billSpec.fromText(oga, { prompt: oga, today: "2026-11-23", knownContact }).records[0]?.contact).toBe(
      "Kano Grains Ltd",
    );
    expect(
      read(
        invoiceSpec,
        "Could you pop an invoice over to Wexford & Lane Ltd? 2 days' workshop at £650 per day. Use £1 = ₦2,040.",
      ).records[0],
    ).toMatchObject({ contact: "Wexford & Lane Ltd", currency: "GBP", exchange_rate: "2040" });
    expect(
      read(invoiceSpec, "Invoice Lumen GmbH (new) EUR 2,500 for solar consulting, €1 = 1,720 NGN, net 30").records[0],
    ).toMatchObject({
      contact: "Lumen GmbH",
      exchange_rate: "1720",
      record_items: [{ description: "solar consulting" }],
    });
  });
  it("ends an item at a sentence's end, and takes no clause about the items for an item", () => {
    expect(findLineItems("40 bags rice 47,500 each. 20 bags beans 51,000 each")).toMatchObject([
      { description: "rice", quantity: "40", unit_price: "47500" },
      { description: "beans", quantity: "20", unit_price: "51000" },
    ]);
    const insured =
      "Harbour Logistics bill: clearing 2 containers at 275,000 each. FYI the goods are insured for 5,000,000.";
    expect(read(billSpec, insured).problems.map((p) => p.message)).toEqual([
      '"5,000,000" is not understood: it is no item\'s price; leave it out or make it an item',
    ]);
  });
  it("takes the party named elsewhere when the verb's object is a pronoun, and items up to the sentence's end", () => {
    const text = "Yesterday we sold 30 bags of cement to Chinedu Okafor at 9,800 a bag. Invoice him, due on receipt";
    expect(read(invoiceSpec, text).records[0]).toMatchObject({
      contact: "Chinedu Okafor",
      record_items: [{ description: "cement", quantity: "30", unit_price: "9800" }],
    });
  });
  it("reads the party past a date right after 'invoice', and a name whole though a word in it holds 'for'", () => {
    expect(
      read(invoiceSpec, "Invoice dated yesterday for Okonkwo & Sons: 1,000 blocks @ N450, due by end of month")
        .records[0],
    ).toMatchObject({
      contact: "Okonkwo & Sons",
      date: "2026-11-22",
      due_date: "2026-11-30",
      record_items: [{ description: "blocks", quantity: "1000", unit_price: "450" }],
    });
    expect(
      read(billSpec, "Audit fee bill from Okafor Ibe & Partners — N1.5m, dated the 1st, net 60").records[0],
    ).toMatchObject({
      contact: "Okafor Ibe & Partners",
      currency: "NGN",
      record_items: [{ description: "Audit fee", unit_price: "1500000" }],
    });
  });
  it("reads numbered lines after a 'Bill – <party>' heading, with the tax that covers them all", () => {
    const text =
      "Bill – Harbour Logistics Ltd, dated 18/11/2026\n1. Port clearing – 1 x 420,000\n2. Truck hire Apapa to Ikeja – 2 x 95,000\n3. Storage – 4 days @ 12,500/day\nVAT 7.5% on all lines. Net 21.";
    expect(read(billSpec, text).records[0]).toMatchObject({
      contact: "Harbour Logistics Ltd",
      terms_days: 21,
      record_items: [
        { description: "Port clearing", quantity: "1", unit_price: "420000", tax_rate: "7.5" },
        { description: "Truck hire Apapa to Ikeja", quantity: "2", unit_price: "95000", tax_rate: "7.5" },
        { description: "Storage", quantity: "4", unit_price: "12500", tax_rate: "7.5" },
      ],
    });
  });
  it("gives a tax noted on one item to that item only, the others the document's rate or none", () => {
    const rates = (text: string) =>
      read(invoiceSpec, text).records[0]?.record_items.map((i) => [i.description, i.unit_price, i.tax_rate]);
    expect(
      rates(
        "Invoice Okonkwo & Sons: supply and install 4 CCTV cameras at 65,000 each (VAT 7.5%), plus installation labour 80,000 (no VAT on the labour). Due 15th December.",
      ),
    ).toEqual([
      ["CCTV cameras", "65000", "7.5"],
      ["installation labour", "80000", "0"],
    ]);
    expect(rates("Invoice Ada Stores: 2 fans at 30,000 each, delivery 5,000 (zero-rated), plus 7.5% VAT")).toEqual([
      ["fans", "30000", "7.5"],
      ["delivery", "5000", "0"],
    ]);
  });
  it("reads a count and the total it cost: per unit when it divides to the cent, else one lot", () => {
    const items = (text: string) => findLineItems(text).map((i) => [i.description, i.quantity, i.unit_price]);
    expect(items(": 1,000 flyers, total ₦107,500")).toEqual([["flyers", "1000", "107.5"]]);
    expect(items("40 chairs totalling 2.4m")).toEqual([["chairs", "40", "60000"]]);
    expect(items("3 chairs for a total of 100,000")).toEqual([["3 chairs", "1", "100000"]]);
    // The total after its amount, in the next segment, or "for" what the count cost together.
    expect(items("haulage: 3 trips for 1,350,000 total")).toEqual([["trips", "3", "450000"]]);
    expect(items("250 branded notepads, 312,500 total, and 1,000 business cards for 45k")).toEqual([
      ["branded notepads", "250", "1250"],
      ["business cards", "1000", "45"],
    ]);
    expect(items("12 delegates, 1,440,000 for the lot")).toEqual([["delegates", "12", "120000"]]);
  });
  it.each([
    // A year that names a period is no count.
    ["the 2025 audit: 850,000", [["2025 audit", "1", "850000"]]],
    ["2026 audit fee ₦750,000", [["2026 audit fee", "1", "750000"]]],
    // The price first as money, then what it bought; the list after a colon.
    [
      "his bill for fixing the burst pipes: 65k labour and 23,500 for materials",
      [
        ["labour", "1", "65000"],
        ["materials", "1", "23500"],
      ],
    ],
    // "ea", "a bag", counts with thousands separators inside a sentence.
    ["3 HP laptops @ 685,000 ea", [["HP laptops", "3", "685000"]]],
    ["supplied 120 bags of sorghum, 27,500 a bag", [["sorghum", "120", "27500"]]],
    ["received: 2,000 boxes at N85 each", [["boxes", "2000", "85"]]],
  ])("reads %s", (text, expected) => {
    expect(findLineItems(text).map((i) => [i.description, i.quantity, i.unit_price])).toEqual(expected);
  });
  it("reads units written onto counts, phrases between dashes, 'discount of X off the total' and due weekdays ahead", () => {
    const first = (spec: typeof billSpec, text: string) => {
      const r = spec.fromText(text, { prompt: text, today: "2026-11-23", standardTaxRate: "7.5" });
      return r.problems.length ? r.problems : r.records[0];
    };
    expect(
      first(invoiceSpec, "Invoice Northwind Trading LLC for 200kg cashew nuts at $6.50/kg, exchange rate 1,545"),
    ).toMatchObject({
      currency: "USD",
      record_items: [{ description: "cashew nuts", quantity: "200", unit_price: "6.5" }],
    });
    expect(
      first(invoiceSpec, "Adeyemi Foods — 50 bags rice @ 78,000 — 10% discount — VAT applies — net 30"),
    ).toMatchObject({
      contact: "Adeyemi Foods",
      terms_days: 30,
      record_items: [
        { description: "rice", quantity: "50", unit_price: "78000", tax_rate: "7.5", discount: { percent: "10" } },
      ],
    });
    expect(
      first(billSpec, "Brightway bill: 5 cameras @ 48,000, installation 40,000. Discount of 15,000 off the total."),
    ).toMatchObject({
      discount: { amount: "15000" },
    });
    expect(
      first(billSpec, "got a bill from ikeja electric for 87,400 for electricity, they want it paid by friday"),
    ).toMatchObject({
      date: null,
      due_date: "2026-11-27",
    });
    expect(
      first(billSpec, "Create a bill from XYZ Supplier for $300 for office supplies dated today at 1,550"),
    ).toMatchObject({
      date: "2026-11-23",
      currency: "USD",
      exchange_rate: "1550",
      record_items: [{ description: "office supplies", quantity: "1", unit_price: "300" }],
    });
    expect(first(invoiceSpec, "Invoice Bolanle Stores 200,000 for shelf branding, due on the 31st")).toMatchObject({
      due_date: "2026-12-31",
    });
    expect(first(invoiceSpec, "Invoice Ada for 15 bags of sugar, 38k each, due next week Monday")).toMatchObject({
      date: null,
      due_date: "2026-11-30",
      record_items: [{ quantity: "15", unit_price: "38000" }],
    });
    expect(
      first(billSpec, "Harbour Logistics billed us 1.2m naira for warehousing, we have till end of the month to pay"),
    ).toMatchObject({
      date: null,
      due_date: "2026-11-30",
    });
  });
  it("reads bills as suppliers send them: VAT and totals stated beside the lines, tables, model numbers, periods", () => {
    const first = (spec: typeof billSpec, text: string) => {
      const r = spec.fromText(text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" });
      return r.problems.length ? r.problems.map((p) => p.field) : r.records[0];
    };
    const items = (spec: typeof billSpec, text: string) => {
      const r = first(spec, text);
      return Array.isArray(r) ? r : r?.record_items.map((i) => [i.description, i.quantity, i.unit_price, i.tax_rate]);
    };
    // The VAT is 7.5% of the lines and the total their sum with it: the lines take the rate.
    expect(
      items(billSpec, "Ikeja Electric bill: energy charge ₦142,300.00, VAT ₦10,672.50, total due ₦152,972.50."),
    ).toEqual([["energy charge", "1", "142300", "7.5"]]);
    // A total stated after a discount: the VAT on what remains.
    expect(
      items(billSpec, "Bill from Bello: 10 chairs @ 10,000, less 10% discount, VAT ₦6,750, total ₦96,750"),
    ).toEqual([["chairs", "10", "10000", "7.5"]]);
    // A total the lines do not come to is refused, not dropped.
    expect(items(billSpec, "Ikeja Electric bill: energy charge ₦142,300.00, total due ₦152,000.00.")).toEqual([
      "prompt",
    ]);
    expect(
      items(
        billSpec,
        "XYZ Supplier — Invoice #4471 — Date: 04/03/2026\n| Item | Qty | Rate | Amount |\n|---|---|---|---|\n| A4 paper (ream) | 20 | 4,800 | 96,000 |\n| Biros, box of 50 | 4 | 3,500 | 14,000 |\nSubtotal 110,000\nVAT 7.5% 8,250\nTotal 118,250",
      ),
    ).toEqual([
      ["A4 paper (ream)", "20", "4800", "7.5"],
      ["Biros box of 50", "4", "3500", "7.5"],
    ]);
    expect(
      items(
        billSpec,
        "Globex Nigeria Ltd - Invoice 5512\n1 x Canon imageRUNNER 2425 photocopier   N1,350,000\nInstallation & setup   N50,000",
      ),
    ).toEqual([
      ["Canon imageRUNNER 2425 photocopier", "1", "1350000", null],
      ["Installation & setup", "1", "50000", null],
    ]);
    expect(
      items(billSpec, "Adebayo Properties bill - office rent for Apr-Jun 2026 ₦1,800,000 and service charge ₦150,000"),
    ).toEqual([
      ["office rent for Apr-Jun 2026", "1", "1800000", null],
      ["service charge", "1", "150000", null],
    ]);
    expect(items(billSpec, "Halden & Rowe LLP invoice HR-2026-044 for the FY2025 statutory audit: ₦4,200,000")).toEqual(
      [["FY2025 statutory audit", "1", "4200000", null]],
    );
    // "(VATable)" beside "(VAT exempt)", a count in thousands, a size or rating in a description.
    expect(
      items(
        billSpec,
        "Bill from Bello: 8 pcs fire extinguishers 22,000 each (VATable), 20 pairs safety boots 15,500 each (VAT exempt)",
      ),
    ).toEqual([
      ["fire extinguishers", "8", "22000", "7.5"],
      ["safety boots", "20", "15500", "0"],
    ]);
    expect(items(billSpec, "Bill from Lagoon Printing: 5k stickers @ N12.50")).toEqual([
      ["stickers", "5000", "12.5", null],
    ]);
    expect(items(invoiceSpec, "Invoice Okonkwo & Sons - supply of 2 x 1.5HP split AC units @ 385,000")).toEqual([
      ["1.5HP split AC units", "2", "385000", null],
    ]);
    // A size in brackets, "support & maintenance" as one thing, a count after "supply of".
    expect(
      items(invoiceSpec, "Invoice: Ota Farms\n- Poultry feed (25kg) x 40 @ 14,500\n- Vitamin premix x 12 @ 6,250"),
    ).toEqual([
      ["Poultry feed (25kg)", "40", "14500", null],
      ["Vitamin premix", "12", "6250", null],
    ]);
    expect(items(invoiceSpec, "Invoice Brightstar Hotels: 6 months support & maintenance @ 200,000/month")).toEqual([
      ["support & maintenance", "6", "200000", null],
    ]);
    expect(
      items(invoiceSpec, "Invoice Brightstar Hotels for supply of 2 commercial laundry machines, 3.2m each"),
    ).toEqual([["commercial laundry machines", "2", "3200000", null]]);
    expect(
      first(invoiceSpec, "New client: Lekki Gardens Estate Ltd. Invoice them today for fumigation ₦180k"),
    ).toMatchObject({
      contact: "Lekki Gardens Estate Ltd",
    });
    expect(
      items(
        billSpec,
        "Supplier invoice ref SINV-4471 from Emerald Paper Mills Limited: 100 packs of tissue paper @ 1,850",
      ),
    ).toEqual([["tissue paper", "100", "1850", null]]);
    // A reference ("ref HL/INV/0987") and a numbered list are no items.
    expect(
      items(billSpec, "Bill ref HL/INV/0987 from Harbour Logistics – warehouse space for December 600,000"),
    ).toEqual([["warehouse space for December", "1", "600000", null]]);
    expect(
      items(
        invoiceSpec,
        "INVOICE\nTo: Sunrise Pharmacy Ltd\n1. Hand sanitizer 500ml — 48 bottles @ 2,150\n2. Surgical gloves — 15 boxes @ 6,400",
      ),
    ).toEqual([
      ["Hand sanitizer 500ml", "48", "2150", null],
      ["Surgical gloves", "15", "6400", null],
    ]);
    expect(items(billSpec, "Bill from PrintHub for 500 business cards, 25,000 total. Net 15.")).toEqual([
      ["business cards", "500", "50", null],
    ]);
    // A due date said relative to something is relative to the bill's own date.
    expect(
      first(
        billSpec,
        "Bill from Halden & Rowe LLP for the audit: ₦420,000. Invoice dated 27 Feb 2026, payable end of next month.",
      ),
    ).toMatchObject({ date: "2026-02-27", due_date: "2026-03-31" });
    expect(items(billSpec, "Bill from XYZ Supplier for printer toner x3, ₦64,500 each")).toEqual([
      ["printer toner", "3", "64500", null],
    ]);
    // The party without its bracket or the kind of bill before it.
    expect(first(billSpec, "New bill from Cloudways Ltd (USD): web hosting $150. Rate 1,520.")).toMatchObject({
      contact: "Cloudways Ltd",
      exchange_rate: "1520",
    });
    expect(first(billSpec, "Vendor bill: Slot Systems Ltd, 3 HP EliteBook laptops @ 720,000 each")).toMatchObject({
      contact: "Slot Systems Ltd",
    });
    // VAT on the items named only.
    expect(
      items(
        invoiceSpec,
        "Invoice Ota Farms Ltd for 200 bags of poultry feed @ 14,500 and delivery 35,000; VAT on the feed only",
      ),
    ).toEqual([
      ["poultry feed", "200", "14500", "7.5"],
      ["delivery", "1", "35000", "0"],
    ]);
    // The things, not the work done on them.
    expect(
      items(
        invoiceSpec,
        "Invoice Ota Farms Ltd: servicing of 2 borehole pumps at 40,000 each, and 2 borehole pumps @ 90,000 each. VAT on the pumps only",
      ),
    ).toEqual([
      ["servicing of borehole pumps", "2", "40000", "0"],
      ["borehole pumps", "2", "90000", "7.5"],
    ]);
    // A forwarded email's header is the message's: its date is no second date of the bill.
    expect(
      first(
        billSpec,
        "---------- Forwarded message ---------\nFrom: Accounts <accounts@globexng.com>\nDate: Mon, 9 Mar 2026 at 10:14\nSubject: Invoice GNL-2231\n\nBill from Globex Nigeria Limited\nInvoice Date: 09/03/2026\nDue Date: 08/04/2026\nVisitor chair 4 @ 32,500",
      ),
    ).toMatchObject({ date: "2026-03-09", due_date: "2026-04-08" });
  });
  it("reads bills as people say them: 'we owe', 'invoiced us', items on both sides of 'from', 'pay by'", () => {
    const bill = (text: string) => {
      const r = read(billSpec, text).records[0];
      return (
        r && [r.contact, r.due_date, r.terms_days, r.record_items.map((i) => [i.description, i.quantity, i.unit_price])]
      );
    };
    expect(bill("We owe Lagoon Printing 45,000 for flyers, due in 2 weeks")).toEqual([
      "Lagoon Printing",
      null,
      14,
      [["flyers", "1", "45000"]],
    ]);
    expect(bill("Bello Hardware invoiced us ₦240,000 for roofing sheets today; pay by 10th Dec")).toEqual([
      "Bello Hardware",
      "2026-12-10",
      null,
      [["roofing sheets", "1", "240000"]],
    ]);
    expect(
      bill("Record purchase of 5 cartons of printer paper from Office Mart at ₦12,000 per carton on credit"),
    ).toEqual(["Office Mart", null, null, [["printer paper", "5", "12000"]]]);
    expect(bill("Add a bill for diesel from Total Filling Station 150 litres at 1,250 per litre")).toEqual([
      "Total Filling Station",
      null,
      null,
      [["diesel", "150", "1250"]],
    ]);
    expect(bill("bill: Ikeja Electric, 62,500 electricity for October")).toEqual([
      "Ikeja Electric",
      null,
      null,
      [["electricity for October", "1", "62500"]],
    ]);
  });
  it("reads an 'Invoice to:' form line by line, and a note after a price as what it is", () => {
    expect(
      read(
        invoiceSpec,
        "Invoice to: Brightway Electronics Co\nItems: 5 x HDMI cable @ 4,500; 2 x power strip @ 8,000\nDue: 15/12/2026",
      ).records[0],
    ).toMatchObject({
      contact: "Brightway Electronics Co",
      due_date: "2026-12-15",
      record_items: [
        { description: "HDMI cable", quantity: "5" },
        { description: "power strip", quantity: "2" },
      ],
    });
    expect(
      read(invoiceSpec, "Invoice Funmilayo Adebayo for 3 nights at 25,000 per night (hotel stay), due on receipt")
        .records[0]?.record_items,
    ).toMatchObject([{ description: "hotel stay", quantity: "3", unit_price: "25000" }]);
  });
  it("keeps a currency-and-rate aside and a list's heading out of the items", () => {
    const items = (text: string) =>
      read(invoiceSpec, text).records[0]?.record_items.map((i) => [i.description, i.unit_price]);
    expect(items("Bill the client Acme Ltd $1,200 for website maintenance (USD, rate 1,600)")).toEqual([
      ["website maintenance", "1200"],
    ]);
    expect(items("Invoice Musa Danjuma for the generator repair: labour 25,000, parts 40,000")).toEqual([
      ["labour", "25000"],
      ["parts", "40000"],
    ]);
  });
  it("takes the party before a dash at the start", () => {
    expect(read(billSpec, "kaduna agro – 30 bags maize x 38,000; 15 bags soybeans x 46,000").records[0]).toMatchObject({
      contact: "kaduna agro",
      record_items: [{ quantity: "30" }, { quantity: "15" }],
    });
    expect(read(billSpec, "bill - Swiftlink Broadband Ltd - internet subscription 25,000").records[0]).toMatchObject({
      contact: "Swiftlink Broadband Ltd",
      record_items: [{ description: "internet subscription", unit_price: "25000" }],
    });
    // A request names no party: the 400 asks for one.
    for (const text of [
      "Create an invoice for 4 hours of event photography at 25,000 per hour, due in 7 days.",
      "Record a bill for 3 office chairs at 65,000 each, due net 30",
    ])
      expect(read(/bill/.test(text) ? billSpec : invoiceSpec, text).problems.map((p) => p.field)).toEqual(["contact"]);
    // Nor the words after "to" in lower case ("two weeks to pay" names no customer).
    expect(read(invoiceSpec, "that consulting gig for the farm people, 300k, two weeks to pay").problems).toEqual([
      expect.objectContaining({ field: "contact" }),
    ]);
    // Not the start of a sentence that happens to hold a dash.
    expect(read(billSpec, "we received 30 bags of maize – 38,000 each").records).toEqual([]);
  });
  it("takes the name beside a role, not the role ('our landlord', 'our lawyers')", () => {
    expect(
      read(billSpec, "Bill from our landlord Olumide Balogun: December shop rent ₦600,000").records[0],
    ).toMatchObject({
      contact: "Olumide Balogun",
      record_items: [{ description: "December shop rent" }],
    });
    expect(
      read(billSpec, "Bill from our lawyers, Adaeze Nwosu & Co, for legal fees on the lease review: N250,000")
        .records[0],
    ).toMatchObject({
      contact: "Adaeze Nwosu & Co",
      record_items: [{ description: "legal fees on the lease review" }],
    });
    expect(
      read(invoiceSpec, "New invoice – Funmilayo Adebayo\n- 2 x gele @ 15,000\n- 1 x aso-oke set @ 85,000").records[0],
    ).toMatchObject({ contact: "Funmilayo Adebayo", record_items: [{ quantity: "2" }, { quantity: "1" }] });
  });
  it("reads what a bill was for from the words before 'bill from'", () => {
    expect(read(billSpec, "Water bill from Lagos Water Corporation ₦18,500 due end of month").records[0]).toMatchObject(
      {
        contact: "Lagos Water Corporation",
        record_items: [{ description: "Water", quantity: "1", unit_price: "18500" }],
      },
    );
    // A request is not a description: a sum alone is the party's charge.
    expect(read(billSpec, "Please bill from Lagos Water Corporation ₦18,500").records[0]?.record_items).toMatchObject([
      { description: "Lagos Water Corporation", unit_price: "18500" },
    ]);
  });
});

describe("a cash record's account", () => {
  it("takes a bare 'at <number>' after an amount in a named currency as its exchange rate", () => {
    const text = "Paid 250$ for Canva Pro from GTB dom at 1,575";
    expect(expenseSpec.fromText(text, { prompt: text, today: "2026-11-23" })).toMatchObject({
      records: [{ amount: "250", currency: "USD", exchange_rate: "1575" }],
      problems: [],
    });
  });
  it("is what it was spent on, or booked as, before whom it was for or what was sold", () => {
    const account = (spec: typeof expenseSpec, text: string) =>
      spec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0]?.account;
    expect(account(expenseSpec, "Spent 25k on refreshments for the office")).toBe("refreshments");
    expect(account(incomeSpec, "Received 30,000 for sales of empty cartons as scrap into Access")).toBe("scrap");
  });
  it("reads a price before its count as the total, 'into' before 'in', and a bank before 'at <rate>'", () => {
    const read = (spec: typeof expenseSpec, text: string) =>
      spec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0];
    expect(read(incomeSpec, "Customer paid 45,000 cash for 3 cakes")?.amount).toBe("45000");
    expect(read(incomeSpec, "Got rent of 400k from the tenant in flat 2, into Zenith")?.category).toBe("Zenith");
    expect(
      read(
        expenseSpec,
        "Zoom Pro annual plan USD 149.90 on my Zenith mastercard, 9th March. Bank used 1,612.50 per dollar",
      ),
    ).toMatchObject({
      amount: "149.9",
      exchange_rate: "1612.50",
    });
    expect(read(expenseSpec, "$30 Zoom subscription paid from the USD dom account at 1,600")).toMatchObject({
      amount: "30",
      exchange_rate: "1600",
      category: "USD dom account",
    });
  });
  it("is never the period it covers ('rent for December')", () => {
    const text = "Office rent for December, 300,000, paid from GTBank Main";
    expect(expenseSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0]).toMatchObject({
      account: null,
      category: "GTBank Main",
      amount: "300000",
    });
  });
});

describe("the bank or cash account a prompt names", () => {
  it("takes no account's name from the currency beside an amount", () => {
    const bank = (name: string, bankName: string, currency: string) =>
      ({ name, bankName, currency, subType: "bank", nuban: null }) as unknown as AccountRow;
    const chart = [
      bank("Zenith Bank Current Account", "Zenith Bank", "NGN"),
      bank("GTBank USD Domiciliary", "GTBank", "USD"),
    ];
    const named = (text: string) => {
      const found = moneyAccountIn(chart, text, "NGN", "USD");
      return found.kind === "one" ? found.account.name : found.kind;
    };
    expect(named("Zoom plan USD 49.90 on my Zenith card, bank rate 1,600 per dollar")).toBe(
      "Zenith Bank Current Account",
    );
    expect(named("USD 49.90 from the USD account")).toBe("GTBank USD Domiciliary");
  });
});

describe("a pasted receipt", () => {
  it("takes its total whatever the lines' prices look like ('2 x 4,650 = 9,300', '@ 400 = 1,200')", () => {
    for (const [receipt, amount] of [
      [
        "log this receipt pls\nSHOPRITE LEKKI\nA4 PAPER   2 x 4,650 = 9,300\nSTAPLES    1 x 1,200 = 1,200\nTOTAL      10,500\nPAID: CASH",
        "10500",
      ],
      [
        "CHICKEN REPUBLIC\nReceipt No: 004512\nDate: 14/03/2026\n2 x Refuel Max    @ 3,200 = 6,400\n3 x Bottled water @ 400   = 1,200\nTOTAL: N7,600",
        "7600",
      ],
    ])
      expect(expenseSpec.fromText(receipt!, { prompt: receipt!, today: "2026-03-18" }).records[0]?.amount).toBe(amount);
  });
  it("reads no currency from a word in capitals and nothing from its courtesy line", () => {
    const receipt = [
      "SPAR - LEKKI",
      "14/03/2026 10:05   TILL 3",
      "CAD CABLE USB-C  2 @ 3,500     7,000.00",
      "PEN REFILL BLUE              1,500.00",
      "TOTAL                        8,500.00",
      "Thank you for shopping with us",
    ].join("\n");
    expect(expenseSpec.fromText(receipt, { prompt: receipt, today: "2026-03-18" }).records[0]).toMatchObject({
      amount: "8500",
      currency: null,
      date: "2026-03-14",
      account: null,
    });
    // A code alone still names the currency.
    const text = "Paid 300 for hosting in USD from GTB dom at 1,600";
    expect(expenseSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0]?.currency).toBe("USD");
  });
  it("takes a day of the month after 'due' as the next such day", () => {
    const text = "Lagos Water bill for feb 12,300 due 28th";
    expect(billSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0]).toMatchObject({
      date: null,
      due_date: "2026-03-28",
    });
  });
});

describe("a cash record's amount", () => {
  it("adds up parts joined by '+', the VAT among them at the country's rate", () => {
    const read = (spec: typeof expenseSpec, text: string) =>
      spec.fromText(text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" }).records[0];
    expect(read(expenseSpec, "technician charged 35k labour + 20k for gas refill, paid him cash")).toMatchObject({
      amount: "55000",
      tax_rate: null,
    });
    expect(
      read(expenseSpec, "COT for Feb ₦1,250 + ₦93.75 VAT on COT, taken from access savings 28/02/2026"),
    ).toMatchObject({
      amount: "1343.75",
      tax_rate: "7.5",
      category: "access savings",
      date: "2026-02-28",
    });
    expect(read(expenseSpec, "paid 80,000 + 7.5% VAT for audit from zenith")?.amount).toBe("86000");
    expect(read(incomeSpec, "sales today: 12 units each 3,500 of hair cream, cash")?.amount).toBe("42000");
    // A counted price is worked out with the sum added to it (session 28: "2 @ 21,500 + 2,000
    // delivery" is 45,000), and VAT at another rate is asked for: refused, not guessed.
    expect(read(expenseSpec, "Sold 3 bags of rice at ₦5,000 + ₦750 delivery")?.amount).toBe("15750");
    const refused = (text: string) =>
      expenseSpec.fromText(text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" }).problems.length;
    expect(refused("Paid ₦1,000 + ₦50 VAT for ink from zenith")).toBeGreaterThan(0);
  });
  it.each([
    ["Generator diesel 120 litres x 1,150 paid from Zenith", "138000"],
    ["Paid ₦65,000 to Kano Grains for 2 bags of rice", "65000"],
    ["Paid 65,000 to Kano Grains for 2 bags of rice", "65000"],
    ["Bolanle Stores paid 64,500 for 30 packs of tissue at 2,150 each into Zenith", "64500"],
    ["Paid for A4 paper N4,500 in cash, 3rd November", "4500"],
    ["On 14 Nov we received ₦780,000 into Zenith for wedding decoration services", "780000"],
    // The one amount written as money, beside an account number, a time and a voucher number.
    [
      "Debit Alert\nAcct:101****671\nAmt:NGN58,500.00 DR\nDesc:POS/WEB PURCHASE TOTAL FILLING STN\nDate:16-Mar-2026 10:42",
      "58500",
    ],
    ["Staff lunch at Chicken Republic (team of 6) - N27,600 cash last Friday", "27600"],
    // A count with a sum after a comma, or a date's day before it, is no price per unit.
    ["sold 3 bags of rice to a walk-in customer, 234k cash", "234000"],
    ["flight to Abuja for the client meeting on Wed 18 Nov, 165,000, paid w/ GTB card", "165000"],
    ["4 reams @ 4,500 from petty cash", "18000"],
    // An alert's running balance is no sum paid; a receipt's total line is the sum.
    ["Debit Alert | Acct: 069****438 | Amt: NGN 2,150.00 | Desc: SMS ALERT CHARGES | Bal: NGN 1,245,300.15", "2150"],
    [
      "SHOPRITE LEKKI\nTIN: 01234567-0001\n12/03/2026 14:32 Till 04\nA4 PAPER 80GSM x2   9,000.00\nSTAPLER HD   6,850.00\nTOTAL   15,850.00\nVAT (7.5%) INCLUSIVE   1,105.58",
      "15850",
    ],
  ])("is the count times the price wherever the count stands: %s", (text, amount) => {
    const spec = /^Bolanle|received/.test(text) ? incomeSpec : expenseSpec;
    const read = spec.fromText(text, { prompt: text, today: "2026-11-23" });
    expect(read.problems).toEqual([]);
    expect(read.records[0]?.amount).toBe(amount);
  });
  it("refuses a total that is not the count times the price, quoted", () => {
    const text = "Bolanle Stores paid 60,000 for 30 packs of tissue at 2,150 each into Zenith";
    expect(incomeSpec.fromText(text, { prompt: text, today: "2026-11-23" }).problems[0]?.message).toContain('"60,000"');
  });
});

describe("the lexicon of everyday words", () => {
  it.each([
    ["expense", "Transfer charges 52.50", "Bank Charges"],
    ["expense", "NIP fee on the supplier payment", "Bank Charges"],
    ["expense", "delivery charges for the cement", undefined],
    ["income", "Rental income of 350k from the tenant", "Other Income"],
    ["income", "rent received for the boys quarters", "Other Income"],
    ["expense", "200 plain notepads and 50 biros", "Office Supplies"],
    ["expense", "2 HP laptops for the office", "Office Equipment"],
    ["expense", "printer ink", "Office Supplies"],
    // Services sold are service revenue, whatever the trade.
    ["income", "one hair-styling package", "Service Revenue"],
    ["income", "wedding photography, 2 sessions", "Service Revenue"],
    ["income", "catering for 150 guests", "Service Revenue"],
    ["income", "vet consultation visit", "Service Revenue"],
    ["income", "fumigation", "Service Revenue"],
    // Machines sold are goods, their servicing a service.
    ["income", "commercial laundry machines", "Sales"],
    ["income", "machine servicing", "Service Revenue"],
    ["income", "cleaning services supplied", "Service Revenue"],
    ["income", "the detergent wey we sell give dem", "Sales"],
    // Lawyers' and accountants' work by what they did, and stationery in the plural.
    ["expense", "fee note for the tax review", "Professional Fees"],
    ["expense", "US trademark filing", "Professional Fees"],
    ["expense", "drafting the lease", "Professional Fees"],
    ["expense", "the lease review: 12.5 hours", "Professional Fees"],
    ["expense", "4 toners and 15 reams of A4", "Office Supplies"],
    // Travel whoever travelled, and by train or boat too; commissions earned are other income.
    ["expense", "3 nights' hotel for the external auditors", "Travel"],
    ["expense", "train ticket to Ibadan for the rep", "Travel"],
    ["income", "referral fee from a partner firm", "Other Income"],
    ["income", "a commission on goods we brokered", "Other Income"],
    ["expense", "preparing the annual accounts", "Professional Fees"],
    // (A card's brand is no trip.)
    ["expense", "A4 PAPER 2 @ 4,750 CARD: ACCESS BANK VISA ****5521", "Office Supplies"],
    // Braiding is a service, braiding hair goods; web work shortened is still work.
    ["income", "5 packs of braiding hair", "Sales"],
    ["income", "braiding and styling", "Service Revenue"],
    ["income", "web dev work", "Service Revenue"],
  ] as const)("%s: %s", (kind, text, account) => {
    expect(lexiconAccount(kind, text)).toBe(account);
  });

  // The default chart's account names; a business adds the common ones it keeps apart.
  const defaultChart = new Set(["Utilities", "Travel", "Other Income", "Bank Charges", "Office Supplies"]);
  const added = new Set([...defaultChart, "Fuel and Transport", "Insurance", "Interest Income", "Advertising"]);
  it.each([
    ["expense", "diesel for the generator", "Utilities", "Fuel and Transport"],
    ["expense", "petrol for the delivery van", "Travel", "Fuel and Transport"],
    // No account of its own on the default chart: a later rule's words, or none (uncategorized);
    // a repair is a repair whatever it mends (never the generator's fuel, the AC's gas).
    ["expense", "generator repair", undefined, undefined],
    ["expense", "fixed the office AC, 20k for gas refill", undefined, undefined],
    ["expense", "2 fuel filters for the generator", undefined, undefined],
    ["expense", "annual fire insurance on the warehouse", undefined, "Insurance"],
    ["expense", "printing of 500 flyers for the promo", "Office Supplies", "Advertising"],
    ["expense", "Radio jingle on Cool FM", undefined, "Advertising"],
    ["income", "interest credited on savings", "Other Income", "Interest Income"],
    // A meal is a meal whoever ate it: on a chart without a meals account, no account by these words.
    ["expense", "lunch for the visiting auditors", undefined, undefined],
  ] as const)("%s: %s books to %s, or %s when the business has it", (kind, text, onDefault, onAdded) => {
    expect(lexiconAccount(kind, text, (name) => defaultChart.has(name))).toBe(onDefault);
    expect(lexiconAccount(kind, text, (name) => added.has(name))).toBe(onAdded);
  });
});

describe("contact fields", () => {
  it("finds emails and phones, not dates or amounts", () => {
    expect(findEmail("write to Sales.Team+ng@Acme.co.uk today")?.value).toBe("sales.team+ng@acme.co.uk");
    expect(findPhone("call +234 (0)803-555-0101 now")?.value).toBe("+234 (0)803-555-0101");
    expect(findPhone("on 2026-11-22 we paid 1,250,000.00")).toBeNull();
    expect(findPhone("ref 12345")).toBeNull();
  });
  it("takes the name beside a role ('our landlord, Olumide Balogun')", () => {
    const text = "Please add our landlord, Olumide Balogun, 07012345678";
    expect(contactSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0]).toMatchObject({
      name: "Olumide Balogun",
      phone: "07012345678",
      type: "supplier",
    });
  });
  it("reads the name between long dashes, and the party the business buys from or sells to", () => {
    const read = (text: string) => contactSpec.fromText(text, { prompt: text, today: "2026-11-23" }).records[0];
    expect(
      read("create customer — Chukwu Family Clinic Ltd — ifeoma@chukwuclinic.example, 24 Aba Road, Port Harcourt"),
    ).toMatchObject({ name: "Chukwu Family Clinic Ltd", type: "customer", address: "24 Aba Road, Port Harcourt" });
    expect(read("We've started buying potatoes from Jos Plateau Farms Enterprises, please add them")).toMatchObject({
      name: "Jos Plateau Farms Enterprises",
      type: "supplier",
    });
    expect(read("We are now selling cement to Bolanle Stores, save them")).toMatchObject({
      name: "Bolanle Stores",
      type: "customer",
    });
  });
  it("finds addresses by label or street number", () => {
    expect(findAddress("address: 14 Broad Street, Lagos; phone 01")?.value).toBe("14 Broad Street, Lagos");
    expect(findAddress("Acme at 5 Allen Avenue, Ikeja")?.value).toBe("5 Allen Avenue, Ikeja");
    expect(findAddress("meet at noon")).toBeNull();
  });
  it.each([
    // A postal box or bag, or a care-of line, starts the address and stays in it.
    ["add supplier Jos Tin Works, P.O. Box 88, Jos. email a@b.example", "Jos Tin Works", "P.O. Box 88, Jos"],
    [
      "new customer - Ilorin Poly Stores — PMB 1375, Ilorin, Kwara State — tel 0803 111 2233",
      "Ilorin Poly Stores",
      "PMB 1375, Ilorin, Kwara State",
    ],
    ["customer: Tayo Bello\naddress: PO Box 12, Ibadan", "Tayo Bello", "PO Box 12, Ibadan"],
    ["add client Ada Obi c/o First Hotel, 4 Aba Road, Umuahia", "Ada Obi", "c/o First Hotel, 4 Aba Road, Umuahia"],
    [
      "add customer Musa Stores, care of Alhaji Musa, Shop 9, Wuse Market, Abuja",
      "Musa Stores",
      "care of Alhaji Musa, Shop 9, Wuse Market, Abuja",
    ],
    // A plot, block or shop number is a place without a street's word; where they are, said in
    // the label, is no name; a field's word in the plural ends the address.
    [
      "New client in Port Harcourt: Rivers Lodge, Plot 7 Trans Amadi Layout, Port Harcourt. Desk 0803 111 2233",
      "Rivers Lodge",
      "Plot 7 Trans Amadi Layout, Port Harcourt",
    ],
    [
      "add customer Kola Foods, 3 Ojo Road, Ajegunle, phones 0802 000 1111 & 0703 000 2222",
      "Kola Foods",
      "3 Ojo Road, Ajegunle",
    ],
  ])("reads a postal, care-of or plot address with its lead: %s", (text, name, address) => {
    expect(contactSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0]).toMatchObject({
      name,
      address,
    });
  });
  it("keeps a legal form's full stop, reads whose details, and a contact that is neither customer nor supplier", () => {
    const read = (text: string) => contactSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0];
    expect(read("Create a customer: Northwind Traders Inc., contact email ap@northwindtraders.com")?.name).toBe(
      "Northwind Traders Inc.",
    );
    expect(
      read("Save Tunde Bakare's details. He's not a customer or supplier, just keep him on file: 08099887766"),
    ).toMatchObject({ name: "Tunde Bakare", type: "other" });
  });
  it("reads a kind written short as a label, and a name inside a chatty request", () => {
    const read = (text: string) => contactSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0];
    expect(read("cust: Emeka Nwosu 07012345678")).toMatchObject({
      name: "Emeka Nwosu",
      phone: "07012345678",
      type: "customer",
    });
    expect(
      read(
        "Hey, we've started buying grains from Mallam Sani Grains in Kano, can you add them as a vendor? Their number is 08123456789.",
      ),
    ).toMatchObject({ name: "Mallam Sani Grains", type: "supplier" });
  });
  it.each([
    ["Add Ibeto Transport, they move our goods to Onitsha every week", "supplier"],
    ["Kemi Adeyemi, our landlord at Yaba", "supplier"],
    ["Add Tunde Bakare, we buy our flour from him", "supplier"],
    ["Add Mama Put Foods, they order our bread daily", "customer"],
    ["add Bayo, a tenant in the boys quarters", "customer"],
    ["add Ngozi Eze, 0803 555 0101", null],
    ["Add Greenfield Agro Supplies Ltd, they sell us fertiliser", "supplier"],
    ["We just hired Chiamaka Obi as an accountant", "employee"],
    ["hey can u add Musa Danjuma, our new driver. phone 08033221100", "employee"],
    ["Add the Lagos State Internal Revenue Service as a contact – not a customer or supplier, type other", "other"],
  ])("reads the contact type from what the contact does: %s", (text, type) => {
    expect(findContactType(text)).toBe(type);
  });
  it("reads a card's or a signature's company, a word of politeness, and a pidgin address", () => {
    const read = (text: string) => contactSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0];
    expect(
      read("New supplier, here's the card:\nName: Tolu Bankole\nCompany: Greenleaf Agro Ltd\nPhone: +234 802 555 0199"),
    ).toMatchObject({ name: "Greenleaf Agro Ltd", phone: "+234 802 555 0199", type: "supplier" });
    expect(
      read(
        "Add them as a vendor, from his signature:\n--\nJake Morrison | Account Executive\nCloudPeak Software Inc.\n1200 Market St, San Francisco, CA 94103\n(415) 555-0142 | jake@cloudpeak.io",
      ),
    ).toMatchObject({
      name: "CloudPeak Software Inc.",
      address: "1200 Market St, San Francisco, CA 94103",
      phone: "(415) 555-0142",
    });
    expect(read("Could you add a new client please? Harrow & Finch Ltd, 22 Baker Street, London")?.name).toBe(
      "Harrow & Finch Ltd",
    );
    expect(
      read(
        "Keep the association on file - they are not a customer or a supplier: Lekki Residents Association, 0701 234 5678",
      ),
    ).toMatchObject({ name: "Lekki Residents Association", type: "other" });
    expect(
      read("Abeg add Segun Alade as customer, im number na 08123456789, shop dey 15 Balogun Market, Lagos Island"),
    ).toMatchObject({ name: "Segun Alade", address: "15 Balogun Market, Lagos Island" });
    expect(read("Please add Brompton Tea Co. as a supplier")?.name).toBe("Brompton Tea Co.");
  });
  it("takes no sentence about the contact for its company, its name or its address", () => {
    const read = (text: string) => contactSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0];
    expect(read("New contact\nName: Ada Obi\nWorks at Zenith Holdings\nPhone: 0803 111 2222")?.name).toBe("Ada Obi");
    expect(read("Add a supplier. Terms: Net 30, email x@y.com")).toBeUndefined();
    expect(read("her office is closed on Sundays, add Ada Obi as customer")).toMatchObject({
      name: "Ada Obi",
      address: null,
    });
  });
  it("finds a person's name set off by commas before their details, and a Lagos line as the phone", () => {
    const text =
      "Keep on file our NAFDAC liaison officer, Halima Bello, hbello@nafdac.gov.ng, 01-4701234. Not a customer.";
    expect(contactSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0]).toMatchObject({
      name: "Halima Bello",
      email: "hbello@nafdac.gov.ng",
      phone: "01-4701234",
    });
  });
  it("finds a name after 'is' or 'called'", () => {
    expect(findName("Our new staff member is Blessing Okoro; her email is b@x.example")?.value).toBe("Blessing Okoro");
  });
  it.each([
    ["We hired a new driver, Emeka Umeh — add him as staff", "Emeka Umeh"],
    ["customer — Ngozi Bakery Ventures", "Ngozi Bakery Ventures"],
    ["We just hired Chiamaka Obi as an accountant, her email is c@x.example", "Chiamaka Obi"],
    ["Add a general contact, Kunle Ajayi, email kunle.ajayi@ajayichambers.example.", "Kunle Ajayi"],
    [
      "We have started buying packaging from Sahara Packaging Ltd; please add them to our contacts.",
      "Sahara Packaging Ltd",
    ],
    [
      "add as supplier pls, frm their email:\n\nMainland Auto Repairs\n14 Ikorodu Road, Maryland, Lagos",
      "Mainland Auto Repairs",
    ],
  ])("ends a name at a dash and takes one after it: %s", (text, name) => {
    expect(findName(text)?.value).toBe(name);
  });
  it("takes a tax or registration number into its field, for no phone, no address and no name", () => {
    const read = (text: string) => contactSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0];
    expect(read("add supplier Kano Hauliers, TIN 2034567891, tel 0803 111 2233")).toMatchObject({
      name: "Kano Hauliers",
      phone: "0803 111 2233",
      tax_id: "2034567891",
      registration_number: null,
    });
    expect(read("new customer – Ibadan Textiles Ltd, 3 Ring Road, Ibadan, Oyo State. RC: 1234567")).toMatchObject({
      address: "3 Ring Road, Ibadan, Oyo State",
      registration_number: "RC 1234567",
      tax_id: null,
    });
    expect(read("Add Bisi Ade, the caterer we use, bisi@ade.example, Tax ID 01234567-0001")).toMatchObject({
      name: "Bisi Ade",
      phone: null,
      type: "supplier",
      tax_id: "01234567-0001",
    });
    expect(read("add vendor Sahara Logistics, TIN 1023456789, phone +234 1 271 0000")).toMatchObject({
      name: "Sahara Logistics",
      phone: "+234 1 271 0000",
      tax_id: "1023456789",
      type: "supplier",
    });
    // A letterhead's company opens the text, in its legal form.
    expect(read("Chukwuma & Sons Nig. Ltd, 14 Market Road, Aba. TIN: 09876543-0001")).toMatchObject({
      name: "Chukwuma & Sons Nig. Ltd",
      address: "14 Market Road, Aba",
      tax_id: "09876543-0001",
      type: "other",
    });
  });
  it.each([
    ["TIN 1023456789", "1023456789", null],
    ["TIN: 09876543-0001", "09876543-0001", null],
    ["Tax ID No. 12-3456789", "12-3456789", null],
    ["tax id: 01234567-0001", "01234567-0001", null],
    ["Tax Identification Number 1023456789", "1023456789", null],
    ["Taxpayer ID 1023456789", "1023456789", null],
    ["VAT no GB123456789", "GB123456789", null],
    ["VAT reg. no. GB 123 4567 89", "GB 123 4567 89", null],
    ["VAT Registration Number: DE123456789", "DE123456789", null],
    ["VAT: GB123456789", "GB123456789", null],
    ["EIN 12-3456789", "12-3456789", null],
    ["RC 123456", null, "RC 123456"],
    ["RC: 1234567", null, "RC 1234567"],
    ["rc no. 1234567", null, "RC 1234567"],
    ["RC123456", null, "RC 123456"],
    ["BN 2345678", null, "BN 2345678"],
    ["Company number 01234567", null, "01234567"],
    ["CAC Reg No: 1234567", null, "1234567"],
    ["TIN 1023456789 | RC 123456", "1023456789", "RC 123456"],
  ])("reads the labelled number: %s", (text, taxId, registrationNumber) => {
    const found = findRegistrations(`add supplier Acme Ltd, ${text}, 0803 111 2233`);
    expect(found.taxId?.value ?? null).toBe(taxId);
    expect(found.registrationNumber?.value ?? null).toBe(registrationNumber);
    expect(found.others).toEqual([]);
  });
  it.each([
    "add customer Globex, vat 7.5%",
    "VAT 150000 on the last order",
    "2.5bn 12345678 turnover",
    "no 12345 Allen Avenue",
    "TIN to follow",
    "RC 1234",
    "reg no ABC-1234",
  ])("reads no number without its label and at least five digits: %s", (text) => {
    const found = findRegistrations(text);
    expect(found).toMatchObject({ taxId: null, registrationNumber: null, spans: [] });
  });
  it("refuses a second, different number of one kind, quoted; the same one twice is one", () => {
    const text = "add customer Oando Retail, TIN 1023456789, VAT no GB123456789";
    const { records, problems } = contactSpec.fromText(text, { prompt: text, today: "2026-03-18" });
    expect(records).toHaveLength(0);
    expect(problems[0]?.message).toContain('"VAT no GB123456789"');
    const again = "add customer Oando Retail, TIN 1023456789. Tax ID: 1023456789";
    expect(contactSpec.fromText(again, { prompt: again, today: "2026-03-18" }).records[0]).toMatchObject({
      name: "Oando Retail",
      tax_id: "1023456789",
    });
  });
  it.each([
    ["www.brightstar.ng", "www.brightstar.ng"],
    ["website: https://kanograins.com", "https://kanograins.com"],
    ["Website adeolaprints.com.ng", "adeolaprints.com.ng"],
    ["web: www.sahelagro.example", "www.sahelagro.example"],
    ["site: lagoonpaints.com.ng", "lagoonpaints.com.ng"],
    ["(website kadunatextilemills.example)", "kadunatextilemills.example"],
    ["our website is acme.io", "acme.io"],
    ["W: www.jide.ng", "www.jide.ng"],
    ["https://harbourdental.example/contact.", "https://harbourdental.example/contact"],
    ["http://shop.example:8080/a?b=1", "http://shop.example:8080/a?b=1"],
  ])("reads a website: %s", (text, site) => {
    const found = findWebsites(`add customer Acme Ltd, ${text}, 0803 111 2233`);
    expect(found.found?.value).toBe(site);
    expect(found.others).toEqual([]);
  });
  it.each([
    "add customer Sola Ade, sola@adeweb.com.ng",
    "they do our website design",
    "bisi.ade@www.example",
    "site visit on Monday",
    "acme.com.ng",
  ])("reads no website from an email, a bare domain without its label or the word alone: %s", (text) => {
    expect(findWebsites(text)).toMatchObject({ found: null, spans: [] });
  });
  it("holds one website however it is written; a second is another", () => {
    expect(findWebsites("www.acme.ng, website: https://acme.ng/").others).toEqual([]);
    expect(findWebsites("www.acme.ng, website: acme-shop.com").others.map((o) => o.value)).toEqual([
      "website: acme-shop.com",
    ]);
  });
  it.each([
    ["https://kanograins.com", true],
    ["www.brightstar.ng", true],
    ["acme.com.ng/about-us", true],
    ["ACME.EXAMPLE", true],
    ["acme", false],
    ["ftp://acme.example", false],
    ["mailto:ap@acme.example", false],
    ["ap@acme.example", false],
    ["https://acme.example/a b", false],
    ["see our Facebook page", false],
  ])("a website is a URL or a domain: %s", (site, ok) => {
    expect(WEBSITE_WRITTEN.test(site)).toBe(ok);
  });
  it.each([
    ["Attn: Mr. Bayo Adeniran, 12 Allen Avenue", "Mr. Bayo Adeniran"],
    ["attn Mr. Ade, 14 Ogunlana Drive", "Mr. Ade"],
    ["ATTN: Accounts Dept., 9 Isaac John St", "Accounts Dept."],
    ["attention: Accounts Dept", "Accounts Dept"],
    ["Att: Engr. Femi Ojo\nPlot 4", "Engr. Femi Ojo"],
    ["attn: The Bursar, PMB 2014", "The Bursar"],
    ["contact person: Ngozi Eze, 0803 111 2233", "Ngozi Eze"],
    ["contact person Jane Miller jane@northwind.example", "Jane Miller"],
    ["Contact: Mrs. Ngozi Okeke (property manager).", "Mrs. Ngozi Okeke"],
    ["ask for Mr. Tunde Bello.", "Mr. Tunde Bello"],
    ["speak to Chioma in accounts", "Chioma"],
  ])("reads whom to address: %s", (text, person) => {
    const found = findContactPersons(`add customer Acme Ltd, ${text}`);
    expect(found.found?.value).toBe(person);
    expect(found.others).toEqual([]);
  });
  it.each([
    "add customer Ada Obi c/o Mr. Obi, P.O. Box 12, Enugu",
    "add contact: Segun Alabi",
    "Create vendor contact: Coastal Packaging Limited",
    "please pay attention to their invoices",
    "ask for a receipt",
    "ask for TIN later",
    "contact person's phone 0803 111 2233",
  ])("reads no one to address from a care-of line, the contact's own name or a sentence: %s", (text) => {
    expect(findContactPersons(text)).toMatchObject({ found: null, spans: [] });
  });
  it("holds one contact person however addressed; a second is another", () => {
    expect(findContactPersons("Attn: Mr. Ade Bello, ask for Ade").others).toEqual([]);
    expect(findContactPersons("Attn: Mr. Ade, contact person: Mrs. Bisi Ola").others.map((o) => o.value)).toEqual([
      "contact person: Mrs. Bisi Ola",
    ]);
  });
  it("takes a website and a contact person into their fields, leaving the name and the address whole", () => {
    const read = (text: string) => contactSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0];
    expect(
      read("Add customer Brightstar Ltd, Attn: Mr. Bayo Adeniran, 12 Allen Avenue, Ikeja, www.brightstar.ng"),
    ).toMatchObject({
      name: "Brightstar Ltd",
      address: "12 Allen Avenue, Ikeja",
      website: "www.brightstar.ng",
      contact_person: "Mr. Bayo Adeniran",
    });
    expect(read("add customer Oyo Foods, 5 Ring Road, Ibadan, ask for Mr. Tunde")).toMatchObject({
      address: "5 Ring Road, Ibadan",
      contact_person: "Mr. Tunde",
    });
    // A bare "Contact:" with no other name names the contact itself.
    expect(read("Contact: Segun Alabi\nPhone: 0803 111 2233")).toMatchObject({
      name: "Segun Alabi",
      phone: "0803 111 2233",
      contact_person: null,
    });
    expect(
      read("New supplier\nCompany: Greenleaf Agro Ltd\nContact: Tolu Bankole\nPhone: +234 802 555 0199"),
    ).toMatchObject({
      name: "Greenleaf Agro Ltd",
      contact_person: "Tolu Bankole",
    });
  });
  it.each([
    // An abbreviation's full stop inside a name, and one that ends the sentence.
    ["Create supplier — Okafor & Daughters Nig. Ltd, 2 Ogui Road, Enugu", "Okafor & Daughters Nig. Ltd"],
    ["New supplier for us: Harbour Fish Ltd. Their email is fish@harbour.example", "Harbour Fish Ltd"],
    ["Add a supplier? Name's Lakeside Printing Co., phone 0802 555 0110", "Lakeside Printing Co."],
    // A bar parting a pasted row, single quotes, a role in lower case around the name.
    ["customer | Ama Beauty Hub | ama@hub.example | 0803 000 1111", "Ama Beauty Hub"],
    ["add supplier 'Blue Tap Water' 12 Allen Avenue, Ikeja", "Blue Tap Water"],
    ["Add our caterer Mama Titi Kitchen as a supplier", "Mama Titi Kitchen"],

    ["Tope Bello (tope@shop.example) is our new cashier, add her as staff", "Tope Bello"],
  ])("finds where a name starts and ends: %s", (text, name) => {
    expect(contactSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0]?.name).toBe(name);
  });
  it("takes someone the business has started using for a supplier, named beside the role", () => {
    const text = "We've begun using a local electrician, Musa Bello. Add him: 0806 123 4567";
    expect(contactSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0]).toMatchObject({
      name: "Musa Bello",
      phone: "0806 123 4567",
      type: "supplier",
    });
  });
  it("ends an address at a labelled field, and reads one that opens with Km or Plot", () => {
    expect(findAddress("Acme Ltd, 9 Mill Lane, Leeds LS1 4AB, tel 0113 496 0000")?.value).toBe(
      "9 Mill Lane, Leeds LS1 4AB",
    );
    expect(findAddress("supplier | Acme | Plot 7 Airport Road, Abuja | 0803 111 2222")?.value).toBe(
      "Plot 7 Airport Road, Abuja",
    );
  });
  it.each([
    ["Add supplier Ife Farms, we've bought from them since March 2024", "March 2024"],
    ["Add customer Bode Stores, a customer since 2019", "2019"],
    ["Add supplier Kola Nuts Ltd, they give us a 5% trade discount", "5%"],
  ])("refuses a date, a month or a percentage no field holds: %s", (text, fragment) => {
    const { records, problems } = contactSpec.fromText(text, { prompt: text, today: "2026-03-18" });
    expect(records).toHaveLength(0);
    expect(problems[0]?.message).toContain(`"${fragment}"`);
  });
  it("returns no name rather than a guess", () => {
    for (const text of [
      "create a new customer",
      "add email x@y.com",
      "please add this",
      "new supplier",
      "add a contact with phone 555 0100 200",
      "Please create a new supplier record. Their phone number is 0701 234 5678.",
    ]) {
      expect(findName(text), text).toBeNull();
    }
  });
});

describe("every spec's reader", () => {
  // A reader that throws on some sentence answers 500 to it: any text, and any mix of
  // the words prompts use, must come back as records or problems.
  const words = fc.constantFrom(
    "invoice",
    "bill",
    "from",
    "for",
    "to",
    "and",
    "paid",
    "received",
    "Acme",
    "ota",
    "farms",
    "Ltd",
    "@",
    "x",
    "1,200",
    "50k",
    "$300",
    "₦2.5m",
    "each",
    "per",
    "hour",
    "dated",
    "today",
    "net",
    "30",
    "due",
    "in",
    "2",
    "weeks",
    "rate",
    "VAT",
    "7.5%",
    ",",
    ":",
    ";",
    "\n",
  );
  const sentence = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.array(words, { maxLength: 25 }).map((w) => w.join(" ")),
  );
  it.each([
    ["invoice", invoiceSpec],
    ["bill", billSpec],
    ["expense", expenseSpec],
    ["income", incomeSpec],
  ] as const)("%s", (_name, spec) => {
    fc.assert(
      fc.property(sentence, (text) => {
        const result = spec.fromText(text, { prompt: text, today: "2026-03-18" });
        expect(result.records.length + result.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe("documents written as people write them (development-13)", () => {
  const read = (spec: typeof invoiceSpec, text: string, known?: { name: string; written: string }) =>
    spec.fromText(text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5", knownContact: known });
  it("takes the price written before the document's word when the party is a known contact in lower case", () => {
    const text =
      "₦2.75m invoice to brightstar hotels ltd for the conference hall sound system, dated 4th March, net 14";
    expect(
      read(invoiceSpec, text, { name: "Brightstar Hotels Ltd", written: "brightstar hotels ltd" }).records[0],
    ).toMatchObject({
      contact: "Brightstar Hotels Ltd",
      date: "2026-03-04",
      terms_days: 14,
      record_items: [{ description: "conference hall sound system", quantity: "1", unit_price: "2750000" }],
    });
  });
  it("reads the party between a verb and the document's word, and terms said as paying or settling", () => {
    expect(
      read(invoiceSpec, "Send Müller GmbH an invoice for 3 tonnes of cashew nuts at €1,400 per tonne, 30 days to pay")
        .records[0],
    ).toMatchObject({
      contact: "Müller GmbH",
      currency: "EUR",
      terms_days: 30,
      record_items: [{ quantity: "3", unit_price: "1400" }],
    });
    expect(
      read(
        invoiceSpec,
        "Raise an invoice on Brightstar Hotels Ltd for 2 nights at 300k per night, VAT exclusive (add 7.5%)",
      ).records[0],
    ).toMatchObject({
      contact: "Brightstar Hotels Ltd",
      record_items: [{ quantity: "2", unit_price: "300000", tax_rate: "7.5" }],
    });
    expect(
      read(invoiceSpec, "Invoice Ota Farms for 60 crates of eggs @ N3,400, they settle in 7 days").records[0]
        ?.terms_days,
    ).toBe(7);
  });
  it("takes a discount said after its value, and a total written beside a count at a price as a check", () => {
    expect(
      read(invoiceSpec, "Invoice Chinedu Okafor for the CCTV installation 650k, knock off 50k as a discount")
        .records[0],
    ).toMatchObject({
      record_items: [{ unit_price: "650000" }],
      discount: { amount: "50000" },
    });
    expect(
      read(invoiceSpec, "invoice chinedu okafor 75,000 for 3 hours of photography at 25k/hr").records[0]?.record_items,
    ).toMatchObject([{ quantity: "3", unit_price: "25000" }]);
    expect(
      read(invoiceSpec, "Invoice ACME for 4 chairs at 30,000 each, 120,000 total").records[0]?.record_items,
    ).toMatchObject([{ quantity: "4", unit_price: "30000" }]);
    // A total that is not what the count comes to is refused, quoted.
    expect(read(invoiceSpec, "Invoice ACME for 4 chairs at 30,000 each, 100,000 total").problems[0]?.message).toContain(
      "100,000",
    );
  });
  it("reads no count as a party, and a heading's party before a 'from' in the items", () => {
    expect(
      read(billSpec, "pls bill from xyz supplier 5 pallets of bottled water, 48,000 a pallet", {
        name: "XYZ Supplier",
        written: "xyz supplier",
      }).records[0],
    ).toMatchObject({ contact: "XYZ Supplier", record_items: [{ quantity: "5", unit_price: "48000" }] });
    expect(
      read(
        billSpec,
        "Enter supplier invoice: ABC Transport Co, haulage of grain from Kano, 3 trips at 420,000 per trip, 14 days",
      ).records[0],
    ).toMatchObject({ contact: "ABC Transport Co", record_items: [{ quantity: "3", unit_price: "420000" }] });
  });
  it("reads pasted lines with the count after the thing and '= total', and a table whose price column is 'Unit'", () => {
    const lines =
      "KANO GRAINS LTD\nInvoice KG/2026/117\nDate: 12/03/2026\nTerms: 14 days\n\nYellow maize  60 bags  x 39,000  = 2,340,000\nSoybeans      25 bags  x 54,500  = 1,362,500\nTOTAL                           3,702,500";
    expect(read(billSpec, lines).records[0]).toMatchObject({
      date: "2026-03-12",
      terms_days: 14,
      record_items: [
        { description: "Yellow maize", quantity: "60", unit_price: "39000" },
        { description: "Soybeans", quantity: "25", unit_price: "54500" },
      ],
    });
    const table =
      "Item                    Qty   Unit     Total\nHP LaserJet toner       4     46,000   184,000\nA4 paper (box)          6     23,500   141,000\nSubtotal                               325,000\nVAT 7.5%                               24,375";
    expect(tablesAsProse(table)).toBe("4 HP LaserJet toner @ 46,000, 6 A4 paper (box) @ 23,500, plus 7.5% VAT");
  });
});

describe("documents and cash typed on a phone (development-15)", () => {
  const read = <T>(spec: ResourceSpec<T>, text: string, known?: { name: string; written: string }) =>
    spec.fromText(text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5", knownContact: known });
  it("reads parties named in lower case before the document's word, in full in brackets, or after a dash", () => {
    expect(read(billSpec, "air peace bill - 3 tickets lag-abj @ 128,000").records[0]).toMatchObject({
      contact: "air peace",
      record_items: [{ quantity: "3", unit_price: "128000" }],
    });
    // A note in brackets is no name: "(new client)".
    expect(
      read(invoiceSpec, "Please raise an invoice to Harrow & Finch Ltd (new client) for design, £2,400, rate 2,050")
        .records[0]?.contact,
    ).toBe("Harrow & Finch Ltd");
    expect(
      read(billSpec, "water corp (lagos water corporation) sent a 21,750 bill, make we pay am by month end").records[0],
    ).toMatchObject({
      contact: "lagos water corporation",
      due_date: "2026-03-31",
    });
    expect(
      read(invoiceSpec, "new client - Ikoyi Dental Clinic. invoice them 3 months IT support @ 120k/month").records[0]
        ?.contact,
    ).toBe("Ikoyi Dental Clinic");
  });
  it("takes the contact a forwarded email's subject names, and a payer after 'frm' in lower case", () => {
    const forwarded =
      "pls log this bill\n\n---------- Forwarded message ---------\nFrom: accounts@globexng.example\nSubject: Invoice from Globex Nigeria Limited\n\nDear customer, please find below:\n- A4 paper x 15 reams @ ₦4,800\nPayment terms: 14 days";
    expect(
      read(billSpec, forwarded, { name: "Globex Nigeria Limited", written: "Globex Nigeria Limited" }).records[0],
    ).toMatchObject({ contact: "Globex Nigeria Limited", terms_days: 14, record_items: [{ quantity: "15" }] });
    expect(
      read(
        incomeSpec,
        "we received ₦1.75m frm lekki gardens estate for facility management, access bank, on 10th march",
      ).records[0],
    ).toMatchObject({ contact: "lekki gardens estate", amount: "1750000", date: "2026-03-10" });
  });
  it("reads terms as said ('we have 30 days', 'due tmrw'), a code in lower case, and VAT to include", () => {
    expect(
      read(billSpec, "bill from Kunle Stores for 120 bags of cement, 9,350 a bag. we have 30 days").records[0]
        ?.terms_days,
    ).toBe(30);
    expect(read(billSpec, "Ikeja Electric bill 35k for the shop meter, due tmrw").records[0]?.due_date).toBe(
      "2026-03-19",
    );
    expect(read(invoiceSpec, "send Acme an inv for 1,800 usd website maintenance, net 30").records[0]?.currency).toBe(
      "USD",
    );
    expect(
      read(invoiceSpec, "Invoice Brightstar for 80 bath towels @ 6,500. Kindly include VAT").records[0]?.record_items[0]
        ?.tax_rate,
    ).toBe("7.5");
    expect(
      read(
        invoiceSpec,
        "pls invoice Thames Valley Traders £3,600 for 3 days onsite training (£1,200/day). use 2,080 naira per pound",
      ).records[0],
    ).toMatchObject({
      currency: "GBP",
      exchange_rate: "2080",
      record_items: [{ quantity: "3", unit_price: "1200" }],
    });
  });
  it("dates the document as the words say, not by the first date written", () => {
    expect(
      read(
        invoiceSpec,
        "invoice Acme for 15 hrs consulting @ 28k, work was done 2nd march but date the invoice 9th march",
      ).problems[0]?.message,
    ).toContain("2nd march");
  });
  it("keeps a bank's own debit as the sum that moved, its VAT inside", () => {
    expect(read(expenseSpec, "zenith took 1,075 as COT + vat").records[0]).toMatchObject({
      amount: "1075",
      tax_rate: "7.5",
    });
    // (Any bank the NUBAN table knows, not a list of its own.)
    expect(read(expenseSpec, "Heritage deducted 537.50 for SMS alerts + VAT").records[0]).toMatchObject({
      amount: "537.5",
      tax_rate: "7.5",
    });
    expect(read(expenseSpec, "Paid 10,000 for printing plus VAT from zenith").records[0]).toMatchObject({
      amount: "10750",
      tax_rate: "7.5",
    });
  });
});

describe("documents and cash as accountants write them (development-16)", () => {
  const read = <T>(spec: ResourceSpec<T>, text: string) =>
    spec.fromText(text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" });
  it("reads terms and due dates said in full sentences", () => {
    expect(
      read(invoiceSpec, "Could you please bill Chinedu Okafor ₦185,000 for painting? Payment is due in ten days.")
        .records[0]?.terms_days,
    ).toBe(10);
    expect(
      read(
        billSpec,
        "Bill from Halden & Rowe LLP for the audit, GBP 2,750.00 at NGN 2,080 per GBP 1. Settlement terms are 30 days.",
      ).records[0]?.terms_days,
    ).toBe(30);
    expect(
      read(
        invoiceSpec,
        "Kindly raise an invoice for Chinedu Okafor: 3 days of photography at ₦120k per day. He will pay at the end of the month.",
      ).records[0],
    ).toMatchObject({ date: null, due_date: "2026-03-31" });
    // A count of days with a fraction is a count, no date.
    expect(
      read(invoiceSpec, "invoice chinedu okafor for 2.5 days of site supervision at NGN 90,000.00 per day, net 14")
        .records[0]?.record_items,
    ).toMatchObject([{ quantity: "2.5", unit_price: "90000" }]);
  });
  it("taxes the discounted amount without reading 'discounted' as a discount, and a total fee that holds its VAT", () => {
    expect(
      read(
        invoiceSpec,
        "Please invoice Brightstar Hotels Ltd for 200 bath towels at ₦5,200 each. We have agreed a 10% volume discount, and VAT at 7.5% applies to the discounted amount.",
      ).records[0],
    ).toMatchObject({
      discount: { percent: "10" },
      record_items: [{ quantity: "200", unit_price: "5200", tax_rate: "7.5" }],
    });
    expect(
      read(
        invoiceSpec,
        "Please raise an invoice to ACME LLC for a training workshop; the total fee is ₦860,000 inclusive of VAT at 7.5%.",
      ).records[0]?.record_items,
    ).toMatchObject([{ description: "training workshop", quantity: "1", tax_rate: "7.5" }]);
  });
  it("reads a party after 'Please record', no party in 'from the invoice date', and terms in pidgin", () => {
    expect(
      read(
        billSpec,
        "Please record Bosch Rexroth AG's invoice for a hydraulic pump, EUR 3,200.00, at an agreed rate of ₦1,760 per euro.",
      ).records[0],
    ).toMatchObject({ contact: "Bosch Rexroth AG", currency: "EUR", exchange_rate: "1760" });
    expect(
      read(
        billSpec,
        "Bill from Kunle Stores for 60 bags of maize at NGN 41,000 per bag, payable 14 days from the invoice date.",
      ).records[0],
    ).toMatchObject({ contact: "Kunle Stores", terms_days: 14 });
    expect(
      read(
        billSpec,
        "bill from Kunle Stores: 30 bags beans at 47k and 20 bags garri at 19,500 on monday, dem say make we pay in 2 weeks",
      ).records[0],
    ).toMatchObject({ terms_days: 14, record_items: [{ quantity: "30" }, { quantity: "20", unit_price: "19500" }] });
  });
  it("reads 'vat 7.5' as a rate, and quotes a discount a cash record cannot hold", () => {
    expect(
      read(invoiceSpec, "invoice Kunle Stores\n24 crates coke @4300\n10 packs table water @1200\nvat 7.5\ndue 2 weeks")
        .records[0],
    ).toMatchObject({
      terms_days: 14,
      record_items: [{ tax_rate: "7.5" }, { tax_rate: "7.5" }],
    });
    expect(
      read(
        expenseSpec,
        "Please record ₦22,000 paid in cash for cleaning materials. The supplier has also offered us a 3% discount on our next order.",
      ).problems[0]?.message,
    ).toContain("3% discount");
  });
  it("refuses a later date said of something to come in a cash record, quoted", () => {
    expect(
      read(
        expenseSpec,
        "Please record ₦96,000 paid in cash for generator servicing; the next service is due on 18 June 2026.",
      ).problems[0]?.message,
    ).toContain("18 June 2026");
    expect(
      read(
        incomeSpec,
        "₦480,000 received from Ota Farms Ltd into Zenith. The next instalment is expected on 30 March 2026.",
      ).problems[0]?.message,
    ).toContain("30 March 2026");
  });
  it("reads rates 'per US$' and 'take the rate as', and a table's columns with their currency", () => {
    expect(rateOf("please book it at ₦1,551 per US$.")).toBe("1551");
    expect(rateOf("take the rate as 1590")).toBe("1590");
    expect(
      tablesAsProse("Description | Qty | Unit Price (NGN) | Amount (NGN)\nBox files | 40 | 1,850.00 | 74,000.00"),
    ).toBe("40 Box files @ NGN 1,850.00");
  });
});

describe("payments said beside a document", () => {
  const paid = (text: string) =>
    findPaymentsMade(text, "2026-03-18").map(({ amount, percent, date }) => ({ amount, percent, date }));
  it.each([
    [
      "Invoice Chinedu 500k for cabinets; he paid 200k into Zenith today",
      { amount: "200000", percent: null, date: "2026-03-18" },
    ],
    [
      "Invoice Bolanle for 50 cartons at 9,600. They paid half by transfer to Access Bank",
      { amount: null, percent: "50", date: null },
    ],
    [
      "Invoice Brightstar, 2 days at 1.1M per day. They paid 50% upfront into Zenith",
      { amount: null, percent: "50", date: null },
    ],
    [
      "Invoice Chinedu 380k for 2 inverters at 190k each; he's paid 150k cash already",
      { amount: "150000", percent: null, date: null },
    ],
    ["bill from Globex 200k for paper, we paid it in full from GTB", { amount: null, percent: "100", date: null }],
  ])("%s", (text, payment) => {
    expect(paid(text)).toEqual([payment]);
  });
  it("reads no payment in a prompt that is one, or a clause with no sum or share", () => {
    expect(paid("Paid 15,000 for diesel from Cash")).toEqual([]);
    expect(paid("Invoice ACME for 3 chairs at 5,000, paid by cheque")).toEqual([]);
  });
  it("takes the clause out of the document, so its sum is no item and its date no document date", () => {
    const text = "Invoice Chinedu Okafor 500k for kitchen cabinets; he paid 200k into Zenith on 20 March";
    expect(invoiceSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0]).toMatchObject({
      date: null,
      record_items: [{ quantity: "1", unit_price: "500000" }],
      payments: [{ amount: "200000", date: "2026-03-20", category: "he paid 200k into Zenith on 20 March" }],
    });
  });
});

describe("a document's lines pasted as a table", () => {
  it("become a list of items, the sums left out and a VAT row's rate applied", () => {
    const text = [
      "BELLO HARDWARE ENTERPRISES",
      "Date: 19/11/2026",
      "Qty  Description            Rate      Amount",
      "12   Padlock (heavy duty)   4,800     57,600",
      "30   Door hinges (pair)     1,250     37,500",
      "Sub Total                             95,100",
      "VAT 7.5%                              7,132.50",
      "Total                                 102,232.50",
      "Terms: 30 days",
    ].join("\n");
    expect(tablesAsProse(text).split("\n")).toEqual([
      "BELLO HARDWARE ENTERPRISES",
      "Date: 19/11/2026",
      "12 Padlock (heavy duty) @ 4,800, 30 Door hinges (pair) @ 1,250, plus 7.5% VAT",
      "Terms: 30 days",
    ]);
    const tabs = "Item\tQty\tUnit Price\tTotal\nYellow maize\t40\t29,000\t1,160,000\nTOTAL\t\t\t1,160,000";
    expect(tablesAsProse(tabs)).toBe("40 Yellow maize @ 29,000");
    // No quantity, description and price columns: left as written.
    expect(tablesAsProse("Date  Narration  Amount\n01/11  Rent  50,000")).toBe(
      "Date  Narration  Amount\n01/11  Rent  50,000",
    );
  });
});

describe("a document's lines pasted without a header", () => {
  const read = (text: string) => billSpec.fromText(text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" });
  it("reads dot leaders as gaps and leaves out a line total that is the count times the price", () => {
    expect(
      lineTotalsDropped(
        "300 stickers die-cut ....... 60 per sticker ..... 18,000\nFuel surcharge ............. 7,000\n3 x crate  @ 2,000   6,500",
      ).split("\n"),
    ).toEqual(["300 stickers die-cut 60 per sticker", "Fuel surcharge 7,000", "3 x crate  @ 2,000   6,500"]);
    const bill = read(
      [
        "Ade Signs & Prints",
        "RC: 1234567 · 0803 111 2222 · 4 Allen Avenue, Ikeja",
        "INVOICE #AS-12   Date: 10-03-2026",
        "300 stickers die-cut ....... 60 per sticker ..... 18,000",
        "4 x Banner stand   @ 12,500   50,000",
        "Fuel surcharge ............. 7,000",
        "Total ...................... 75,000",
      ].join("\n"),
    );
    expect(bill.records[0]).toMatchObject({
      contact: "Ade Signs & Prints",
      date: "2026-03-10",
      record_items: [
        { description: "stickers die-cut", quantity: "300", unit_price: "60" },
        { description: "Banner stand", quantity: "4", unit_price: "12500" },
        { description: "Fuel surcharge", quantity: "1", unit_price: "7000" },
      ],
    });
    // A line total that is not the count times the price is refused, never dropped.
    expect(read("Ade Signs Ltd\nINVOICE 12\n4 x Banner stand   @ 12,500   55,000").records).toEqual([]);
  });
  it("places the discount, the net, the VAT and the total a pasted invoice works out", () => {
    const bill = read(
      [
        "Invoice from Lekki Paper Ltd, 9 March 2026",
        "4 x Copier paper A4    @ 5,000    20,000",
        "Sub-total                        20,000",
        "Less 5% discount                 (1,000)",
        "                                 19,000",
        "VAT @ 7.5%                        1,425",
        "TOTAL DUE                        20,425",
        "Payment: 21 days",
        // (A Lagos line in the signature is no item.)
        "Tope | Accounts, Lekki Paper Ltd | 01 271 5500",
      ].join("\n"),
    );
    expect(bill.records[0]).toMatchObject({
      contact: "Lekki Paper Ltd",
      terms_days: 21,
      discount: { percent: "5" },
      record_items: [{ quantity: "4", unit_price: "5000", tax_rate: "7.5" }],
    });
    // A VAT row that is not the rate of what is left is still refused.
    expect(read("Invoice from Lekki Paper Ltd\n4 x Copier paper  @ 5,000\nVAT @ 7.5%   2,000").problems).not.toEqual(
      [],
    );
  });
  it("reads no party from a document's number or its own word, and the business's contact that starts the prompt", () => {
    expect(read("Lekki Paper Ltd invoice #LP-77: 4 reams x 5,000. Net 30").records[0]?.contact).toBe("Lekki Paper Ltd");
    const bill = "lekki paper bill. 4 reams @ 5,000. Terms: 14 days from invoice date 02/03/2026";
    const paper = { name: "Lekki Paper Ltd", written: "lekki paper" };
    expect(
      billSpec.fromText(bill, { prompt: bill, today: "2026-03-18", knownContact: paper }).records[0],
    ).toMatchObject({
      contact: "Lekki Paper Ltd",
      terms_days: 14,
    });
    // ("10 x 25kg flour": the measure after the count's "x" is the size of each.)
    expect(read("Bill from Kano Grains\n10 x 25kg flour - 31,000 each").records[0]?.record_items).toMatchObject([
      { description: "25kg flour", quantity: "10", unit_price: "31000" },
    ]);
    const text = "Ada stores ltd. Invoice for logo design work — 85,000. Due 14/04/2026";
    const known = { name: "Ada Stores Ltd", written: "Ada stores ltd" };
    expect(
      invoiceSpec.fromText(text, { prompt: text, today: "2026-03-18", knownContact: known }).records[0]?.contact,
    ).toBe("Ada Stores Ltd");
  });
  it("reads the supplier written straight after 'bill', and the sender an email ends with", () => {
    expect(read("bill kessler 120k spare parts net 30").records[0]).toMatchObject({
      contact: "kessler",
      terms_days: 30,
      record_items: [{ description: "spare parts", unit_price: "120000" }],
    });
    const email =
      "From: billing@printhub.ng\nSubject: Invoice PH-88\n\nDear customer, please find our invoice for 500 business cards (₦25,000 total) and 2 banners ₦18,000 each.\n\nPrintHub Ventures";
    expect(read(email).records[0]).toMatchObject({
      contact: "PrintHub Ventures",
      record_items: [
        { description: "business cards", quantity: "500", unit_price: "50" },
        { description: "banners", quantity: "2", unit_price: "18000" },
      ],
    });
  });
  it("reads a discount and a VAT rate each on its own line, and a name that ends in 'Supplier'", () => {
    const bill = read(
      "Ada Supplier  Inv 00312  10 Mar 2026\n4 x tyres @ 60,000\n10 tubes @ N4,500\nTrade discount 5%\nVAT 7.5%\nTerms: 30 days",
    );
    expect(bill.records[0]).toMatchObject({
      contact: "Ada Supplier",
      discount: { percent: "5" },
      terms_days: 30,
      record_items: [
        { quantity: "4", unit_price: "60000", tax_rate: "7.5" },
        { quantity: "10", unit_price: "4500", tax_rate: "7.5" },
      ],
    });
    const invoice = invoiceSpec.fromText(
      "INVOICE INV-2026-040 - 2 March 2026\nTo: Lekki Suites Ltd, 4 Admiralty Way\nRoom setup 2 @ 30,000\nDiscount: N5,000",
      { prompt: "", today: "2026-03-18" },
    );
    expect(invoice.records[0]).toMatchObject({ contact: "Lekki Suites Ltd", discount: { amount: "5000" } });
  });
  it("reads the supplier under a title line, not the business billed, and a size after the count", () => {
    const bill = read(
      [
        "TAX INVOICE",
        "Ikorodu Farm Supplies",
        "12 Market Road, Ikorodu",
        "Bill to: Our Kitchen Ltd, Lekki",
        "Invoice No. IFS-7  Date: 02/03/2026",
        "Item          Qty   Rate      Total",
        "Yam tubers    10    2,500     25,000",
        "              Less trade discount    500.00",
      ].join("\n"),
    );
    expect(bill.records[0]).toMatchObject({
      contact: "Ikorodu Farm Supplies",
      discount: { amount: "500" },
      record_items: [{ description: "Yam tubers", quantity: "10", unit_price: "2500" }],
    });
    expect(
      read("Bill from Kano Grains: 4 bags rice 50kg 41,000 each, 3 kegs groundnut oil (10 litres) 19,000 each")
        .records[0]?.record_items,
    ).toMatchObject([
      { description: "rice 50kg", quantity: "4", unit_price: "41000" },
      { description: "kegs groundnut oil (10 litres)", quantity: "3", unit_price: "19000" },
    ]);
  });
});

describe("statement lines written as sentences", () => {
  it.each([
    [
      "Record debit 2024-01-10 -250.00 Office supplies STAPLES ref 7788; credit 2024-01-12 +2000.00 ACH Client ACME",
      [
        { date: "2024-01-10", amount: "250", type: "debit", narration: "Office supplies STAPLES", ref: "7788" },
        { date: "2024-01-12", amount: "2000", type: "credit", narration: "ACH Client ACME", ref: null },
      ],
    ],
    [
      "3 Feb 2026 transfer out to Ade Stores 12k; 5 Feb 2026 interest 800",
      [
        { date: "2026-02-03", amount: "12000", type: "debit", narration: "transfer out to Ade Stores", ref: null },
        { date: "2026-02-05", amount: "800", type: "credit", narration: "interest", ref: null },
      ],
    ],
    [
      "yesterday: POS Mega Plaza 4,100 debit\ntoday: lodgement 20,000",
      [
        { date: "2026-03-17", amount: "4100", type: "debit", narration: "POS Mega Plaza", ref: null },
        { date: "2026-03-18", amount: "20000", type: "credit", narration: "lodgement", ref: null },
      ],
    ],
    // A line that starts with the business paying is money out; "paid in" is money in.
    [
      "paid Eko Power 126,300 by transfer on 10 March 2026\nMainstream Pharmacy paid in 166,625 on 12 March 2026",
      [
        { date: "2026-03-10", amount: "126300", type: "debit", narration: "paid Eko Power by transfer", ref: null },
        { date: "2026-03-12", amount: "166625", type: "credit", narration: "Mainstream Pharmacy paid in", ref: null },
      ],
    ],
    // A date the line starts with does not hide who paid.
    [
      "yesterday – paid Tunde Bakare 45,000 for repairs\nlast Friday – Funmilayo Adebayo paid in 152,500",
      [
        { date: "2026-03-17", amount: "45000", type: "debit", narration: "paid Tunde Bakare for repairs", ref: null },
        { date: "2026-03-13", amount: "152500", type: "credit", narration: "Funmilayo Adebayo paid in", ref: null },
      ],
    ],
    // Two transactions in one sentence; one without a date of its own is on the one before's.
    [
      "yesterday: COT charge 1,250 and SMS alert fee 100",
      [
        { date: "2026-03-17", amount: "1250", type: "debit", narration: "COT charge", ref: null },
        { date: "2026-03-17", amount: "100", type: "debit", narration: "SMS alert fee", ref: null },
      ],
    ],
    [
      "COT charge 1,250 and SMS alert fee 100 on the 16th",
      [
        { date: "2026-03-16", amount: "1250", type: "debit", narration: "COT charge", ref: null },
        { date: "2026-03-16", amount: "100", type: "debit", narration: "SMS alert fee", ref: null },
      ],
    ],
    [
      "interest credited 1,204.33 on 1/3/2026, WHT on interest 120.43 same day",
      [
        { date: "2026-03-01", amount: "1204.33", type: "credit", narration: "interest credited", ref: null },
        { date: "2026-03-01", amount: "120.43", type: "debit", narration: "WHT interest same day", ref: null },
      ],
    ],
    // Labels ("yday:"), "out"/"in", COT and VAT on it, signs before the currency.
    [
      "yday: pos spar 12,300 out, trf in from funmilayo 35k; today: cot 525, vat on cot 39.38",
      [
        { date: "2026-03-17", amount: "12300", type: "debit", narration: "pos spar", ref: null },
        { date: "2026-03-17", amount: "35000", type: "credit", narration: "trf in from funmilayo", ref: null },
        { date: "2026-03-18", amount: "525", type: "debit", narration: "cot", ref: null },
        { date: "2026-03-18", amount: "39.38", type: "debit", narration: "vat cot", ref: null },
      ],
    ],
    [
      "Mar 16: -N8,500 (Uber rides)\nMar 17: +N120,000 (Chioma Eze transfer)",
      [
        { date: "2026-03-16", amount: "8500", type: "debit", narration: "Uber rides", ref: null },
        { date: "2026-03-17", amount: "120000", type: "credit", narration: "Chioma Eze transfer", ref: null },
      ],
    ],
    [
      "on the 18th we paid Harbour Logistics 1.35m and on the 17th Blue Crest sent us 456,875",
      [
        { date: "2026-03-18", amount: "1350000", type: "debit", narration: "we paid Harbour Logistics", ref: null },
        { date: "2026-03-17", amount: "456875", type: "credit", narration: "Blue Crest sent us", ref: null },
      ],
    ],
    [
      "on 15 March we got 420k from Brightstar Hotels, then on the 16th paid Globex 210,500",
      [
        { date: "2026-03-15", amount: "420000", type: "credit", narration: "we got from Brightstar Hotels", ref: null },
        { date: "2026-03-16", amount: "210500", type: "debit", narration: "paid Globex", ref: null },
      ],
    ],
    // What the bank took, what we withdrew, what was refunded to us.
    [
      "Last Friday the bank took 1,075 for SMS alerts, and on Monday the 16th Tunde Bakare refunded 12,000 to us; withdrew 5,000 cash yesterday",
      [
        { date: "2026-03-13", amount: "1075", type: "debit", narration: "the bank took for SMS alerts", ref: null },
        { date: "2026-03-16", amount: "12000", type: "credit", narration: "Tunde Bakare refunded to us", ref: null },
        { date: "2026-03-17", amount: "5000", type: "debit", narration: "withdrew cash", ref: null },
      ],
    ],
    // The amount column after a comma belongs to its line.
    [
      "2026-03-11, Cheque 000123 to XYZ Supplier, (15,000.00)",
      [{ date: "2026-03-11", amount: "15000", type: "debit", narration: "Cheque 000123 to XYZ Supplier", ref: null }],
    ],
  ])("%s", (text, expected) => {
    expect(rowsFromProse(text, "2026-03-18").rows.map(({ balance: _, ...row }) => row)).toEqual(expected);
  });
  it("refuses a clause with an amount it cannot place, quoting it, rather than dropping it", () => {
    const { rows, problems } = rowsFromProse("yesterday: paid Tunde 45,000, Shoprite 12,000", "2026-03-18");
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([
      { field: "transactions", message: expect.stringContaining('"Shoprite 12,000" does not say whether') },
    ]);
  });
});

describe("statement lines as people type them", () => {
  const read = (text: string) => {
    const { records, problems } = statementSpec.fromText(text, { prompt: text, today: "2026-03-18" });
    return problems.length ? problems : records.map((r) => [r.date, r.type, r.amount, r.narration, r.ref]);
  };

  it("reads dated lines parted by bars after a heading, and money someone else paid into the account", () => {
    expect(read("Zenith NGN: 2 Mar 2026 POS Spar -4,500.00 | 3 Mar 2026 transfer from Ada Stores +60,000.00")).toEqual([
      ["2026-03-02", "debit", "4500", "POS Spar", null],
      ["2026-03-03", "credit", "60000", "transfer from Ada Stores", null],
    ]);
    expect(
      read("On 9th March Ada Stores paid 300k into Zenith; on 10th March we paid Musa 20k into his account"),
    ).toEqual([
      ["2026-03-09", "credit", "300000", "Ada Stores paid into Zenith", null],
      ["2026-03-10", "debit", "20000", "we paid Musa into his account", null],
    ]);
  });
  it("reads a D/C column's letter, and semicolon-separated cells under their header with '-' for an empty side", () => {
    expect(
      read(
        "GTB dom (USD)\nMar 16  PAYPAL TRANSFER IN                C   650.00\nMar 11  CARD MAINT FEE                    D     5.00\nMar 04  OUTWARD SWIFT HALDEN & ROWE LLP   D 1,900.00\nD = debit, C = credit",
      ),
    ).toEqual([
      ["2026-03-16", "credit", "650", "PAYPAL TRANSFER IN", null],
      ["2026-03-11", "debit", "5", "CARD MAINT FEE", null],
      ["2026-03-04", "debit", "1900", "OUTWARD SWIFT HALDEN & ROWE LLP", null],
    ]);
    expect(
      read(
        "Date;Description;Money Out;Money In\n13/03/2026;SALARY MARCH - EMEKA;350,000.00;-\n10/03/2026;TRF FROM BRIGHTSTAR HOTELS LTD;-;1,200,000.00",
      ),
    ).toEqual([
      ["2026-03-13", "debit", "350000", "SALARY MARCH - EMEKA", null],
      ["2026-03-10", "credit", "1200000", "TRF FROM BRIGHTSTAR HOTELS LTD", null],
    ]);
  });
  it("reads bank alerts pasted one after another by their labels, and no day in a statement's period", () => {
    expect(
      read(
        "alerts from this week\n\nTxn: Credit\nAcct: 012****345\nAmt: NGN 45,000.00\nDesc: TRF FROM ADA STORES\nDate: 12-03-2026 09:40\nBal: NGN 145,000.00\n\nTxn: Debit\nAcct: 012****345\nAmt: NGN 2,150.50\nDesc: POS SPAR LEKKI\nDate: 13-Mar-2026 18:02\nAvail Bal: NGN 142,849.50",
      ),
    ).toEqual([
      ["2026-03-12", "credit", "45000", "TRF FROM ADA STORES", null],
      ["2026-03-13", "debit", "2150.5", "POS SPAR LEKKI", null],
    ]);
    // An alert that does not say its side is refused, named by its amount.
    expect(read("Acct: 012****345\nAmt: NGN 9,000.00\nDate: 12-03-2026")).toEqual([
      { field: "transactions", message: 'The alert of "NGN 9,000.00" does not say "Debit" or "Credit"' },
    ]);
    expect(read("gtb statement for this week: tue 17th - POS 3,100 at spar; and paid Eko Power 9,000 today")).toEqual([
      ["2026-03-17", "debit", "3100", expect.stringContaining("spar"), null],
      ["2026-03-18", "debit", "9000", "paid Eko Power", null],
    ]);
  });
  it("reads a table aligned with spaces by its columns, so an empty debit or credit stays empty", () => {
    const printed = [
      "Trans Date    Value Date    Narration                       Debit         Credit        Balance",
      "19-Nov-2026   19-Nov-2026   NIP/TOBI ADEWALE/SALARY ADV     50,000.00                   350,000.00",
      "20-Nov-2026   20-Nov-2026   CASH DEPOSIT - ALLEN BRANCH                   200,000.00    550,000.00",
      // Numbers right-aligned under their headers.
      "21-Nov-2026   21-Nov-2026   SMS ALERT                           150.00                  549,850.00",
    ].join("\n");
    expect(read(printed)).toEqual([
      ["2026-11-19", "debit", "50000", "NIP/TOBI ADEWALE/SALARY ADV", null],
      ["2026-11-20", "credit", "200000", "CASH DEPOSIT - ALLEN BRANCH", null],
      ["2026-11-21", "debit", "150", "SMS ALERT", null],
    ]);
  });

  it("reads dated sentences between an opening and a closing balance, and checks them against both", () => {
    const lines = "Nov 3: POS Shoprite -15,400\nNov 5: Transfer in from Ada +50,000";
    expect(read(`Nov 2: Opening balance 500,000\n${lines}\nClosing balance 534,600`)).toEqual([
      ["2025-11-03", "debit", "15400", "POS Shoprite", null],
      ["2025-11-05", "credit", "50000", "Transfer in from Ada", null],
    ]);
    expect(read(`Opening balance 500,000\n${lines}\nClosing balance 530,000`)).toEqual([
      expect.objectContaining({ field: "closing_balance" }),
    ]);
  });
  it("reads tab-separated tables with two-digit years, and lines with bars between cells", () => {
    expect(
      read(
        "Date\tDescription\tWithdrawals\tDeposits\tBalance\n03-Nov-26\tPOS SHOPRITE\t15,400.00\t\t834,600.00\n05-Nov-26\tTRF FROM ADA\t\t50,000.00\t884,600.00",
      ),
    ).toEqual([
      ["2026-11-03", "debit", "15400", "POS SHOPRITE", null],
      ["2026-11-05", "credit", "50000", "TRF FROM ADA", null],
    ]);
    expect(read("16/03/2026 | ATM withdrawal | -20,000.00\n17/03/2026 | Salary credit | +150,000.00")).toEqual([
      ["2026-03-16", "debit", "20000", "ATM withdrawal", null],
      ["2026-03-17", "credit", "150000", "Salary credit", null],
    ]);
  });
  it("reads comma-separated values pasted as text by their header, quoted cells and empty ones kept", () => {
    const csv = [
      "Txn Date,Description,Debit,Credit,Balance",
      '25/10/2026,"TRF TO HARBOUR LOGISTICS LTD","408,500.00",,"591,500.00"',
      '28/10/2026,"CHQ DEP OKONKWO & SONS",,"114,000.00","705,500.00"',
      "31/10/2026,INTEREST CREDIT,,312.40,705812.40",
    ].join("\n");
    expect(read(csv)).toEqual([
      ["2026-10-25", "debit", "408500", "TRF TO HARBOUR LOGISTICS LTD", null],
      ["2026-10-28", "credit", "114000", "CHQ DEP OKONKWO & SONS", null],
      ["2026-10-31", "credit", "312.4", "INTEREST CREDIT", null],
    ]);
  });

  it("reads a Dr/Cr column, a 'Posted' date column, and quoted rows pasted without a header", () => {
    expect(
      read(
        "Date\tRef\tDescription\tAmount\tDr/Cr\n16/11/2026\tFT2611160045\tTRF TO HARBOUR\t886,875.00\tDR\n18/11/2026\tFT2611180112\tTRF FROM BLUE CREST\t473,000.00\tCR",
      ),
    ).toEqual([
      ["2026-11-16", "debit", "886875", "TRF TO HARBOUR", "FT2611160045"],
      ["2026-11-18", "credit", "473000", "TRF FROM BLUE CREST", "FT2611180112"],
    ]);
    expect(
      read(
        [
          "POSTED      NARRATION                        WITHDRAWALS     LODGEMENTS",
          "02 Nov 26   FIRS VAT REMITTANCE               86,400.00",
          "05 Nov 26   TRANSFER FROM ADEYEMI FOODS                       391,837.50",
        ].join("\n"),
      ),
    ).toEqual([
      ["2026-11-02", "debit", "86400", "FIRS VAT REMITTANCE", null],
      ["2026-11-05", "credit", "391837.5", "TRANSFER FROM ADEYEMI FOODS", null],
    ]);
    expect(
      read(
        '"19/11/2026","POS - TOTALENERGIES LEKKI","-32,400.00"\n"19/11/2026","REVERSAL POS - TOTALENERGIES","32,400.00"',
      ),
    ).toEqual([
      ["2026-11-19", "debit", "32400", "POS - TOTALENERGIES LEKKI", null],
      ["2026-11-19", "credit", "32400", "REVERSAL POS - TOTALENERGIES", null],
    ]);
    // Without a header, a column of DR / CR marks gives the side.
    expect(
      read("20/11/2026\tPOS PURCHASE - SPAR LEKKI\t8,750.00\tDR\n21/11/2026\tNIP FROM OLUMIDE\t684,775.00\tCR"),
    ).toEqual([
      ["2026-11-20", "debit", "8750", "POS PURCHASE - SPAR LEKKI", null],
      ["2026-11-21", "credit", "684775", "NIP FROM OLUMIDE", null],
    ]);
    // Without a header, two amount columns each row fills one of are debit and credit.
    expect(read("13/11/2026\tPOS SHOPRITE\t15,400.00\t\n15/11/2026\tTRF FROM ADA\t\t50,000.00")).toEqual([
      ["2026-11-13", "debit", "15400", "POS SHOPRITE", null],
      ["2026-11-15", "credit", "50000", "TRF FROM ADA", null],
    ]);
  });

  it("reads amounts that end in their sign, a balance brought forward, and month-first dates one row settles", () => {
    expect(read("18.11.26 MTN DATA BUNDLE 25,000.00-\n18.11.26 TRANSFER FROM CHIOMA EZE 40,000.00+")).toEqual([
      ["2026-11-18", "debit", "25000", "MTN DATA BUNDLE", null],
      ["2026-11-18", "credit", "40000", "TRANSFER FROM CHIOMA EZE", null],
    ]);
    expect(
      read(
        [
          "16 NOV 2026  BALANCE B/F                                     1,204,500.00",
          "17 NOV 2026  NIP/BRIGHTWAY ELECTRONICS CO   DR  322,500.00      882,000.00",
          "18 NOV 2026  CHEQUE DEPOSIT OKONKWO & SONS  CR  215,000.00    1,097,000.00",
        ].join("\n"),
      ),
    ).toEqual([
      ["2026-11-17", "debit", "322500", "NIP/BRIGHTWAY ELECTRONICS CO", null],
      ["2026-11-18", "credit", "215000", "CHEQUE DEPOSIT OKONKWO & SONS", null],
    ]);
    expect(read("11/03/2026 Wire in NORTHWIND 1,300.00\n11/17/2026 SWIFT OUT DUBAI AUTO 720.00-")).toEqual([
      ["2026-11-03", "credit", "1300", "Wire in NORTHWIND", null],
      ["2026-11-17", "debit", "720", "SWIFT OUT DUBAI AUTO", null],
    ]);
  });

  it("keeps rows whose cells happen to name columns, and a heading line is no transaction", () => {
    expect(
      read(
        "Date | Description | Amount | Dr/Cr | Status\n13/03/2026 | POS Shoprite | 15,400.00 | DR | Posted\n14/03/2026 | Transfer from Ade | 50,000.00 | CR | Pending",
      ),
    ).toEqual([
      ["2026-03-13", "debit", "15400", "POS Shoprite", null],
      ["2026-03-14", "credit", "50000", "Transfer from Ade", null],
    ]);
    expect(read("GTBank statement March 2026, account 0123456789\n3 March paid Tunde 45,000")).toEqual([
      ["2026-03-03", "debit", "45000", "paid Tunde", null],
    ]);
    // Money in however the clause ends: "received … for bulk SMS".
    expect(read("5 March received 30,000 from Tunde for bulk SMS")).toEqual([
      ["2026-03-05", "credit", "30000", "received from Tunde for bulk SMS", null],
    ]);
  });

  it("refuses numeric dates that read both ways, unless the statement or date_format says which", () => {
    const ambiguous = "03/02/2026 POS purchase 5,000 DR\n04/02/2026 Transfer in 20,000 CR";
    expect(read(ambiguous)).toEqual([expect.objectContaining({ field: "date_format" })]);
    expect(read(`dates are mm/dd/yyyy\n${ambiguous}`)).toEqual([
      ["2026-03-02", "debit", "5000", "POS purchase", null],
      ["2026-04-02", "credit", "20000", "Transfer in", null],
    ]);
    // One date that reads only one way settles the whole statement.
    expect(read("16/03/2026 POS 5,000 DR\n04/02/2026 Transfer in 20,000 CR").map((r: any) => r[0])).toEqual([
      "2026-03-16",
      "2026-02-04",
    ]);
  });

  it("reads refs, a direction word before the amount, a balance after DR, several rows to a line and barred tables", () => {
    expect(read("05-Mar-2026 NIP transfer from Ota Farms Ltd, ref FT2606412345, credit 320,000")).toEqual([
      ["2026-03-05", "credit", "320000", "NIP transfer from Ota Farms Ltd", "FT2606412345"],
    ]);
    // "refund" and "referral" are words, not references.
    expect(read("02 Mar 2026 POS refund Jumia 4,000 CR")).toEqual([
      ["2026-03-02", "credit", "4000", "POS refund Jumia", null],
    ]);
    // A currency before a marked amount is no part of the narration.
    expect(read("23/11/2026 COT N187.50 DR\n24/11/2026 TRANSFER FROM SUNRISE ₦30,000.00 CR")).toEqual([
      ["2026-11-23", "debit", "187.5", "COT", null],
      ["2026-11-24", "credit", "30000", "TRANSFER FROM SUNRISE", null],
    ]);
    expect(read("02 Mar 2026 POS Shoprite 10,000 DR balance 490,000")).toEqual([
      ["2026-03-02", "debit", "10000", "POS Shoprite", null],
    ]);
    expect(read("8 Mar 2026 USSD transfer 45,000 debit; 9 Mar 2026 reversal 5,000 credit")).toEqual([
      ["2026-03-08", "debit", "45000", "USSD transfer", null],
      ["2026-03-09", "credit", "5000", "reversal", null],
    ]);
    expect(
      read(
        "Date | Narration | Debit | Credit\n16/03/2026 | COT charge | 1,250 | \n17/03/2026 | Transfer in | | 75,000",
      ),
    ).toEqual([
      ["2026-03-16", "debit", "1250", "COT charge", null],
      ["2026-03-17", "credit", "75000", "Transfer in", null],
    ]);
  });
});

describe("spelledAmounts", () => {
  it.each([
    ["Paid twenty thousand naira for printer paper, cash", "Paid 20000 naira for printer paper, cash"],
    ["one hundred and fifty thousand for the van", "150000 for the van"],
    ["twenty-five thousand", "25000"],
    ["five dollars tip", "5 dollars tip"],
    ["a hundred chairs", "100 chairs"],
    // Counts in words and names stay as written.
    ["two chairs at 500", "two chairs at 500"],
    ["Invoice Thousand Hills Ltd for 2 chairs at 500", "Invoice Thousand Hills Ltd for 2 chairs at 500"],
    ["Bill from One Million Stores for paint at 300", "Bill from One Million Stores for paint at 300"],
    ["one two three", "one two three"],
  ])("%s", (text, expected) => {
    expect(spelledAmounts(text)).toBe(expected);
  });
});

describe("month ends and tomorrow typed short", () => {
  it.each([
    ["pay am by month end", "2026-03-31"],
    ["end of feb access bank deducted 1,850", "2026-02-28"],
    ["due tmrw", "2026-03-19"],
    ["I don pay the cleaner 35k for this month", "2026-03-18"],
  ])("%s", (text, date) => {
    expect(findDates(text, "2026-03-18")[0]?.value).toBe(date);
  });
});

describe("writtenSums", () => {
  it.each([
    ["Invoice Chinedu ₦1.2 million for the solar installation", "Invoice Chinedu ₦1.2m for the solar installation"],
    ["consulting fees of 2.1 million naira", "consulting fees of 2.1m naira"],
    ["a loan of N3 mn", "a loan of N3m"],
    ["capital of 2.5bn", "capital of 2500m"],
    ["1.25 billion", "1250m"],
    ["450 thousand naira", "450k naira"],
    ["twenty thousand naira", "20000 naira"],
    // A scale word with no digits before it, or inside a word, stays.
    ["Bill from One Million Stores", "Bill from One Million Stores"],
    ["12 millimetres", "12 millimetres"],
  ])("%s", (text, expected) => {
    expect(writtenSums(text).text).toBe(expected);
  });

  it("quotes a rewritten sum as the prompt wrote it", () => {
    const { rewrites } = writtenSums("a yearly cap of 2 million, and 12m more, and twenty thousand naira");
    expect(restoreWritten('"2m" is not understood; "12m" neither; "20000 naira" nor "2m."', rewrites)).toBe(
      '"2 million" is not understood; "12m" neither; "twenty thousand naira" nor "2 million."',
    );
  });
});
describe("journals in everyday sentences, without Dr or Cr", () => {
  const entry = (text: string) => {
    const read = journalSpec.fromText(text, { prompt: text, today: "2026-03-18" });
    const record = read.records[0];
    return record
      ? { date: record.date, lines: record.lines.map((l) => [l.account, l.debit, l.credit]) }
      : read.problems;
  };
  const lines = (text: string) => (entry(text) as { lines?: string[][] }).lines;

  it("moves money between a bank and cash: lodgements, cash drawn, a petty cash float", () => {
    for (const text of [
      "Lodged 480,000 of cash takings into Access Bank on Monday the 16th",
      "Cash sales of 480k banked into Access Bank yesterday",
      "Deposited 480,000 cash into Access Bank today",
    ])
      expect(lines(text), text).toEqual([
        ["Access Bank", "480000", "0"],
        ["Cash", "0", "480000"],
      ]);
    // (Petty cash is the chart's Petty Cash when it has one, else Cash: create.ts picks.)
    for (const text of [
      "JV no. JNL/03/007 - petty cash float of 50k drawn from Access on 10 March 2026",
      "Take 50k out of Access into petty cash, 3 days ago",
      "Transfer 50k from Access to petty cash",
      "Replenished the petty cash float with 50k from Access",
    ])
      expect(lines(text), text).toEqual([
        ["Petty Cash|Cash", "50000", "0"],
        ["Access", "0", "50000"],
      ]);
    expect(lines("Withdrew 100k cash from GTB")).toEqual([
      ["Cash", "100000", "0"],
      ["GTB", "0", "100000"],
    ]);
    // Between two cash accounts both are named: the chart must have each.
    expect(lines("Transfer 20,000 from Cash to Petty Cash yesterday")).toEqual([
      ["Petty Cash", "20000", "0"],
      ["Cash", "0", "20000"],
    ]);
  });

  it("reads the bank as the subject: interest it paid, charges it took", () => {
    expect(entry("Zenith paid us interest of 6,240.80 on 28 Feb 2026, record it")).toEqual({
      date: "2026-02-28",
      lines: [
        ["Zenith", "6240.8", "0"],
        ["interest income", "0", "6240.8"],
      ],
    });
    expect(lines("Access credited us interest of 3,400 yesterday")?.[0]).toEqual(["Access", "3400", "0"]);
    expect(entry("Can you journal the 1,850 Access charged us for card maintenance two days ago?")).toEqual({
      date: "2026-03-16",
      lines: [
        ["Bank Charges", "1850", "0"],
        ["Access", "0", "1850"],
      ],
    });
    expect(lines("Zenith Bank charged us 2,150 for SMS alerts last week")?.[1]).toEqual(["Zenith Bank", "0", "2150"]);
    expect(lines("Journal the 500 stamp duty Zenith took on Monday")?.[1]).toEqual(["Zenith", "0", "500"]);
  });

  it("pays out of a bank: prepayments, VAT remitted, loan principal, accrued salaries", () => {
    expect(
      entry(
        "We prepaid 12 months' office rent (₦3600000) from Zenith on 1 March 2026 - put it on the balance sheet, not the P&L",
      ),
    ).toEqual({
      date: "2026-03-01",
      lines: [
        ["Prepaid Expenses", "3600000", "0"],
        ["Zenith", "0", "3600000"],
      ],
    });
    expect(lines("Prepaid 6 months rent 900k via Zenith")?.[0]).toEqual(["Prepaid Expenses", "900000", "0"]);
    for (const text of [
      "February VAT of ₦143,250 remitted to FIRS through Access today",
      "Output VAT of 143,250 paid over to FIRS from Access",
    ])
      expect(lines(text), text).toEqual([
        ["VAT Payable", "143250", "0"],
        ["Access", "0", "143250"],
      ]);
    for (const text of [
      "pls post: paid back 400k on the bank loan (principal only) from zenith last friday",
      "We paid back 400k of the bank loan out of zenith today",
      "Repaid 400k of the term loan principal from zenith yesterday",
    ])
      expect(lines(text), text).toEqual([
        ["Loans Payable", "400000", "0"],
        ["zenith", "0", "400000"],
      ]);
    // The month the salaries were accrued is not when they were paid: dated today (stated on create).
    expect(entry("Paid the salaries we accrued last month, 940k, out of Zenith")).toEqual({
      date: null,
      lines: [
        ["Accrued Liabilities", "940000", "0"],
        ["Zenith", "0", "940000"],
      ],
    });
  });

  it("receives a loan from a director or chairman into a bank", () => {
    for (const text of [
      "Our chairman advanced ₦2.5m to the company as a loan - it came into Zenith on 6th March",
      "Director's loan of 2.5m came into Zenith yesterday",
      "Mr Bello gave us a loan of 2.5m, credited to Zenith",
    ])
      expect(lines(text), text).toEqual([
        ["Zenith", "2500000", "0"],
        ["Loans Payable", "0", "2500000"],
      ]);
  });

  it("buys with money: stock for cash, equipment via a bank and capitalised", () => {
    expect(lines("Bought stock worth 185k for cash, put it straight into inventory")).toEqual([
      ["Inventory", "185000", "0"],
      ["Cash", "0", "185000"],
    ]);
    expect(lines("Bought goods for resale worth 400k from Zenith")?.[0]).toEqual(["Inventory", "400000", "0"]);
    for (const text of [
      "Purchased 2 office air conditioners for 1.1m in total via Access - capitalise them as office equipment",
      "Capitalise the 2 printers bought for 1.1m via Access as office equipment",
    ])
      expect(lines(text), text).toEqual([
        ["office equipment", "1100000", "0"],
        ["Access", "0", "1100000"],
      ]);
  });

  it("scraps an asset fully written down: its cost out of the asset and its depreciation", () => {
    for (const text of [
      "Scrap the old photocopier - cost 420,000, fully written down already",
      "The old photocopier (fully depreciated) was scrapped today - cost 420,000",
      "Dispose of the fully depreciated photocopier that cost 420k",
    ])
      expect(lines(text), text).toEqual([
        ["Accumulated Depreciation", "420000", "0"],
        ["photocopier", "0", "420000"],
      ]);
  });

  it("opens balances as at a date, each account on the side it opens on", () => {
    expect(entry("Opening balances at 1 Jan 2026: cash on hand 320,000")).toEqual({
      date: "2026-01-01",
      lines: [
        ["cash", "320000", "0"],
        ["Opening Balance Equity", "0", "320000"],
      ],
    });
    expect(lines("Opening balance as at 1/1/2026 - Zenith Bank Current Account 4,750,000")?.[0]).toEqual([
      "Zenith Bank Current Account",
      "4750000",
      "0",
    ]);
    expect(
      entry("Set up opening retained earnings of 3.1m as at 1 January 2026, against opening balance equity"),
    ).toEqual({
      date: "2026-01-01",
      lines: [
        ["Opening Balance Equity", "3100000", "0"],
        ["retained earnings", "0", "3100000"],
      ],
    });
    expect(lines("Opening balance on 1 January 2026: bank loan 2,000,000")?.[1]).toEqual(["bank loan", "0", "2000000"]);
    expect(lines("Opening balances as at 1/1/2026 - Cash 300k, Inventory 1.2m")).toEqual([
      ["Cash", "300000", "0"],
      ["Inventory", "1200000", "0"],
      ["Opening Balance Equity", "0", "1500000"],
    ]);
  });

  it("reverses an accrual named before the word, corrects what 'went to' the wrong account, moves stock to cost of sales", () => {
    for (const text of [
      "Reverse the December audit accrual of 180,000 on 1 January 2026",
      "Reverse last month's audit accrual of 180k",
    ])
      expect(lines(text), text).toEqual([
        ["Accrued Liabilities", "180000", "0"],
        ["audit", "0", "180000"],
      ]);
    expect(
      lines("Correction needed: 8,500 of SMS charges went to Office Supplies instead of Bank Charges. Fix it."),
    ).toEqual([
      ["Bank Charges", "8500", "0"],
      ["Office Supplies", "0", "8500"],
    ]);
    expect(
      lines("Goods costing 275,000 were taken from stock and sold - move them from inventory to cost of sales"),
    ).toEqual([
      ["Cost of Goods Sold", "275000", "0"],
      ["inventory", "0", "275000"],
    ]);
  });

  it("dates a month-end accrual at the month's end", () => {
    for (const text of [
      "Month-end accrual: wages of 940,000 earned by staff but not yet paid",
      "Month end adjustment: accrue wages of 940,000",
      "Accrued wages 940k at the end of the month",
    ])
      expect((entry(text) as { date: string }).date, text).toBe("2026-03-31");
  });

  it("reads corrections however the wrong account and the right one are said (development-18)", () => {
    for (const [text, right, wrong] of [
      ["The 25,000 we booked as Travel was actually the auditor's fee. Please fix it.", "auditor's fee", "Travel"],
      [
        "Posting error - a printer for 90k was expensed to Office Supplies; it should sit in Office Equipment",
        "Office Equipment",
        "Office Supplies",
      ],
      ["4,000 of SMS fees ended up in Rent by mistake. Reclassify them to Bank Charges", "Bank Charges", "Rent"],
      ["Reclass 7,500 out of Utilities into Travel - it was a taxi", "Travel", "Utilities"],
    ] as const)
      expect(lines(text), text).toEqual([
        [right, expect.any(String), "0"],
        [wrong, "0", expect.any(String)],
      ]);
    // Between two revenue accounts the wrong one gives up its credit.
    expect(lines("Sales of 60,000 were really consulting, reclassify to Service Revenue")).toEqual([
      ["Sales", "60000", "0"],
      ["Service Revenue", "0", "60000"],
    ]);
    expect(lines("Inter-account transfer: Zenith -> Access Bank Savings, NGN 90,000")).toEqual([
      ["Access Bank Savings", "90000", "0"],
      ["Zenith", "0", "90000"],
    ]);
  });

  it("reads what customers and suppliers owe: goods on credit, payments against balances, short payments let go", () => {
    expect(lines("We received goods for resale on credit from Globex, 120k")).toEqual([
      ["Inventory", "120000", "0"],
      ["Accounts Payable", "0", "120000"],
    ]);
    const taken = journalSpec.fromText("we took printer paper from sahel on credit, 9,000, not paid yet", {
      prompt: "",
      today: "2026-03-18",
      knownContact: { name: "Sahel Paper Ltd", written: "sahel" },
    }).records[0]?.lines;
    expect(taken?.map((l) => [l.account, l.contact ?? null])).toEqual([
      ["printer paper", null],
      ["Accounts Payable", "Sahel Paper Ltd"],
    ]);
    // ("from Globex" is the business's Globex Nigeria Limited, named in full elsewhere in the prompt.)
    const first = journalSpec.fromText("Bought a printer on credit from Globex, 90k (Globex Nigeria Limited)", {
      prompt: "",
      today: "2026-03-18",
      knownContact: { name: "Globex Nigeria Limited", written: "Globex Nigeria Limited" },
    }).records[0]?.lines;
    expect(first?.[1]).toMatchObject({ account: "Accounts Payable", contact: "Globex Nigeria Limited" });
    expect(lines("Paid Globex 90k of what we owe them, from Access")).toEqual([
      ["Accounts Payable", "90000", "0"],
      ["Access", "0", "90000"],
    ]);
    expect(lines("Got 40,000 from Ota Farms towards their outstanding invoices, into Zenith")).toEqual([
      ["Zenith", "40000", "0"],
      ["Accounts Receivable", "0", "40000"],
    ]);
    expect(lines("Ota Farms underpaid by 700 and we let it go; write it off to Bank Charges")).toEqual([
      ["Bank Charges", "700", "0"],
      ["Accounts Receivable", "0", "700"],
    ]);
    expect(lines("Globex waived the 3,000 we still owe them. Write it back to Other Income.")).toEqual([
      ["Accounts Payable", "3000", "0"],
      ["Other Income", "0", "3000"],
    ]);
  });

  it("reads prepayments, capital, repayments, opening balances, interest and accruals said loosely", () => {
    expect(lines("We paid 600k upfront from Zenith for a 6-month cleaning contract - put it in prepaid")).toEqual([
      ["Prepaid Expenses", "600000", "0"],
      ["Zenith", "0", "600000"],
    ]);
    expect(lines("A year of insurance went out of Access today, 240k. It's a prepayment.")).toEqual([
      ["Prepaid Expenses", "240000", "0"],
      ["Access", "0", "240000"],
    ]);
    expect(lines("Madam bring 500k put for Access as capital")).toEqual([
      ["Access", "500000", "0"],
      ["Owner's Equity", "0", "500000"],
    ]);
    expect(lines("Repaid the MD 50k cash out of what we borrowed from her")).toEqual([
      ["Loans Payable", "50000", "0"],
      ["Cash", "0", "50000"],
    ]);
    expect(entry("inventory b/f 300,000 as of 1 Jan 2026")).toEqual({
      date: "2026-01-01",
      lines: [
        ["inventory", "300000", "0"],
        ["Opening Balance Equity", "0", "300000"],
      ],
    });
    expect(lines("cash on hand brought forward 20,000")?.[0]).toEqual(["Cash", "20000", "0"]);
    expect(lines("Opening loan balance: 2m owed to GTB")).toEqual([
      ["Opening Balance Equity", "2000000", "0"],
      ["loan", "0", "2000000"],
    ]);
    expect(lines("Access credited interest of 310.50")).toEqual([
      ["Access", "310.5", "0"],
      ["interest income", "0", "310.5"],
    ]);
    expect(lines("Ikeja Electric has not billed us for March yet. Accrue 80k pls")).toEqual([
      ["Utilities", "80000", "0"],
      ["Accrued Liabilities", "0", "80000"],
    ]);
    expect(entry("Reversing entry dated 01/04/2026 for the audit accrual, 150,000")).toEqual({
      date: "2026-04-01",
      lines: [
        ["Accrued Liabilities", "150000", "0"],
        ["audit", "0", "150000"],
      ],
    });
    // When the accrual will be paid is no date of the entry.
    expect((entry("Accrue wages of 300k, to be paid on 2 April") as { date: string | null }).date).toBeNull();
  });
});

describe("statements as people paste them", () => {
  const read = (text: string) => {
    const { records, problems } = statementSpec.fromText(text, { prompt: text, today: "2026-03-18" });
    return problems.length ? problems : records.map((r) => [r.date, r.type, r.amount, r.narration, r.ref]);
  };
  /** Each row's date, side and amount. */
  const sides = (text: string) => (read(text) as unknown[][]).map((row) => row.slice(0, 3));

  it("reads SMS alerts whose side is the amount's CR or DR and whose date is DT", () => {
    expect(
      read(
        "Acct:101****671\nDT:14/03/2026 10:22\nDesc: NIP/CHINEDU OKAFOR/payment for tiles\nAmt: NGN 62,000.00 CR\nBal: NGN 1,204,330.00\n\nAcct:101****671\nDT:15/03/2026 08:01\nDesc: POS/MEDPLUS PHARMACY LEKKI\nAmt: NGN 7,850.00 DR\nBal: NGN 1,196,480.00",
      ),
    ).toEqual([
      ["2026-03-14", "credit", "62000", "NIP/CHINEDU OKAFOR/payment for tiles", null],
      ["2026-03-15", "debit", "7850", "POS/MEDPLUS PHARMACY LEKKI", null],
    ]);
  });

  it("splits sentences that each have a date, reads 'I pay' as money out and a weekday before a date as part of it", () => {
    expect(
      sides(
        "Withdrawn 60,000 on 2 March 2026 - transfer to Halden & Rowe LLP. Deposited 500,000 on 3 March 2026 - cash lodgement by the MD.",
      ),
    ).toEqual([
      ["2026-03-02", "debit", "60000"],
      ["2026-03-03", "credit", "500000"],
    ]);
    expect(
      sides(
        "On Monday 9 March 2026 ACME LLC wired $8,400 into our GTB dom. On Thursday 12 March 2026 GTBank took a $25 account maintenance fee.",
      ),
    ).toEqual([
      ["2026-03-09", "credit", "8400"],
      ["2026-03-12", "debit", "25"],
    ]);
    expect(
      sides("Abeg post am for Zenith: ACME send us 400k on 13th March, then I pay XYZ Supplier 180k on 14th March"),
    ).toEqual([
      ["2026-03-13", "credit", "400000"],
      ["2026-03-14", "debit", "180000"],
    ]);
    expect(sides("we pay Musa 20k on 2 March, ACME send us 50k on 3 March")).toEqual([
      ["2026-03-02", "debit", "20000"],
      ["2026-03-03", "credit", "50000"],
    ]);
  });

  it("takes the side from a 'Money in' or 'Money out' heading over the lines it lists", () => {
    expect(
      read(
        "Money in\n• 13 Mar 2026 — Bolanle Stores — ₦64,500\n• 16 Mar 2026 — Chinedu Okafor — ₦30,000\nMoney out\n• 14 Mar 2026 — Ikeja Electric — ₦41,200",
      ),
    ).toEqual([
      ["2026-03-13", "credit", "64500", "Bolanle Stores", null],
      ["2026-03-16", "credit", "30000", "Chinedu Okafor", null],
      ["2026-03-14", "debit", "41200", "Ikeja Electric", null],
    ]);
    expect(sides("Payments out:\n- 2 Mar 2026 Ikeja Electric 41,200\nReceived:\n- 3 Mar 2026 Bolanle 5,000")).toEqual([
      ["2026-03-02", "debit", "41200"],
      ["2026-03-03", "credit", "5000"],
    ]);
  });

  it("keeps a document's number in the narration, and reads unsigned lines by their words", () => {
    expect(
      read("14/03/26 NIP/KANO GRAINS LTD/maize 612,000.00 DR\n17/03/26 NIP/OTA FARMS LTD/inv 221 250,000.00 CR"),
    ).toEqual([
      ["2026-03-14", "debit", "612000", "NIP/KANO GRAINS LTD/maize", null],
      ["2026-03-17", "credit", "250000", "NIP/OTA FARMS LTD/inv 221", null],
    ]);
    expect(
      sides(
        "Dates in MM/DD/YYYY.\n03/09/2026 Wire in ACME LLC USD 4,000.00\n03/11/2026 Intermediary bank charge USD 18.00",
      ),
    ).toEqual([
      ["2026-03-09", "credit", "4000"],
      ["2026-03-11", "debit", "18"],
    ]);
    // A statement that signs its debits: an unsigned amount is a credit whatever its words.
    expect(sides("2026-03-09 Transfer to savings 4,000.00\n2026-03-11 POS Spar -18.00")).toEqual([
      ["2026-03-09", "credit", "4000"],
      ["2026-03-11", "debit", "18"],
    ]);
  });

  it("reads tables: an 'Opening balance' row without a date, a Ref No. column, JSON rows, a heading before the first date", () => {
    expect(
      sides(
        "Date | Description | Amount | Balance\n | Opening balance | | 1,500,000.00\n13 Mar 2026 | POS Shoprite Ikeja City Mall | -22,300.00 | 1,477,700.00\n16 Mar 2026 | Transfer from Brightstar Hotels Ltd | 180,000.00 | 1,657,700.00",
      ),
    ).toEqual([
      ["2026-03-13", "debit", "22300"],
      ["2026-03-16", "credit", "180000"],
    ]);
    expect(
      read(
        "Ref No.       Date          Narrative                          DR            CR\nFT26072ABC1   13-Mar-2026   Transfer to XYZ Supplier           95,000.00\nFT26073XYZ9   14-Mar-2026   Transfer from ACME LLC                           500,000.00",
      ),
    ).toEqual([
      ["2026-03-13", "debit", "95000", "Transfer to XYZ Supplier", "FT26072ABC1"],
      ["2026-03-14", "credit", "500000", "Transfer from ACME LLC", "FT26073XYZ9"],
    ]);
    expect(
      read(
        '[{"date":"2026-03-09","desc":"TRF TO MUSA IBRAHIM SALARY","amount":-175000},{"date":"2026-03-10","desc":"REVERSAL POS TXN","amount":3500}]',
      ),
    ).toEqual([
      ["2026-03-09", "debit", "175000", "TRF TO MUSA IBRAHIM SALARY", null],
      ["2026-03-10", "credit", "3500", "REVERSAL POS TXN", null],
    ]);
    expect(read('{"transactions":[{"Date":"2026-03-09","Narration":"POS","Debit":"5,000.00","Credit":null}]}')).toEqual(
      [["2026-03-09", "debit", "5000", "POS", null]],
    );
    expect(
      sides(
        "zenith acct: 13 mar 2026 trnsfr frm ota farms 90,000 cr ; 14 mar 2026 pos purchse spar lekki 11,340 dr ; 14 mar 2026 sms chrgs 100 dr",
      ),
    ).toEqual([
      ["2026-03-13", "credit", "90000"],
      ["2026-03-14", "debit", "11340"],
      ["2026-03-14", "debit", "100"],
    ]);
    expect(sides("zenith: 15 mar 2026 pos  shoprite 6,750 dr , 16 mar 2026  trf frm bolanle stores 30,000 cr")).toEqual(
      [
        ["2026-03-15", "debit", "6750"],
        ["2026-03-16", "credit", "30000"],
      ],
    );
  });

  it("joins an amount typed with thousands commas in comma-separated rows that are too wide", () => {
    expect(
      sides(
        "Access savings stmt\nValue Date, Description, Amount\n09-Mar-2026, ATM WDL IKOTA, -30,000.00\n11-Mar-2026, CASH DEP LEKKI BRANCH, 1,120,000.00\n13-Mar-2026, SMS ALERT FEE, -80.00",
      ),
    ).toEqual([
      ["2026-03-09", "debit", "30000"],
      ["2026-03-11", "credit", "1120000"],
      ["2026-03-13", "debit", "80"],
    ]);
    expect(
      sides(
        "Date,Narration,Debit,Credit,Balance\n15/03/2026,POS SPAR,1,250.00,,3,750.00\n16/03/2026,TRF IN,,540.00,4,290.00",
      ),
    ).toEqual([
      ["2026-03-15", "debit", "1250"],
      ["2026-03-16", "credit", "540"],
    ]);
  });

  it("reads 'in' or 'out' right after the amount as its side, and no side from a heading", () => {
    expect(read("add to zenith: today trf frm chinedu okafor 65k in, yday pos chicken republic 9,450 out")).toEqual([
      ["2026-03-18", "credit", "65000", "trf frm chinedu okafor", null],
      ["2026-03-17", "debit", "9450", "pos chicken republic", null],
    ]);
    expect(sides("zenith: 2 mar 2026 chinedu 40k in; 3 mar 2026 diesel 12k outgoing")).toEqual([
      ["2026-03-02", "credit", "40000"],
      ["2026-03-03", "debit", "12000"],
    ]);
    // "in cash" is how it was paid.
    expect(sides("yesterday paid 50k in cash to Tunde")).toEqual([["2026-03-17", "debit", "50000"]]);
    expect(read("add to zenith: today chinedu okafor 65k")).toEqual([
      expect.objectContaining({ field: "transactions", message: expect.stringContaining("came in or went out") }),
    ]);
  });

  it("takes the date order a statement states without its year, or in words", () => {
    expect(
      sides("all dates dd/mm\n03/03/2026 cheque deposit 200,000 cr\n07/03/2026 trf to kano grains 350,000 dr"),
    ).toEqual([
      ["2026-03-03", "credit", "200000"],
      ["2026-03-07", "debit", "350000"],
    ]);
    expect(sides("dates are month first\n03/04/2026 cheque deposit 200,000 cr\n03/07/2026 trf 350,000 dr")).toEqual([
      ["2026-03-04", "credit", "200000"],
      ["2026-03-07", "debit", "350000"],
    ]);
    expect(sides("dd-mm\n03-03-26 cheque deposit 200,000 cr\n07-03-26 trf 350,000 dr")[1]).toEqual([
      "2026-03-07",
      "debit",
      "350000",
    ]);
  });

  it("refuses sentences whose numeric dates read either way, as it refuses columns", () => {
    for (const text of [
      "record on access: 04/03/2026 deposit from ota farms 90k",
      "zenith: received 50k from Ade on 02/03/2026, paid 20k to Bayo on 05/03/2026",
    ])
      expect(read(text), text).toEqual([expect.objectContaining({ field: "date_format" })]);
    expect(sides("paid Tunde 45k on 14/03/2026 and received 20k from Ade on 15/03/2026")).toEqual([
      ["2026-03-14", "debit", "45000"],
      ["2026-03-15", "credit", "20000"],
    ]);
  });

  it("reads rows split by semicolons without a header", () => {
    expect(
      read(
        "zenith export\n2026-03-03;POS SHOPRITE IKEJA;-8750.00\n2026-03-04;TRF FROM ACME LLC;+150000.00\n2026-03-05;ELECTRONIC TRANSFER LEVY;-50.00",
      ),
    ).toEqual([
      ["2026-03-03", "debit", "8750", "POS SHOPRITE IKEJA", null],
      ["2026-03-04", "credit", "150000", "TRF FROM ACME LLC", null],
      ["2026-03-05", "debit", "50", "ELECTRONIC TRANSFER LEVY", null],
    ]);
    expect(sides("13/03/2026;POS SPAR;8750.00;;1000000.00\n14/03/2026;TRF FROM ACME;;150000.00;1150000.00")).toEqual([
      ["2026-03-13", "debit", "8750"],
      ["2026-03-14", "credit", "150000"],
    ]);
  });

  it("parts transactions typed with dots between them", () => {
    expect(sides("access acct: salary musa ibrahim 9-Mar-2026 dr 190k .. 12-Mar-2026 cr 2.5k interest")).toEqual([
      ["2026-03-09", "debit", "190000"],
      ["2026-03-12", "credit", "2500"],
    ]);
    expect(sides("zenith: 2 mar 2026 pos spar 8k out… 3 mar 2026 trf from ade 50k in")).toEqual([
      ["2026-03-02", "debit", "8000"],
      ["2026-03-03", "credit", "50000"],
    ]);
  });

  it("leaves out a totals row that the rows add up to, and refuses one they do not", () => {
    const table = (out: string) =>
      `Date      | Description              | Paid out   | Paid in    | Balance\n09 Mar 26 | BROUGHT FORWARD          |            |            | 2,400,000.00\n10 Mar 26 | TRF/ACME LLC/PAYMENT     |            | 540,000.00 | 2,940,000.00\n11 Mar 26 | NIP/IKEJA ELECTRIC       | 96,500.00  |            | 2,843,500.00\n12 Mar 26 | CHQ GLOBEX NIGERIA       | 310,000.00 |            | 2,533,500.00\n          | TOTALS                   | ${out} | 540,000.00 |`;
    expect(sides(table("406,500.00"))).toEqual([
      ["2026-03-10", "credit", "540000"],
      ["2026-03-11", "debit", "96500"],
      ["2026-03-12", "debit", "310000"],
    ]);
    expect(read(table("400,000.00"))).toEqual([
      expect.objectContaining({ message: expect.stringContaining("the totals are not what the rows above add up to") }),
    ]);
    expect(sides("Date,Description,Amount\n15/03/2026,POS,-1000\n16/03/2026,TRF IN,5000\n,Total,4000")).toHaveLength(2);
  });

  it("reads a running balance written with its currency after the side in words", () => {
    expect(
      sides(
        "GTBank USD domiciliary - statement lines\n11 March 2026   Inward SWIFT from ACME LLC     USD 3,800.00 credit    Bal USD 9,800.00\n12 March 2026   SWIFT handling charge           USD 25.00 debit       Bal USD 9,775.00",
      ),
    ).toEqual([
      ["2026-03-11", "credit", "3800"],
      ["2026-03-12", "debit", "25"],
    ]);
    expect(
      sides(
        "13 Mar 2026 POS SPAR 5,000.00 debit, bal ₦95,000.00\n14 Mar 2026 TRF FROM ADE 10,000.00 credit, bal ₦105,000.00",
      ),
    ).toEqual([
      ["2026-03-13", "debit", "5000"],
      ["2026-03-14", "credit", "10000"],
    ]);
  });

  it("reads inflow and outflow columns, a 'Transaction' column's words, 'Date Posted', and dates with a weekday and no year (development-18)", () => {
    expect(
      sides(
        "Date | Details | Outflow | Inflow\nMon 9 Mar | POS SPAR | 2,000.00 |\nWed 11 Mar | TRF FROM ADE | | 9,000.00",
      ),
    ).toEqual([
      ["2026-03-09", "debit", "2000"],
      ["2026-03-11", "credit", "9000"],
    ]);
    expect(read("Date Posted, Transaction, Debit, Credit\nMar 5 2026, Wire from Northwind, , 900.00")).toEqual([
      ["2026-03-05", "credit", "900", "Wire from Northwind", null],
    ]);
    // A date without its year is the latest such day up to today: December's is last year's.
    expect(sides("Date | Description | Money Out | Money In\n30 Dec | POS SPAR | 1,000.00 |")).toEqual([
      ["2025-12-30", "debit", "1000"],
    ]);
  });

  it("reads alerts written one to a line, their labelled fields parted by semicolons or bars", () => {
    expect(
      read(
        "Narration: NIP FROM ADE; Amount: 7,000.00; Type: Credit; Value Date: 12-03-2026\nNarration: SMS ALERT; Amount: 50.00; Type: Debit; Value Date: 13-03-2026",
      ),
    ).toEqual([
      ["2026-03-12", "credit", "7000", "NIP FROM ADE", null],
      ["2026-03-13", "debit", "50", "SMS ALERT", null],
    ]);
    expect(
      sides(
        "Posting Date: 2 Mar 2026 | Description: Rent | Debit Amount: 300,000.00 | Credit Amount: 0.00\nPosting Date: 3 Mar 2026 | Description: Transfer in | Debit Amount: 0.00 | Credit Amount: 80,000.00",
      ),
    ).toEqual([
      ["2026-03-02", "debit", "300000"],
      ["2026-03-03", "credit", "80000"],
    ]);
    // A line without its date is refused, never dropped.
    expect(read("Narration: POS A; Amount: 6,450.00; Type: Debit")).toEqual([
      expect.objectContaining({ message: expect.stringContaining("has no date") }),
    ]);
  });

  it("reads lines parted by bars, a date alone after a comma, 'same day', 'N days later', a dated heading and a heading's side before its colon", () => {
    expect(sides("12-03-2026 - TRF FROM ADE - 9,000.00 - CR | 13-03-2026 - COT - 50.00 - DR")).toEqual([
      ["2026-03-12", "credit", "9000"],
      ["2026-03-13", "debit", "50"],
    ]);
    // (A bar in a line that does not start with its date parts cells, not lines.)
    expect(sides("Credit 9,000 | 12/03/2026 | TRF FROM ADE\nDebit 50 | 13/03/2026 | COT")).toEqual([
      ["2026-03-12", "credit", "9000"],
      ["2026-03-13", "debit", "50"],
    ]);
    expect(sides("Access: credit 20,000 refund from Jumia, 9-Mar-26")).toEqual([["2026-03-09", "credit", "20000"]]);
    expect(read("money in: 40k from Ade on Monday\nmoney out: 3k for fuel, same day")).toEqual([
      ["2026-03-16", "credit", "40000", "from Ade", null],
      ["2026-03-16", "debit", "3000", "for fuel same day", null],
    ]);
    expect(sides("a deposit of 90,000 on 2 March, then a week later a withdrawal of 10k")).toEqual([
      ["2026-03-02", "credit", "90000"],
      ["2026-03-09", "debit", "10000"],
    ]);
    expect(sides("Yesterday's alerts on Access:\n- DR 1,000.00 POS SPAR\n- CR 5,000.00 NIP FROM ADE")).toEqual([
      ["2026-03-17", "debit", "1000"],
      ["2026-03-17", "credit", "5000"],
    ]);
    expect(sides("From our Access account: on March 2nd we paid Globex N9,000")).toEqual([
      ["2026-03-02", "debit", "9000"],
    ]);
    // A heading that names a month, not a day, dates none of the lines under it.
    expect(read("Statement for March 2026:\nPOS 4,000 debit")).toEqual([
      expect.objectContaining({ message: expect.stringContaining("has an amount but no date") }),
    ]);
  });
});

describe("sums and dates as people write them", () => {
  it("reads digits before a scale word as the whole sum, exactly", () => {
    expect(writtenSums("office rent (₦3.6 million) from Zenith").text).toBe("office rent (₦3.6m) from Zenith");
    expect(writtenSums("a loan of 1,5 million").text).toBe("a loan of 1,5 million");
    expect(writtenSums("2 thousand naira, 0.25 billion").text).toBe("2k naira, 250m");
  });
  it("takes a weekday just before a date as part of it", () => {
    expect(findDates("On Monday 9 March 2026 ACME LLC wired $8,400", "2026-03-18")).toMatchObject([
      { value: "2026-03-09", start: 0 },
    ]);
    expect(findDates("Thu 12 Mar 2026: POS", "2026-03-18").map((d) => d.value)).toEqual(["2026-03-12"]);
  });
});

describe("documents and cash as people write them (development-17 to -20)", () => {
  const read = <T>(spec: ResourceSpec<T>, text: string, known?: { name: string; written: string }) =>
    spec.fromText(text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5", knownContact: known });
  it("reads the party after small talk, an opening date or a request said in full", () => {
    expect(
      read(
        invoiceSpec,
        "Good morning! Hope the weekend was restful. Lekki Gardens Estate took 12 chairs from us at ₦18,000 each; invoice them please.",
      ).records[0],
    ).toMatchObject({
      contact: "Lekki Gardens Estate",
      date: null,
      record_items: [{ description: "chairs", quantity: "12" }],
    });
    expect(
      read(invoiceSpec, "25 crates of eggs at 4,800 a crate went to Lekki Gardens Estate today - invoice them")
        .records[0],
    ).toMatchObject({ contact: "Lekki Gardens Estate", record_items: [{ quantity: "25", unit_price: "4800" }] });
    expect(
      read(billSpec, "April 2, 2026 — Femco Stationers invoice for 5 box files at 2,300 each").records[0],
    ).toMatchObject({ contact: "Femco Stationers", date: "2026-04-02", record_items: [{ quantity: "5" }] });
    expect(read(billSpec, "Yesterday Arik Air billed us for 2 tickets at 95,000 each").records[0]).toMatchObject({
      contact: "Arik Air",
      date: "2026-03-17",
    });
    expect(read(billSpec, "I've received Femco Stationers' invoice for 3 staplers at 4,750").records[0]).toMatchObject({
      contact: "Femco Stationers",
    });
    expect(
      read(billSpec, "could you log a bill for kano grains? 10 bags of rice at 62,000", {
        name: "Kano Grains Ltd",
        written: "kano grains",
      }).records[0],
    ).toMatchObject({ contact: "Kano Grains Ltd" });
    expect(
      read(
        invoiceSpec,
        "Raise an invoice in dollars to Redwood Analytics Inc: 10 hours of audit support @ $150, rate 1,560",
      ).records[0],
    ).toMatchObject({ contact: "Redwood Analytics Inc", currency: "USD" });
  });
  it("ends a payment clause before what it says of the balance, and reads payments after a dash or given in cash", () => {
    expect(
      read(
        billSpec,
        "Bill from Femco Stationers for 10 box files at 2,300. We paid 10k from Zenith today, balance due in 30 days",
      ).records[0],
    ).toMatchObject({ terms_days: 30, payments: [{ amount: "10000" }] });
    expect(
      read(billSpec, "Bill from Femco Stationers for 10 box files at 2,300 - already settled in full from Access")
        .records[0],
    ).toMatchObject({ payments: [{ percent: "100" }] });
    expect(
      read(
        billSpec,
        "Bill from Rivers Agro for 4 drums of oil at 68,000. We gave them 100k cash today, the rest due in a week",
      ).records[0],
    ).toMatchObject({ terms_days: 7, payments: [{ amount: "100000" }] });
  });
  it("reads a sum said with the count and price it is made of as that count and price", () => {
    expect(
      read(billSpec, "Bill from Crestview Properties ₦1,200,000 for the shop rent, 4 months at 300k a month")
        .records[0],
    ).toMatchObject({ record_items: [{ description: "shop rent", quantity: "4", unit_price: "300000" }] });
    expect(read(billSpec, "Bill from Zoho $450 for CRM licences (5 seats x $90), rate 1,585").records[0]).toMatchObject(
      {
        record_items: [{ quantity: "5", unit_price: "90" }],
      },
    );
    // (A sum that is not the count times the price is no breakdown: each is read as said.)
    expect(
      read(billSpec, "Bill from Crestview Properties ₦1,000,000 for the shop rent, 4 months at 300k a month").records[0]
        ?.record_items,
    ).toMatchObject([
      { quantity: "1", unit_price: "1000000" },
      { quantity: "4", unit_price: "300000" },
    ]);
  });
  it("reads terms however they are said, from one list", () => {
    expect(findTermsDays("The customer wants to settle within 21 days.")).toBe(21);
    expect(findTermsDays("Give them 10 days.")).toBe(10);
    expect(findTermsDays("we go pay am in 2 weeks")).toBe(14);
    expect(findTermsDays("payable in sixty days")).toBe(60);
    expect(findTermsDays("payable in forty-five days")).toBe(45);
    expect(findTermsDays("on 14 days' credit")).toBe(14);
    expect(
      read(billSpec, "Bill from Femco Stationers: 10 box files at 2,300. They want their money within 14 days.")
        .records[0],
    ).toMatchObject({ terms_days: 14, date: null });
  });
  it("reads exchange rates said as a pair or 'as the rate', and codes typed in lower case before the sum", () => {
    expect(rateOf("GBP/NGN 2,040")).toBe("2040");
    expect(rateOf("please take 1,560 as the exchange rate")).toBe("1560");
    expect(read(invoiceSpec, "invoice redwood gbp 900 audit support fx 2040 net 15").records[0]).toMatchObject({
      currency: "GBP",
      exchange_rate: "2040",
      record_items: [{ description: "audit support", unit_price: "900" }],
    });
  });
  it("keeps who sold what, and an article alone, out of items and names", () => {
    expect(
      read(invoiceSpec, "Send Femco Stationers an invoice for the 3 desks we sold them, ₦85,000 apiece").records[0],
    ).toMatchObject({ contact: "Femco Stationers", record_items: [{ description: "desks", quantity: "3" }] });
  });
  it("refuses a second day in a cash record, quoted, and reads 'days back' and a day's own", () => {
    expect(
      read(incomeSpec, "Received 80k from Chinedu Okafor into Zenith on 12 March for the painting done on 2 March")
        .problems[0]?.message,
    ).toContain("2 March");
    expect(read(expenseSpec, "Three days back I paid 6,000 for printer ink from cash").records[0]?.date).toBe(
      "2026-03-15",
    );
    expect(read(expenseSpec, "Yesterday's taxi to the airport cost 9,500, paid cash").records[0]?.date).toBe(
      "2026-03-17",
    );
    // ("Today's date" is today, its words with it.)
    expect(findDates("10 bags of rice @ 78,500. Today's date, due in 2 weeks.", "2026-03-18")[0]).toMatchObject({
      value: "2026-03-18",
      end: 38,
    });
    // ("last week's job" says whose job, not when.)
    expect(findDates("for last week's job", "2026-03-18")).toEqual([]);
  });
  it("reads an expense's payee with the sum in naira after its name, and who was given it", () => {
    expect(
      read(expenseSpec, "Paid Eko Fuels Ltd ₦236,000 for 200 litres of diesel from Zenith").records[0],
    ).toMatchObject({
      contact: "Eko Fuels Ltd",
      amount: "236000",
    });
    expect(read(expenseSpec, "Gave Tunde 8k for the courier").records[0]?.contact).toBe("Tunde");
    expect(
      read(incomeSpec, "Globex paid us a referral fee of 40,000 for the deal we brokered").records[0]?.account,
    ).toBe("referral fee");
  });
  it("reads counts as people say them: a dozen, units then their price, a price per unit for so many units", () => {
    expect(findLineItems("a dozen folding chairs at 9,500 each")).toMatchObject([
      { quantity: "12", unit_price: "9500" },
    ]);
    expect(findLineItems("3 nights @ 55k guest rooms for the sales team")).toMatchObject([
      { description: "guest rooms for the sales team", quantity: "3", unit_price: "55000" },
    ]);
    expect(findLineItems("200k a week for four weeks of site supervision")).toMatchObject([
      { description: "site supervision", quantity: "4", unit_price: "200000" },
    ]);
    // (A different unit is no count of the price's: one item as said.)
    expect(findLineItems("200k a week for four months of site supervision")).toMatchObject([{ quantity: "1" }]);
  });
  it("reads a bill of one sum by who sent it, and the document's own word before its items", () => {
    expect(
      read(billSpec, "Bill dated 02/03/2026 from Eko Water Board, N8,600.00, due within 7 days").records[0],
    ).toMatchObject({ record_items: [{ description: "Eko Water Board", unit_price: "8600" }], terms_days: 7 });
    expect(
      read(billSpec, "Femco Stationers sent a bill yesterday: 4 staplers at ₦4,750 each").records[0],
    ).toMatchObject({
      record_items: [{ description: "staplers", quantity: "4" }],
    });
  });
  it("reads a party by a 'From:' line, a name and a colon, 'It's …', and never a label on the next line", () => {
    expect(
      read(billSpec, "BILL\nFrom: Eko Fuels Ltd\nQty  Item  Unit  Total\n10  Drums  5,000  50,000").records[0]?.contact,
    ).toBe("Eko Fuels Ltd");
    expect(read(billSpec, "Sahel Agro Supplies: 12 bags of maize @ 31,000, due in 7 days").records[0]).toMatchObject({
      contact: "Sahel Agro Supplies",
      record_items: [{ quantity: "12" }],
    });
    expect(read(billSpec, "Payment Terms: 30 days").records).toEqual([]);
    expect(
      read(
        billSpec,
        "The gas people came by today. It's Lagos Gas Ltd, 12 cylinders at ₦9,000 each. Log the bill please.",
      ).records[0]?.contact,
    ).toBe("Lagos Gas Ltd");
    expect(
      read(invoiceSpec, "Tax invoice\nClient: Redwood Analytics Inc\n2 workshops at 90,000").records[0]?.contact,
    ).toBe("Redwood Analytics Inc");
  });
  it("reads bars as separators, 'VAT: 7.5%' as the rate and a price with its code after a comma", () => {
    expect(read(billSpec, "bill | eko fuels | 200 litres diesel x 1,150 | due 30/03/2026").records[0]).toMatchObject({
      record_items: [{ quantity: "200", unit_price: "1150" }],
      due_date: "2026-03-30",
    });
    expect(
      read(billSpec, "Supplier: Femco; item: 4 staplers at 4,750; VAT: 7.5%").records[0]?.record_items,
    ).toMatchObject([{ tax_rate: "7.5" }]);
    expect(
      read(billSpec, "bill: Femco Stationers, 3 box files, 2,300 NGN each").records[0]?.record_items,
    ).toMatchObject([{ quantity: "3", unit_price: "2300" }]);
  });
  it("reads a count and its rate said in sentences apart, and refuses what a contact holds with us", () => {
    expect(
      read(
        invoiceSpec,
        "Could you invoice Redwood Analytics Inc for 12 hours of data cleaning? Our hourly rate is ₦25,000.",
      ).records[0]?.record_items,
    ).toMatchObject([{ description: "data cleaning", quantity: "12", unit_price: "25000" }]);
    // (A rate per another unit is no price of the count.)
    expect(
      read(invoiceSpec, "Invoice Redwood Analytics Inc for 12 hours of data cleaning? Our rate is ₦150,000/day.")
        .records,
    ).toEqual([]);
    expect(
      read(invoiceSpec, "Invoice Tunde Bakare 90k for plumbing. He has a deposit of 20k with us already.").problems[0]
        ?.message,
    ).toContain("20k");
    expect(
      read(expenseSpec, "Annual returns filing at CAC handled by Adaeze Nwosu & Co, paid them N45,000 from Zenith")
        .records[0]?.contact,
    ).toBe("Adaeze Nwosu & Co");
  });
  it("reads a business in its legal form standing alone, by its role, in quotes, and ends a name at its legal form", () => {
    expect(
      read(billSpec, "log a bill: ₦480,000 office cleaning for Q1, Cleanserve Facilities Ltd, due 1st April")
        .records[0],
    ).toMatchObject({
      contact: "Cleanserve Facilities Ltd",
      record_items: [{ unit_price: "480000" }],
    });
    expect(
      read(billSpec, "pls enter bill — 5 antivirus licences at ₦9,500 each, vendor is Softcom Solutions Ltd").records[0]
        ?.contact,
    ).toBe("Softcom Solutions Ltd");
    expect(
      read(invoiceSpec, "Invoice 'Harrow & Finch Ltd' £400 for proofreading, 2,060 naira per pound").records[0]
        ?.contact,
    ).toBe("Harrow & Finch Ltd");
    expect(
      read(billSpec, "Spectranet Ltd internet subscription 25,000 for March, bill dated 1 March").records[0]?.contact,
    ).toBe("Spectranet Ltd");
    expect(
      read(invoiceSpec, "Bill to: Redwood Digital Inc.\n2 days UX workshop @ $900/day\nFX 1,560").records[0]?.contact,
    ).toBe("Redwood Digital Inc.");
    expect(
      read(billSpec, "Oga, Sahel Agro don send bill for 4 bags of maize, 31,000 per bag").records[0]?.contact,
    ).toBe("Sahel Agro");
  });
  it("reads numbered lists, labels with numbers, EOM, 'terms: 2 weeks', 'last week Thursday' and a sum with its count read apart", () => {
    expect(
      read(invoiceSpec, "Invoice ACME LLC for: 1) setup 250,000 2) 6 months support @ 40,000").records[0]?.record_items,
    ).toMatchObject([{ unit_price: "250000" }, { quantity: "6", unit_price: "40000" }]);
    expect(
      read(invoiceSpec, "Invoice ACME LLC $4,000 for phase 3 (testing), rate 1,548").records[0]?.record_items,
    ).toMatchObject([{ quantity: "1", unit_price: "4000" }]);
    expect(read(invoiceSpec, "invoice Bolanle Stores 10 crates of eggs @ 4,800 pls, due EOM").records[0]).toMatchObject(
      {
        due_date: "2026-03-31",
        record_items: [{ description: "eggs", quantity: "10" }],
      },
    );
    expect(findTermsDays("terms: 2 weeks")).toBe(14);
    expect(findDates("dated last week Thursday", "2026-03-18").map((d) => d.value)).toEqual(["2026-03-12"]);
    expect(
      read(invoiceSpec, "600k worth of cement, 60 bags at 10k, for Bolanle Stores — invoice pls", {
        name: "Bolanle Stores",
        written: "Bolanle Stores",
      }).records[0]?.record_items,
    ).toMatchObject([{ description: "cement", quantity: "60", unit_price: "10000" }]);
  });
  it("keeps a size written onto its unit out of the sums, and takes money words over a buyer for income", () => {
    expect(findAmounts("old generator (2.5kva) for N210,000").map((a) => a.value)).toEqual(["210000"]);
    expect(read(incomeSpec, "Sold our old printer to a staff member for ₦45k cash").records[0]?.category).toBe("cash");
  });
  it("reads a pasted receipt by its total: card digits, room and pump numbers, its VAT rate and its printed date are no sums", () => {
    const receipt =
      "receipt below, paid with the GTBank card\n\nGAME STORES - IKEJA\n12.03.2026 10:05\nPRINTER INK x2   18,000.00\nVAT 7.5%          1,350.00\nTOTAL            19,350.00\nPAID BY CARD ****5521";
    expect(read(expenseSpec, receipt).records[0]).toMatchObject({
      amount: "19350",
      date: "2026-03-12",
      category: "GTBank card",
    });
    const folio =
      "Hotel folio:\nTRANSCORP HILTON\nRoom 1207\nDate: 09/03/2026\nRoom charge 1 night @ 120,000   120,000.00\nTotal   129,000.00";
    expect(read(expenseSpec, folio).records[0]).toMatchObject({ amount: "129000", date: "2026-03-09" });
    const pump =
      "fuel, pump receipt:\nMRS - ALLEN AVENUE\nPump 2  PMS\nLitres: 30.00   Price/L: 900.00\nAmount: N27,000.00\nPAYMENT: CASH";
    expect(read(expenseSpec, pump).records[0]?.amount).toBe("27000");
  });
  it("refuses the day of the goods or the work, never taking it for the money's or the invoice's", () => {
    expect(
      read(incomeSpec, "Received 60k from Bolanle Stores into Access for the goods delivered on 4 March").problems[0]
        ?.message,
    ).toContain("4 March");
    expect(
      read(
        invoiceSpec,
        "Invoice Tunde Bakare for 2 doors @ 95k fitted on the 9th, invoice dated the 11th",
      ).problems.map((p) => p.message),
    ).toEqual([expect.stringContaining("on the 9th")]);
    expect(
      read(
        invoiceSpec,
        "Invoice Tunde Bakare for 2 doors @ 95k fitted on the 9th — date the invoice the 11th",
      ).problems.map((p) => p.message),
    ).toEqual([expect.stringContaining("on the 9th")]);
  });
  it("keeps the size of each thing counted with it", () => {
    expect(
      read(billSpec, "Bill from Kano Grains Ltd: 40 bags of rice, 50kg each, @ 41,000").records[0]?.record_items,
    ).toMatchObject([{ description: "rice (50kg each)", quantity: "40", unit_price: "41000" }]);
  });
  it("reads a price that ends a question, and a question that is one item", () => {
    expect(findLineItems("catering for the launch - 120 guests @ 6,500 per head? ")).toMatchObject([
      { quantity: "120", unit_price: "6500" },
    ]);
    expect(findLineItems("for training 12 of their staff on Excel? ₦40,000 per head")).toMatchObject([
      { quantity: "12", unit_price: "40000" },
    ]);
  });
  it("takes no party, terms or account from words a review found misread", () => {
    expect(read(invoiceSpec, "Sold 3 chairs to Ada Obi at 5,000 each, the client is new").records[0]?.contact).toBe(
      "Ada Obi",
    );
    expect(read(billSpec, "We bought 200 litres of diesel at 1,150, it's VAT inclusive").records[0]?.contact).not.toBe(
      "VAT",
    );
    // A time for the goods is neither terms nor the document's date: refused, quoted.
    expect(
      read(invoiceSpec, "Invoice Ada Obi for 3 chairs at 5,000 each, delivered within 3 days").problems[0]?.message,
    ).toContain("within 3 days");
    expect(
      read(billSpec, "Bill from Landmark Properties Ltd for payment of a month's rent, 500,000").records[0],
    ).toMatchObject({
      terms_days: null,
      record_items: [{ description: "payment of a month's rent" }],
    });
    expect(read(expenseSpec, "Spent a total of 15,000 on printer toner").records[0]?.account).not.toBe("total");
  });
  it("reads a discount named by what kind of goodwill it is", () => {
    expect(
      read(
        invoiceSpec,
        "Invoice ACME LLC for 5 days of support at N100,000/day. Less N40,000 goodwill discount. net 14",
      ).records[0]?.discount,
    ).toEqual({ amount: "40000" });
  });
  it("takes the bank an expense was paid from over other places the text names", () => {
    expect(
      read(expenseSpec, "Just back from the Kano trip. The hotel came to ₦80,000, paid with the Zenith card")
        .records[0],
    ).toMatchObject({ category: "Zenith card", amount: "80000" });
  });
});

describe("documents, cash and journals as people write them (development-23 and -24)", () => {
  const read = <T>(spec: ResourceSpec<T>, text: string) =>
    spec.fromText(writtenSums(text).text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" });
  const journal = (text: string) => {
    const record = read(journalSpec, text).records[0];
    return record && { reference: record.reference, lines: record.lines.map((l) => [l.account, l.debit, l.credit]) };
  };
  it("reads a journal voucher's own code as its reference, and accruals reversed with a year or stock bought on credit", () => {
    expect(journal("JV-2026-031: petty cash top-up of ₦40,000 from Access to Cash, 6 March 2026")?.reference).toBe(
      "JV-2026-031",
    );
    expect(journal("Journal JV-031: depreciation of 50k on office equipment")?.reference).toBe("JV-031");
    expect(journal("Reverse the accrued 2025 audit fee of ₦750k on 2 January 2026")?.lines).toEqual([
      ["Accrued Liabilities", "750000", "0"],
      ["audit fee", "0", "750000"],
    ]);
    // The sum before what was bought is no part of it; where it went, said, is the account.
    const stock = read(journalSpec, "Record 650k of stock bought on credit from Kano Grains Ltd into inventory")
      .records[0];
    expect(stock?.lines).toMatchObject([
      { account: "inventory", debit: "650000" },
      { account: "Accounts Payable", credit: "650000", contact: "Kano Grains Ltd" },
    ]);
    expect(journal("Record 650k of stock bought on credit from Kano Grains Ltd")?.lines[0]?.[0]).toBe("Inventory");
  });
  it("books cash records by their everyday words as people spell them, and dates 'a fortnight ago'", () => {
    for (const [words, account] of [
      ["Paid the casual labourers 120k in cash", "Salaries and Wages"],
      ["pd 7k 4 stationry frm zenit", "Office Supplies"],
      ["stationary 58,750", "Office Supplies"],
      ["airport taxis", "Travel"],
      ["3 days of car hire at 35,000/day", "Travel"],
      ["Bus ticket to Ibadan 9,500", "Travel"],
      ["for the Ibadan trip", "Travel"],
    ])
      expect(lexiconAccount("expense", words!), words).toBe(account);
    const ticket = read(expenseSpec, "Bus ticket to Ibadan 9,500, paid cash a fortnight ago").records[0];
    // Where the trip went is no payee.
    expect(ticket).toMatchObject({ amount: "9500", date: "2026-03-04", contact: null });
    expect(read(expenseSpec, "Transfer to Musa 15k for fuel").records[0]?.contact).toBe("Musa");
  });
  it("reads the party before 'an invoice for …', and a bill's purpose written after its sender", () => {
    expect(
      read(invoiceSpec, "Send Chinedu Okafor an invoice for interior design consultation, ₦161,250 VAT inclusive")
        .records[0],
    ).toMatchObject({
      contact: "Chinedu Okafor",
      record_items: [{ description: "interior design consultation", unit_price: "150000", tax_rate: "7.5" }],
    });
    expect(read(invoiceSpec, "Make sure the invoice for Ada Obi shows 3 chairs at 5,000").records[0]?.contact).not.toBe(
      "sure",
    );
    expect(read(billSpec, "Lagos Water Corporation water bill, ₦21,750, due by month end").records[0]).toMatchObject({
      contact: "Lagos Water Corporation",
      record_items: [{ description: "water", unit_price: "21750" }],
    });
  });
  it("reads a periodic price for a count of periods, prices that include VAT, and 'at full price'", () => {
    expect(findLineItems("monthly retainer of ₦350k for 4 months")).toMatchObject([
      { description: "retainer", quantity: "4", unit_price: "350000" },
    ]);
    expect(
      read(
        invoiceSpec,
        "Invoice Bolanle Stores: 10 cartons of bleach at 5,375 and 4 cartons of soap at 10,750, prices include VAT",
      ).records[0]?.record_items,
    ).toMatchObject([
      { quantity: "10", unit_price: "5000", tax_rate: "7.5" },
      { quantity: "4", unit_price: "10000", tax_rate: "7.5" },
    ]);
    expect(
      read(
        invoiceSpec,
        "Invoice ACME LLC: 10 office chairs at 65,000 with 10% off the chairs, and 2 desks at 120,000 at full price",
      ).records[0]?.record_items,
    ).toMatchObject([
      { quantity: "10", discount: { percent: "10" } },
      { description: "desks", quantity: "2", unit_price: "120000", discount: null },
    ]);
  });
  it("adds up things of one kind bought at once, and sums listed one after another", () => {
    expect(
      read(expenseSpec, "Bought 3 reams of paper at 4,800 each and a box of pens for 2,600, paid cash").records[0],
    ).toMatchObject({ amount: "17000" });
    expect(read(expenseSpec, "Uber rides 4.5k, 3.2k and 6,800 on the Access card").records[0]).toMatchObject({
      amount: "14500",
      category: "Access card",
    });
    // Things of different kinds are separate expenses; money said of what is left is no part.
    for (const [text, stray] of [
      ["Bought paper for 5,000 and diesel for 20,000", "20,000"],
      ["Paid 35k, 5k change", "5k"],
      ["Paid 15k and 3k still owing", "3k"],
    ])
      expect(read(expenseSpec, text!).problems[0]?.message, text).toContain(`"${stray}"`);
    // "on" a card or account is where it was paid from; "on" what was bought is not.
    expect(read(expenseSpec, "spent 2,000 on transfer fees").records[0]?.category).toBeNull();
  });
  it("reads sums in words across a comma or repeated in figures, and a payment of a decimal millions", () => {
    expect(spelledAmounts("for ninety-eight thousand, four hundred naira, dated yesterday")).toBe(
      "for 98400 naira, dated yesterday",
    );
    expect(spelledAmounts("fifty (50) crates of eggs at three thousand four hundred naira each")).toBe(
      "50 crates of eggs at 3400 naira each",
    );
    // Figures that disagree with the words are left as written, for the reader to refuse.
    expect(spelledAmounts("fifty (60) crates")).toBe("fifty (60) crates");
    // A list is no sum: "fifty thousand, two chairs" stays apart.
    expect(spelledAmounts("fifty thousand, two chairs")).toBe("50000, two chairs");
    expect(
      read(
        billSpec,
        "Bill from Landmark Properties Ltd dated 1 March 2026 for shop rent ₦3.6m, net 30; we paid ₦1.2m from Access Bank the same day",
      ).records[0],
    ).toMatchObject({ date: "2026-03-01", payments: [{ amount: "1200000" }] });
  });
});

describe("bills and cash as bookkeepers know they go wrong (development-25)", () => {
  const read = <T>(spec: ResourceSpec<T>, text: string) =>
    spec.fromText(writtenSums(text).text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" });
  it("checks a line's total after '=', and takes VAT said as a sum as the rate it comes to", () => {
    expect(findLineItems("10 toner cartridges @ 38,000 = 380,000")).toMatchObject([
      { quantity: "10", unit_price: "38000" },
    ]);
    expect(findLineItems("40 bags maize (50kg) @ 36,500 = 1,460,000")).toMatchObject([
      { quantity: "40", unit_price: "36500" },
    ]);
    // A total that is not the count times the price is no item (the caller refuses it, quoted).
    expect(findLineItems("10 toner cartridges @ 38,000 = 390,000")).toEqual([]);
    for (const text of [
      "Halden & Rowe LLP: legal fees on the lease renewal ₦600,000 + ₦45,000 VAT",
      "XYZ Supplier: 50 cartons Peak milk for resale at 12,000 = 600,000, plus VAT of 45,000",
      "Globex Nigeria Limited bill — 10 toner cartridges @ 60,000 = 600,000, VAT ₦45,000, total ₦645,000",
    ])
      expect(read(billSpec, text).records[0]?.record_items, text).toMatchObject([{ tax_rate: "7.5" }]);
    // VAT said as a sum that is not the standard rate of the lines is asked for.
    expect(read(billSpec, "Bill from Ade Ltd for 2 chairs at 10,000 plus ₦2,000 VAT").problems[0]?.field).toBe(
      "tax_rate",
    );
    // "Supplier" ending a name is no label: "XYZ Supplier: 50 cartons …" names XYZ Supplier.
    expect(read(billSpec, "XYZ Supplier: 50 cartons of milk at 27,000").records[0]?.contact).toBe("XYZ Supplier");
    expect(read(billSpec, "Supplier: Kano Grains Ltd, 10 bags of rice at 50,000").records[0]?.contact).toBe(
      "Kano Grains Ltd",
    );
    // A spaced dash's clause after a price says what the goods are for.
    expect(
      findLineItems("2,000 litres of diesel @ ₦1,120 — stock for resale at our depot, not for our generators"),
    ).toMatchObject([{ description: "diesel", quantity: "2000", unit_price: "1120" }]);
  });
  it("books goods bought for resale to the cost of sales", () => {
    for (const text of [
      "Bought 20 cartons of Indomie for resale at 9,600 per carton",
      "150 reams of A4 paper — stock for the shop",
      "2,000 litres of diesel — stock for resale at our depot",
    ])
      expect(lexiconAccount("expense", text), text).toBe("Cost of Goods Sold");
    expect(lexiconAccount("expense", "150 reams of A4 paper for the office")).toBe("Office Supplies");
    expect(lexiconAccount("expense", "Electronic Money Transfer Levy (EMTL) of ₦50")).toBe("Bank Charges");
  });
  it("reads a cash record's parts and their total, decimal counts, and units on a receipt", () => {
    expect(read(expenseSpec, "Zenith COT ₦2,150 plus ₦161.25 VAT, debited today").records[0]).toMatchObject({
      amount: "2311.25",
      tax_rate: "7.5",
    });
    expect(
      read(
        expenseSpec,
        "Bank charges for February on Access: SMS alerts ₦400 + account maintenance ₦1,250 — total ₦1,650, taken 28 Feb",
      ).records[0],
    ).toMatchObject({ amount: "1650", category: "Access", date: "2026-02-28" });
    // A total that is not the parts' sum is refused, quoted.
    expect(read(expenseSpec, "SMS alerts ₦400 + account maintenance ₦1,250 — total ₦1,700 on Access").records).toEqual(
      [],
    );
    expect(
      read(expenseSpec, "Bought 12.5 litres of petrol for the small generator at ₦1,040/litre, cash").records[0]
        ?.amount,
    ).toBe("13000");
    expect(
      read(
        expenseSpec,
        "IKEJA ELECTRIC PREPAID RECEIPT\nUnits: 118.6 kWh\nAmount Paid: NGN 25,000.00\nPaid via: Zenith Bank",
      ).records[0]?.amount,
    ).toBe("25000");
    expect(findAmounts("Paid 5,000 w/ cash").map((a) => a.value)).toEqual(["5000"]);
  });
});

describe("accounts named around their code and kind (development-25)", () => {
  const account = (text: string) => {
    const r = accountSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0];
    return r && [r.name, r.code, r.type, r.sub_type];
  };
  it("reads the name beside its code, its kind in brackets or in a sentence after it", () => {
    expect(account("6150 — Generator Repairs & Servicing. It's an expense account, please create it")).toEqual([
      "Generator Repairs & Servicing",
      "6150",
      "expense",
      null,
    ]);
    expect(account("code 4920, name Interest Received, other income")).toEqual([
      "Interest Received",
      "4920",
      "revenue",
      "other_income",
    ]);
    expect(account("Liability account, code 2170: Pension Payable")).toEqual([
      "Pension Payable",
      "2170",
      "liability",
      null,
    ]);
    expect(account("Furniture & Fittings (fixed asset), code 1540")).toEqual([
      "Furniture & Fittings",
      "1540",
      "asset",
      "fixed_asset",
    ]);
    expect(account("Cost of sales account — 5200 — Import Duties")).toEqual([
      "Import Duties",
      "5200",
      "expense",
      "cost_of_sales",
    ]);
    // A request before the name is no part of it.
    expect(account("I need an income account for Commission Received. It's other income, number 4920")?.[0]).toBe(
      "Commission Received",
    );
    // A bank account's holder is no name of the account.
    expect(account("Keystone Bank savings, account name Ota Ventures Ltd, acct no 6071829344")?.[0]).toBe(
      "Keystone Bank savings",
    );
  });
});

describe("invoices of many items and bills as people write them (development-25 and -26)", () => {
  const read = <T>(spec: ResourceSpec<T>, text: string) =>
    spec.fromText(writtenSums(text).text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" });
  const items = (text: string) =>
    read(invoiceSpec, text).records[0]?.record_items.map((i) => [i.description, i.quantity, i.unit_price]);
  it("reads counts in words past twelve, dozens, and a digit written onto a word", () => {
    expect(
      items(
        "Invoice Bolanle Stores for two dozen cartons of Indomie at 6,200 each, thirty-six bottles of groundnut oil at 4,700 per bottle and twenty bags of sugar @ 42,000",
      ),
    ).toEqual([
      ["Indomie", "24", "6200"],
      ["groundnut oil", "36", "4700"],
      ["sugar", "20", "42000"],
    ]);
    expect(items("inv acme llc: toner 6x 38,500, A4 paper 20x 4,700")).toEqual([
      ["toner", "6", "38500"],
      ["A4 paper", "20", "4700"],
    ]);
    expect(spelledAmounts("twenty-five percent of the stock")).toBe("twenty-five percent of the stock");
    expect(spelledAmounts("Thirty Days Ltd sent a bill")).toBe("Thirty Days Ltd sent a bill");
  });
  it("reads a rate pair written either way, a sum paid said before 'paid', and the account by its code", () => {
    expect(
      read(billSpec, "Oxford Learning Ltd bill: 4 online course seats at £180 each. NGN/GBP 2,035.").records[0],
    ).toMatchObject({ currency: "GBP", exchange_rate: "2035" });
    expect(
      read(
        invoiceSpec,
        "Six cartons of A4 at 26,875 a carton and two printers at 161,250 each, both VAT inclusive; 100k paid by transfer to Access today. Customer: ACME LLC",
      ).records[0],
    ).toMatchObject({
      contact: "ACME LLC",
      record_items: [
        { quantity: "6", unit_price: "25000" },
        { quantity: "2", unit_price: "150000" },
      ],
      payments: [{ amount: "100000", date: "2026-03-18" }],
    });
    expect(
      read(billSpec, "Bill from Mainland Plumbing Services for fixing the burst pipe, ₦38,000. Post to 6100.")
        .records[0]?.record_items,
    ).toMatchObject([{ unit_price: "38000", account: "6100" }]);
    expect(read(expenseSpec, "Paid 45,000 for the AC repair from Zenith, post to 6100").records[0]).toMatchObject({
      amount: "45000",
      account: "6100",
    });
    // A year or a sum is no code to post to.
    expect(read(expenseSpec, "Paid 45,000 for audit fees booked under 2025 accounts").records[0]?.account).not.toBe(
      "2025",
    );
  });
});

describe("contacts as people write them (development-25 and -26)", () => {
  const contact = (text: string) => contactSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0];
  it("reads fields labelled with a dash, a name before its kind, names in their legal form, and addresses after dashes", () => {
    expect(
      contact(
        "Add contact: name – Greenfield Agro Ltd, type – vendor, tel – 01 271 4455, addr – 14 Industrial Avenue, Ilupeju, Lagos",
      ),
    ).toMatchObject({
      name: "Greenfield Agro Ltd",
      type: "supplier",
      phone: "01 271 4455",
      address: "14 Industrial Avenue, Ilupeju, Lagos",
    });
    expect(
      contact(
        "Client from the US: Lakeside Analytics Inc — billing@lakeside.example — +1 (212) 555-0147 — 350 Fifth Avenue, New York, NY 10118",
      ),
    ).toMatchObject({
      name: "Lakeside Analytics Inc",
      type: "customer",
      address: "350 Fifth Avenue, New York, NY 10118",
    });
    expect(
      contact(
        "We buy our packaging from Sahel Plastics Nig. Ltd — sales@sahelplastics.example, 08091234567, No. 3 Bompai Road, Kano. Add them.",
      ),
    ).toMatchObject({ name: "Sahel Plastics Nig. Ltd", phone: "08091234567", address: "No. 3 Bompai Road, Kano" });
    expect(contact("Tobi Adeleke — customer — tobi.adeleke@gmail.com — 0909 123 4567")).toMatchObject({
      name: "Tobi Adeleke",
      type: "customer",
    });
    // An email after the address still ends it.
    expect(
      contact(
        "Please add a new client, Harrington & Co Ltd, 14 Baker Street, London NW1 6XE, accounts@harrington.example",
      )?.address,
    ).toBe("14 Baker Street, London NW1 6XE");
    // "New" opening a request still adds; inside an address it is a place.
    expect(contact("new customer Ada Obi, 08031234567")?.name).toBe("Ada Obi");
  });
});

describe("VAT said of some items (development-26)", () => {
  const taxes = (text: string) =>
    invoiceSpec
      .fromText(text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" })
      .records[0]?.record_items.map((i) => i.tax_rate);
  it("takes 'on the goods only, not on the transport' as all but the transport", () => {
    expect(
      taxes(
        "Ota Farms Ltd invoice\n• 40 bags broiler finisher x 13,750\n• 12 drinkers @ 2,400 each\n• transport to the farm 25,000\nVAT 7.5% on the goods only, not on the transport.",
      ),
    ).toEqual(["7.5", "7.5", "0"]);
    expect(taxes("Invoice Ade Ltd for 3 pumps at 50,000 and installation 20,000, VAT on the pumps only")).toEqual([
      "7.5",
      "0",
    ]);
  });
});

describe("words a review found misread (session 21)", () => {
  const read = <T>(spec: ResourceSpec<T>, text: string) =>
    spec.fromText(writtenSums(text).text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" });
  it("keeps counts, exemptions, resale, trips, payments on account and names as they are meant", () => {
    // A count before "tax" is no VAT sum.
    expect(
      read(invoiceSpec, "Invoice Bola Ltd: bookkeeping 150k and 2 tax filings at 25k each").records[0]?.record_items,
    ).toMatchObject([
      { unit_price: "150000", tax_rate: null },
      { quantity: "2", unit_price: "25000" },
    ]);
    // "not to GTBank" is where to pay, no exemption from VAT.
    expect(
      read(invoiceSpec, "Invoice Acme Ltd 500k for consulting plus VAT, pay to Zenith not to GTBank").records[0]
        ?.record_items,
    ).toMatchObject([{ tax_rate: "7.5" }]);
    expect(lexiconAccount("expense", "2 printers for the office, not for resale")).toBe("Office Equipment");
    expect(lexiconAccount("expense", "Bought 2 trips of sharp sand for 180k")).toBeUndefined();
    expect(read(expenseSpec, "Paid Dangote 50k on account").records[0]?.category).toBeNull();
    const account = (text: string) => accountSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0];
    expect(account("Open a savings account in my name for the business")?.name).not.toBe("for the business");
    expect(account("We need one for generator repairs. It's an expense account")?.name).not.toBe(
      "We need one for generator repairs",
    );
  });
});
