// Money paid and received in plain everyday words (issue 16): a trip's way back priced as
// a second part, a count written after what it counts ("x3 @ 53.75"), an exchange rate
// before what else the prompt says, "weekend" as a kind of work, and the everyday words for
// goods resold, a bank's withdrawal charges and a staff member's pay. Each class with the
// neighbouring phrasings it must not misread.
import { describe, expect, it } from "vitest";
import { lexiconAccount } from "../src/accounts/lexicon";
import { expenseSpec, incomeSpec } from "../src/documents/extraction";
import { findDates } from "../src/extraction/grammar/dates";

const TODAY = "2026-03-18";

const cash = (kind: "expense" | "income", text: string) => {
  const r = (kind === "expense" ? expenseSpec : incomeSpec).fromText(text, {
    prompt: text,
    today: TODAY,
    standardTaxRate: "7.5",
  });
  if (r.problems.length) return { problems: r.problems.map((p) => p.message) };
  const d = r.records[0]!;
  return { amount: d.amount, date: d.date, rate: d.exchange_rate, account: d.account, category: d.category };
};
const expense = (text: string) => cash("expense", text);
const income = (text: string) => cash("income", text);
const refused = (text: string) => expect(expense(text)).toHaveProperty("problems");

describe("a second part of the same spend after 'and'", () => {
  it.each([
    ["Bus fare to Ibadan 8,500 and back 8,500, cash", "17000"],
    ["Uber to the airport 6k and back 5.5k", "11500"],
    ["taxi 3k and the return trip 3k", "6000"],
    ["bolt to the client 4,200 and the ride back 3,900", "8100"],
    ["lunch 6k and drinks 2,500", "8500"],
    ["Transport to Ibadan 8,500, return 8,500", "17000"],
    ["bus fare 2k going and 2k coming back", "4000"],
  ])("adds %s", (text, amount) => {
    expect(expense(text)).toMatchObject({ amount });
  });

  it("leaves whom else or what is still owed unsummed, refused", () => {
    refused("paid musa 15k and tunde 10k");
    refused("Paid Musa 15,000 and Tunde 10,000");
    refused("paid 35k and balance 15k");
    refused("Bus fare to Ibadan 8,500 and back 8,500, 2k still owing");
    refused("diesel 20k and printer paper 5k");
    refused("lunch 6k, printer paper 5k");
  });

  it("names no payee where a trip went, in any case", () => {
    for (const text of ["Transport to Ibadan 8,500, return 8,500", "Taxi to Lekki 3k", "Bus ticket to Ibadan 9,500"])
      expect(expenseSpec.fromText(text, { prompt: text, today: TODAY }).records[0]?.contact).toBeNull();
    expect(
      expenseSpec.fromText("Paid to Globex 5,000 for toner", { prompt: "", today: TODAY }).records[0],
    ).toMatchObject({
      contact: "Globex",
    });
  });
});

describe("a count written after what it counts", () => {
  it.each([
    ["NIP charges x3 @ 53.75 on zenith", "161.25", "zenith"],
    ["NIP charges x 3 @ 53.75 on zenith", "161.25", "zenith"],
    ["toner x3 @ 41,000 paid cash", "123000", null],
    ["bought rice, toner ×2 at 41,000 from access", "82000", "access"],
  ])("multiplies %s", (text, amount, category) => {
    expect(expense(text)).toMatchObject({ amount, category });
  });

  it("keeps the counts and totals it read before", () => {
    expect(expense("NIP charges x3 @ 53.75")).toMatchObject({ amount: "161.25" });
    expect(expense("3 toners @ 41,000 on zenith")).toMatchObject({ amount: "123000" });
    expect(expense("SMS alert fee 4 x 25 on access")).toMatchObject({ amount: "100" });
    expect(expense("Paid 60k for 50 litres of diesel")).toMatchObject({ amount: "60000" });
  });
});

describe("a day of the month after 'on the'", () => {
  it("is no account", () => {
    expect(expense("Paid the office cleaner 25k from access on the 14th")).toMatchObject({
      amount: "25000",
      date: "2026-03-14",
      account: null,
    });
    expect(expense("spent 20k on the 3rd on fuel")).toMatchObject({ date: "2026-03-03", account: "fuel" });
    expect(expense("paid 5k on the printer ink")).toMatchObject({ account: "printer ink" });
  });
});

describe("an exchange rate after a foreign sum, before what else is said", () => {
  it("is read with the words after it", () => {
    expect(income("Received 2,000 USD from ACME LLC into the dom account @ 1,565 for consulting")).toMatchObject({
      amount: "2000",
      rate: "1565",
      account: "consulting",
    });
    expect(expense("Paid $300 at 1,550 to Globex")).toMatchObject({ amount: "300", rate: "1550" });
    expect(expense("Paid $300 for office supplies at 1,550 today")).toMatchObject({ rate: "1550" });
  });

  it("is no price's count or each", () => {
    expect(expense("Paid $300 for 3 chairs at 100 each")).toMatchObject({ amount: "300", rate: null });
    expect(expense("Paid $300 for chairs at 3 for 100")).toMatchObject({ amount: "300", rate: null });
    expect(income("Received $500 from ACME at 2 pm")).toMatchObject({ rate: null });
  });
});

describe("'weekend' before what it describes", () => {
  const day = (text: string) => findDates(text, TODAY).map((d) => d.value);
  it("is a kind of work, no day", () => {
    expect(day("wages: 3 weekend workers x 10k each, paid cash on sunday")).toEqual(["2026-03-15"]);
    expect(day("paid weekend staff 20k")).toEqual([]);
    expect(day("weekend shift allowance 5k")).toEqual([]);
    expect(expense("wages: 3 weekend workers x 10k each, paid cash on sunday")).toMatchObject({
      amount: "30000",
      date: "2026-03-15",
    });
  });
  it("stays a day when it is one", () => {
    expect(day("paid the boys 20k last weekend")).toEqual(["2026-03-15"]);
    expect(day("paid 20k this weekend")).toHaveLength(1);
  });
});

describe("everyday words for what was paid", () => {
  it.each([
    ["Paid XYZ Supplier 250k cash for stock we're reselling", "Cost of Goods Sold"],
    ["20 phones we resell", "Cost of Goods Sold"],
    ["bought 20 cartons for reselling", "Cost of Goods Sold"],
    ["bought eggs to sell on", "Cost of Goods Sold"],
    ["ATM withdrawal charge 35 naira access", "Bank Charges"],
    ["cash withdrawal fee 65", "Bank Charges"],
    ["debit card renewal fee 1,000", "Bank Charges"],
    ["Paid the office cleaner 25k from access on the 14th", "Salaries and Wages"],
    ["paid the security man 30k", "Salaries and Wages"],
    ["paid the shop assistant 25k today", "Salaries and Wages"],
    ["paid our gateman 30k for march", "Salaries and Wages"],
    ["paid the cleaners 40k for the week", "Salaries and Wages"],
    // (Neighbours: a purpose named, goods not resold, a service firm.)
    ["paid the driver 10k for fuel", "Fuel and Transport"],
    ["bolt ride airport to office N12,300, paid the driver cash", "Travel"],
    ["paid the driver cash, taxi 3k", "Travel"],
    ["paid the driver 10k to buy diesel", "Fuel and Transport"],
    ["paid the cleaner 3k for detergent", undefined],
    ["we don't resell these chairs", "Office Equipment"],
    ["we're not reselling the printer", "Office Equipment"],
    ["Paid Sparkle Cleaners 45k", undefined],
    ["screen replacement fee", "Repairs and Maintenance"],
  ])("%s is %s", (text, account) => {
    expect(lexiconAccount("expense", text)).toBe(account);
  });
});

describe("a till's payment line under its total that holds the day", () => {
  it("keeps the day ('CASH   14/03/2026'), still blanks the cash handed over", () => {
    expect(
      expense(`Mr Biggs Ikeja   staff meeting snacks
12 meat pies  @ 900    10,800
12 drinks     @ 500     6,000
TOTAL                  16,800
CASH   14/03/2026`),
    ).toMatchObject({ amount: "16800", date: "2026-03-14" });
    expect(
      expense(`SHOPRITE
Rice 5kg   12,000.00
Oil 2L      4,500.00
Sugar       1,200.00
TOTAL      17,700.00
CASH       20,000.00
CHANGE      2,300.00
14/03/2026`),
    ).toMatchObject({ amount: "17700", date: "2026-03-14" });
  });
});

describe("a paper's number", () => {
  it("is no sum ('ORDER #4471', 'Receipt no. 0932')", () => {
    expect(
      expense(`expense pls, paid cash

CHICKEN REPUBLIC
ORDER #4471
2 x REFUEL MAX
1 x CHICKEN & CHIPS
.......[rest of receipt torn off]`),
    ).toEqual({ problems: ["The amount was not found"] });
    expect(expense("Receipt #4471 Printer ink 11,500 cash")).toMatchObject({ amount: "11500" });
    expect(expense("Receipt no. 0932 Printer ink 11,500 cash")).toMatchObject({ amount: "11500" });
  });
  it("leaves a sum after the paper's name alone", () => {
    expect(expense("paid invoice 25,000 to Globex")).toMatchObject({ amount: "25000" });
    expect(expense("Amount: 5,000")).toMatchObject({ amount: "5000" });
    // ("#" for ₦, as a keyboard without the sign writes it.)
    expect(expense("paid #5,000 for fuel")).toMatchObject({ amount: "5000" });
    expect(expense("bought diesel #45000 cash")).toMatchObject({ amount: "45000" });
  });
});

describe("a rate levied on a property", () => {
  it("is the sum, no exchange rate", () => {
    expect(expense("Water rate 9,500 paid cash")).toMatchObject({ amount: "9500", rate: null });
    expect(expense("tenement rate 45k from zenith")).toMatchObject({ amount: "45000", rate: null });
    expect(expense("Paid $300 for hosting, rate 1,550")).toMatchObject({ amount: "300", rate: "1550" });
  });
});

describe("more everyday words", () => {
  it.each([
    ["na 12k i use buy pure water and minerals for customers", "Meals and Entertainment"],
    ["bottled water for visitors", "Meals and Entertainment"],
    ["water bill 5k", "Utilities"],
    ["Water rate 9,500 paid cash", "Utilities"],
    ["Halden & Rowe LLP - payroll bureau fee - ₦95,000", "Professional Fees"],
    ["March payroll 1.2m", "Salaries and Wages"],
    ["conveyancing on the new warehouse", "Professional Fees"],
  ])("%s is %s", (text, account) => {
    expect(lexiconAccount("expense", text)).toBe(account);
  });
  it("reads a sheet's 'Product/Service' heading as no service", () => {
    expect(lexiconAccount("income", "Product/Service\tQty\tRate\tAmount\nTissue paper (bale)\t12")).toBe("Sales");
    expect(lexiconAccount("income", "products and services 50k")).toBe("Sales");
    expect(lexiconAccount("income", "cleaning services 50k")).toBe("Service Revenue");
  });
  it("books drinks nowhere on a chart without a meals account", () => {
    const defaultChart = (n: string) => ["Utilities", "Office Supplies", "Travel"].includes(n);
    expect(lexiconAccount("expense", "pure water and minerals for customers", defaultChart)).toBeUndefined();
  });
});

describe("one line of a pasted list, chosen by its day", () => {
  const book = `12/3  Bread & tea for staff ........ 3,400
14/3  Printer ink (HP 652) ......... 11,500
15/3  Transport to bank ............ 2,000`;
  it("is the record, the other lines no part of it", () => {
    expect(expense(`from petty cash book, enter only the 14/3 line\n\n${book}`)).toMatchObject({
      amount: "11500",
      date: "2026-03-14",
      account: "Office Supplies",
    });
    expect(expense(`just the 12/3 one pls\n${book}`)).toMatchObject({ amount: "3400", date: "2026-03-12" });
    expect(expense(`record only the line dated 15/3\n${book}`)).toMatchObject({ amount: "2000", date: "2026-03-15" });
  });
  it("leaves the list refused when no line, or no choice, is said", () => {
    refused(`only the 16/3 line\n${book}`);
    refused(book);
    expect(expense("paid 5k on 14/3 only")).toMatchObject({ amount: "5000", date: "2026-03-14" });
  });
});
