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

describe("a contact from a chat pasted as it was sent", () => {
  it.each([
    [
      "[12/03/2026, 09:02] Tolu: 📇 Grace Okon.vcf\n[12/03/2026, 09:03] Tolu: she is a new customer, buys our soap\n[12/03/2026, 09:10] Me: ok add her",
      { name: "Grace Okon", type: "customer" },
    ],
    [
      "12/03/2026, 09:02 - Ada: New cleaner: Ruth Bassey, 0803 777 6655\n12/03/2026, 09:05 - Boss: put her in as staff",
      { name: "Ruth Bassey", phone: "0803 777 6655", type: "employee" },
    ],
    [
      "[12/03/2026, 11:20] +234 805 444 3322: Hello, this is Mr Obi of Obi Farms. We want to buy your feed\n[12/03/2026, 11:30] Boss: add Obi Farms as a customer",
      { name: "Obi Farms", phone: "+234 805 444 3322", type: "customer" },
    ],
    [
      "[12/03/2026, 14:00] Musa: the tiles man na Ade Tiles Depot, 0809 121 3434\n[12/03/2026, 14:02] Boss: add am as supplier",
      { name: "Ade Tiles Depot", phone: "0809 121 3434", type: "supplier" },
    ],
  ])("%j", (text, expected) => {
    const { records, problems } = contact(text);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject(expected);
  });

  it("names no one from a description in pidgin", () => {
    const { records, problems } = contact(
      "[12/03/2026, 12:00] Kemi: add the supplier wey dey bring diesel, his number na 0803 111 0000. I no get him name yet",
    );
    expect(records).toEqual([]);
    expect(problems.map((p) => p.field)).toEqual(["name"]);
  });

  it("still refuses a date said of the contact in a chat", () => {
    const { problems } = contact("[12/03/2026, 09:02] Ada: add customer Bola Ade, customer since 3 March 2024");
    expect(JSON.stringify(problems)).toContain("3 March 2024");
  });
});

describe("a contact as other trades and countries say it", () => {
  it.each([
    [
      "Lagoon Clinic Ltd - they pay our invoices monthly. ar@lagoon.example",
      { name: "Lagoon Clinic Ltd", type: "customer" },
    ],
    ["New parent: Ngozi Eze (mother of Ada, JSS1). 0805 000 1111", { name: "Ngozi Eze", type: "customer" }],
    ["cook Mary Okon (staff) 0902 111 2222", { name: "Mary Okon", type: "employee" }],
    ["Grace Foundation (our donor)\ngrants@grace.example", { name: "Grace Foundation" }],
    ["Café Lumière, new customer", { name: "Café Lumière", type: "customer" }],
    [
      "Kindly add Otieno Odhiambo to the payroll, phone +254 722 000 111",
      { name: "Otieno Odhiambo", type: "employee" },
    ],
    [
      "Kindly create supplier master - M/s Gupta Traders Pvt. Ltd., mail: gupta@traders.example",
      { name: "Gupta Traders Pvt. Ltd.", type: "supplier" },
    ],
    [
      "New customer: Table Bay Foods (Pty) Ltd, 3 Long Street, Cape Town 8001, +27 21 000 1111",
      { name: "Table Bay Foods (Pty) Ltd", address: "3 Long Street, Cape Town 8001", phone: "+27 21 000 1111" },
    ],
    [
      "Please set up Hale & Co Solicitors as a creditor. Correspondence to 9 Mill Lane, Leeds LS1 2AB.",
      { name: "Hale & Co Solicitors", address: "9 Mill Lane, Leeds LS1 2AB", type: "supplier" },
    ],
    [
      "Add vendor: Lakeside Movers LLC -- ops@lakeside.example -- (312) 555-0100 -- 400 Lake Shore Dr N, Chicago, IL 60611",
      { name: "Lakeside Movers LLC", phone: "(312) 555-0100", address: "400 Lake Shore Dr N, Chicago, IL 60611" },
    ],
    [
      "Invoice from them below\nFrom: accounts@brightprint.example\nDear Customer, see attached\nBright Print Ltd\n\nadd them as a supplier",
      { name: "Bright Print Ltd", type: "supplier" },
    ],
    ["Femi Ade\tfemi@ade.example\nsupplier (he fixes our generator)", { name: "Femi Ade", type: "supplier" }],
    [
      "found their flyer, our new caterer\nTASTY BITES ENTERPRISES · 4 Allen Avenue, Ikeja · 0803 000 2222\nadd as vendor",
      { name: "TASTY BITES ENTERPRISES", address: "4 Allen Avenue, Ikeja", type: "supplier" },
    ],
  ])("%j", (text, expected) => {
    const { records, problems } = contact(text);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject(expected);
  });

  it.each([["add the new night guard, phone 0706 000 1111"], ["add the delivery driver, 0803 000 2222"]])(
    "a role alone names no one: %j",
    (text) => {
      expect(contact(text).problems.map((p) => p.field)).toEqual(["name"]);
    },
  );

  it.each([
    // Who they buy from is said, but the request says what they are.
    [
      "Sokoto Hides & Skins -- we buy our leather from them -- hides@sokotohides.example",
      "Sokoto Hides & Skins",
      "supplier",
    ],
    ["add Mainland Stores, our parent company's shop", "Mainland Stores", null],
  ])("leaves these as they were: %j", (text, name, type) => {
    const { records } = contact(text);
    expect(records[0]?.name).toBe(name);
    if (type) expect(records[0]?.type).toBe(type);
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

  it.each([
    [
      "Account | Type | Opening Balance\nPetty Cash | Cash | 20,000",
      { name: "Petty Cash", sub_type: "cash", opening_balance: "20000" },
    ],
    ["add expense account Fuel | code 6120", { name: "Fuel", code: "6120" }],
  ])("%j", (text, expected) => {
    expect(account(text).records[0]).toMatchObject(expected);
  });

  it("refuses money said beside a pasted row, as in a sentence", () => {
    const { records, problems } = account("Code | Name | Type\n6120 | Fuel | Expense\nmonthly budget 50k");
    expect(records).toEqual([]);
    expect(JSON.stringify(problems)).toContain("50k");
    const said = contact("Name | Phone\nKano Traders | 0803 111 2222\ncredit limit 500k");
    expect(said.records).toEqual([]);
    expect(JSON.stringify(said.problems)).toContain("500k");
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
