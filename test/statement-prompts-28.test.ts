// Bank lines told the way owners text them (development-54, -55): a heading that names the
// account or counts its lines, numbers that count things or name a cheque, the side from
// who paid whom, sentences and "&" that part two facts (the second keeping the first's
// verb), and days and sums listed in turn ("on the 2nd and 3rd … 45k and 60k").
import { describe, expect, it } from "vitest";
import { statementSpec } from "../src/bank/upload";

const read = (text: string) => {
  const { records, problems } = statementSpec.fromText(text, { prompt: text, today: "2026-03-18" });
  return problems.length ? problems : records.map((r) => [r.date, r.type, r.amount, r.narration]);
};
/** Date, side and amount of each row: what the reading must get right whatever the words. */
const sums = (text: string) => read(text).map((r) => ("field" in r ? r.field : r.slice(0, 3)));
const narrations = (text: string) => read(text).map((r) => ("field" in r ? r.field : r[3]));
const messages = (text: string) => read(text).map((r) => ("field" in r ? r.message : r));

describe("numbers that count things or name a cheque are no amounts", () => {
  it("reads a heading that names the account and counts its lines as no line", () => {
    expect(
      sums(
        "access sav, 4 lines\n13 Mar deposit cash 200,000\n14 Mar POS Shoprite 22,300 dr\n15 Mar transfer to Zenith 100,000 dr\n16 Mar interest 310.25 cr",
      ),
    ).toEqual([
      ["2026-03-13", "credit", "200000"],
      ["2026-03-14", "debit", "22300"],
      ["2026-03-15", "debit", "100000"],
      ["2026-03-16", "credit", "310.25"],
    ]);
    expect(sums("zenith, 2 transactions\n12 mar pos 5,000\n13 mar transfer from ada 40,000")).toEqual([
      ["2026-03-12", "debit", "5000"],
      ["2026-03-13", "credit", "40000"],
    ]);
  });

  it("reads a first line that names the account and counts what follows, its noun left out, as no line", () => {
    for (const head of ["here are 2 from access:", "2 more for gtb", "pls add these 2 to first bank acct"])
      expect(sums(`${head}\n12 mar pos 5k dr\n13 mar atm 20k dr`)).toEqual([
        ["2026-03-12", "debit", "5000"],
        ["2026-03-13", "debit", "20000"],
      ]);
    expect(narrations("access - 2 entries - 12 mar pos 5k dr; 13 mar atm 20k dr")).toEqual(["pos", "atm"]);
    // (A charge whose date is missing is still asked for, never read as a heading.)
    expect(messages("zenith sms 50\n12 mar pos 5k dr")).toEqual([
      '"zenith sms 50" has an amount but no date; give its date',
    ]);
  });

  it("reads people counted and transfers counted as no second line", () => {
    expect(sums("march salaries for the 3 staff went out of access on 16 march, 450,000 in one transfer")).toEqual([
      ["2026-03-16", "debit", "450000"],
    ]);
    expect(sums("salaries for the 3 staff went out of access on 16 march, 450,000 in 3 transfers")).toEqual([
      ["2026-03-16", "debit", "450000"],
    ]);
  });

  it("reads a cheque's number as no amount, a firm's '&' parting nothing", () => {
    expect(sums("Mar 2, 2026   Check #1043 to Halden & Rowe LLP   (250,000.00)")).toEqual([
      ["2026-03-02", "debit", "250000"],
    ]);
    expect(sums("cheque no. 000871 to Kano Grains & Sons, 240,000, cleared 10 march")).toEqual([
      ["2026-03-10", "debit", "240000"],
    ]);
  });

  it("keeps a bare number beside what it names when it is the sum", () => {
    // (One transfer's sum, a shop's number, a sum beside no count.)
    expect(sums("paid 5000 transfer to musa on 3 mar")).toEqual([["2026-03-03", "debit", "5000"]]);
    expect(sums("POS 2500 at shop 4 on 3 mar")).toEqual([["2026-03-03", "debit", "2500"]]);
  });
});

describe("the side from who pays whom", () => {
  it("reads a party sending to the business's bank or account as money in", () => {
    for (const text of [
      "BOLANLE STORES SENT 120K TO ZENITH ON MARCH 2",
      "on 2 march Ota Farms transferred 120k into GTB",
      "2 march: chinedu wired 120k to our access account",
      "120k landed in access on 2 march",
      "120,000 from ACME hit the dollar account on 2 march",
      "ota farms don send 120k to zenith on 2 march",
    ])
      expect(sums(text)).toEqual([["2026-03-02", "credit", "120000"]]);
  });

  it("reads a party paying, with nothing else to say the side, as money in", () => {
    expect(sums("on the 9th bolanle stores paid 95k")).toEqual([["2026-03-09", "credit", "95000"]]);
    expect(sums("yesterday brightstar hotels paid 210k for the event")).toEqual([["2026-03-17", "credit", "210000"]]);
    expect(sums("they paid 100k yesterday")).toEqual([["2026-03-17", "credit", "100000"]]);
  });

  it("keeps the business's own sending, money moved with no sender, and money paid for something, as they were", () => {
    expect(sums("yesterday we sent 50k to zenith")).toEqual([["2026-03-17", "debit", "50000"]]);
    expect(sums("I don send 50k to zenith yesterday")).toEqual([["2026-03-17", "debit", "50000"]]);
    expect(sums("50k transferred to GTB yesterday")).toEqual([["2026-03-17", "debit", "50000"]]);
    expect(sums("bank charges of 500 hit the account yesterday")).toEqual([["2026-03-17", "debit", "500"]]);
    expect(sums("salary paid 185k yesterday")).toEqual([["2026-03-17", "debit", "185000"]]);
    expect(sums("cheque 000245 paid to Victoria Court, 400,000 on 11 mar")).toEqual([
      ["2026-03-11", "debit", "400000"],
    ]);
    // (Rent paid is the business's or a tenant's: asked, never guessed.)
    expect(sums("rent paid 200k yesterday")).toEqual(["transactions"]);
  });
});

describe("two facts in one message", () => {
  it("parts two sentences, the second starting with its sum, and reads no year across the stop", () => {
    expect(sums("$1,500 from ACME hit the dollar account on 12 march. 25 usd charges on 13 march")).toEqual([
      ["2026-03-12", "credit", "1500"],
      ["2026-03-13", "debit", "25"],
    ]);
    expect(sums("paid 12 Mar. 25,000 to musa")).toEqual([["2026-03-12", "debit", "25000"]]);
    expect(sums("12 Mar. 2026 POS 5,000")).toEqual([["2026-03-12", "debit", "5000"]]);
  });

  it("reads a heading that counts the lines before a dash as no words of the first", () => {
    const text =
      "2 things on zenith yesterday - brightstar hotels paid 210k for the event & we sent 85k to globex for paper";
    expect(sums(text)).toEqual([
      ["2026-03-17", "credit", "210000"],
      ["2026-03-17", "debit", "85000"],
    ]);
    expect(narrations(text)).toEqual(["brightstar hotels paid for the event", "we sent to globex for paper"]);
  });

  it("gives a fact that starts with its sum the side of the one just before it", () => {
    expect(sums("dollar acct: paid AWS 120 USD on 4th march & 80 USD for zoom on the 6th")).toEqual([
      ["2026-03-04", "debit", "120"],
      ["2026-03-06", "debit", "80"],
    ]);
    expect(sums("received 50k from Ada on 3 mar and 20k from Musa on 4 mar")).toEqual([
      ["2026-03-03", "credit", "50000"],
      ["2026-03-04", "credit", "20000"],
    ]);
    expect(narrations("paid 5k for diesel on 3 mar, 2k on 4 mar")).toEqual(["paid for diesel", "paid for diesel"]);
    // (One with its own verb keeps its own side.)
    expect(sums("paid 5k for diesel on 3 mar and Ada sent 2k on 4 mar")).toEqual([
      ["2026-03-03", "debit", "5000"],
      ["2026-03-04", "credit", "2000"],
    ]);
  });
});

describe("days and sums listed in turn", () => {
  it("pairs the first sum with the first day, however the days are listed", () => {
    for (const text of [
      "on the 2nd and 3rd of march we lodged cash of 45k and 60k into access",
      "on 2 and 3 march we lodged cash of 45,000 and 60,000",
      "on march 2 & 3 we lodged cash of 45k & 60k into zenith",
      "we lodged cash of 45k and 60k on the 2nd and 3rd respectively",
    ])
      expect(sums(text)).toEqual([
        ["2026-03-02", "credit", "45000"],
        ["2026-03-03", "credit", "60000"],
      ]);
    expect(narrations("on the 2nd and 3rd of march we lodged cash of 45k and 60k into access")).toEqual([
      "we lodged cash into access",
      "we lodged cash into access",
    ]);
    expect(sums("on the 2nd, 3rd and 5th we lodged 10k, 20k and 30k")).toEqual([
      ["2026-03-02", "credit", "10000"],
      ["2026-03-03", "credit", "20000"],
      ["2026-03-05", "credit", "30000"],
    ]);
    expect(sums("paid Musa 20k and 35k on monday and tuesday respectively")).toEqual([
      ["2026-03-16", "debit", "20000"],
      ["2026-03-17", "debit", "35000"],
    ]);
  });

  it("reads three sums listed on one day as a line each, none dropped", () => {
    expect(sums("we lodged 10k, 20k and 30k on the 2nd")).toEqual([
      ["2026-03-02", "credit", "10000"],
      ["2026-03-02", "credit", "20000"],
      ["2026-03-02", "credit", "30000"],
    ]);
    expect(narrations("12 mar 2026: pos 1,000, 2,000 and 3,000 at shoprite")).toEqual([
      "pos at shoprite",
      "pos at shoprite",
      "pos at shoprite",
    ]);
  });

  it("asks which sum was on which day when as many are not listed", () => {
    expect(sums("on the 2nd and 3rd we lodged 10k, 20k and 30k")).toEqual(["transactions"]);
  });

  it("pairs nothing when one side is no list", () => {
    expect(sums("COT charge 1,250 and SMS alert fee 100 on the 19th")).toEqual([
      ["2026-02-19", "debit", "1250"],
      ["2026-02-19", "debit", "100"],
    ]);
    expect(sums("transfer from Ada 20k on the 2nd and POS 5k on the 3rd")).toEqual([
      ["2026-03-02", "credit", "20000"],
      ["2026-03-03", "debit", "5000"],
    ]);
  });
});

describe("the side's word in the name of a kind of transaction", () => {
  it("keeps 'direct debit', 'counter credit' and 'debit card' in the narration, and drops a side's mark", () => {
    expect(
      narrations(
        "2026-03-09, Direct debit Octopus Energy, (85.00)\n2026-03-10, Counter credit cash, 640.00\n2026-03-11, Debit card renewal fee, (10.00)",
      ),
    ).toEqual(["Direct debit Octopus Energy", "Counter credit cash", "Debit card renewal fee"]);
    expect(narrations("12 mar CR transfer from Brightstar Hotels 50,000")).toEqual(["transfer from Brightstar Hotels"]);
    expect(narrations("12 mar Dr card fee 1,000")).toEqual(["card fee"]);
  });
});

describe("a bank line keyed as a note of fields", () => {
  it("reads fields parted by slashes, dashes, bars or colons, the account's own field no words of the line", () => {
    for (const text of [
      "zenith / 14 mar / pos shoprite / 18,450 / dr",
      "zenith - 14 mar - pos shoprite - 18,450 dr",
      "zenith | 14 mar | pos shoprite | 18,450 | dr",
      "14 mar: pos shoprite: 18,450 dr: zenith",
    ])
      expect(read(text)).toEqual([["2026-03-14", "debit", "18450", "pos shoprite"]]);
    expect(read("gtb dom - 3 mar - wire from acme - $4,200 - cr")).toEqual([
      ["2026-03-03", "credit", "4200", "wire from acme"],
    ]);
  });

  it("reads the words before the first of a note's colons as the line's, not a heading's", () => {
    expect(read("trf frm ota farms: 150k: 12 mar: zenith")).toEqual([
      ["2026-03-12", "credit", "150000", "trf frm ota farms"],
    ]);
    // (A heading's colon alone still sets the heading off: "add to zenith:" says no side.)
    expect(read("add to zenith: 12 mar trf frm chinedu okafor 65k in")).toEqual([
      ["2026-03-12", "credit", "65000", "trf frm chinedu okafor"],
    ]);
  });

  it("keeps a field that names a bank as the other party", () => {
    expect(read("transfer to zenith - 50k - 12 mar - dr")).toEqual([
      ["2026-03-12", "debit", "50000", "transfer to zenith"],
    ]);
  });
});
