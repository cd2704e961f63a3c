// Contacts and accounts created from prompts as people really type, paste or dictate them:
// names after filler and roles, descriptions that name no one, dictated emails and codes,
// ledger-style account lines and terse bank-account lines.
import { describe, expect, it } from "vitest";
import { accountSpec } from "../src/accounts/extraction";
import { contactSpec } from "../src/contacts/extraction";

const contact = (text: string) => contactSpec.fromText(text, { prompt: text, today: "2026-03-18" });
const account = (text: string) => accountSpec.fromText(text, { prompt: text, today: "2026-03-18" });

describe("contact names after filler and roles", () => {
  it.each([
    ["add my customer iya basira 0803 555 1234", "iya basira", "customer"],
    ["new client!! Redwood Events. contact email is hello@redwoodevents.example", "Redwood Events", "customer"],
    ["New cust: Yinka Balogun & Co (chartered surveyors). billing@ybalogun.example", "Yinka Balogun & Co", "customer"],
    ["new supp: Kano Mills, 0803 111 2222", "Kano Mills", "supplier"],
    ["new staff in accounts - Chiamaka Obi, 0706 118 2290", "Chiamaka Obi", "employee"],
    ["new staff in the kitchen: Musa Bello", "Musa Bello", "employee"],
    ["can you add my new part-timer Jess Okoro as an employee? jess.okoro@gmail.com", "Jess Okoro", "employee"],
    ["add our cashier Kemi Adeyemi, 0803 111 2222", "Kemi Adeyemi", "employee"],
    [
      "Please add our new Admin Officer, Chiamaka Nwachukwu, as an employee. Phone: +234 706 555 0192.",
      "Chiamaka Nwachukwu",
      "employee",
    ],
    ["add our new Sales Manager, Tunde Bello, tunde@x.example", "Tunde Bello", null],
    ["create a contact for ayodele johnson she's a customer", "ayodele johnson", "customer"],
    ["add customer Tola Ade she's our tenant", "Tola Ade", "customer"],
    ["0803 555 2190 - thats Kemi Adeyemi, our new cashier", "Kemi Adeyemi", "employee"],
    ["this is Mama Nkechi, she sells us pepper, 0803 111 2222", "Mama Nkechi", "supplier"],
    [
      "info@okonkwoagro.example is the email for okonkwo agro ventures, they buy our feed",
      "okonkwo agro ventures",
      "customer",
    ],
    ["0803 111 2222 is the number of Ade Bello", "Ade Bello", null],
    ["the email for Zenith Stores is orders@zenith.example", "Zenith Stores", null],
    ["Kemi Adeyemi, our new cashier, 0803 555 2190", "Kemi Adeyemi", "employee"],
    ["Acme Ltd, a supplier, acme@x.example", "Acme Ltd", "supplier"],
    ["Emeka Udeh - the landlord's lawyer. not a customer or supplier. emeka@udeh.example", "Emeka Udeh", "other"],
    [
      "Sokoto Hides & Skins -- we buy our leather from them -- hides@sokotohides.example",
      "Sokoto Hides & Skins",
      "supplier",
    ],
    ["Chukwuma Distributors buys our detergents wholesale. phone 0803-777-1212", "Chukwuma Distributors", "customer"],
    ["Kemi Stores buys from us every week, 0803 111 2222", "Kemi Stores", "customer"],
    ["Contact (other) – Kemi Afolabi, landlord's agent – 0802 765 4321", "Kemi Afolabi", "other"],
    ["Vendor (supplier): Ade Bello, 0803 111 2222, our lawyer", "Ade Bello", "supplier"],
  ])("%s", (text, name, type) => {
    const { records, problems } = contact(text);
    expect(problems).toEqual([]);
    expect(records[0]?.name).toBe(name);
    if (type) expect(records[0]?.type).toBe(type);
  });

  it.each([
    // Capitalised, a role's word is part of a company's name; a role with a name beside it is who they are.
    ["add supplier XYZ Supplier, 0803 111 2222", "XYZ Supplier"],
    ["add a supplier: The Lady Bakery", "The Lady Bakery"],
    ["add customer The Man Shop Ltd", "The Man Shop Ltd"],
    ["add supplier Ace Cleaners Ltd, 12 Allen Avenue, Ikeja", "Ace Cleaners Ltd"],
    ["Acme Ltd - customer - acme@x.example", "Acme Ltd"],
    ["Please add our landlord, Olumide Balogun, 07012345678", "Olumide Balogun"],
  ])("keeps the name: %s", (text, name) => {
    expect(contact(text).records[0]?.name).toBe(name);
  });
});

describe("a contact with no name", () => {
  it.each([
    "new customer number 0705 123 9900, na the woman wey dey sell pepper",
    "add the new diesel supplier, phone 0809 442 1187",
    "add a vendor - the guy who fixes our ACs. his number's 0809 112 3344",
    "add our cashier, phone 0803 111 2222",
    "save a contact for our new intern, phone 0803 555 1234",
    "new supplier - someone from the market, 0803 111 2222",
    "supplier, phone 0701 222 3344, sells us packaging",
  ])("is refused, naming the name: %s", (text) => {
    const { records, problems } = contact(text);
    expect(records).toEqual([]);
    expect(problems.map((p) => p.field)).toContain("name");
  });
});

describe("dictated emails and addresses", () => {
  it.each([
    ["new supplier lagos gas limited email orders at lagosgas dot example", "orders@lagosgas.example"],
    ["add customer Ayo Ade her email is ayodele dot johnson at gmail dot com", "ayodele.johnson@gmail.com"],
    ["new supplier Kano Mills, email is sales dot team at kano-mills dot com dot ng", "sales.team@kano-mills.com.ng"],
    ["add supplier Bolt Ltd, email ops at bolt.ng dot example", "ops@bolt.ng.example"],
  ])("reads the email said in words: %s", (text, email) => {
    expect(contact(text).records[0]?.email).toBe(email);
  });
  it.each([
    // No "dot" said, or an "@" written: nothing is dictated.
    "add customer Ada Obi, find her online at adaobi.com",
    "add customer Ada Obi, meet her at the market",
    "add customer Ada Obi, ada@x.example, she banks at gtbank dot com",
  ])("reads no email where none is dictated: %s", (text) => {
    const email = contact(text).records[0]?.email ?? null;
    expect(email === null || email === "ada@x.example").toBe(true);
  });
  it.each([
    [
      "Could you set up Pennine Tooling Ltd on the ledger as a supplier please. Unit 4, Calder Park, Wakefield WF2 7AA. Tel 01924 555 019",
      "Unit 4, Calder Park, Wakefield WF2 7AA",
    ],
    [
      "Customer: Hudson & Pike LLC\n1200 Avenue of the Americas, New York, NY 10036\n(212) 555-0187",
      "1200 Avenue of the Americas, New York, NY 10036",
    ],
    ["add supplier Jide Motors. 5 Allen Avenue, Ikeja", "5 Allen Avenue, Ikeja"],
  ])("reads an address after a sentence, or with its street's word first: %s", (text, address) => {
    expect(contact(text).records[0]?.address).toBe(address);
  });
  it("reads no address from a sentence with a number in it", () => {
    expect(contact("add supplier Jide Motors. 12 items came late, 0803 111 2222").records[0]?.address).toBeNull();
  });
});

describe("accounts written as a ledger's line", () => {
  it.each([
    ["New nominal – 6610 – Software Subscriptions – expense", "Software Subscriptions", "6610", "expense", null],
    ["New nominal – 4300 – Rental Income – revenue", "Rental Income", "4300", "revenue", null],
    [
      "chart of accounts addition –\ncode 2170\nPension Payable\nliability",
      "Pension Payable",
      "2170",
      "liability",
      null,
    ],
    ["fixed asset -- Plant & Machinery -- 1540", "Plant & Machinery", "1540", "asset", "fixed_asset"],
    ["other income acct -- Gain on Disposal -- 4920", "Gain on Disposal", "4920", "revenue", "other_income"],
    ["Sales Returns – 4100 – revenue", "Sales Returns", "4100", "revenue", null],
    ["6120 - Courier & Postage - expense", "Courier & Postage", "6120", "expense", null],
    // The code before the name, in the same part.
    ["new a/c pls - 6120 Generator Repairs, expense", "Generator Repairs", "6120", "expense", null],
    ["cost of sales a/c - 5200 Direct Labour", "Direct Labour", "5200", "expense", "cost_of_sales"],
    ["equity a/c 3100 Share Capital", "Share Capital", "3100", "equity", null],
    ["current asset a/c 1330 WHT Receivable", "WHT Receivable", "1330", "asset", "current_asset"],
    ["Set up a GL account: 6710 Software Subscriptions (expense)", "Software Subscriptions", "6710", "expense", null],
    ["2600 Term Loan, long-term liability", "Term Loan", "2600", "liability", "long_term_liability"],
    ["FA a/c 1540 Furniture & Fittings", "Furniture & Fittings", "1540", "asset", "fixed_asset"],
    ["COGS account 'Packaging Materials' 5150", "Packaging Materials", "5150", "expense", "cost_of_sales"],
    [
      "Long-term loan account called 'Stanbic Term Loan', code 2520",
      "Stanbic Term Loan",
      "2520",
      "liability",
      "long_term_liability",
    ],
  ])("%s", (text, name, code, type, subType) => {
    const { records, problems } = account(text);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject({ name, code, type, ...(subType ? { sub_type: subType } : {}) });
  });
  it.each([
    ["create an expense account called software subscriptions with code six two seven zero", "6270"],
    ["add an equity account called capital contributions code three one zero zero", "3100"],
    ["create an expense account called telephone, code is six one two oh", "6120"],
    ["add expense account Fuel, code 6120", "6120"],
  ])("reads a code dictated digit by digit: %s", (text, code) => {
    expect(account(text).records[0]?.code).toBe(code);
  });
  it.each([
    // A part that is no code, kind or name: the line is read as before.
    ["expense – Fuel – 6120 – monthly budget 50k", "50k"],
    ["add expense account Staff Welfare code 6480, cap it at 100k per quarter", "100k"],
  ])("still refuses an amount the account has no field for: %s", (text, quoted) => {
    expect(
      account(text)
        .problems.map((p) => p.message)
        .join(" "),
    ).toContain(quoted);
  });
  it("finds no kind in a ledger's line that states none", () => {
    expect(account("New nominal – 6610 – Software Subscriptions").problems.map((p) => p.field)).toContain("type");
  });
});

describe("bank accounts from a bank's letter or a terse line", () => {
  it("reads a letter's opening balance with its date in brackets", () => {
    const text =
      "Please set up this account in the books, from the bank's letter:\n\nAccount Name:    Ota Ventures Ltd\nAccount Number:  0311759020\nBank:            Wema Bank\nCurrency:        NGN\nOpening balance (as at 01/03/2026):  ₦650,000.00";
    const { records, problems } = account(text);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject({
      sub_type: "bank",
      bank_name: "Wema Bank",
      nuban: "0311759020",
      account_name: "Ota Ventures Ltd",
      opening_balance: "650000",
      opening_balance_date: "2026-03-01",
    });
  });
  it("reads o/b as the opening balance and '@ date' as its date", () => {
    const { records, problems } = account(
      "New bank a/c – Stanbic IBTC current – 0019283749 – o/b ₦1,250,000 @ 01/03/26",
    );
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject({
      name: "Stanbic IBTC current",
      bank_name: "Stanbic IBTC",
      nuban: "0019283749",
      opening_balance: "1250000",
      opening_balance_date: "2026-03-01",
    });
  });
  it.each([
    ["GTBank dom (USD) 2210934664, nothing in it yet", "GTBank", "USD", null],
    ["access dom USD 1506722395, opening $4,250 at 1,551 as of 1 March", "Access Bank", "USD", "4250"],
    ["Add GTBank account 0211349874 with 5,000 opening balance", "GTBank", null, "5000"],
    ["Add the second GTBank USD dom a/c, 0211349874, with $8,500 opening balance", "GTBank", "USD", "8500"],
  ])("knows a bank account by a known bank and its number: %s", (text, bank, currency, opening) => {
    const { records, problems } = account(text);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject({ type: "asset", sub_type: "bank", bank_name: bank, opening_balance: opening });
    if (currency) expect(records[0]?.currency).toBe(currency);
  });
  it("takes no account number for an amount before 'opening balance'", () => {
    const { records } = account("add GTBank account 0211349874 opening balance 5,000");
    expect(records[0]).toMatchObject({ nuban: "0211349874", opening_balance: "5000" });
  });
});
