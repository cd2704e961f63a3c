// Journals, accounts and contacts as owners text them (development-62): pidgin corrections
// ("na utilities e suppose be"), a bank named after the charges' sum, interest with its sum
// before "on"; a money account's kind before its name, "wt" for with, the newer banks;
// pidgin's "wey dey" for who, a kind of firm before a capitalised name, the kind alone in
// brackets after one.
import { describe, expect, it } from "vitest";
import { accountSpec } from "../src/accounts/extraction";
import { contactSpec } from "../src/contacts/extraction";
import { journalSpec } from "../src/journals/extraction";
import { readPrompt } from "./read-prompt";

const lines = (text: string) => {
  const read = readPrompt(journalSpec, text);
  return read.records[0]?.lines.map((l) => [l.account, l.debit, l.credit]) ?? read.problems;
};

describe("a correction said in pidgin: posted to one account, it should be another", () => {
  it.each([
    ["correction: 25k diesel wey we post to travel, na utilities e suppose be", "utilities", "travel", "25000"],
    ["25k diesel wey we post to travel na utilities e suppose be", "utilities", "travel", "25000"],
    ["the 25k diesel we post to travel, e suppose be utilities", "utilities", "travel", "25000"],
    [
      "40k generator repair wey dem book under rent, na repairs and maintenance e for go",
      "repairs and maintenance",
      "rent",
      "40000",
    ],
  ])("%s", (text, right, wrong, sum) => {
    expect(lines(text)).toEqual([
      [right, sum, "0"],
      [wrong, "0", sum],
    ]);
  });
});

describe("a bank's charges and interest, the bank said around the sum", () => {
  it("reads the bank named after the charges' sum as the one charged", () => {
    const read = readPrompt(journalSpec, "JV-0312: bank charges 3,400 zenith, dated 12 mar").records[0];
    expect([read?.reference, read?.date, read?.lines.map((l) => [l.account, l.debit, l.credit])]).toEqual([
      "JV-0312",
      "2026-03-12",
      [
        ["Bank Charges", "3400", "0"],
        ["zenith", "0", "3400"],
      ],
    ]);
    expect(lines("sms alert fees 1,200 gtb")).toEqual([
      ["Bank Charges", "1200", "0"],
      ["gtb", "0", "1200"],
    ]);
  });

  it("still asks for the bank when the words after the sum name none", () => {
    expect(lines("bank charges 3,400 for march")).toEqual([
      { field: "lines", message: "name the bank or cash account charged them" },
    ]);
  });

  it("reads interest on a bank account, its sum before 'on', as earned", () => {
    const read = readPrompt(journalSpec, "interest 3,200 on access savings, end of last month").records[0];
    expect([read?.date, read?.lines.map((l) => [l.account, l.debit, l.credit])]).toEqual([
      "2026-02-28",
      [
        ["access savings", "3200", "0"],
        ["interest income", "0", "3200"],
      ],
    ]);
    expect(lines("interest of 5k on zenith current account")[0]).toEqual(["zenith current", "5000", "0"]);
    // (Interest on a loan is paid, never earned into it.)
    expect(lines("interest 50k on the zenith loan")[0]).not.toEqual(["zenith loan", "50000", "0"]);
  });

  it("reads pidgin 'put am for inventory' as Inventory", () => {
    expect(lines("goods bought on credit 1.1m, put am for inventory")).toEqual([
      ["Inventory", "1100000", "0"],
      ["Accounts Payable", "0", "1100000"],
    ]);
  });
});

describe("accounts texted short", () => {
  const account = (text: string) => {
    const read = readPrompt(accountSpec, text);
    const r = read.records[0];
    return r ? [r.name, r.code, r.sub_type, r.bank_name, r.nuban, r.opening_balance] : read.problems;
  };
  it.each([
    ["add cash acct Shop Till code 1015", ["Shop Till", "1015", "cash", null, null, null]],
    ["add petty cash account Front Desk Float, code 1016", ["Front Desk Float", "1016", "cash", null, null, null]],
    ["new cash account Main Till with 20k", ["Main Till", null, "cash", null, null, "20000"]],
    ["add a cash account, Till Cash, code 1015", ["Till Cash", "1015", "cash", null, null, null]],
  ])("names a money account after its kind: %s", (text, read) => {
    expect(account(text)).toEqual(read);
  });

  it.each([
    ["first bank acct 3061728393 wt 1.75m opening bal today", "1750000"],
    ["first bank acct 3061728393 wt 1.75m opening bal 2day", "1750000"],
    ["zenith acct 1012345671 wt 500k", "500000"],
    ["add gtb acct 0123456789 w/ 200k opening balance", "200000"],
  ])("reads 'wt' as with, and a day in digits as no amount: %s", (text, opening) => {
    expect(account(text).at(-1)).toBe(opening);
  });

  it.each([
    ["add providus acct 5102938471, acct officer tola 0803 111 2233", "Providus Bank"],
    ["add jaiz acct 5102938471", "Jaiz Bank"],
    ["providus bank current account 5102938471", "Providus Bank"],
  ])("knows the newer banks by name: %s", (text, bank) => {
    expect(account(text).slice(2, 5)).toEqual(["bank", bank, "5102938471"]);
  });
});

describe("contacts texted short", () => {
  const contact = (text: string) => {
    const read = readPrompt(contactSpec, text);
    const r = read.records[0];
    return r ? [r.name, r.type] : read.problems;
  };
  it.each([
    ["add Uche Plumbing Works, d plumber wey dey fix our pipes, 08123456780", "Uche Plumbing Works", "supplier"],
    ["add Musa Diesel, wey dey supply us diesel, 0803 111 2222", "Musa Diesel", "supplier"],
    ["add Ade Cleaners wey dey clean our office", "Ade Cleaners", "supplier"],
    ["add Mama Ngozi Foods, she wey dey buy rice from us, 0805 222 3333", "Mama Ngozi Foods", "customer"],
    ["add Bayo Electricals, the electrician who fixes our wiring", "Bayo Electricals", "supplier"],
  ])("reads who they are, pidgin's 'wey dey' as who: %s", (text, name, type) => {
    expect(contact(text)).toEqual([name, type]);
  });

  it.each([
    ["add our security company Halogen Guards Ltd as supplier, +234 1 270 1234", "Halogen Guards Ltd", "supplier"],
    ["add our cleaning firm Sparkle Ltd as supplier", "Sparkle Ltd", "supplier"],
    ["add the diesel supplier Eko Fuels Ltd, 0803 111 2222", "Eko Fuels Ltd", "supplier"],
    ["Garba & Sons Stores (customer) - garbasons@gmail.com", "Garba & Sons Stores", "customer"],
    ["Kano Feeds Ltd (supplier), 0803 555 1234", "Kano Feeds Ltd", "supplier"],
    ["add XYZ Supplier", "XYZ Supplier", "supplier"],
  ])("keeps a kind of firm out of the name: %s", (text, name, type) => {
    expect(contact(text)).toEqual([name, type]);
  });

  it("keeps the email beside a name with its kind in brackets", () => {
    expect(readPrompt(contactSpec, "Garba & Sons Stores (customer) - garbasons@gmail.com").records[0]?.email).toBe(
      "garbasons@gmail.com",
    );
  });
});
