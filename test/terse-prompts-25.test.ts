// Bank lines, expenses and income typed terse (issue 16, development-41): a sum keyed onto
// its verb or currency ("paid15k", "50,000naira"), a sum taken back as it is said ("6k
// sorry 6.5k"), a time of day beside a sum ("taxi at 3pm 2500"), "&" for "and", a bank's
// charge said as what it did ("zenith charged us 53.75 for a transfer"), whom money was
// handed to in lower case ("gave musa 8k"), and statement lines keyed in one run, a code
// marked CR before its sum, and an app's receipts one block each. Each class with the
// neighbouring phrasings it must not misread.
import { describe, expect, it } from "vitest";
import { lexiconAccount } from "../src/accounts/lexicon";
import { statementSpec } from "../src/bank/upload";
import { expenseSpec, incomeSpec } from "../src/documents/extraction";
import { findAmounts } from "../src/extraction/grammar/amounts";
import { writtenSums } from "../src/extraction/grammar/spelled-amounts";

const TODAY = "2026-03-18";

/** The prompt as the rules extractor hands it to a spec: its sums in the grammar's forms first. */
const prompt = (text: string) => writtenSums(text).text;
const lines = (text: string) => {
  const written = prompt(text);
  const { records, problems } = statementSpec.fromText(written, { prompt: written, today: TODAY });
  return problems.length ? problems.map((p) => p.field) : records.map((r) => [r.date, r.type, r.amount, r.ref]);
};
const narrations = (text: string) => {
  const written = prompt(text);
  return statementSpec.fromText(written, { prompt: written, today: TODAY }).records.map((r) => r.narration);
};
const cash = (kind: "expense" | "income", text: string) => {
  const written = prompt(text);
  const r = (kind === "expense" ? expenseSpec : incomeSpec).fromText(written, { prompt: written, today: TODAY });
  if (r.problems.length) return { problems: r.problems.map((p) => p.message) };
  const d = r.records[0]!;
  return { amount: d.amount, contact: d.contact, date: d.date };
};
const expense = (text: string) => cash("expense", text);
const sums = (text: string) => findAmounts(text).map((a) => a.value);

describe("a sum keyed onto the word before or after it", () => {
  it.each([
    ["paid15k for printer ink", "15000"],
    ["paid15k diesel for gen, cash", "15000"],
    ["spent2,500 on airtime", "2500"],
    ["PAID15K FOR PRINTER INK", "15000"],
    ["pd#5000 for water", "5000"],
    ["paid N15,000 for ink", "15000"],
    ["bought diesel 50,000naira", "50000"],
  ])("reads %s", (text, amount) => {
    expect(expense(text)).toMatchObject({ amount });
  });

  it("reads a bank line keyed the same way", () => {
    expect(lines("paid15k to musa ibrahim from zenith last friday")).toEqual([["2026-03-13", "debit", "15000", null]]);
    expect(lines("got50k from chinedu okafor yday")).toEqual([["2026-03-17", "credit", "50000", null]]);
  });

  it("parts only those words from their digits", () => {
    expect(prompt("120usd for aws")).toBe("120 usd for aws");
    for (const text of ["Q1 rent 300k", "A4 paper 3 reams 4,500", "iphone15 case 8k", "5kg rice 9k", "B2B fee 2k"])
      expect(prompt(text)).toBe(text);
    expect(sums(prompt("A4 paper 3 reams 4,500"))).toEqual(["3", "4500"]);
  });
});

describe("a sum taken back as it is said", () => {
  it.each([
    ["water bill 6k sorry 6.5k, cash", "6500"],
    ["diesel 50k, I mean 55k", "55000"],
    ["printer ink 12,000 correction 12,500", "12500"],
    ["fuel 3k make that 3.5k", "3500"],
    ["airtime 2k sorry, 2.5k from zenith", "2500"],
  ])("is %s", (text, amount) => {
    expect(expense(text)).toMatchObject({ amount });
  });

  it("keeps a sum the word does not take back", () => {
    expect(expense("paid 6k for water, sorry for the delay")).toMatchObject({ amount: "6000" });
    expect(prompt("sorry 5k for fuel")).toBe("sorry 5k for fuel");
    expect(prompt("paid 5k sorry 2 days late")).toBe("paid 5k sorry 2 days late");
    expect(prompt("bought 5 sorry 6 reams")).toBe("bought 6 reams");
    expect(lines("12 mar 2026 pos shoprite 5,000 dr sorry 5,500 dr")).toEqual([["2026-03-12", "debit", "5500", null]]);
  });
});

describe("a time of day beside a sum", () => {
  it("is no money", () => {
    expect(sums("taxi at 3pm 2500 from cash")).toEqual(["2500"]);
    expect(sums("bolt at 10:30 am 4,000")).toEqual(["4000"]);
    expect(sums("lunch by 1 p.m. 6k")).toEqual(["6000"]);
    expect(expense("taxi at 3pm 2500 from cash")).toMatchObject({ amount: "2500" });
  });

  it("leaves a sum per month and a sum in a currency", () => {
    expect(sums("rent 50k pm")).toEqual(["50000"]);
    expect(sums("paid 300 pm")).toEqual(["300"]);
    expect(sums("paid $5 am")).toEqual(["5"]);
  });
});

describe("'&' for 'and'", () => {
  it("adds the parts of one spend", () => {
    expect(expense("okada 500 & keke 700 this morning")).toMatchObject({ amount: "1200" });
    expect(expense("okada 500 and keke 700")).toMatchObject({ amount: "1200" });
    expect(expense("lunch 6k & drinks 2,500")).toMatchObject({ amount: "8500" });
  });

  it("adds no counts, and no sums paid to two people", () => {
    expect(expense("bought 2 chairs and 3 tables for 45,000")).toMatchObject({ amount: "45000" });
    expect(expense("paid musa 15k & tunde 10k")).toHaveProperty("problems");
    expect(expense("paid musa 500 & tunde 700")).not.toMatchObject({ amount: "1200" });
  });

  it("parts two bank lines each with its sum and side", () => {
    const text =
      "2 lines for zenith pls: bolt ride 3,200 debit on the 16th & transfer from chinedu okafor 40k credit on the 17th thanks";
    expect(lines(text)).toEqual([
      ["2026-03-16", "debit", "3200", null],
      ["2026-03-17", "credit", "40000", null],
    ]);
    expect(narrations(text)).toEqual(["bolt ride", "transfer from chinedu okafor"]);
    expect(lines("16 mar 2026 trf to halden & rowe 150,000 dr")).toEqual([["2026-03-16", "debit", "150000", null]]);
  });
});

describe("a bank's charge said as what it did", () => {
  it.each([
    "zenith charged us 53.75 for a transfer",
    "the bank deducted 50 on each withdrawal",
    "gtb charges 25 per transfer",
    "access charged me 26.88 for the trf",
  ])("is Bank Charges: %s", (text) => {
    expect(lexiconAccount("expense", text)).toBe("Bank Charges");
  });

  it("is not a ride's or goods' charge", () => {
    expect(lexiconAccount("expense", "the driver charged 10k for a transfer to the airport")).not.toBe("Bank Charges");
    expect(lexiconAccount("expense", "transfer to musa 50k for the goods")).not.toBe("Bank Charges");
    expect(lexiconAccount("expense", "paid 20k for the transfer of the land documents")).not.toBe("Bank Charges");
  });
});

describe("whom money was handed to, typed in lower case", () => {
  it("is the payee", () => {
    expect(expense("gave musa 8k for transport to the site, cash")).toMatchObject({ contact: "musa" });
    expect(expense("sent tunde 5k for fuel")).toMatchObject({ contact: "tunde" });
  });

  it("is never a pronoun, a kind of person, a ride or what was paid for", () => {
    for (const text of [
      "gave him 5k for fuel",
      "gave the driver 2k for fuel",
      "gave okada 500",
      "paid rent 50k",
      "gave cash 5k to the cleaner",
    ])
      expect(expense(text)).toMatchObject({ contact: null });
  });
});

describe("statement lines keyed in one run", () => {
  it("part after a sum's side mark or at a slash before the next date", () => {
    expect(lines("15 mar 2026 trf to halden rowe 150000 dr 16 mar 2026 stamp duty 50 dr")).toEqual([
      ["2026-03-15", "debit", "150000", null],
      ["2026-03-16", "debit", "50", null],
    ]);
    expect(lines("gtb dom 3 mar inward swift acme llc usd 4,200 cr / 4 mar swift chrgs usd 30 dr")).toEqual([
      ["2026-03-03", "credit", "4200", null],
      ["2026-03-04", "debit", "30", null],
    ]);
    expect(lines("14/03/2026 pos shoprite 8,750 dr 15/03/2026 trf frm ada 20,000 cr")).toEqual([
      ["2026-03-14", "debit", "8750", null],
      ["2026-03-15", "credit", "20000", null],
    ]);
  });

  it("keeps one line whose words hold a number or a slash", () => {
    expect(lines("15 mar 2026 pos/web pmt jumia 12,000 dr")).toEqual([["2026-03-15", "debit", "12000", null]]);
    expect(lines("16 mar 2026 cr 2 lines of interest 1,200")).toHaveLength(1);
    expect(lines("trf frm ada 20,000 cr 15 mar 2026 via mobile app")).toEqual([
      ["2026-03-15", "credit", "20000", null],
    ]);
    expect(lines("15 mar 2026 trf frm ada 20,000 cr 15 mar 2026 ref 123")).toHaveLength(1);
  });
});

describe("a code marked CR or DR before the sum", () => {
  it("is the line's reference, the sum after it its amount", () => {
    expect(lines("16/03/2026 NIP FRM OTA FARMS LTD REF 000045821 CR 95,000")).toEqual([
      ["2026-03-16", "credit", "95000", "000045821"],
    ]);
    expect(lines("16/03/2026 CHQ 000214 DR 150,000")).toEqual([["2026-03-16", "debit", "150000", null]]);
  });

  it("leaves an amount and its balance", () => {
    expect(lines("16/03/2026 POS SHOPRITE 5,000 DR 95,000")).toEqual([["2026-03-16", "debit", "5000", null]]);
  });
});

describe("a card payment written short", () => {
  it("is money out", () => {
    expect(
      lines("usd acct: 2 mar wire in ACME LLC 3000\n6 mar card pmt aws 120 usd\n6 mar intl card fee 2.40 usd"),
    ).toEqual([
      ["2026-03-02", "credit", "3000", null],
      ["2026-03-06", "debit", "120", null],
      ["2026-03-06", "debit", "2.4", null],
    ]);
  });
});

describe("an app's receipts, one block each", () => {
  it("are a line each", () => {
    const text =
      "Debit\nNGN 12,000.00\nPOS/WEB PMT JUMIA\n15 Mar 2026\n\nCredit\nNGN 60,000.00\nTRF FROM BRIGHTSTAR HOTELS\n16 Mar 2026";
    expect(lines(text)).toEqual([
      ["2026-03-15", "debit", "12000", null],
      ["2026-03-16", "credit", "60000", null],
    ]);
    expect(narrations(text)).toEqual(["POS/WEB PMT JUMIA", "TRF FROM BRIGHTSTAR HOTELS"]);
  });

  it("asks for the date of a block that has none", () => {
    expect(
      lines(
        "Debit\nNGN 12,000.00\nPOS/WEB PMT JUMIA\n\nCredit\nNGN 60,000.00\nTRF FROM BRIGHTSTAR HOTELS\n16 Mar 2026",
      ),
    ).toContain("transactions");
  });
});

describe("the date of the paper the money settles", () => {
  it("is no date of the money, refused and quoted", () => {
    for (const text of [
      "paid halden & rowe 150k from zenith for the invoice dated 2 march",
      "paid 150k for their bill of 2 march",
      "paid 150k on 5 march for invoice no 221 dated 2 march",
    ]) {
      const read = expense(text);
      expect(read).toHaveProperty("problems");
      expect(JSON.stringify(read)).toContain("2 march");
    }
  });

  it("leaves the money's own date, and a receipt's", () => {
    expect(expense("paid 20k for fuel on 2 march")).toMatchObject({ date: "2026-03-02" });
    expect(expense("receipt dated 2 march: fuel 20k")).toMatchObject({ date: "2026-03-02" });
    expect(expense("bought an order of printer paper 20k on 2 march")).toMatchObject({ date: "2026-03-02" });
  });
});
