// Contacts, accounts, journals, cash and bank lines keyed as terse notes (session 27,
// development-49..51): a slash or a dash set off by spaces parts a note's fields ("supplier /
// Ojota Timber Ltd / … / 12 Ikorodu Rd, Ojota"); "cust" after "new" is a customer; a name
// promised ("name to follow") is none; a house's number and a place after a comma is an
// address without a street's word; an account's kind set off by a dash is no part of its
// name; "OB" and "@ 1/1/2026" are an opening balance and its date; "reclass 18,000 travel
// posted to office supplies in error"; a known bank written straight after the sum pays
// it; goods counted are sales; two small bank charges added up; a statement's ISO dates
// part its lines and a date's own comma parts none.
import { describe, expect, it } from "vitest";
import { accountSpec } from "../src/accounts/extraction";
import { lexiconAccount } from "../src/accounts/lexicon";
import { statementSpec } from "../src/bank/upload";
import { contactSpec } from "../src/contacts/extraction";
import { expenseSpec } from "../src/documents/extraction";
import { journalSpec } from "../src/journals/extraction";
import { readPrompt, TODAY } from "./read-prompt";

// (As the rules extractor reads a prompt: its sums as habits write them first.)
const contact = (text: string) => readPrompt(contactSpec, text);
const account = (text: string) => readPrompt(accountSpec, text).records[0];
const journal = (text: string) => {
  const { records, problems } = readPrompt(journalSpec, text);
  return problems.length
    ? problems.map((p) => p.message)
    : [
        records[0]?.date,
        records[0]?.lines.map((l) => [l.account.toLowerCase(), l.debit !== "0" ? `Dr ${l.debit}` : `Cr ${l.credit}`]),
      ];
};
const lines = (text: string) => {
  const { records, problems } = statementSpec.fromText(text, { prompt: text, today: TODAY });
  return problems.length ? problems : records.map((r) => [r.date, r.type, r.amount, r.narration]);
};

describe("a contact keyed as a note", () => {
  it.each([
    [
      "supplier / Ojota Timber Ltd / ojotatimber@gmail.com / 12 Ikorodu Rd, Ojota",
      { name: "Ojota Timber Ltd", type: "supplier", email: "ojotatimber@gmail.com", address: "12 Ikorodu Rd, Ojota" },
    ],
    ["customer / Ade Bello / 0803 111 2222", { name: "Ade Bello", type: "customer", phone: "0803 111 2222" }],
    [
      "new customer - Tunde Bello / tunde@x.example / 4 Awolowo Road, Ikoyi",
      { name: "Tunde Bello", email: "tunde@x.example", address: "4 Awolowo Road, Ikoyi" },
    ],
    [
      "new cust  chioma  okeke ,email chioma.okeke@gmail.com",
      { name: "chioma okeke", type: "customer", email: "chioma.okeke@gmail.com" },
    ],
    ["add supp Ade Ventures, 0803 111 2222", { name: "Ade Ventures", type: "supplier" }],
    [
      "supplier: Abuja Office Mart Ltd, 2 Wuse Zone 4, Abuja, 0709 876 5432",
      { name: "Abuja Office Mart Ltd", address: "2 Wuse Zone 4, Abuja", phone: "0709 876 5432" },
    ],
    ["customer: Ade Bello, 15 Ogui Layout, Enugu", { name: "Ade Bello", address: "15 Ogui Layout, Enugu" }],
    ["supplier Kano Grains Ltd, 0803 111 2222, 4 Sabon Gari, Kano", { address: "4 Sabon Gari, Kano" }],
    ["cust / mama nkechi kitchen / 0803 111 2222", { name: "mama nkechi kitchen", type: "customer" }],
    ["supp / Eko Fuels / 0803 111 2222", { name: "Eko Fuels", type: "supplier" }],
    ["cust | Ade Bello | ade@x.example", { name: "Ade Bello", type: "customer", email: "ade@x.example" }],
    ["cust chioma okeke 0803 111 2222", { name: "chioma okeke", type: "customer", phone: "0803 111 2222" }],
    ["new vend Eko Fuels, 0803 111 2222", { name: "Eko Fuels", type: "supplier" }],
    ["Supply Chain Ltd, 0803 111 2222", { name: "Supply Chain Ltd", type: "other" }],
  ])("%j", (text, expected) => {
    const { records, problems } = contact(text);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject(expected);
  });

  it.each([
    "new supplier - 0809 123 4567 - name to follow",
    "new customer, name TBC, phone 0803 111 2222",
    "customer name: to be confirmed, 0803 111 2222",
  ])("%j promises a name and gives none", (text) => {
    expect(contact(text).problems.map((p) => p.field)).toEqual(["name"]);
  });

  it("keeps a name with such a word in it, slashes inside a field, and a company after a comma", () => {
    expect(contact("add supplier named Pending Logistics Ltd").records[0]?.name).toBe("Pending Logistics Ltd");
    expect(contact("add customer Tola Unknown").records[0]?.name).toBe("Tola Unknown");
    expect(contact("add customer 3 Brothers Ventures, Lagos, 0803 111 2222").records[0]).toMatchObject({
      name: "3 Brothers Ventures",
      address: null,
    });
    expect(contact("supplier Ade Ltd, 12/14 Broad Street, Lagos").records[0]).toMatchObject({
      name: "Ade Ltd",
      address: "12/14 Broad Street, Lagos",
    });
  });
});

describe("an account keyed as a note", () => {
  it.each([
    ["new acct: Generator Repairs - expense - 6220", "Generator Repairs", "6220", "expense"],
    ["new acct: Generator Repairs / expense / 6220", "Generator Repairs", "6220", "expense"],
    ["new account - Generator Repairs - expense", "Generator Repairs", null, "expense"],
    ["acct: Discount Received - other income - 4920", "Discount Received", "4920", "revenue"],
    ["new account: Staff Welfare - expense account, code 6400", "Staff Welfare", "6400", "expense"],
    ["acct / Fuel & Lubricants / expense / 6230", "Fuel & Lubricants", "6230", "expense"],
    ["revenue / Consultancy Income / 4150", "Consultancy Income", "4150", "revenue"],
    ["new acct / Generator Repairs / expense / 6220", "Generator Repairs", "6220", "expense"],
  ])("%j", (text, name, code, type) => {
    expect(account(text)).toMatchObject({ name, code, type });
  });

  it("keeps a dash between words of the name, and a bank form's fields apart", () => {
    expect(account("new acct: Repairs - Generators - expense")?.name).toBe("Repairs - Generators");
    expect(account("bank: GTBank / acct no: 0678912349 / name: Chinwe Okoro Enterprises")).toMatchObject({
      bank_name: "GTBank",
      nuban: "0678912349",
      account_name: "Chinwe Okoro Enterprises",
    });
    expect(account("bank acct / GTBank current / 0112233443 / opening bal 850k / 1/3/2026")).toMatchObject({
      name: "GTBank current",
      nuban: "0112233443",
      opening_balance: "850000",
      opening_balance_date: "2026-03-01",
    });
  });
});

describe("journals keyed as notes", () => {
  it.each([
    ["OB: office equipment 1.2m @ 1/1/2026", "2026-01-01", "office equipment"],
    ["OB - stock 1.1m @ 31/12/2025", "2025-12-31", "stock"],
    ["OB / cash 300k / 1/1/2026", "2026-01-01", "cash"],
    ["opening balance, 1/1/2026, cash 300k", "2026-01-01", "cash"],
    [
      "Record an opening balance journal as at 1 January 2026: Office Equipment 1,200,000 against Opening Balance Equity.",
      "2026-01-01",
      "office equipment",
    ],
    ["opening balance entry: Office Equipment 1,200,000", null, "office equipment"],
  ])("%j opens against Opening Balance Equity", (text, date, first) => {
    const [on, read] = journal(text) as [string | null, [string, string][]];
    expect(on).toBe(date);
    expect(read[0]?.[0]).toBe(first);
    expect(read.at(-1)).toEqual(["opening balance equity", expect.stringMatching(/^Cr /)]);
  });

  it.each([
    ["jv: reclass 18,000 travel posted to office supplies in error", "travel", "office supplies"],
    ["reclass 12k fuel wrongly booked under repairs", "fuel", "repairs"],
    ["18,000 travel was posted to office supplies by mistake, fix it", "travel", "office supplies"],
    ["correct 5,000 bank charges recorded in travel in error", "bank charges", "travel"],
    ["reclass 18,000 posted to travel by mistake to office supplies", "office supplies", "travel"],
    ["move 22,500 of bank fees booked to Office Supplies into Bank Charges", "bank charges", "office supplies"],
    ["Reclass ₦35,000 of generator diesel miscoded to Travel, move it to Utilities", "utilities", "travel"],
    ["35k diesel misposted to travel", "diesel", "travel"],
    ["the 35k diesel was mis-posted to travel, move it to utilities", "utilities", "travel"],
  ])("%j moves it out of where it went by mistake", (text, debit, credit) => {
    const [, read] = journal(text) as [string | null, [string, string][]];
    expect(read.map(([a]) => a)).toEqual([debit, credit]);
  });

  it.each([
    ["VAT remittance firs 112,350 access 21/2/2026", "2026-02-21", "access"],
    ["VAT remittance firs 112,350 access bank yesterday", "2026-03-17", "access bank"],
    ["vat remittance / firs / 112,350 / zenith", null, "zenith"],
  ])("%j is paid from the bank written after its sum", (text, date, bank) => {
    expect(journal(text)).toEqual([
      date,
      [
        ["vat payable", "Dr 112350"],
        [bank, "Cr 112350"],
      ],
    ]);
  });

  it("keeps one slash's meaning: a debit and its credit, a division", () => {
    expect(journal("Accrue Mar int on the Access loan, 95,800 -> bank chgs / accruals, 31st")).toEqual([
      "2026-03-31",
      [
        ["bank charges", "Dr 95800"],
        ["accruals", "Cr 95800"],
      ],
    ]);
    expect(journal("Release one month of the prepaid rent (2.4m / 12) to rent")).toEqual([
      null,
      [
        ["rent", "Dr 200000"],
        ["prepaid expenses", "Cr 200000"],
      ],
    ]);
  });

  it("keeps a Dr/Cr note's slashes apart", () => {
    expect(journal("Dr Salaries and Wages 640,000 / Cr Access 600,000 / Cr Cash 40,000 - 28.02.2026")).toEqual([
      "2026-02-28",
      [
        ["salaries and wages", "Dr 640000"],
        ["access", "Cr 600000"],
        ["cash", "Cr 40000"],
      ],
    ]);
  });

  it("still asks which account paid when no bank is written", () => {
    expect(journal("VAT remittance firs 112,350 21/2/2026")).toEqual([
      "name the bank or cash account it was paid from",
    ]);
  });
});

describe("income and expenses keyed short", () => {
  it.each([
    ["Bolanle Stores paid 96k into access for 40 ctns water @ 2,400", "Sales"],
    ["got 250k from chinedu okafor today into access, for 2 solar panels", "Sales"],
    ["received 45k for 3 chairs at 15k each", "Sales"],
    ["received 30k for 3 hours of tutoring", "Service Revenue"],
    ["received 250k for 2 months rent", "Other Income"],
    ["received 50k for 3 days", undefined],
    ["received 100k from Ade for 4 nights @ 25k", undefined],
    ["received 60k for 2 guests", undefined],
  ])("%j is booked to %s", (text, expected) => {
    expect(lexiconAccount("income", text)).toBe(expected);
  });

  it.each([
    ["SMS alert chgs 360 & card maint 50, access, end of last month", "410"],
    ["SMS alert charges 360 and card maintenance 50, access", "410"],
    ["okada 500 & keke 70", "570"],
    ["bought 2 chairs and 3 tables for 500", "500"],
  ])("%j comes to %s", (text, amount) => {
    const read = readPrompt(expenseSpec, text).records[0];
    expect(read?.amount).toBe(amount);
  });

  it("reads 'card maint' as a bank charge", () => {
    expect(lexiconAccount("expense", "card maint 50")).toBe("Bank Charges");
  });
});

describe("bank lines keyed as notes", () => {
  it("parts lines at a slash before an ISO date", () => {
    expect(lines("access bank - 2026-03-02 atm withdrawal -20,000 / 2026-03-05 cash deposit +75,000")).toEqual([
      ["2026-03-02", "debit", "20000", expect.stringContaining("atm withdrawal")],
      ["2026-03-05", "credit", "75000", "cash deposit"],
    ]);
  });

  it("keeps a date's own comma inside its line", () => {
    expect(
      lines(
        "Add a credit of ₦75,000 to Access Bank Savings on March 12, 2026 (transfer from Bolanle Stores) and a debit of ₦20,000 on March 14, 2026 for an ATM withdrawal.",
      ),
    ).toEqual([
      ["2026-03-12", "credit", "75000", expect.stringContaining("Bolanle Stores")],
      ["2026-03-14", "debit", "20000", expect.stringContaining("ATM withdrawal")],
    ]);
    expect(
      lines(
        "add to zenith: got 150k transfer from ota farms on monday, and paid 12k to the generator repairer tuesday",
      ),
    ).toEqual([
      ["2026-03-16", "credit", "150000", "got transfer from ota farms"],
      ["2026-03-17", "debit", "12000", "paid to the generator repairer"],
    ]);
    expect(lines("paid 5,000 to Musa on March 3, received 8,000 from Ade on March 4")).toEqual([
      ["2026-03-03", "debit", "5000", "paid to Musa"],
      ["2026-03-04", "credit", "8000", "received from Ade"],
    ]);
  });
});
