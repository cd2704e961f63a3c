// Bank statement lines pasted into a prompt in plain everyday voices (development-35, -37):
// tables headed the way US and UK banks and app exports head them, lines that end in
// their reference, alerts whose side is in the amount's label, sentences parted after a
// date or a reference, money owed or still to come, and a transaction told without its sum.
import { describe, expect, it } from "vitest";
import { statementSpec } from "../src/bank/upload";

const read = (text: string, options?: Record<string, unknown>) => {
  const { records, problems } = statementSpec.fromText(text, { prompt: text, today: "2026-03-18", options });
  return problems.length ? problems : records.map((r) => [r.date, r.type, r.amount, r.narration, r.ref]);
};
const fields = (text: string) => read(text).map((r) => ("field" in r ? r.field : r));
/** Date, side and amount of each row: what the reading must get right whatever the words. */
const sums = (text: string) => read(text).map((r) => ("field" in r ? r.field : r.slice(0, 3)));
const messages = (text: string) => read(text).map((r) => ("field" in r ? r.message : r));

describe("a table's columns as US and UK banks and app exports head them", () => {
  it("takes a side named twice with a slash for that side's column, and both sides for a column of sides", () => {
    for (const [out, into] of [
      ["Withdrawals/Debits", "Deposits/Credits"],
      ["Withdrawals / Debits", "Deposits / Credits"],
      ["Paid out/Debits", "Paid in/Credits"],
      ["Withdrawals & Debits", "Deposits and Credits"],
    ])
      expect(
        sums(
          `Date | Description | ${out} | ${into}\n13/03/2026 | Card - AWS | 89.40 |\n14/03/2026 | Zelle from ACME | | 500.00`,
        ),
      ).toEqual([
        ["2026-03-13", "debit", "89.4"],
        ["2026-03-14", "credit", "500"],
      ]);
    expect(
      sums(
        "Date | Description | Debit/Credit | Amount\n13/03/2026 | Card - AWS | Debit | 89.40\n14/03/2026 | Zelle from ACME | Credit | 500.00",
      ),
    ).toEqual([
      ["2026-03-13", "debit", "89.4"],
      ["2026-03-14", "credit", "500"],
    ]);
  });

  it("reads an ending daily balance as the balance, never the amount", () => {
    expect(
      read(
        "Date | Description | Deposits/Credits | Withdrawals/Debits | Ending daily balance\n3/13 | Zelle from ACME LLC | 1,150.00 | |\n3/16 | Purchase authorized on 03/14 Amazon Web Services | | 89.40 | 6,210.60",
      ),
    ).toEqual([
      ["2026-03-13", "credit", "1150", "Zelle from ACME LLC", null],
      ["2026-03-16", "debit", "89.4", "Purchase authorized on 03/14 Amazon Web Services", null],
    ]);
  });

  it("takes 'Value' beside an amount column for the value date, and alone for the amount", () => {
    expect(
      sums(
        "Posted | Value | Narration | Amount | DR/CR\n10-Mar-2026 | 10-Mar-2026 | TRF FROM KANO GRAINS LTD REFUND | 25,000.00 | CR\n11-Mar-2026 | 11-Mar-2026 | WEB PURCHASE PAYSTACK*KONGA | 63,250.00 | DR",
      ),
    ).toEqual([
      ["2026-03-10", "credit", "25000"],
      ["2026-03-11", "debit", "63250"],
    ]);
    expect(
      sums("Date | Description | Value\n13/03/2026 | Card - AWS | -89.40\n14/03/2026 | Zelle from ACME | 500.00"),
    ).toEqual([
      ["2026-03-13", "debit", "89.4"],
      ["2026-03-14", "credit", "500"],
    ]);
  });

  it("reads who was paid from a Name or Counterparty column, beside a description when there is one", () => {
    expect(
      read(
        "Date,Time,Type,Name,Amount\n16/03/2026,09:12,Card payment,Shoprite,-7450.00\n17/03/2026,18:40,Faster payment,Bolanle Stores,52000.00",
      ),
    ).toEqual([
      ["2026-03-16", "debit", "7450", "Shoprite", null],
      ["2026-03-17", "credit", "52000", "Bolanle Stores", null],
    ]);
    expect(read("Date,Counterparty,Amount\n16/03/2026,Shoprite,-7450.00")).toEqual([
      ["2026-03-16", "debit", "7450", "Shoprite", null],
    ]);
    expect(read("Date,Description,Name,Amount\n16/03/2026,Card payment,Shoprite,-7450.00")).toEqual([
      ["2026-03-16", "debit", "7450", "Card payment Shoprite", null],
    ]);
  });

  it("dates rows written as a day and month without the year, the order from a number over 12", () => {
    expect(sums("Date | Description | Amount\n13/3 | Card - AWS | -89.40\n14/3 | Zelle from ACME | 500.00")).toEqual([
      ["2026-03-13", "debit", "89.4"],
      ["2026-03-14", "credit", "500"],
    ]);
    expect(sums("Date | Description | Amount\n3/13 | Card - AWS | -89.40\n3/14 | Zelle from ACME | 500.00")).toEqual([
      ["2026-03-13", "debit", "89.4"],
      ["2026-03-14", "credit", "500"],
    ]);
    // Either way round, and no format said: refused; the format said, read so.
    expect(fields("Date | Description | Amount\n3/4 | Card - AWS | -89.40\n3/5 | Zelle from ACME | 500.00")).toEqual([
      "date_format",
    ]);
    expect(
      sums("Date | Description | Amount\n3/4 | Card - AWS | -89.40\n3/5 | Zelle from ACME | 500.00\n(dates mm/dd)"),
    ).toEqual([
      ["2026-03-04", "debit", "89.4"],
      ["2026-03-05", "credit", "500"],
    ]);
  });
});

describe("lines that end in their reference, and money under the lines that is no line", () => {
  it("reads a labelled reference ending a line as its reference, never its amount", () => {
    expect(
      read("2026-03-17 NIP TRF TO IKEJA ELECTRIC 42,500 DR REF 000123456\n2026-03-15 CASH DEPOSIT 200,000 CR"),
    ).toEqual([
      ["2026-03-17", "debit", "42500", "NIP TRF TO IKEJA ELECTRIC", "000123456"],
      ["2026-03-15", "credit", "200000", "CASH DEPOSIT", null],
    ]);
    expect(
      read("12 Mar 2026 POS SHOPRITE 7,450.00 DR Ref: FT26071ABC12\n13 Mar 2026 TRF FROM ADA 20,000.00 CR"),
    ).toEqual([
      ["2026-03-12", "debit", "7450", "POS SHOPRITE", "FT26071ABC12"],
      ["2026-03-13", "credit", "20000", "TRF FROM ADA", null],
    ]);
  });

  it("takes no date's year for a line's amount", () => {
    expect(sums("12 Mar 2026 received 50k from Ada on 12 Mar 2026")).toEqual([["2026-03-12", "credit", "50000"]]);
    expect(sums("12 Mar 2026 paid Tunde 5k on March 12, 2026")).toEqual([["2026-03-12", "debit", "5000"]]);
  });

  it("refuses money owed under the lines, naming it, and keeps a wrapped description and a totals line out of it", () => {
    for (const owed of ["we still owe XYZ 300k", "they are owing us 50k"])
      expect(
        messages(
          `Zenith lines:\n10 Mar 2026 TRF TO XYZ SUPPLIER 200,000 DR\n11 Mar 2026 TRF FRM BOLANLE STORES 60,000 CR\n${owed}`,
        ),
      ).toEqual([expect.stringContaining(owed)]);
    expect(read("12 Mar 2026 POS SHOPRITE 7,450.00 DR\nLEKKI BRANCH\n13 Mar 2026 TRF FROM ADA 20,000.00 CR")).toEqual([
      ["2026-03-12", "debit", "7450", "POS SHOPRITE LEKKI BRANCH", null],
      ["2026-03-13", "credit", "20000", "TRF FROM ADA", null],
    ]);
    expect(
      sums("12 Mar 2026 POS SHOPRITE 7,450.00 DR\n13 Mar 2026 TRF FROM ADA 20,000.00 CR\nTotal: 27,450.00"),
    ).toEqual([
      ["2026-03-12", "debit", "7450"],
      ["2026-03-13", "credit", "20000"],
    ]);
  });
});

describe("an alert whose side is in its amount's label", () => {
  it("reads 'CR Amt' and 'Debit Amt' for the side, and a bare line among the fields for the description", () => {
    expect(
      read(
        "got this alert, pls post it\nAcct:101****671\nDT:16/03/2026 14:22\nNIP/FRM ACME LLC/PAYMENT\nCR Amt:250,000.00\nBal:NGN1,822,500.00",
      ),
    ).toEqual([["2026-03-16", "credit", "250000", "NIP/FRM ACME LLC/PAYMENT", null]]);
    expect(sums("Acct:101****671\nDT:16/03/2026 14:22\nDebit Amt:12,000.00\nDesc:POS/SPAR")).toEqual([
      ["2026-03-16", "debit", "12000"],
    ]);
    expect(sums("Acct:101****671\nAmt Cr:250,000.00\nDate:16/03/2026\nDesc:NIP/FRM ACME")).toEqual([
      ["2026-03-16", "credit", "250000"],
    ]);
    // (A title between the fields is no description.)
    expect(read("Acct:101****671\nDebit Alert\nAmt:250,000.00\nDate:16/03/2026")).toEqual([
      ["2026-03-16", "debit", "250000", null, null],
    ]);
  });

  it("refuses an alert's date that reads either way round, as a statement's", () => {
    expect(
      fields("Acct:101XXXX671\nDT:05/03/2026 11:02\nDR Amt:NGN48,375.00\nDesc:POS/JUMIA NG\nBal:NGN733,925.55"),
    ).toEqual(["date_format"]);
    // (An alert without its side is refused for that first.)
    expect(messages("Acct: 012****345\nAmt: NGN 9,000.00\nDate: 12-03-2026")).toEqual([
      'The alert of "NGN 9,000.00" does not say "Debit" or "Credit"',
    ]);
  });
});

describe("transactions told in sentences", () => {
  it("parts sentences after a date or a reference", () => {
    expect(
      read("Inward transfer from ACME LLC USD 10,000 on 2 March 2026, ref SWF26030211. Charges USD 40 same day."),
    ).toEqual([
      ["2026-03-02", "credit", "10000", "Inward transfer from ACME LLC", "SWF26030211"],
      ["2026-03-02", "debit", "40", "Charges same day", null],
    ]);
    expect(
      sums("ACME LLC wired $8,000 in on 13 March 2026. GTB took $50 commission the same day and $3.75 VAT on it."),
    ).toEqual([
      ["2026-03-13", "credit", "8000"],
      ["2026-03-13", "debit", "50"],
      ["2026-03-13", "debit", "3.75"],
    ]);
    // (The stops a date and a reference left behind are no words.)
    expect(read("Transfer from Ada 50,000 on 12/03/2026. Ref: FT123456. SMS charge 4 same day")).toEqual([
      ["2026-03-12", "credit", "50000", "Transfer from Ada", "FT123456"],
      ["2026-03-12", "debit", "4", "SMS charge same day", null],
    ]);
    expect(sums("Paid Tunde 5,000 on 3 Mar 2026. Received 20,000 from Ada on 4 Mar 2026.")).toEqual([
      ["2026-03-03", "debit", "5000"],
      ["2026-03-04", "credit", "20000"],
    ]);
  });

  it("takes a bank's VAT and a check by its number for money out, but not VAT inside a sum or refunded", () => {
    expect(sums("VAT 75 on 3 Mar 2026")).toEqual([["2026-03-03", "debit", "75"]]);
    expect(read("Mobile deposit 03/13/2026 $1,200.00 (ACME LLC check)\nCheck #1047 paid 03/16/2026 $450.00")).toEqual([
      ["2026-03-13", "credit", "1200", "Mobile deposit ACME LLC check", null],
      ["2026-03-16", "debit", "450", "Check #1047 paid", null],
    ]);
    expect(sums("VAT refund from FIRS 50,000 on 3 Mar 2026")).toEqual([["2026-03-03", "credit", "50000"]]);
    expect(sums("Check 1047 deposited 3/16/2026 $450.00")).toEqual([["2026-03-16", "credit", "450"]]);
    expect(sums("Chk #1048 12 Mar 2026 200.00")).toEqual([["2026-03-12", "debit", "200"]]);
    expect(fields("POS sale 10,750 incl VAT on 3 Mar 2026, credit")).toEqual([
      ["2026-03-03", "credit", "10750", "POS sale incl VAT", null],
    ]);
  });

  it("reads past a heading that counts its lines", () => {
    expect(
      read(
        "can you add 2 lines to zenith: on the 2nd we got 120k from brightstar hotels, on the 5th we paid 35,000 to Musa Ibrahim",
      ),
    ).toEqual([
      ["2026-03-02", "credit", "120000", "we got from brightstar hotels", null],
      ["2026-03-05", "debit", "35000", "we paid to Musa Ibrahim", null],
    ]);
    expect(
      sums("3 transactions on GTB: 2 Mar 2026 transfer to Musa 5k, 3 Mar 2026 from Ada 10k, 4 Mar 2026 SMS charge 100"),
    ).toEqual([
      ["2026-03-02", "debit", "5000"],
      ["2026-03-03", "credit", "10000"],
      ["2026-03-04", "debit", "100"],
    ]);
  });

  it("takes the kind a heading names for lines with no words of their own, its period left out", () => {
    expect(
      read(
        "POS settlements for the weekend: Sat 14 Mar 2026, 386,200 in. Sun 15 Mar 2026, 742,000 in. Then Mon 16 Mar 2026 they took 1,128 settlement fee",
      ),
    ).toEqual([
      ["2026-03-14", "credit", "386200", "POS settlements", null],
      ["2026-03-15", "credit", "742000", "POS settlements", null],
      ["2026-03-16", "debit", "1128", "they took settlement fee", null],
    ]);
    expect(read("bank charges this month: 12 Mar 2026 50 dr; 13 Mar 2026 26.88 dr")).toEqual([
      ["2026-03-12", "debit", "50", "bank charges", null],
      ["2026-03-13", "debit", "26.88", "bank charges", null],
    ]);
    // (A heading that names the account names no kind.)
    expect(read("Zenith: 12 Mar 2026 5k in; 13 Mar 2026 7k in")[1]).toEqual([
      "2026-03-13",
      "credit",
      "7000",
      null,
      null,
    ]);
  });

  it("dates a day of the month before a bracket, and leaves the request out of the words", () => {
    expect(read("add the 5k pos at mr biggs on the 10th (zenith)")).toEqual([
      ["2026-03-10", "debit", "5000", "pos at mr biggs zenith", null],
    ]);
    expect(sums("paid on the 3rd (cash) 5k to tunde")).toEqual([["2026-03-03", "debit", "5000"]]);
  });

  it("refuses money owed or still to come, naming it, but not a payment of what was outstanding", () => {
    expect(
      messages(
        "Access: 12 Mar 2026 transfer from Chinedu Okafor 70,000 credit; he will send the remaining 30,000 next week",
      ),
    ).toEqual([expect.stringMatching(/^"he will send the remaining 30,000 next week" is money owed or still to come/)]);
    expect(messages("Ada will pay 50k next week")).toEqual([expect.stringContaining("still to come")]);
    expect(messages("12 Mar 2026 received 50k from Ada, 30k to come next month")).toEqual([
      expect.stringMatching(/^"30k to come next month" is money owed/),
    ]);
    expect(sums("we paid XYZ the outstanding 50k on the 3rd")).toEqual([["2026-03-03", "debit", "50000"]]);
    // (A day still to come is named with its clause.)
    expect(messages("12 Mar 2026 received 50k from Ada; 20k from Ada on 25 Mar 2026")).toEqual([
      '"20k from Ada on 25 Mar 2026" is dated after today; a bank line is money already in or out: give the day it moved',
    ]);
  });

  it("refuses a transaction told without its amount, naming the amount", () => {
    for (const told of ["cash deposit into access savings this morning, pls record", "transfer from ada into zenith"])
      expect(fields(told)).toEqual(["amount"]);
    // (A request with no transaction in it is no such refusal; nor are transactions sent in transactions[].)
    expect(read("upload my statement to zenith")).toEqual([]);
    expect(
      read("cash deposit into access savings", {
        transactions: [{ date: "2026-03-17", amount: 5000, type: "credit" }],
      }),
    ).toEqual([]);
  });

  it("takes a country's dates stated for their order, and nothing from 'us' in a sentence", () => {
    expect(sums("(US dates) 03/02/2026 inward swift ACME LLC 4,000.00 credit")).toEqual([
      ["2026-03-02", "credit", "4000"],
    ]);
    expect(read("(US dates) 03/02/2026 inward swift ACME LLC 4,000.00 credit")[0]).toContain("inward swift ACME LLC");
    expect(sums("03/02/2026 inward swift ACME LLC 4,000.00 credit (UK dates)")).toEqual([
      ["2026-02-03", "credit", "4000"],
    ]);
    expect(sums("dates in US format: 03/02/2026 inward swift ACME LLC 4,000.00 credit")).toEqual([
      ["2026-03-02", "credit", "4000"],
    ]);
    expect(fields("can you send us dates? 03/02/2026 inward swift ACME LLC 4,000.00 credit")).toEqual(["date_format"]);
  });
});

describe("statement lines checked after review", () => {
  it("keeps a row's wrapped foreign sum or reference as words of the row", () => {
    expect(
      sums(
        "12/03/2026 INWARD SWIFT ACME LLC 1,860,000.00 CR\nUSD 1,200.00 AT 1550.00\n13/03/2026 POS SHOPRITE 5,000.00 DR",
      ),
    ).toEqual([
      ["2026-03-12", "credit", "1860000"],
      ["2026-03-13", "debit", "5000"],
    ]);
  });

  it("never makes VAT said to be inside a sum a row of its own", () => {
    expect(fields("14 Mar 2026 Ade Stores 107,500 in, includes 7,500 VAT")).toEqual(["transactions"]);
  });

  it("reads a transfer for goods once owed as money moved", () => {
    expect(sums("12 Mar 2026 transfer to Musa 50k for the goods we owed him")).toEqual([
      ["2026-03-12", "debit", "50000"],
    ]);
  });
});
