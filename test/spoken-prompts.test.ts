// Invoices, bills, income and expenses in two voices (development-29): a formal email
// ("Kindly raise an invoice in favour of …, for the sum of Four Hundred and Fifty Thousand
// Naira only (N450,000.00), being payment for …") and dictation without punctuation
// ("fifty packs of sugar at one thousand four hundred and fifty naira each net fifteen").
import { describe, expect, it } from "vitest";
import { billSpec, expenseSpec, incomeSpec, invoiceSpec } from "../src/documents/extraction";
import { findDates, findTermsDays } from "../src/extraction/grammar/dates";
import { findPaymentsMade } from "../src/extraction/grammar/payments-made";
import { bareRate, rateOf } from "../src/extraction/grammar/rates";
import { writtenSums } from "../src/extraction/grammar/spelled-amounts";
import type { ResourceSpec } from "../src/extraction/types";

const read = <T>(spec: ResourceSpec<T>, text: string) =>
  spec.fromText(writtenSums(text).text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" });
const items = (
  text: string,
  spec: ResourceSpec<{ record_items: { description: string; quantity: string; unit_price: string }[] }> = invoiceSpec,
) => read(spec, text).records[0]?.record_items.map((i) => [i.quantity, i.unit_price]);
const dates = (text: string) => findDates(text, "2026-03-18").map((d) => [d.value, text.slice(d.start, d.end)]);

describe("the formal letter's voice", () => {
  it("reads the party an invoice is raised in favour of", () => {
    for (const [text, party] of [
      [
        "Kindly raise an invoice in favour of Ota Farms Ltd for 2 units of drinkers at N85,000.00 each",
        "Ota Farms Ltd",
      ],
      [
        "Kindly raise an invoice dated 9th March, 2026 in favour of Ota Farms Ltd for 2 drinkers at N85,000.00 each",
        "Ota Farms Ltd",
      ],
      [
        "Please raise an invoice in favor of ACME LLC, being payment for 3 days of training at N350,000.00 per day",
        "ACME LLC",
      ],
      [
        "Raise an invoice for 2 drinkers at N85,000.00 each in favour of Kano Grains Ltd, due in 7 days",
        "Kano Grains Ltd",
      ],
    ] as const)
      expect(read(invoiceSpec, text).records[0]?.contact, text).toBe(party);
    // (The party named the usual way stands.)
    expect(read(invoiceSpec, "Invoice Ota Farms Ltd for 2 chairs at 5,000").records[0]?.contact).toBe("Ota Farms Ltd");
  });

  it("reads a sum said in words and in figures as one amount, when both agree", () => {
    expect(
      writtenSums("for the sum of Two Hundred and Fifteen Thousand Naira only (₦215,000.00), VAT inclusive").text,
    ).toBe("for the sum of ₦215,000.00, VAT inclusive");
    expect(writtenSums("in the sum of One Million, Two Hundred Thousand Naira only (₦1,200,000.00).").text).toBe(
      "in the sum of ₦1,200,000.00.",
    );
    expect(writtenSums("for N2,000,000.00 (Two Million Naira only) being consultancy fees").text).toBe(
      "for N2,000,000.00 being consultancy fees",
    );
    expect(writtenSums("Five Thousand United States Dollars only (US$5,000.00)").text).toBe("US$5,000.00");
    expect(writtenSums("One Thousand, Eight Hundred Pounds Sterling only (£1,800.00)").text).toBe("£1,800.00");
    expect(writtenSums("Five Thousand Naira (5,000)").text).toBe("5,000 naira");
    // A count said twice, either way round.
    expect(writtenSums("2 (two) units, 100 (one hundred) duvets, fourteen (14) days").text).toBe(
      "2 units, 100 duvets, 14 days",
    );
    // Words that disagree with the figures are two sums: the reader refuses the one it cannot place.
    expect(writtenSums("Four Hundred Naira only (N450,000.00)").text).toBe("400 naira (N450,000.00)");
    expect(writtenSums("2 (three) units").text).toBe("2 (3) units");
    expect(writtenSums("N2,000.00 (Three Thousand Naira only)").text).toBe("N2,000.00 (3000 naira)");
    // A sum in capitals is a sum when its currency follows; a name stays.
    expect(writtenSums("has paid Seventy-Five Thousand Naira only into our account").text).toBe(
      "has paid 75000 Naira only into our account",
    );
    expect(writtenSums("Bill from One Million Stores for paint at 300").text).toBe(
      "Bill from One Million Stores for paint at 300",
    );
  });

  it("makes an invoice of the sum and the work it is payment for", () => {
    const record = read(
      invoiceSpec,
      "Please raise an invoice to Chinedu Okafor for the sum of Two Hundred and Fifteen Thousand Naira only (₦215,000.00), VAT inclusive, being payment for consultancy services rendered.",
    ).records[0];
    expect(record).toMatchObject({ contact: "Chinedu Okafor", currency: "NGN" });
    expect(record?.record_items).toMatchObject([{ quantity: "1", unit_price: "200000", tax_rate: "7.5" }]);
    const income = read(
      incomeSpec,
      "Please be informed that Brightstar Hotels Ltd has paid Seventy-Five Thousand Naira only into our Access Bank account today.",
    ).records[0];
    expect(income).toMatchObject({ amount: "75000", date: "2026-03-18" });
    const expense = read(
      expenseSpec,
      "Kindly record the purchase of office stationery for the sum of Twenty-Three Thousand, Four Hundred Naira only, paid from our Access Bank account.",
    ).records[0];
    expect(expense).toMatchObject({ amount: "23400" });
  });
});

describe("the dictated voice", () => {
  it("reads decimals, percentages and signs said aloud", () => {
    expect(writtenSums("twelve point five hours of consulting").text).toBe("12.5 hours of consulting");
    expect(writtenSums("eight thousand nine hundred and twelve point four five naira interest").text).toBe(
      "8912.45 naira interest",
    );
    expect(writtenSums("plus vat at seven point five percent").text).toBe("plus vat at 7.5%");
    expect(writtenSums("one point five million naira for the van").text).toBe("1.5m naira for the van");
    expect(writtenSums("less five percent discount, 10 per cent off").text).toBe("less 5% discount, 10% off");
    expect(writtenSums("dollar sign three thousand two hundred for the redesign").text).toBe("$3200 for the redesign");
    // No digits after "point", no share past a hundred, no sign before a sum: as written.
    expect(writtenSums("one point of contact").text).toBe("one point of contact");
    expect(writtenSums("a hundred and fifty percent").text).toBe("150 percent");
    expect(writtenSums("the dollar sign is missing").text).toBe("the dollar sign is missing");
    // A refusal quotes the sum as it was said.
    const { text, rewrites } = writtenSums("dollar sign three thousand two hundred");
    expect(text).toBe("$3200");
    expect(rewrites[0]).toEqual(["dollar sign 3200", "$3200"]);
  });

  it("reads items whose counts and prices are said in words", () => {
    expect(
      items("invoice acme llc twelve point five hours of consulting at twenty two thousand naira per hour"),
    ).toEqual([["12.5", "22000"]]);
    expect(
      items(
        "create invoice for bolanle stores dated yesterday fifty packs of sugar at one thousand four hundred and fifty naira each net fifteen",
      ),
    ).toEqual([["50", "1450"]]);
    expect(
      items(
        "bill from globex nigeria limited for five office chairs at sixty two thousand naira each and two desks at one hundred and forty thousand each net thirty",
        billSpec,
      ),
    ).toEqual([
      ["5", "62000"],
      ["2", "140000"],
    ]);
    const record = read(
      invoiceSpec,
      "new invoice for brightstar hotels limited sixty hours of staff training at fifteen thousand naira an hour plus vat at seven point five percent net thirty",
    ).records[0];
    expect(record).toMatchObject({
      terms_days: 30,
      record_items: [{ quantity: "60", unit_price: "15000", tax_rate: "7.5" }],
    });
    expect(
      read(
        invoiceSpec,
        "invoice bolanle stores for five hundred bottles of hand sanitizer at one thousand two hundred and fifty naira each less five percent discount",
      ).records[0]?.record_items,
    ).toMatchObject([{ quantity: "500", unit_price: "1250", discount: { percent: "5" } }]);
  });

  it("reads terms in words", () => {
    expect(findTermsDays("net thirty")).toBe(30);
    expect(findTermsDays("each net forty five")).toBe(45);
    expect(findTermsDays("net forty-five")).toBe(45);
    expect(findTermsDays("due in forty five days")).toBe(45);
    expect(findTermsDays("net 30")).toBe(30);
    // ("net two" is no one's terms; "net weight fifty kilos" none at all.)
    expect(findTermsDays("net two")).toBeNull();
    expect(findTermsDays("net weight fifty kilos")).toBeNull();
  });

  it("reads dates said in words", () => {
    expect(dates("invoice dated march the second for ota farms")).toEqual([["2026-03-02", "march the second"]]);
    expect(dates("dated the first of march for chinedu")).toEqual([["2026-03-01", "the first of march"]]);
    expect(dates("due on the twenty fifth of march")).toEqual([["2026-03-25", "the twenty fifth of march"]]);
    expect(dates("credited on march fifteenth")).toEqual([["2026-03-15", "march fifteenth"]]);
    expect(dates("from zenith bank on march the ninth")).toEqual([["2026-03-09", "march the ninth"]]);
    expect(dates("on the thirty-first of january")).toEqual([["2026-01-31", "the thirty-first of january"]]);
    expect(dates("paid on the twentieth of december")).toEqual([["2025-12-20", "the twentieth of december"]]);
    expect(dates("on march the ninth 2025, 5 bags")).toEqual([["2025-03-09", "march the ninth 2025"]]);
    // An ordinal that is no day of a month is no date.
    expect(dates("the second invoice for march")).toEqual([]);
    expect(dates("on the thirtieth of february")).toEqual([]);
    // "twenty" before an ordinal is no count of things.
    expect(writtenSums("due on the twenty fifth of march").text).toBe("due on the twenty fifth of march");
    const bill = read(
      billSpec,
      "electricity bill from ikeja electric eighty seven thousand four hundred naira due on the twenty fifth of march",
    ).records[0];
    expect(bill).toMatchObject({ due_date: "2026-03-25", record_items: [{ quantity: "1", unit_price: "87400" }] });
  });
});

describe("what the two voices say besides the items", () => {
  it("reads a payment said in a run-on sentence or a letter, and the terms of the rest", () => {
    const paid = (text: string) =>
      findPaymentsMade(writtenSums(text).text, "2026-03-18").map((p) => [p.amount, p.date]);
    expect(
      paid(
        "invoice ota farms for ten bags at fourteen thousand two hundred naira per bag they paid seventy one thousand naira cash today the rest is due in one week",
      ),
    ).toEqual([["71000", "2026-03-18"]]);
    expect(
      paid(
        "50 cartons at ₦18,000.00 per carton. Please note that the customer has today paid the sum of ₦400,000.00 into our Zenith Bank account as part payment",
      ),
    ).toEqual([["400000", "2026-03-18"]]);
    // Paying for something, or a price someone paid, with no one named before it, is no payment made.
    expect(paid("3 chairs they paid for at 5,000 each")).toEqual([]);
    expect(
      paid("Enter Musa Ibrahim's expense claim as a bill: he paid ₦15,000 out of his own pocket for generator diesel."),
    ).toEqual([]);
    const record = read(
      invoiceSpec,
      "invoice ota farms limited for ten bags of layer concentrate at fourteen thousand two hundred naira per bag they paid seventy one thousand naira cash today the rest is due in one week",
    ).records[0];
    expect(record).toMatchObject({
      terms_days: 7,
      record_items: [{ description: "layer concentrate", quantity: "10", unit_price: "14200" }],
      payments: [{ amount: "71000" }],
    });
  });

  it("reads the exchange rate said as 'the rate was' or 'use' after a foreign sum", () => {
    expect(rateOf("for consulting the rate was 1548")).toBe("1548");
    expect(rateOf("rate was 1,550 when i checked this morning")).toBe("1550");
    expect(rateOf("our hourly rate was 25,000")).toBeNull();
    expect(bareRate("$2,500 - ACME LLC - launch event photography. use 1,550. due on receipt")?.rate).toBe("1550");
    expect(bareRate("$2,500 for printing, use 3 colours")).toBeNull();
    const income = read(
      incomeSpec,
      "we received dollar sign six hundred from acme l l c into the g t bank dollar account for consulting the rate was one thousand five hundred and forty eight",
    ).records[0];
    expect(income).toMatchObject({ amount: "600", currency: "USD", exchange_rate: "1548", account: "consulting" });
  });

  it("joins a dictated list with 'also'", () => {
    expect(
      items(
        "bill from xyz supplier two hundred bags of cement at nine thousand two hundred naira each also fifty tons of sharp sand at three thousand five hundred naira per ton net forty five",
        billSpec,
      ),
    ).toEqual([
      ["200", "9200"],
      ["50", "3500"],
    ]);
  });

  it("refuses a balance that stands at a sum, and names no party for 'the sum of'", () => {
    const bill = read(
      billSpec,
      "Please record the bill from Globex Nigeria Limited for 10 reams of paper at ₦4,800.00 each. Kindly note that our outstanding balance with them now stands at ₦612,000.00.",
    );
    expect(bill.records).toEqual([]);
    expect(bill.problems[0]?.message).toContain('"₦612,000.00" is not understood');
    // (Things called stands are no clause.)
    expect(items("Invoice Ota Farms Ltd: 8 water tanks @ 165,000 and 8 tank stands @ 55,000, net 30")).toEqual([
      ["8", "165000"],
      ["8", "55000"],
    ]);
    const invoice = read(
      invoiceSpec,
      "Kindly raise an invoice for the sum of Four Hundred and Fifty Thousand Naira only (N450,000.00), being payment for the supply of office furniture.",
    );
    expect(invoice.problems.map((p) => p.field)).toContain("contact");
    expect(
      read(billSpec, "Bill from Mr Biggs Catering for the staff party, 150 food packs at 3,500 per pack").records[0]
        ?.contact,
    ).toBe("Mr Biggs Catering");
    // A title is no part of the name; the letter's words for the price are no part of the item.
    const titled = read(
      invoiceSpec,
      "Kindly raise an invoice in favour of Mr. Chinedu Okafor for the installation of a 5KVA inverter system in the sum of One Million, Two Hundred Thousand Naira only (₦1,200,000.00).",
    ).records[0];
    expect(titled).toMatchObject({
      contact: "Chinedu Okafor",
      record_items: [{ description: "installation of a 5KVA inverter system", quantity: "1", unit_price: "1200000" }],
    });
  });

  it("reads what cash was for, not the letter's words for the sum, and a date before 'for road …'", () => {
    expect(
      read(
        incomeSpec,
        "Please record the receipt of the sum of Two Hundred and Fifty Thousand Naira only (₦250,000.00) from Brightstar Hotels Ltd into our Zenith Bank account, being payment for consultancy services.",
      ).records[0],
    ).toMatchObject({ amount: "250000", account: "consultancy services", contact: "Brightstar Hotels Ltd" });
    expect(
      read(
        expenseSpec,
        "Please record the sum of N96,000.00 paid in cash on 13th March 2026 for road transport of staff to Ibadan.",
      ).records[0],
    ).toMatchObject({ amount: "96000", date: "2026-03-13" });
  });
});

describe("a letter's list and a date said twice", () => {
  it("reads the count in brackets after a price each, never a size", () => {
    expect(
      items(`Please raise an invoice in favour of Brightstar Hotels Ltd as follows:

1. Supply of 15 (fifteen) standing fans @ ₦42,000.00 each
2. Installation of the air conditioners @ ₦25,000.00 each (5 units)

Payment is due within 21 days.`),
    ).toEqual([
      ["15", "42000"],
      ["5", "25000"],
    ]);
    expect(items("invoice ACME LLC: bag of rice @ 45,000 each (50kg)")).toEqual([["1", "45000"]]);
    // (A count said first stands.)
    expect(items("invoice ACME LLC: 3 fans @ 25,000 each (5 units)")).toEqual([["3", "25000"]]);
  });

  it("takes the document's own day said again for one date", () => {
    const record = read(
      invoiceSpec,
      "Invoice Brightstar Hotels Ltd for the party we played last friday: sound system 180,000. Date the invoice last friday, net 14",
    );
    expect(record.problems).toEqual([]);
    expect(record.records[0]).toMatchObject({ date: "2026-03-13" });
    // Two different days are still refused.
    expect(
      read(
        invoiceSpec,
        "Invoice Brightstar Hotels Ltd for the party we played last friday: sound system 180,000. Date the invoice yesterday",
      ).problems[0]?.message,
    ).toContain("one date and one due date");
  });
});
