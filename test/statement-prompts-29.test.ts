// Bank lines told the way owners text them (development-58): a phone's, a card's or a
// meter's digits are no amount; money taken out of a bank, or moved to another, is money
// out of the statement's bank, and into it from another money in; a line in another
// currency than the bank's is refused naming exchange_rate; a sum said beside a list of
// sums is a line of its own; an invoice sent, and one party paying another, are asked.
import { describe, expect, it } from "vitest";
import { statementSpec } from "../src/bank/upload";
import { call, createBusiness, type TestBusiness } from "./harness";

const read = (text: string, bank?: string) => {
  const { records, problems } = statementSpec.fromText(text, {
    prompt: text,
    today: "2026-03-18",
    options: bank ? { bank } : undefined,
  });
  return problems.length ? problems : records.map((r) => [r.date, r.type, r.amount, r.narration]);
};
async function banks(biz: TestBusiness) {
  const add = async (prompt: string) =>
    (await call("/accounts", { method: "POST", key: biz.key, body: { prompt, process_type: "direct" } })).json.data
      .uuid as string;
  return {
    naira: await add("add Zenith Bank current account 1012345671, NGN, opening balance 0 on 1 January 2026"),
    dollar: await add("add GTBank USD domiciliary account, USD, opening balance 0 on 1 January 2026"),
  };
}
const upload = (biz: TestBusiness, bank: string, prompt: string) =>
  call("/bank-transactions/upload", { method: "POST", key: biz.key, body: { prompt, bank, process_type: "direct" } });

/** Date, side and amount of each row: what the reading must get right whatever the words. */
const sums = (text: string, bank?: string) => read(text, bank).map((r) => ("field" in r ? r.field : r.slice(0, 3)));
const messages = (text: string) => read(text).map((r) => ("field" in r ? r.message : r));

describe("a phone's, a card's or a meter's digits in a line's words are no amount", () => {
  it.each([
    ["2026-03-09  Airtime MTN 0803 555 1234   -2,000", "debit", "2000"],
    ["2026-03-09  Airtime Glo 0805-555-1234  -1,500", "debit", "1500"],
    ["2026-03-09  Recharge +234 803 555 1234   -2,000", "debit", "2000"],
    ["2026-03-09  POS card ending 4521  -8,500", "debit", "8500"],
  ])("reads the statement line %s by its signed sum", (text, side, amount) => {
    expect(sums(text)).toEqual([["2026-03-09", side, amount]]);
  });

  it("reads the rest of the statement as before", () => {
    expect(
      sums(
        "2026-03-09  Airtime MTN 0803 555 1234   -2,000\n2026-03-10  Cash deposit Ikeja branch  +150,000\n2026-03-11  Transfer to Musa Ibrahim (March advance)  -40,000",
      ),
    ).toEqual([
      ["2026-03-09", "debit", "2000"],
      ["2026-03-10", "credit", "150000"],
      ["2026-03-11", "debit", "40000"],
    ]);
  });

  it.each([
    ["airtime for 0803 555 1234 1500 on 12 mar", "2026-03-12", "1500"],
    ["paid 1500 airtime to 0803-555-1234 yesterday", "2026-03-17", "1500"],
    ["bought airtime for 0803 555 1234, 2k, yesterday", "2026-03-17", "2000"],
    ["card ending 4521 debited 12,500 at shoprite yesterday", "2026-03-17", "12500"],
    ["meter 0101 2345 6789 token 10k yesterday", "2026-03-17", "10000"],
    ["12 mar POS 5399 8312 3456 7890 4500", "2026-03-12", "4500"],
  ])("reads %s by its sum", (text, date, amount) => {
    expect(sums(text)).toEqual([[date, "debit", amount]]);
  });

  it("keeps a sum grouped in thousands by spaces a sum", () => {
    expect(sums("17 mar transfer 1 250 000 000 naira from ada")).toEqual([["2026-03-17", "credit", "1250000000"]]);
  });
});

describe("money moved between banks takes the side of the statement's bank", () => {
  it.each([
    "Musa collect 25k transfer from Access on Monday for fuel",
    "Musa collected 25k from access on monday",
    "driver collected 25k from gtb atm on monday",
    "we pulled 25k out of zenith on monday",
    "Musa carry 25k comot from access on monday",
  ])("reads money taken out of a bank as money out: %s", (text) => {
    expect(sums(text)).toEqual([["2026-03-16", "debit", "25000"]]);
  });

  it("keeps money collected from a customer money in, and reads money collected from the business as money out", () => {
    expect(sums("we collected 200k from Bolanle yesterday")).toEqual([["2026-03-17", "credit", "200000"]]);
    expect(sums("Ada collect her 50k from us yesterday")).toEqual([["2026-03-17", "debit", "50000"]]);
  });

  it("reads both lines of a message that takes from the bank, then pays into it", () => {
    expect(
      sums(
        "Musa collect 25k transfer from Access on Monday for fuel, then Bolanle Stores pay in 140k same account yesterday",
      ),
    ).toEqual([
      ["2026-03-16", "debit", "25000"],
      ["2026-03-17", "credit", "140000"],
    ]);
  });

  it.each([
    "for access statement: I move 200k go zenith today",
    "I move 200k go zenith today",
    "I moved 200k to zenith today",
    "access: we moved 200k over to GTB today",
  ])("reads the business moving money to another bank as money out: %s", (text) => {
    expect(sums(text)).toEqual([["2026-03-18", "debit", "200000"]]);
  });

  it.each([
    ["access: moved 100k from zenith yesterday", "credit"],
    ["Access statement\n17 mar moved 100k from zenith", "credit"],
    ["access: I transferred 100k from GTB into access yesterday", "credit"],
    ["zenith: moved 100k from zenith into access yesterday", "debit"],
    ["zenith: transfer from gtb 100k yesterday", "credit"],
  ])("reads %s by the bank its heading names", (text, side) => {
    expect(sums(text)).toEqual([["2026-03-17", side, "100000"]]);
  });

  it("reads the bank the request names as the statement's", () => {
    expect(sums("moved 100k from zenith yesterday", "Access Bank Savings")).toEqual([
      ["2026-03-17", "credit", "100000"],
    ]);
    expect(sums("moved 100k from access to zenith yesterday", "Access Bank Savings")).toEqual([
      ["2026-03-17", "debit", "100000"],
    ]);
    // (A bank's id names no bank.)
    expect(sums("moved 100k to zenith yesterday", "0e3f4c1a-2b7d-4c9e-8a6f-5d2c1b0a9e8f")).toEqual([
      ["2026-03-17", "debit", "100000"],
    ]);
  });

  it("reads money come back as money in, whatever bank it went to", () => {
    expect(sums("access: reversal of transfer to zenith 50k yesterday")).toEqual([["2026-03-17", "credit", "50000"]]);
  });

  it("reads someone else's money into another bank of the business as its words say", () => {
    expect(sums("access: Bolanle paid 140k into our GTB yesterday")).toEqual([["2026-03-17", "credit", "140000"]]);
    expect(sums("Ada send 50k enter access yesterday")).toEqual([["2026-03-17", "credit", "50000"]]);
  });
});

describe("a sum beside a list of sums", () => {
  it("reads a sum in a clause of its own after the list, or before it, as a line of its own", () => {
    expect(sums("paid 10k, 20k and 30k to Musa yesterday, 5k charges")).toEqual([
      ["2026-03-17", "debit", "10000"],
      ["2026-03-17", "debit", "20000"],
      ["2026-03-17", "debit", "30000"],
      ["2026-03-17", "debit", "5000"],
    ]);
    expect(sums("5k charges, then paid 10k, 20k and 30k to Musa yesterday")).toEqual([
      ["2026-03-17", "debit", "5000"],
      ["2026-03-17", "debit", "10000"],
      ["2026-03-17", "debit", "20000"],
      ["2026-03-17", "debit", "30000"],
    ]);
    expect(read("we lodged 10k, 20k and 30k into access yesterday and bank took 50 naira stamp duty").at(-1)).toEqual([
      "2026-03-17",
      "debit",
      "50",
      "bank took stamp duty",
    ]);
  });
});

describe("what moved no money of the business's, or no side of it", () => {
  it.each([
    "kano grains sent us the invoice for 240k yesterday",
    "kano grains sent us the invoice for 240k",
    "we invoiced Ada 50k yesterday",
    "Ada emailed their quote of 80k yesterday",
  ])("refuses a document sent as no money moved: %s", (text) => {
    expect(messages(text)).toEqual([
      `"${text}" is money owed or still to come, not money in or out of the account; leave it out, or record it when it is paid`,
    ]);
  });

  it.each(["Chinedu sent 50k to Musa yesterday", "yesterday Ada paid 50k to Musa for the goods"])(
    "asks the side of one party paying another: %s",
    (text) => {
      expect(sums(text)).toEqual(["transactions"]);
    },
  );

  it("keeps a party paying the business, its bank or its account money in, and the business's own paying out", () => {
    expect(sums("Chinedu sent 50k to us yesterday")).toEqual([["2026-03-17", "credit", "50000"]]);
    expect(sums("Chinedu sent 50k to zenith yesterday")).toEqual([["2026-03-17", "credit", "50000"]]);
    expect(sums("Chinedu paid 50k to our account yesterday")).toEqual([["2026-03-17", "credit", "50000"]]);
    expect(sums("we sent 50k to Musa yesterday")).toEqual([["2026-03-17", "debit", "50000"]]);
    expect(sums("we sent the bill payment 50k to ikeja electric yesterday")).toEqual([
      ["2026-03-17", "debit", "50000"],
    ]);
    // (A place the money was for is no payee.)
    expect(sums("yesterday Ada paid 50k for transport to Lagos")).toEqual([["2026-03-17", "debit", "50000"]]);
    expect(sums("there's a transfer out of 250k to Musa Ibrahim on March 6th, salary advance")).toEqual([
      ["2026-03-06", "debit", "250000"],
    ]);
  });
});

describe("a line in another currency than the bank's", () => {
  const currencies = (text: string) =>
    statementSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records.map((r) => [r.amount, r.currency]);

  it("keeps the currency a line writes its amount in, and none it does not write", () => {
    expect(currencies("Zenith: 9 Mar 2026 inward transfer from Thames Valley Traders £1,200")).toEqual([
      ["1200", "GBP"],
    ]);
    expect(currencies("9 mar received 1200 pounds from thames")).toEqual([["1200", "GBP"]]);
    expect(currencies("9 mar pos shoprite N5,000")).toEqual([["5000", "NGN"]]);
    expect(currencies("9 mar pos shoprite 5,000")).toEqual([["5000", undefined]]);
    // (A station's "STN" is no dobra.)
    expect(currencies("12 mar POS PURCHASE TOTAL FILLING STN 18,400.00 DR")).toEqual([["18400", undefined]]);
  });

  it("keeps the currency of a statement's line or cell", () => {
    expect(currencies("2026-03-09 inward transfer from thames GBP 1,200.00 CR")).toEqual([["1200", "GBP"]]);
    expect(currencies("Date | Narration | Amount\n09-Mar-2026 | Inward transfer Thames | £1,200.00")).toEqual([
      ["1200", "GBP"],
    ]);
    expect(currencies("12/03/2026 POS TOTAL FILLING STN 18,400.00 DR 20/03/2026")).toEqual([["18400", undefined]]);
  });

  it("reads a rate beside the amount as no amount", () => {
    expect(currencies("9 Mar 2026 inward transfer from Thames £1,200 at N1,950/£")).toEqual([["1200", "GBP"]]);
    expect(currencies("9 mar received $500 from acme @ 1550")).toEqual([["500", "USD"]]);
    // (A sum in naira after the rate is what reached the account.)
    expect(currencies("9 Mar 2026 inward transfer from Thames £1,200 at 1,950 = N2,340,000")).toEqual([
      ["2340000", "NGN"],
    ]);
  });

  it("refuses pounds on a naira account naming exchange_rate, and takes dollars on a dollar account", async () => {
    const biz = await createBusiness();
    const { naira, dollar } = await banks(biz);
    const refused = await upload(biz, naira, "Zenith: 9 Mar 2026 inward transfer from Thames Valley Traders £1,200");
    expect(refused.status, refused.text).toBe(400);
    expect(JSON.stringify(refused.json)).toContain("exchange_rate");
    const taken = await upload(biz, dollar, "9 Mar 2026 inward swift from ACME LLC $1,200");
    expect(taken.status, taken.text).toBe(201);
    expect(taken.json.data.transactions.map((t: { amount: number; type: string }) => [t.type, t.amount])).toEqual([
      ["credit", 1200],
    ]);
    const naira2 = await upload(biz, naira, "9 Mar 2026 inward transfer from Ota Farms N1,200");
    expect(naira2.status, naira2.text).toBe(201);
  });
});

describe("rows as the blind corpus 60 pastes them", () => {
  it("reads money owed said after a row as no part of it, and refuses it quoted", () => {
    expect(messages("14 Mar 2026 Transfer from Ota Farms Ltd 150,000 CR - they still owe us 60,000")).toEqual([
      expect.stringContaining('"they still owe us 60,000"'),
    ]);
  });

  it("parts rows at a slash before a side and a date", () => {
    expect(
      sums(
        "DR 13/03/2026 Ikeja Electric prepaid 30,000 / CR 14/03/2026 Chinedu Okafor 120,000 / DR 14/03/2026 SMS charges 100",
      ),
    ).toEqual([
      ["2026-03-13", "debit", "30000"],
      ["2026-03-14", "credit", "120000"],
      ["2026-03-14", "debit", "100"],
    ]);
  });

  it("lists the rows of one day in the order they were uploaded", async () => {
    const biz = await createBusiness();
    const { naira } = await banks(biz);
    const names = ["Ngozi", "Bayo", "Kemi", "Tunde", "Ada", "Femi"];
    const prompt = `Salary payments 16/03/2026: ${names.map((n) => `${n} 95,000 DR`).join("; ")}`;
    const res = await upload(biz, naira, prompt);
    expect(res.status, res.text).toBe(201);
    const listed = await call(`/bank-transactions?bank=${naira}&date_order=asc`, { key: biz.key });
    expect(listed.json.data.map((t: { narration: string }) => t.narration)).toEqual(names);
  });
});

describe("a balance said in a sentence after the row", () => {
  it.each([
    "17 Mar 2026 received 150k from Ada. Balance 2,300,000",
    "17 Mar 2026 received 150,000.00 from Ada. Avail Bal: NGN 2,300,000.00",
  ])("%s is no amount of it", (text) => {
    expect(sums(text)).toEqual([["2026-03-17", "credit", "150000"]]);
  });
});

describe("neighbours of the new statement readers (review)", () => {
  it("a subscription billed to a card is money out, not a document", () => {
    expect(sums("14 Mar 2026 DSTV subscription billed 12,500 on card")).toEqual([["2026-03-14", "debit", "12500"]]);
  });

  it("an undated sum before a dated row is asked its date, never dropped nor given the next row's", () => {
    for (const text of [
      "transfer to Ada 50,000; 14 Mar 2026 POS Shoprite 8,000",
      "transfer to Ada 50,000, 14 Mar 2026 POS Shoprite 8,000",
    ])
      expect(messages(text)).toEqual([expect.stringContaining('"transfer to Ada 50,000" has an amount but no date')]);
  });
});
