// Other countries' books (session 25): sums as Britons and Americans say them, VAT named
// "inc VAT" or at a reduced rate, exchange rates written from either currency's side, and
// the everyday words of US and UK bills and expenses.
import { describe, expect, it } from "vitest";
import { lexiconAccount } from "../src/accounts/lexicon";
import { billSpec, expenseSpec, incomeSpec, invoiceSpec } from "../src/documents/extraction";
import { findAmounts } from "../src/extraction/grammar/amounts";
import { rateOf, withoutRates } from "../src/extraction/grammar/rates";
import { writtenSums } from "../src/extraction/grammar/spelled-amounts";
import type { ResourceSpec } from "../src/extraction/types";
import { call, createBusiness } from "./harness";

const sums = (text: string) => findAmounts(writtenSums(text).text).map((a) => [a.value, a.currency]);
// As the rules extractor reads a prompt: its sums in the grammar's forms first.
const read = <T>(spec: ResourceSpec<T>, text: string, standardTaxRate?: string) =>
  spec.fromText(writtenSums(text).text, { prompt: text, today: "2026-03-18", standardTaxRate });

describe("sums said aloud", () => {
  it("reads quid, bucks, grand, a fiver and pence", () => {
    expect(sums("50 quid for the call-out")).toEqual([["50", "GBP"]]);
    expect(sums("20 bucks for parking")).toEqual([["20", "USD"]]);
    expect(sums("Received 2 grand from Sarah")).toEqual([["2000", null]]);
    expect(sums("£1.5 grand")).toEqual([["1500", "GBP"]]);
    expect(sums("paid a grand for the van")).toEqual([["1000", null]]);
    expect(sums("a fiver for parking")).toEqual([["5", null]]);
    expect(sums("a tenner for the window cleaner")).toEqual([["10", null]]);
    expect(sums("bank interest 62p on the Barclays account")).toEqual([["0.62", "GBP"]]);
    expect(sums("milk at 99p each, paid in pounds")).toEqual([["0.99", "GBP"]]);
    // (Pence only where pounds are spoken of: elsewhere "3p" is a three-pin socket.)
    expect(sums("2 x 3p sockets at 4,500 each").filter(([, currency]) => currency === "GBP")).toEqual([]);
  });
  it("leaves alike-looking words alone", () => {
    expect(writtenSums("a grand total of 500").text).toBe("a grand total of 500");
    expect(writtenSums("hired a grand piano for 300").text).toBe("hired a grand piano for 300");
    expect(writtenSums("meeting at 5pm").text).toBe("meeting at 5pm");
    expect(writtenSums("a 1080p monitor").text).toBe("a 1080p monitor");
    expect(writtenSums("fiverr gig").text).toBe("fiverr gig");
  });
  it("makes records of them", () => {
    expect(read(expenseSpec, "a fiver for parking at the merchants, cash").records[0]?.amount).toBe("5");
    expect(read(incomeSpec, "bank interest 62p on the Barclays account yesterday").records[0]?.amount).toBe("0.62");
    expect(
      read(invoiceSpec, "invoice crown and anchor 50 quid for the call-out").records[0]?.record_items[0]?.unit_price,
    ).toBe("50");
  });
});

describe("VAT as Britons write it", () => {
  it("reads 'inc VAT' as the standard rate included", () => {
    const [bill] = read(billSpec, "Octopus Energy bill for the unit, £312 inc VAT, due 28/03/2026", "20").records;
    expect(bill?.record_items[0]).toMatchObject({ unit_price: "260", tax_rate: "20" });
    const [inc] = read(billSpec, "Bill from Acme £120 inc. VAT for paper", "20").records;
    expect(inc?.record_items[0]).toMatchObject({ unit_price: "100", tax_rate: "20" });
  });
  it("reads a US sales tax said as included in the sum", () => {
    const [sign] = read(
      invoiceSpec,
      "Invoice Rivera Landscaping Inc. $1,088.75 incl. 8.875% sales tax for 1 aluminum site sign",
      "0",
    ).records;
    expect(sign?.record_items[0]).toMatchObject({ quantity: "1", unit_price: "1000", tax_rate: "8.875" });
  });
  it("keeps a company's Inc a company's", () => {
    const [invoice] = read(invoiceSpec, "Invoice Harper Facilities Inc £500 for design", "20").records;
    expect(invoice?.contact).toBe("Harper Facilities Inc");
    expect(invoice?.record_items[0]?.tax_rate ?? null).toBeNull();
  });
  it("reads a reduced or standard rate named so, never as an exchange rate", () => {
    const [invoice] = read(
      invoiceSpec,
      "Invoice Sarah Pennington £1,200 for the central heating install, VAT at the reduced rate of 5%",
      "20",
    ).records;
    expect(invoice).toMatchObject({ exchange_rate: null });
    expect(invoice?.record_items[0]?.tax_rate).toBe("5");
    expect(rateOf("interest rate of 18%")).toBeNull();
    expect(rateOf("a discount rate of 10%")).toBeNull();
  });
});

describe("exchange rates from either side", () => {
  it("gives the business's money per unit of the record's", () => {
    // The record is in dollars; the rate says dollars per pound: 0.8 pounds a dollar.
    expect(rateOf("Invoice Harper $2,400 for design, rate $1.25 to the pound, net 30")).toBe("0.8");
    expect(rateOf("$2,400 for design, 1.25 dollars to the pound")).toBe("0.8");
    expect(rateOf("50 valves at €37, rate €1 = £0.86, net 60")).toBe("0.86");
    expect(rateOf("€500 bill, £1 = €1.16")).toBe("0.862069");
    expect(rateOf("CAD 2,400 for packaging design, rate 0.73 USD per CAD")).toBe("0.73");
    // Naira per unit as before.
    expect(rateOf("$2,000 from ACME, rate ₦1,550 to the dollar")).toBe("1550");
    expect(rateOf("£500 at ₦2,040/£")).toBe("2040");
    expect(rateOf("rate 1,550")).toBe("1550");
  });
  it("is no price per unit", () => {
    expect(rateOf("10 cartons at $5 per carton")).toBeNull();
    expect(rateOf("$5 per unit")).toBeNull();
    expect(rateOf("rate $1.25 to the pound")).toBe("1.25");
  });
  it("takes its sums out of the items", () => {
    expect(withoutRates("€37 each, rate €1 = £0.86, net 60")).toBe(`€37 each, ${" ".repeat(15)}, net 60`);
    expect(rateOf("apples at $2 per pound")).toBeNull();
    expect(rateOf("GBP 2,750.00 at NGN 2,080 per GBP 1. Terms 30 days.")).toBe("2080");
    const [bill] = read(
      billSpec,
      "Bill from Caleffi S.p.A. for stock: 50 balancing valves at €37, rate €1 = £0.86, net 60",
      "20",
    ).records;
    expect(bill).toMatchObject({ currency: "EUR", exchange_rate: "0.86" });
    const [expense] = read(
      expenseSpec,
      "Hotel in Dublin €180 for 2 nights, paid from the Starling euro account, rate €1 = £0.86",
      "20",
    ).records;
    expect(expense).toMatchObject({ amount: "180", exchange_rate: "0.86" });
  });
});

describe("everyday words of US and UK books", () => {
  const expense = (text: string) => lexiconAccount("expense", text);
  it("books utilities by their companies and bills", () => {
    for (const text of [
      "Con Ed bill",
      "Con Edison autopay",
      "National Grid gas bill",
      "Octopus Energy direct debit",
      "British Gas",
      "Thames Water",
      "PG&E",
      "gas and electric for the shop",
      "electric bill",
    ])
      expect(expense(text), text).toBe("Utilities");
    expect(expense("gas for the van")).not.toBe("Utilities");
  });
  it("books a utility's bill by the words before 'bill', not the item's word alone", async () => {
    const us = await createBusiness({ country: "US", currency: "USD" });
    const bill = (prompt: string) =>
      call("/bills", { method: "POST", key: us.key, body: { process_type: "direct", prompt } });
    const grid = await bill("National Grid gas bill $186.40 dated 03/09/2026, due 03/30/2026");
    expect(grid.status, grid.text).toBe(201);
    expect(grid.json.data.record_items[0]).toMatchObject({ description: "gas", account: "Utilities" });
    const shell = await bill("Bill from Shell Oil for gas $60, due in 7 days");
    expect(shell.status, shell.text).toBe(201);
    expect(shell.json.data.record_items[0].account).not.toBe("Utilities");
  });

  it("books bank fees as US and UK banks name them", () => {
    for (const text of [
      "Outgoing wire fee $30",
      "incoming wire charge",
      "Barclays monthly account fee",
      "overdraft fee",
      "NSF fee",
      "foreign transaction fee",
      "CHAPS fee",
    ])
      expect(expense(text), text).toBe("Bank Charges");
    expect(expense("account fees for the audit")).toBe("Bank Charges");
    expect(expense("wire brushes")).not.toBe("Bank Charges");
  });
  it("books airlines as travel and CPAs as professional fees", () => {
    expect(expense("Bill from Delta Air Lines: 2 tickets JFK-MIA")).toBe("Travel");
    expect(expense("easyJet flights to Belfast")).toBe("Travel");
    expect(expense("Amtrak to Boston")).toBe("Travel");
    expect(expense("Delta faucet for the kitchen")).not.toBe("Travel");
    expect(expense("Keller & Shaw CPAs - quarterly payroll tax filings, 3 hours")).toBe("Professional Fees");
    expect(expense("payroll for March")).toBe("Salaries and Wages");
  });
});

describe("bills as Americans say them (after the merge)", () => {
  it("never takes the bank paid from for the supplier, and 'paid it right away' pays it all", () => {
    const bill = read(billSpec, "Con Edison bill for $312.80 dated today - I paid it right away from Chase")
      .records[0]!;
    expect(bill.contact).toBe("Con Edison");
    expect(bill.payments).toEqual([
      expect.objectContaining({ percent: "100", category: "I paid it right away from Chase" }),
    ]);
  });

  it("ends the supplier's name at what it did", () => {
    expect(
      read(
        billSpec,
        "Yesterday Brooklyn Print Supply dropped off 500 blank tote bags at $2.10 with their bill, due in 10 days",
      ).records[0]?.contact,
    ).toBe("Brooklyn Print Supply");
    // (A bank may bill the business itself.)
    expect(read(billSpec, "Bill from Zenith Bank for statement fees 5k").records[0]?.contact).toBe("Zenith Bank");
  });
});

describe("items as UK trades write them (after the merge)", () => {
  const items = (spec: typeof billSpec, text: string) =>
    read(spec, text, "20").records[0]?.record_items.map((i) => [i.description, i.quantity, i.unit_price]);

  it("keeps the room a job was done in as words, and a length each piece is cut to as no sum", () => {
    expect(
      items(invoiceSpec, "Invoice Kirkgate Dental Practice £540 inc VAT for replacing the water heater in surgery 2"),
    ).toEqual([["replacing the water heater in surgery 2", "1", "450"]]);
    expect(
      items(
        billSpec,
        "Bill from Pennine Plumbers' Merchants: 20 x 3m lengths of 15mm copper pipe @ £14.20, 100 x 15mm elbows @ £1.35, plus VAT",
      ),
    ).toEqual([
      ["3m lengths of 15mm copper pipe", "20", "14.2"],
      ["15mm elbows", "100", "1.35"],
    ]);
    // (A room counted is still counted.)
    expect(items(invoiceSpec, "invoice Ada Obi for 3 rooms painted at 50k")).toEqual([["rooms painted", "3", "50000"]]);
  });
});

describe("American payments and workers (after the merge)", () => {
  it("reads money Zelled or Venmoed as paid on the invoice", () => {
    const invoice = read(
      invoiceSpec,
      "Invoice Jessica Thornton $2k for the photo book layout. She Zelled a $500 deposit to our Chase account today",
    ).records[0]!;
    expect(invoice.payments).toEqual([expect.objectContaining({ amount: "500", date: "2026-03-18" })]);
  });

  it("reads the tax form a worker is paid under as no sum", () => {
    const bill = read(
      billSpec,
      "Enter a bill from Dana Kim (1099 photographer) for the product shoot, $1,250, due in 15 days",
    ).records[0]!;
    expect(bill.contact).toBe("Dana Kim");
    expect(bill.record_items.map((i) => [i.quantity, i.unit_price])).toEqual([["1", "1250"]]);
  });
});
