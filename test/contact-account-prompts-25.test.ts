// Contacts and accounts said in plain everyday voices (session 25): a value corrected as it is
// typed, who buys from the business with words between, a plot's number or a range of house
// numbers, the floor or the suite beside the street, "w/" and "to staff" after a name; an
// account's name before its kind after the request's verb, the kind alone with no name, a
// loan's account, a NUBAN in groups, the balance before "opening", a bank form's "name:" and
// a currency typed in small letters.
import { describe, expect, it } from "vitest";
import { accountSpec } from "../src/accounts/extraction";
import { contactSpec } from "../src/contacts/extraction";
import { corrected } from "../src/extraction/grammar/corrections";
import { writtenSums } from "../src/extraction/grammar/spelled-amounts";

// (As the rules extractor reads a prompt: its sums as habits write them first.)
const contact = (text: string) => contactSpec.fromText(writtenSums(text).text, { prompt: text, today: "2026-03-18" });
const account = (text: string) => accountSpec.fromText(writtenSums(text).text, { prompt: text, today: "2026-03-18" });

describe("a value corrected as it is typed", () => {
  it.each([
    ["phone 0817 000 1234, sorry 0817 000 1243", "phone 0817 000 1243"],
    ["opening balance 250k sorry 260k, as at end of last month", "opening balance 260k, as at end of last month"],
    ["NGN 75000, I mean NGN 80,000 opening", "NGN 80,000 opening"],
    ["balance 250k sorry i meant 260k", "balance 260k"],
    ["phone 0803 111 2222, oops, 0803 111 2223 thanks", "phone 0803 111 2223 thanks"],
    ["email ade@old.example sorry ade@new.example", "email ade@new.example"],
    ["code 6100 - make that 6150", "code 6150"],
  ])("%j", (text, expected) => {
    // (As the rules extractor reads a prompt: sums by amount-habits, then phones and emails.)
    expect(corrected(writtenSums(text).text)).toBe(expected);
  });

  it.each([
    // Not like for like, or no correction at all: left as written.
    "paid 5k, sorry for the delay",
    "phone 0803 123 4567 sorry 5k",
    "250k rather than 300k",
    "sorry, phone 0803 123 4567",
  ])("leaves %j", (text) => {
    expect(corrected(writtenSums(text).text)).toBe(text);
  });

  it("reads the corrected phone of a contact, and the corrected balance of a bank account", () => {
    expect(contact("Add Dayo Alabi (customer) dayo.alabi@gmail.com phone 0817 000 1234, sorry 0817 000 1243")).toEqual({
      records: [expect.objectContaining({ name: "Dayo Alabi", phone: "0817 000 1243", type: "customer" })],
      problems: [],
    });
    expect(
      account(
        "add Sterling Bank account 0045612377, acct name Ota Ventures, opening balance 250k sorry 260k, as at end of last month",
      ),
    ).toEqual({
      records: [
        expect.objectContaining({
          nuban: "0045612377",
          account_name: "Ota Ventures",
          opening_balance: "260000",
          opening_balance_date: "2026-02-28",
        }),
      ],
      problems: [],
    });
  });

  it("still refuses a second amount that corrects nothing", () => {
    const { problems } = account("add Sterling Bank account 0045612377, opening balance 250k, overdraft 1m");
    expect(JSON.stringify(problems)).toContain("1m");
  });
});

describe("a contact said in everyday words", () => {
  it.each([
    // Who buys from the business, with what or how said between.
    [
      "Add Ngozi Okeke, she buys wholesale from us every month. 0706 111 2233",
      { name: "Ngozi Okeke", type: "customer" },
    ],
    ["add Ngozi Okeke, she buys rice from us", { type: "customer" }],
    ["add Musa Bello, they order bread from us weekly", { type: "customer" }],
    ["add Ngozi Okeke, she's been buying from us for years", { type: "customer" }],
    // A plot's number after "at", a range of house numbers, the floor or the suite beside the street.
    [
      "new customer Brightway Academy, email bursar@brightwayacademy.edu.ng, they're at Plot 7, Lekki Phase 1",
      { name: "Brightway Academy", address: "Plot 7, Lekki Phase 1", type: "customer" },
    ],
    [
      "new customer Mainland Hospital, 1-3 Hospital Road, Yaba, 08039998877",
      { name: "Mainland Hospital", address: "1-3 Hospital Road, Yaba", phone: "08039998877" },
    ],
    ["new customer Tunde Stores, 12/14 Broad Street, Lagos", { address: "12/14 Broad Street, Lagos" }],
    [
      "Add supplier: Lagos Printing Press, 2nd Floor, 23 Broad Street, Lagos Island",
      { name: "Lagos Printing Press", address: "2nd Floor, 23 Broad Street, Lagos Island", type: "supplier" },
    ],
    [
      "add customer Bola Stores, Flat 4, Block C, 12 Adeola Odeku Street, VI",
      { name: "Bola Stores", address: "Flat 4, Block C, 12 Adeola Odeku Street, VI" },
    ],
    [
      "new client: Rachel Green Designs LLC, 1450 Broadway, Suite 300, New York, NY 10018, billing@rgdesigns.com",
      { name: "Rachel Green Designs LLC", address: "1450 Broadway, Suite 300, New York, NY 10018", type: "customer" },
    ],
    // Where they are put, and "with" written short, end the name.
    ["Add Tochukwu Eze to staff, he's our new driver", { name: "Tochukwu Eze", type: "employee" }],
    ["add Femi Bello to payroll", { name: "Femi Bello", type: "employee" }],
    [
      "add supplier Chukwuma Electricals w/ phone 0803 123 0000 & email chukselectricals@gmail.com",
      { name: "Chukwuma Electricals", phone: "0803 123 0000", email: "chukselectricals@gmail.com" },
    ],
  ])("%j", (text, expected) => {
    const { records, problems } = contact(text);
    expect(problems).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject(expected);
  });

  it.each([
    // Who the business buys from is a supplier, however the words fall.
    ["add Ngozi Okeke, we buy wholesale from her", { type: "supplier" }],
    ["add Musa Bello, we've been buying our cement from him", { type: "supplier" }],
    ["add Musa Bello, we bought our generator from him", { type: "supplier" }],
    // A time after "at" is no address; a business whose name opens with a number keeps it.
    ["new customer Ade Bello, we meet at 3 pm daily", { name: "Ade Bello", address: null }],
    [
      "new client: 3 Brothers Ventures, Suite 5, Ikeja Mall, Ikeja",
      { name: "3 Brothers Ventures", address: "Suite 5, Ikeja Mall, Ikeja" },
    ],
    ["add customer Bola Stores, 12 Adeola Odeku Street, VI", { address: "12 Adeola Odeku Street, VI" }],
    // "to" inside a name is the name's.
    ["add Back to School Supplies as customer", { name: "Back to School Supplies", type: "customer" }],
    ["add Payroll Solutions Ltd as supplier", { name: "Payroll Solutions Ltd", type: "supplier" }],
    ["Add Dayo Alabi, phone 0817 000 1234, sorry for the late notice", { phone: "0817 000 1234" }],
  ])("leaves as it should: %j", (text, expected) => {
    const { records, problems } = contact(text);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject(expected);
  });
});

describe("an account said in everyday words", () => {
  it.each([
    [
      "add Prepaid Insurance, current asset, code 1410",
      { name: "Prepaid Insurance", code: "1410", type: "asset", sub_type: "current_asset" },
    ],
    [
      "add long-term loan account Bank of Industry Loan code 2520",
      { name: "Bank of Industry Loan", code: "2520", type: "liability", sub_type: "long_term_liability" },
    ],
    ["code 6150, expense, Cleaning & Sanitation", { name: "Cleaning & Sanitation", code: "6150", type: "expense" }],
    [
      "Add Ecobank savings, account number 204 567 8919, opening 40k yesterday",
      {
        sub_type: "bank",
        bank_name: "Ecobank",
        nuban: "2045678919",
        opening_balance: "40000",
        opening_balance_date: "2026-03-17",
      },
    ],
    [
      "add Union Bank current a/c 0087654322, NGN 75000 opening as of 2026-03-01",
      { nuban: "0087654322", currency: "NGN", opening_balance: "75000", opening_balance_date: "2026-03-01" },
    ],
    [
      "bank: GTBank\nacct no: 0678912349\nname: Chinwe Okoro Enterprises\ncurrency: NGN\nopening bal: 0",
      { bank_name: "GTBank", nuban: "0678912349", account_name: "Chinwe Okoro Enterprises", opening_balance: "0" },
    ],
    [
      "add zenith bank usd dom acct 1178654323 no opening bal",
      { bank_name: "Zenith Bank", nuban: "1178654323", currency: "USD" },
    ],
    ["name: Petty Cash, type: cash account, opening balance 5000", { name: "Petty Cash", code: null }],
  ])("%j", (text, expected) => {
    const { records, problems } = account(text);
    expect(problems).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject(expected);
  });

  it.each(["add an expense account, code 6400", "add a new fixed asset account"])(
    "refuses the kind alone as a name: %j",
    (text) => {
      const { records, problems } = account(text);
      expect(records).toEqual([]);
      expect(problems.map((p) => p.field)).toContain("name");
    },
  );

  it.each([
    // A form's "name:" that names the account itself stays its name.
    [
      "bank: GTBank\nacct no: 0678912349\nname: GTBank Operations Account\ncurrency: NGN",
      { name: "GTBank Operations Account", account_name: null },
    ],
    // Money in groups of three is no NUBAN.
    ["add GTBank account 0123456785, opening balance 1 500 000", { nuban: "0123456785", opening_balance: "1500000" }],
    ["add a petty cash account with 20,000", { name: "petty cash", sub_type: "cash" }],
    ["create an Other Income account called Scrap Sales, code 4950", { name: "Scrap Sales", sub_type: "other_income" }],
    ["add Rent Expense, expense account, code 6110", { name: "Rent Expense", code: "6110" }],
    [
      "open UBA Payroll Account in the books pls - UBA acct number 1029384753",
      { name: "UBA Payroll Account", nuban: "1029384753" },
    ],
  ])("leaves as it should: %j", (text, expected) => {
    const { records, problems } = account(text);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject(expected);
  });
});
