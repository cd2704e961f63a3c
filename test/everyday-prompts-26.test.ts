// Expenses, income, contacts and accounts said in Nigerian everyday voices (session 26): a
// day of the month before a question's mark, a sum or a bank taken back as it is said ("no
// sorry", "into zenith, sorry access"), income's account from what was sold or done ("the
// feed wey dem carry", "the website work"), two fares of one spend, a contact's name ended by
// a question's mark or a label glued to its value ("ph:0812 …"), "w/" alone as no name, and a
// new bank account's "balance 75,000 today".
import { describe, expect, it } from "vitest";
import { accountSpec } from "../src/accounts/extraction";
import { lexiconAccount } from "../src/accounts/lexicon";
import { contactSpec } from "../src/contacts/extraction";
import { expenseSpec, incomeSpec } from "../src/documents/extraction";
import { writtenSums } from "../src/extraction/grammar/spelled-amounts";
import type { ResourceSpec } from "../src/extraction/types";

const TODAY = "2026-03-18";
// (As the rules extractor reads a prompt: its sums as habits write them first.)
const read = <T>(spec: ResourceSpec<T>, text: string) =>
  spec.fromText(writtenSums(text).text, { prompt: text, today: TODAY });
const expense = (text: string) => read(expenseSpec, text);
const income = (text: string) => read(incomeSpec, text);
const contact = (text: string) => read(contactSpec, text);
const account = (text: string) => read(accountSpec, text);

describe("a day of the month before a question's mark", () => {
  it.each([
    [
      "can you add an expense, 22,000 for printer paper & envelopes, paid from Access on the 12th? thanks",
      "2026-03-12",
    ],
    ["paid 5k for diesel on the 9th?", "2026-03-09"],
    ["was it 5k for fuel, paid 9th!", "2026-03-09"],
    ["bought toner 15k on the 3rd?? from zenith", "2026-03-03"],
  ])("%j", (text, date) => {
    const { records, problems } = expense(text);
    expect(problems).toEqual([]);
    expect(records[0]!.date).toBe(date);
  });

  it("a floor is still no date", () => {
    const { records } = expense("paid 5k for the plumber on the 2nd floor? yes");
    expect(records[0]!.date).toBeNull();
  });
});

describe("a sum taken back with 'no sorry' and its kin", () => {
  it.each([
    ["bought stationery 12k, no sorry 21k, cash", "bought stationery 21k, cash"],
    ["bought stationery 12k, oh sorry, 21k, cash", "bought stationery 21k, cash"],
    ["diesel 40k abeg sorry 44k", "diesel 44k"],
    ["bought stationery 12k sorry o 21k cash", "bought stationery 21k cash"],
    ["bought stationery 12k, no, 21k, cash", "bought stationery 21k, cash"],
  ])("%j", (text, expected) => {
    expect(writtenSums(text).text).toBe(expected);
  });

  it.each(["paid 6k, no sorry for the delay", "paid fuel 5k no sorry for late entry", "paid 5k sorry 2 days late"])(
    "leaves %j",
    (text) => {
      expect(writtenSums(text).text).toBe(text);
    },
  );

  it("an expense reads the sum meant", () => {
    const { records, problems } = expense("bought stationery 12k, no sorry 21k, cash");
    expect(problems).toEqual([]);
    expect(records[0]!.amount).toBe("21000");
  });
});

describe("a bank taken back as it is said", () => {
  it.each([
    ["received 200k from brightstar into zenith, sorry access", "received 200k from brightstar into access"],
    ["got 50k into gtb, I mean first bank, from tunde", "got 50k into first bank, from tunde"],
    ["received 50k into zenith, sorry, into access bank yesterday", "received 50k into access bank yesterday"],
    ["received 50k in cash, sorry zenith", "received 50k in zenith"],
    ["paid 5k for diesel from access sorry gtb dom", "paid 5k for diesel from gtb dom"],
  ])("%j", (text, expected) => {
    expect(writtenSums(text).text).toBe(expected);
  });

  it.each([
    // Nothing taken back, or not a bank for a bank: left as written.
    "received 200k from brightstar into zenith sorry for the delay",
    "received 50k to zenith sorry for access",
    "received 50k from Tunde, sorry Musa, into zenith",
    "paid 5k to the mechanic, sorry o, from zenith",
  ])("leaves %j", (text) => {
    expect(writtenSums(text).text).toBe(text);
  });

  it("income reads the bank meant", () => {
    const { records } = income("received 200k from brightstar into zenith, sorry access");
    expect(records[0]!.category).toBe("access");
  });
});

describe("income's account from what was sold or done", () => {
  it.each([
    ["ota farms don pay 120k for the feed wey dem carry, e enter zenith", "Sales"],
    ["ota farms don pay 100k for the feed", "Sales"],
    ["received 60k for the tiles they collected", "Sales"],
    ["Bolanle paid 30k for what she picked up", "Sales"],
    ["got 25k for the ones they took on monday", "Sales"],
    ["Chinedu paid 45k for the website work yesterday to zenith", "Service Revenue"],
    ["Tunde paid 30k for the plumbing job", "Service Revenue"],
    ["received 80k from Globex, work done last week", "Service Revenue"],
    // (A service's words come first: what was ordered was the training.)
    ["Globex paid 100k for the training they ordered", "Service Revenue"],
    // (What was sold was the business's own old things: other income.)
    ["the scrap man don carry the old generator, he pay 65k", "Other Income"],
  ])("%j", (text, expected) => {
    expect(lexiconAccount("income", text)).toBe(expected);
  });

  it.each([
    "received 50k from Musa",
    // (A sum someone took is no goods.)
    "Musa paid back the 20k he took last week",
    "Musa paid back the loan that he took",
    // (Work in progress is no work sold; feedback is no feed.)
    "Work in Progress",
    "Contract Work",
    "Job Costs",
    "thanks for the feedback",
  ])("names nothing in %j", (text) => {
    expect(lexiconAccount("income", text)).toBeUndefined();
  });
});

describe("two fares of one spend", () => {
  it.each([
    ["taxi 3.5k & bus 1.5k to ikeja for the client visit", "5000"],
    ["uber 4k and danfo 1k", "5000"],
    ["keke 600 & okada 500 to the market", "1100"],
    ["bus 1.5k & taxi 3.5k", "5000"],
  ])("%j", (text, amount) => {
    const { records, problems } = expense(text);
    expect(problems).toEqual([]);
    expect(records[0]!.amount).toBe(amount);
  });

  it("a fare and a meal are two spends, refused", () => {
    expect(expense("taxi 3.5k and lunch 1.5k").problems).toHaveLength(1);
  });

  it.each(["bus to ikeja", "bus 1.5k", "went by bus"])("a ride on a bus is travel on the default chart: %j", (text) => {
    expect(lexiconAccount("expense", text, (n) => n === "Travel")).toBe("Travel");
  });

  it.each(["bought a new bus 5m", "Bus"])("a bus bought is no fare: %j", (text) => {
    expect(lexiconAccount("expense", text)).toBeUndefined();
  });
});

describe("a contact's name ends at a question's mark or a label", () => {
  it.each([
    ["Can you add Tobi Fashola? he's a customer. tobi@fashola.ng", "Tobi Fashola"],
    ["add vendor Ikoyi Diesel Depot ph:08123456780", "Ikoyi Diesel Depot"],
    ["add vendor Ikoyi Diesel Depot ph 08123456780", "Ikoyi Diesel Depot"],
    ["add vendor Ikoyi Diesel Depot mob. +2348123456780, lagos", "Ikoyi Diesel Depot"],
    ["add vendor Ikoyi Diesel Depot Tel:08123456780 Addr:5 Creek Rd, Apapa", "Ikoyi Diesel Depot"],
    ["Add customer Acme Ltd Addr: 12 Allen Ave, Ikeja", "Acme Ltd"],
    ["add customer Tunde Bello!!", "Tunde Bello"],
    // (Not a label's letters inside a name, nor an exclamation inside one.)
    ["add customer Phil Mobolaji 0803 111 2222", "Phil Mobolaji"],
    // (A name's own last word before a colon is no label.)
    ["add supplier Kano Grains Ltd: 0803 123 4567", "Kano Grains Ltd"],
    ["New customer Tunde Bello: phone 0803 111 2222", "Tunde Bello"],
    ["add supplier Yahoo! Foods Ltd", "Yahoo! Foods Ltd"],
  ])("%j", (text, name) => {
    const { records, problems } = contact(text);
    expect(problems).toEqual([]);
    expect(records[0]!.name).toBe(name);
  });

  it("keeps the phone glued to its label", () => {
    expect(contact("add vendor Ikoyi Diesel Depot ph:08123456780").records[0]!.phone).toBe("08123456780");
  });

  it("'w/' alone is no name", () => {
    const { records, problems } = contact("add customer w/ phone 08090001111");
    expect(records).toEqual([]);
    expect(problems.map((p) => p.field)).toEqual(["name"]);
  });
});

describe("a new bank account's balance said plainly", () => {
  it.each([
    ["pls add our polaris bank savings acct 3086859114, balance 75,000 today", "75000", "2026-03-18"],
    ["add zenith current account 1012345671, bal: 1.2m", "1200000", null],
    ["add polaris bank savings acct 3086859114, balance 75k as at 1 march", "75000", "2026-03-01"],
    ["The balance was 640,500 as at 28/02/2026 on our new GTBank account 0123456785", "640500", "2026-02-28"],
  ])("%j", (text, balance, date) => {
    const { records, problems } = account(text);
    expect(problems).toEqual([]);
    expect(records[0]!.opening_balance).toBe(balance);
    expect(records[0]!.opening_balance_date).toBe(date);
  });
});
