// Money paid and received as it reaches the bookkeeper (issue 16): a chat thread pasted
// with its stamps, a bank's SMS alert, a till receipt with its tender and change, a sum
// worked out in the prompt, lines to be totalled as one. Each class with the neighbouring
// phrasings it must not misread.
import { describe, expect, it } from "vitest";
import { lexiconAccount } from "../src/accounts/lexicon";
import { moneyAccountIn } from "../src/accounts/money-accounts";
import type { AccountRow } from "../src/db/queries/accounts";
import { expenseSpec, incomeSpec } from "../src/documents/extraction";
import { chatAsMessages } from "../src/extraction/grammar/chat";
import { findDates } from "../src/extraction/grammar/dates";
import { rateOf } from "../src/extraction/grammar/rates";

const TODAY = "2026-03-18";

const cash = (kind: "expense" | "income", written: string) => {
  const text = chatAsMessages(written, TODAY);
  const r = (kind === "expense" ? expenseSpec : incomeSpec).fromText(text, {
    prompt: written,
    today: TODAY,
    standardTaxRate: "7.5",
  });
  if (r.problems.length) return { problems: r.problems.map((p) => p.message) };
  const d = r.records[0]!;
  return { amount: d.amount, date: d.date, rate: d.exchange_rate, tax: d.tax_rate, category: d.category };
};
const expense = (text: string) => cash("expense", text);
const income = (text: string) => cash("income", text);
const day = (text: string) => findDates(text, TODAY).map((d) => d.value);

describe("a chat thread pasted whole", () => {
  it("counts each message's days from its own stamp, and dates money a message moves on it", () => {
    expect(
      expense(`[14/03/2026, 16:02] Musa Ibrahim: the gen mechanic don finish the repair. I pay am 45k from the petty cash
[18/03/2026, 08:30] Boss: ok record it`),
    ).toMatchObject({ amount: "45000", date: "2026-03-14" });
    // "today" in a message of the 17th is the 17th; WhatsApp's export form alike.
    expect(
      income(`17/03/2026, 17:20 - Sade: Bolanle Stores came pay cash 96k for the 12 cartons they pick today
17/03/2026, 17:21 - Boss: record it`),
    ).toMatchObject({ amount: "96000", date: "2026-03-17" });
    // "from Friday" in a message of the 18th agrees with the payment's day: one date.
    expect(
      income(`[13/03/2026, 15:02] Brightstar Hotels: Payment of N310,000 has been made to your Zenith account today
[18/03/2026, 09:15] Me: pls record Brightstar's payment from Friday`),
    ).toMatchObject({ amount: "310000", date: "2026-03-13" });
  });

  it("leaves text without message stamps as it is", () => {
    const note = "16/03/2026 10:41 Desc: POS purchase 5,000";
    expect(chatAsMessages(note, TODAY)).toBe(note);
    expect(chatAsMessages("paid 5k at 10:30, Musa: ok", TODAY)).toBe("paid 5k at 10:30, Musa: ok");
  });
});

describe("a bank's alert", () => {
  const bank = (name: string, nuban: string) =>
    ({ name, bankName: name.split(" ")[0], nuban, currency: "NGN", subType: "bank" }) as unknown as AccountRow;
  const chart = [bank("Zenith Bank Current Account", "1012345671"), bank("Access Bank Savings", "0698765438")];

  it("names its account by the number's last four digits, never by a card's", () => {
    expect(moneyAccountIn(chart, "Acct:**5671 Amt:NGN25,000.00 DR", "NGN", "NGN")).toMatchObject({
      kind: "one",
      account: { name: "Zenith Bank Current Account" },
    });
    expect(moneyAccountIn(chart, "VERVE 506099******5438 APPROVED", "NGN", "NGN")).toEqual({ kind: "none" });
  });

  it("moves its amount, VAT inside, whatever its balance says", () => {
    expect(expense("Acct:**5438 Amt:NGN52.50 DR Desc:NIP CHARGE+VAT Date:16-03-2026 Bal:NGN1,987,587.50")).toEqual({
      amount: "52.5",
      date: "2026-03-16",
      rate: null,
      tax: "7.5",
      category: null,
    });
    expect(
      expense(
        "ZENITH: DR NGN 300,000.00 on 101XXXX671 at 12-MAR-2026 10:41 Desc: TRF/LEGAL RETAINER Avl Bal NGN 2,804,228.00",
      ),
    ).toMatchObject({ amount: "300000", date: "2026-03-12" });
    // A balance said in words is still money to place ("balance 15,000" is not an alert's).
    expect(expense("Paid 20,000 towards current balance 45,000, cash")).toHaveProperty("problems");
    expect(expense("paid 20,000 for diesel, balance 15,000 outstanding")).toHaveProperty("problems");
  });

  it("takes the rate the user adds above it ('book at 1,549') for its foreign sum", () => {
    expect(
      income(`consulting fee from ACME, book at 1,549

GTBank Credit: Acct 020****898 Amt USD 1,250.00 Desc: SWIFT INWARD/ACME LLC Date 12-Mar-2026`),
    ).toMatchObject({ amount: "1250", rate: "1549", date: "2026-03-12" });
    expect(rateOf("ACME wire in — 4,000.00 USD — GTB dom — CBN rate that day 1,548.50")).toBe("1548.50");
  });
});

describe("a sum worked out in the prompt", () => {
  it("multiplies counts by their price, whatever units they are in", () => {
    expect(expense("site gen diesel 80ltrs x 1,150 zenith")).toMatchObject({ amount: "92000" });
    expect(expense("harrowed 8ha for us @ 22,000/ha, paid by Zenith transfer")).toMatchObject({ amount: "176000" });
    expect(expense("Per diems: 6 field officers x 3 days x ₦15,000, paid cash")).toMatchObject({ amount: "270000" });
    expect(expense("gas 25kg @1,300 cash")).toMatchObject({ amount: "32500" });
  });

  it("takes the total said when the figures come to it, and refuses one they do not", () => {
    expect(expense("harvest labour 9 women x 3 days x 4,000 = 108k, cash, yesterday")).toMatchObject({
      amount: "108000",
      date: "2026-03-17",
    });
    expect(income("walk-in lab: 8 x MP @2,000 + 5 x widal @3,000 = 31,000, all POS")).toMatchObject({
      amount: "31000",
    });
    expect(income("daily sales 14/03/2026 — morning 38,500; afternoon 52,750; total 91,250. all cash")).toMatchObject({
      amount: "91250",
      date: "2026-03-14",
    });
    expect(expense("gen diesel | 150 L | 1,180.00 | 177,000.00 | pd zenith yesterday")).toMatchObject({
      amount: "177000",
    });
    // (The parts do not come to it: nothing is guessed.)
    expect(expense("tolls: 4 trucks x 2 gates x ₦1,500 = 13,000 cash")).toHaveProperty("problems");
    expect(expense("morning 38,500; afternoon 52,750; total 95,000. all cash")).toHaveProperty("problems");
  });

  it("keeps the readings it had: items each at a price, sums listed, a price for a count", () => {
    expect(expense("Bought 3 reams of paper at 4,800 each and a box of pens for 2,600")).toMatchObject({
      amount: "17000",
    });
    expect(income("Sales this morning: 14 loaves @ 1,200 and 6 cakes @ 3,500, cash")).toMatchObject({
      amount: "37800",
    });
    expect(expense("paid 45,000 for 3 cakes")).toMatchObject({ amount: "45000" });
    expect(income("received 50k from Bolanle, 20k still owing")).toHaveProperty("problems");
  });

  it("adds up lines the prompt asks to record as one", () => {
    expect(
      expense(`COT\t(1,875.00)
Stamp duty\t(50.00)
VAT on COT\t(140.63)

total these as one bank charges expense from zenith dated 28/02/2026`),
    ).toMatchObject({ amount: "2065.63", date: "2026-02-28" });
    // "add them" asks for records, not one sum; "as one of" and "one-off" say no total.
    expect(expense("Fuel 20,000\nPrinter ink 15,000\nadd them as expenses, cash")).toHaveProperty("problems");
    expect(expense("Fuel 20,000\nPrinter ink 15,000\nbook it as one-off, cash")).toHaveProperty("problems");
    // Without the ask, three sums are three records: refused.
    expect(
      expense(`COT (1,875.00)
Stamp duty (50.00)
from zenith dated 28/02/2026`),
    ).toHaveProperty("problems");
  });
});

describe("a till receipt", () => {
  it("is its total: the promotion above it is inside, the cash and change below are no sum", () => {
    expect(
      expense(`cleaning things for the office, paid cash

SPAR - ADMIRALTY WAY
18/03/2026 10:14   POS 3
HYPO BLEACH 1L      6 @ 1,250    7,500.00
MR SHEEN POLISH     2 @ 3,400    6,800.00
ROSE TISSUE 24PK    1 @ 8,900    8,900.00
SUBTOTAL                        23,200.00
PROMO DISCOUNT                  -1,200.00
TOTAL                           22,000.00
CASH                            25,000.00
CHANGE                           3,000.00`),
    ).toMatchObject({ amount: "22000", date: "2026-03-18" });
  });

  it("keeps a date printed on its tender line, and a tip said under it", () => {
    expect(
      expense(`fuel, paid cash
PMS 20 L @ 1,000.00   20,000.00
LUBE 1 @ 4,500.00      4,500.00
TOTAL                 24,500.00
CASH 25,000.00  14/03/2026
CHANGE 500.00`),
    ).toMatchObject({ amount: "24500", date: "2026-03-14" });
    expect(
      expense(`fuel, paid cash
PMS 20 L @ 1,000.00   20,000.00
LUBE 1 @ 4,500.00      4,500.00
TOTAL                 24,500.00
cash tip to attendant ₦500`),
    ).toHaveProperty("problems");
  });

  it("torn above its total has no amount: a count before 'x' is none", () => {
    expect(
      expense(`expense pls, paid cash
CHICKEN REPUBLIC
2 x REFUEL MAX
1 x CHICKEN & CHIPS`),
    ).toEqual({ problems: ["The amount was not found"] });
  });

  it("states a zero tax without it being a second sum", () => {
    expect(
      expense(`Bank Payment (Sage)
Bank A/C: Access Bank Savings
Date: 02/03/2026
Details: warehouse rent March
Net: 300,000.00
Tax: 0.00`),
    ).toMatchObject({ amount: "300000", date: "2026-03-02" });
  });
});

describe("days as other usage writes them", () => {
  it("reads 'instant' and 'ultimo', a month's end named after it, and 'this <weekday>' of this week", () => {
    expect(day("paid out of petty cash on 16th instant.")).toEqual(["2026-03-16"]);
    expect(day("the 28th ultimo")).toEqual(["2026-02-28"]);
    expect(day("debited on Zenith at month-end February.")).toEqual(["2026-02-28"]);
    expect(day("Feb month end accrual")).toEqual(["2026-02-28"]);
    expect(day("month-end accruals")).toEqual(["2026-03-31"]);
    expect(day("your ride this Monday.")).toEqual(["2026-03-16"]);
    expect(day("due this Friday")).toEqual(["2026-03-20"]);
    // (An ordinal before a word that starts like them is no date: "2nd ultrasound".)
    expect(day("Paid Lagoon Clinic 25,000 for 2nd ultrasound")).toEqual([]);
  });

  it("takes a numeric date glossed in words as the one day the gloss says", () => {
    expect(day("hit Zenith on 03/09/2026 (March 9)")).toEqual(["2026-03-09"]);
    // A gloss that neither reading gives is a second date, left to be refused.
    expect(day("on 03/09/2026 (March 10)")).toEqual(["2026-09-03", "2026-03-10"]);
  });
});

describe("accounts named by everyday words", () => {
  it("files field labour as wages, a hall's hire and cashback as other income, a project as services", () => {
    expect(lexiconAccount("expense", "harvest labour 9 women")).toBe("Salaries and Wages");
    expect(lexiconAccount("income", "paid 150k for hire of the church hall")).toBe("Other Income");
    expect(lexiconAccount("income", "cashback on POS")).toBe("Other Income");
    expect(lexiconAccount("income", "for the Q1 analytics project")).toBe("Service Revenue");
    // (Plumbing labour is no wage bill.)
    expect(lexiconAccount("expense", "plumbing labour")).not.toBe("Salaries and Wages");
  });
});
