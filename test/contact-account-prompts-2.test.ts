// Contacts and accounts pasted into a prompt out of other tools: a spreadsheet's rows under
// their header (tabs, bars, a csv's commas), another program's form of labelled values, a
// chart's row without its header; and the account's words other books use (a ledger, "acc",
// "#" before a code, "month-end Feb").
import { describe, expect, it } from "vitest";
import { accountSpec } from "../src/accounts/extraction";
import { contactSpec } from "../src/contacts/extraction";

const contact = (text: string) => contactSpec.fromText(text, { prompt: text, today: "2026-03-18" });
const account = (text: string) => accountSpec.fromText(text, { prompt: text, today: "2026-03-18" });

describe("a contact pasted as a spreadsheet's rows", () => {
  it.each([
    [
      "Name\tEmail\tPhone\nTola Bakare\ttola@bakare.example\t0803 222 1111\n\nshe is a new customer",
      { name: "Tola Bakare", email: "tola@bakare.example", phone: "0803 222 1111", type: "customer" },
    ],
    [
      "Name | Category | Phone\nRiverside Timber Ltd | Vendor | 0809 000 1212",
      { name: "Riverside Timber Ltd", phone: "0809 000 1212", type: "supplier" },
    ],
    [
      "| Full Name | Mobile | Address |\n| Musa Garba | 0705 333 4444 | 5 Zaria Road, Kano |\nadd him as staff",
      { name: "Musa Garba", phone: "0705 333 4444", address: "5 Zaria Road, Kano", type: "employee" },
    ],
    [
      "DisplayName,Email,Mobile\nOkafor Stores,okafor@stores.example,08031112222",
      { name: "Okafor Stores", email: "okafor@stores.example", phone: "08031112222", type: "other" },
    ],
    [
      "Ref | Supplier Name | Tel\nS-14 | Delta Oil Services | 0802 999 8888",
      { name: "Delta Oil Services", phone: "0802 999 8888", type: "supplier" },
    ],
    [
      "CUST_ID: 0042 | CUST_NAME: MAPLE HOTELS | TEL: 08055556666",
      { name: "MAPLE HOTELS", phone: "08055556666", type: "customer" },
    ],
  ])("%j", (text, expected) => {
    const { records, problems } = contact(text);
    expect(problems).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject(expected);
  });

  it("refuses money under a heading no field takes, rather than dropping it", () => {
    const { records, problems } = contact("Name | Phone | Credit Limit\nKano Traders | 0803 111 2222 | 500,000.00");
    expect(records).toEqual([]);
    expect(JSON.stringify(problems)).toContain("500,000.00");
  });

  it.each([
    // A sentence with commas is no csv: its words are no headings.
    ["add customer Bola Ade, bola@ade.example, 0803 111 2222", "Bola Ade"],
    // A form a sentence reading already understands is read as before.
    ["New customer\nName: Ikeja Pharmacy\nEmail: hello@ikejapharm.example", "Ikeja Pharmacy"],
    ["add supplier Kano Mills | 0803 111 2222", "Kano Mills"],
  ])("leaves a sentence as it was: %j", (text, name) => {
    const { records } = contact(text);
    expect(records[0]?.name).toBe(name);
  });
});

describe("an account pasted as a chart's row, a form or a bank's row", () => {
  it.each([
    [
      "Code\tName\tType\n6130\tCleaning Supplies\tExpense",
      { name: "Cleaning Supplies", code: "6130", type: "expense" },
    ],
    [
      "Code | Account Name | Account Type\n1550 | Computer Equipment | Fixed Asset",
      { name: "Computer Equipment", code: "1550", type: "asset", sub_type: "fixed_asset" },
    ],
    [
      "N/C: 7400\nName: Travel & Subsistence\nCategory: Overheads",
      { name: "Travel & Subsistence", code: "7400", type: "expense" },
    ],
    [
      "Account Name: Import Duties\nAccount Type: Cost of Sales\nAccount Code: 5160",
      { name: "Import Duties", code: "5160", type: "expense", sub_type: "cost_of_sales" },
    ],
    // A row without its header, in the chart's order.
    ["1560 | Office Equipment | Fixed Asset", { name: "Office Equipment", code: "1560", sub_type: "fixed_asset" }],
    [
      "2650\tVehicle Loan - Access\tLong Term Liability",
      { name: "Vehicle Loan - Access", code: "2650", type: "liability", sub_type: "long_term_liability" },
    ],
    ["4930 | Rent Received | Other Income", { name: "Rent Received", code: "4930", sub_type: "other_income" }],
    [
      "Bank | Account No | Currency | Opening Bal | As at\nZenith | 1012345678 | NGN | 300,000.00 | 28/02/2026",
      {
        type: "asset",
        sub_type: "bank",
        nuban: "1012345678",
        currency: "NGN",
        opening_balance: "300000",
        opening_balance_date: "2026-02-28",
      },
    ],
  ])("%j", (text, expected) => {
    const { records, problems } = account(text);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject(expected);
  });

  it("refuses a budget column's money rather than dropping it", () => {
    const { records, problems } = account("Code | Name | Type | Budget\n6530 | Training | Expense | 950,000.00");
    expect(records).toEqual([]);
    expect(JSON.stringify(problems)).toContain("950,000.00");
  });

  it("reads a bank's letter as a bank account, its Account Name the holder's", () => {
    const { records } = account(
      "add our new Access current account\nAccount Name: OTA VENTURES LTD\nAccount Number: 0690000031\nAccount Type: CURRENT\nCurrency: NGN",
    );
    expect(records[0]).toMatchObject({ sub_type: "bank", account_name: "OTA VENTURES LTD", nuban: "0690000031" });
  });
});

describe("an account as other books write it", () => {
  it.each([
    ["we need a liability account for Accrued Audit Fees — code 2180", { name: "Accrued Audit Fees", code: "2180" }],
    ["add an expense acct - Bank Charges - #6810", { name: "Bank Charges", code: "6810", type: "expense" }],
    ["Set up equity account 'Share Premium', #3300", { name: "Share Premium", code: "3300", type: "equity" }],
    [
      "new current asset account Staff Loans, 1330 (for salary advances we give)",
      { name: "Staff Loans", code: "1330", sub_type: "current_asset" },
    ],
    [
      "Create GST Payable ledger, code 2190, current liability",
      { name: "GST Payable", code: "2190", type: "liability" },
    ],
    ["Liability acc: Accrued Rent, code 2195", { name: "Accrued Rent", code: "2195", type: "liability" }],
    [
      "ASSET REGISTER — add to the chart: Motor Vehicles (fixed asset, code 1530)",
      { name: "Motor Vehicles", code: "1530", sub_type: "fixed_asset" },
    ],
    [
      "add this access account\nAccount No: 0690000031\nOpening Balance as at 01-Mar-2026: 90,000.00",
      { nuban: "0690000031", opening_balance: "90000", opening_balance_date: "2026-03-01" },
    ],
    [
      "Add bank acc: Access savings, acc no 0690000031, opening bal N500 000 as at Jan month-end",
      { nuban: "0690000031", opening_balance_date: "2026-01-31" },
    ],
    [
      "Add bank account: Access current 0690000031, opening balance 10,000 as at end-Feb",
      { opening_balance_date: "2026-02-28" },
    ],
  ])("%j", (text, expected) => {
    const { records, problems } = account(text);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject(expected);
  });

  it.each([
    // A naira sum written with "#" is no code.
    ["add bank account Access current 0690000031, opening balance #50,000", "50000"],
  ])("leaves money written with # as money: %j", (text, opening) => {
    const { records } = account(text);
    expect(records[0]?.code).toBeNull();
    expect(records[0]?.opening_balance).toBe(opening);
  });
});
