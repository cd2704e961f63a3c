// Bank lines told the way owners and clerks text them (development-61, -62): money that came
// from someone, or a party's transfer to the bank, is money in; a charge said short ("chrg")
// and one added after a plus ("95k + 52.50 chrg") are lines of their own; invoices counted
// and numbered are no sums; a side or a date said later in the sentence, by a heading or by
// a note of every line ("(all credits)") is the line's; a balance still to come is refused,
// and a line that gives no sum is asked for its amount.
import { describe, expect, it } from "vitest";
import { statementSpec } from "../src/bank/upload";
import { readPrompt } from "./read-prompt";

const read = (text: string) => {
  const { records, problems } = readPrompt(statementSpec, text);
  return problems.length ? problems : records.map((r) => [r.date, r.type, r.amount, r.narration, r.ref]);
};
/** Date, side and amount of each row: what the reading must get right whatever the words. */
const sums = (text: string) => read(text).map((r) => ("field" in r ? r.field : r.slice(0, 3)));
const messages = (text: string) => read(text).map((r) => ("field" in r ? r.message : r));

describe("the side from the words", () => {
  it.each([
    ["alert just came 150k from ota farms today", "2026-03-18", "150000"],
    ["150k came from ota farms yesterday", "2026-03-17", "150000"],
    ["money landed from Ada 20k today", "2026-03-18", "20000"],
    ["just now 45k arrived from bolanle stores", "2026-03-18", "45000"],
  ])("reads money that came from someone as money in: %s", (text, date, amount) => {
    expect(sums(text)).toEqual([[date, "credit", amount]]);
  });

  it("reads a charge that came from the account as money out", () => {
    expect(sums("the sms fee came from zenith 50 today")).toEqual([["2026-03-18", "debit", "50"]]);
  });

  it.each([
    ["chinedu trf 65,000 to zenith on 12th mar", "2026-03-12", "credit", "65000"],
    ["Ada trf 50k to our zenith today", "2026-03-18", "credit", "50000"],
    ["musa tfr 20k into access yesterday", "2026-03-17", "credit", "20000"],
    // (The business's own transfers, and one to a party, are money out.)
    ["we trf 200k to zenith today", "2026-03-18", "debit", "200000"],
    ["trf 480k to kano grains frm zenith today, ref TRF88231", "2026-03-18", "debit", "480000"],
    ["I trf 30k to ada today", "2026-03-18", "debit", "30000"],
  ])("reads a party's transfer to the bank as money in: %s", (text, date, side, amount) => {
    expect(sums(text)).toEqual([[date, side, amount]]);
  });

  it("reads a charge written short as money out, a line of its own after a plus", () => {
    expect(sums("gtb dom: acme sent $3,200 this morning, then swift chrg $30")).toEqual([
      ["2026-03-18", "credit", "3200"],
      ["2026-03-18", "debit", "30"],
    ]);
    expect(sums("sms chg 4 today")).toEqual([["2026-03-18", "debit", "4"]]);
    expect(sums("salary trf to halima 95k + 52.50 chrg frm access today")).toEqual([
      ["2026-03-18", "debit", "95000"],
      ["2026-03-18", "debit", "52.5"],
    ]);
    expect(sums("paid musa 50k + N50 stamp duty today")).toEqual([
      ["2026-03-18", "debit", "50000"],
      ["2026-03-18", "debit", "50"],
    ]);
    // (VAT added to a payment is one sum.)
    expect(sums("paid 50,000 + 3,750 VAT to Musa today")).toEqual([["2026-03-18", "debit", "53750"]]);
  });
});

describe("numbers that count or name invoices are no sums", () => {
  it("reads invoices counted and numbered beside their total as one line", () => {
    expect(sums("bolanle stores paid 2 invoices INV-0041 & INV-0042, total 310k into zenith yesterday")).toEqual([
      ["2026-03-17", "credit", "310000"],
    ]);
    expect(sums("Ota Farms paid invoices INV-0101 & INV-0102 on 3 mar, 120k")).toEqual([
      ["2026-03-03", "credit", "120000"],
    ]);
    expect(sums("paid 3 bills 45k today")).toEqual([["2026-03-18", "debit", "45000"]]);
  });
});

describe("a side or a date said later in the sentence", () => {
  it("reads a side said after the sum, its clause holding no sum of its own", () => {
    expect(
      sums(
        "Standing order on Zenith: Adebayo Properties rent, ₦450,000, went out 1 March 2026. Also the SO commission of ₦100 + VAT ₦7.50 same day.",
      ),
    ).toEqual([
      ["2026-03-01", "debit", "450000"],
      ["2026-03-01", "debit", "100"],
      ["2026-03-01", "debit", "7.5"],
    ]);
  });

  it("reads a date after the sum in its sentence as the sum's", () => {
    expect(read("GTB dom to Zenith conversion, $2,000 out, 5 Mar 2026, ref FX/0305/77")).toEqual([
      ["2026-03-05", "debit", "2000", "GTB dom to Zenith conversion", "FX/0305/77"],
    ]);
    expect(
      sums(
        "Access alert: Debit NGN 40,000.00 ATM WDL card ending 4471 at FBN ATM ALLEN AVE, 12-MAR-2026 18:22. Also NGN 35.00 ATM fee same day.",
      ),
    ).toEqual([
      ["2026-03-12", "debit", "40000"],
      ["2026-03-12", "debit", "35"],
    ]);
    expect(sums("POS Shoprite ₦12,400, 14/03/2026 10:05. Also ₦50 stamp duty same day")).toEqual([
      ["2026-03-14", "debit", "12400"],
      ["2026-03-14", "debit", "50"],
    ]);
    expect(sums("paid Musa 50k for diesel, 3 Mar 2026")).toEqual([["2026-03-03", "debit", "50000"]]);
  });
});

describe("a heading's date and kind, and a note of every line's side", () => {
  it("reads a dated heading's day and kind for the undated lines under it", () => {
    expect(
      sums(
        "Zenith month-end charges, 28 Feb 2026:\nCOT 1,125.00\nVAT on COT 84.38\nAccount maintenance fee 1,000.00\nVAT on maintenance 75.00",
      ),
    ).toEqual([
      ["2026-02-28", "debit", "1125"],
      ["2026-02-28", "debit", "84.38"],
      ["2026-02-28", "debit", "1000"],
      ["2026-02-28", "debit", "75"],
    ]);
    expect(sums("Zenith bank charges for 28 Feb 2026:\nSMS alert 40\nstamp duty 50\ntoken renewal 1,000")).toEqual([
      ["2026-02-28", "debit", "40"],
      ["2026-02-28", "debit", "50"],
      ["2026-02-28", "debit", "1000"],
    ]);
    expect(sums("Deposits, 3 Mar 2026:\nAda 40,000\nMusa 20,000")).toEqual([
      ["2026-03-03", "credit", "40000"],
      ["2026-03-03", "credit", "20000"],
    ]);
  });

  it("reads the words introducing a line of days and sums as the side and words of each", () => {
    const settlements = [
      ["2026-03-14", "credit", "312400", "POS settlements from our shop terminal", null],
      ["2026-03-15", "credit", "198750", "POS settlements from our shop terminal", null],
      ["2026-03-16", "credit", "275300", "POS settlements from our shop terminal", null],
    ];
    expect(
      read(
        "Zenith: POS settlements from our shop terminal — 14 Mar 2026 ₦312,400; 15 Mar 2026 ₦198,750; 16 Mar 2026 ₦275,300 (all credits, MSC already deducted)",
      ),
    ).toEqual(settlements);
    expect(
      read(
        "Zenith: POS settlements from our shop terminal — 14 Mar 2026 ₦312,400, 15 Mar 2026 ₦198,750, 16 Mar 2026 ₦275,300",
      ),
    ).toEqual(settlements);
    expect(sums("Zenith deposits — 14 Mar 2026 ₦10,000; 15 Mar 2026 ₦20,000")).toEqual([
      ["2026-03-14", "credit", "10000"],
      ["2026-03-15", "credit", "20000"],
    ]);
    expect(sums("access: cash deposits on 14 Mar 2026 ₦50,000; 15 Mar 2026 ₦80,000")).toEqual([
      ["2026-03-14", "credit", "50000"],
      ["2026-03-15", "credit", "80000"],
    ]);
  });

  it("reads a note of every line's side as theirs", () => {
    expect(sums("gtb: 14 Mar 2026 $100; 15 Mar 2026 $250 (all debits)")).toEqual([
      ["2026-03-14", "debit", "100"],
      ["2026-03-15", "debit", "250"],
    ]);
    expect(sums("zenith: 14 Mar 2026 50k, 15 Mar 2026 20k - all money in")).toEqual([
      ["2026-03-14", "credit", "50000"],
      ["2026-03-15", "credit", "20000"],
    ]);
  });

  it("still asks the side of a line that says none after lines that say theirs", () => {
    // (No words introduce the line: the charge before says nothing of the 12,000.)
    expect(messages("zenith: 14 mar 2026 sms charge 50; 15 mar 2026 12,000").at(-1)).toContain(
      "does not say whether the money came in or went out",
    );
    // (Never the lines the column reader placed alone, the one it missed dropped.)
    const { records, problems } = readPrompt(
      statementSpec,
      "zenith: 14 mar 2026 pos 5,000; 15 mar 2026 transfer from ada 20,000; 16 mar 2026 12,000",
    );
    expect(records.map((r) => [r.date, r.type, r.amount])).toEqual([
      ["2026-03-14", "debit", "5000"],
      ["2026-03-15", "credit", "20000"],
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      '"16 mar 2026 12,000" does not say whether the money came in or went out; write e.g. "paid", "received", "debit" or "credit"',
    ]);
  });
});

describe("money not moved, and no sum at all", () => {
  it.each([
    "Zenith: 17 Mar 2026 transfer in from Chinedu Okafor 150,000 - he says the balance of 50,000 is coming later",
    "17 Mar 2026 received 150k from Ada, he still owes a balance of 20k",
    "Ada paid us 40k, balance of 10k to come, 3 mar 2026",
  ])("refuses a balance still to come, never dropping it: %s", (text) => {
    const [problem] = messages(text);
    expect(problem).toContain("money owed or still to come");
    expect(problem).toContain(/balance of ([\d,k]+)/.exec(text)?.[1] ?? "20k");
  });

  it("refuses a sum said still to come after a line", () => {
    expect(messages("received 80k from Ada on 3 mar; the remaining 20k will come next week")).toEqual([
      '"the remaining 20k will come next week" is money owed or still to come, not money in or out of the account; leave it out, or record it when it is paid',
    ]);
  });

  it("reads a running balance after the line as no line and no owing", () => {
    expect(sums("transfer to musa 20k on 3 mar, bal 1,020,000")).toEqual([["2026-03-03", "debit", "20000"]]);
  });

  it.each([
    "Zenith alert: credit from Ota Farms Ltd on 16 Mar 2026, narration 'part payment INV-0193'",
    "debit alert on 16 Mar 2026 for Kano Grains",
    "transfer from Ada on 3 mar 2026 ref TRF88231",
    "zenith 15 mar pos shoprite dr",
  ])("asks the amount of a line whose digits are all a date's or a document's: %s", (text) => {
    const [problem] = read(text);
    expect(problem).toMatchObject({ field: "amount" });
    expect(messages(text)[0]).toContain("gives no amount");
  });
});
