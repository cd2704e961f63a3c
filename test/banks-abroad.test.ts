// Banks outside Nigeria (issue 16, other countries' books): "add Wells Fargo business
// checking" is a bank account, "paid from BofA" names the business's Bank of America
// account, and names that are everyday words (Chase, Tide, Wise) are banks only where a
// bank is meant.
import { describe, expect, it } from "vitest";
import { bankAbroadIn } from "../src/accounts/banks-abroad";
import { accountSpec } from "../src/accounts/extraction";
import { knownBankIn } from "../src/accounts/nuban";
import { statementSpec } from "../src/bank/upload";
import { call, createBusiness, type TestBusiness } from "./harness";

const direct = (biz: TestBusiness, path: string, prompt: string) =>
  call(path, { method: "POST", key: biz.key, body: { prompt, process_type: "direct" } });

describe("banks abroad", () => {
  it("are added as bank accounts in words, with no NUBAN check", async () => {
    const us = await createBusiness({ country: "US", currency: "USD" });
    const wells = await direct(
      us,
      "/accounts",
      "add Wells Fargo business checking, opening balance $8,400 as of 03/01/2026",
    );
    expect(wells.status, wells.text).toBe(201);
    expect(wells.json.data).toMatchObject({
      name: "Wells Fargo business checking",
      sub_type: "bank",
      bank_name: "Wells Fargo",
      opening_balance: 8400,
    });
    const td = await direct(
      us,
      "/accounts",
      "Add our TD Bank business checking, acct # 439812776551, account name Kestrel Design Co. LLC",
    );
    expect(td.status, td.text).toBe(201);
    expect(td.json.data).toMatchObject({
      bank_name: "TD Bank",
      nuban: "439812776551",
      account_name: "Kestrel Design Co. LLC",
    });
    const uk = await createBusiness({ country: "GB", currency: "GBP" });
    const monzo = await direct(uk, "/accounts", "add Monzo business account, no opening balance");
    expect(monzo.status, monzo.text).toBe(201);
    expect(monzo.json.data).toMatchObject({ sub_type: "bank", bank_name: "Monzo" });
    const euro = await direct(
      uk,
      "/accounts",
      "Add HSBC euro account, opening balance €2,000 at £0.85 to the euro on 1 March 2026",
    );
    expect(euro.status, euro.text).toBe(201);
    expect(euro.json.data).toMatchObject({ currency: "EUR", bank_name: "HSBC", opening_balance: 2000 });
  });

  it("keep a sort code, routing number, BSB or IFSC as branch_code, in the country's form", async () => {
    const uk = await createBusiness({ country: "GB", currency: "GBP" });
    const santander = await direct(uk, "/accounts", "Add Santander business account 41234567, sort code 090128");
    expect(santander.status, santander.text).toBe(201);
    expect(santander.json.data).toMatchObject({ nuban: "41234567", branch_code: "09-01-28", country: "GB" });
    const us = await createBusiness({ country: "US", currency: "USD" });
    const chase = await direct(us, "/accounts", "add Chase business checking 483920117, routing 021000021");
    expect(chase.status, chase.text).toBe(201);
    expect(chase.json.data).toMatchObject({ nuban: "483920117", branch_code: "021000021", country: "US" });
    // (The word says the country when the bank is not one the API knows.)
    const local = await direct(us, "/accounts", "add Lakeside Credit Union checking 77001234, ABA routing # 121000248");
    expect(local.status, local.text).toBe(201);
    expect(local.json.data).toMatchObject({ branch_code: "121000248", country: "US" });
  });

  it("refuse a branch code that fails its country's form, and change nothing", async () => {
    const us = await createBusiness({ country: "US", currency: "USD" });
    const typo = await direct(us, "/accounts", "add Chase business checking 483920117, routing 021000012");
    expect(typo.status).toBe(400);
    expect(typo.json.errors).toEqual([
      expect.objectContaining({ field: "branch_code", message: expect.stringContaining("check digit") }),
    ]);
    const structured = await call("/accounts", {
      method: "POST",
      key: us.key,
      body: { record: { name: "Couriers", type: "expense", branch_code: "021000021" }, process_type: "direct" },
    });
    expect(structured.status).toBe(400);
    expect(JSON.stringify(structured.json.errors)).toContain("only bank accounts have a branch code");
    expect((await call("/accounts?sub_type=bank", { key: us.key })).json.data).toEqual([]);
  });

  it("set and clear branch_code on update, checked against the account's country", async () => {
    const uk = await createBusiness({ country: "GB", currency: "GBP" });
    const made = await direct(uk, "/accounts", "add Barclays business current account 20325476");
    expect(made.status, made.text).toBe(201);
    const uuid = made.json.data.uuid as string;
    const set = await call(`/accounts/${uuid}`, { method: "PUT", key: uk.key, body: { branch_code: "20 00 00" } });
    expect(set.status, set.text).toBe(200);
    expect(set.json.data).toMatchObject({ branch_code: "20-00-00", country: "GB" });
    const bad = await call(`/accounts/${uuid}`, { method: "PUT", key: uk.key, body: { branch_code: "2000" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.[0]).toMatchObject({ field: "branch_code" });
    const cleared = await call(`/accounts/${uuid}`, { method: "PUT", key: uk.key, body: { branch_code: null } });
    expect(cleared.json.data.branch_code).toBeNull();
  });

  it("are banks by other names (credit unions, building societies), never what a bank is paid or lends", () => {
    const read = (text: string) => accountSpec.fromText(text, { prompt: text, today: "2026-03-18" }).records[0];
    expect(read("add Nationwide Building Society savings 12345678, sort code 07-04-36")).toMatchObject({
      sub_type: "bank",
      branch_code: "07-04-36",
      country: "GB",
    });
    expect(read("add bank charges expense account code 6950")).toMatchObject({ type: "expense", code: "6950" });
    // (A branch's code is never the chart's, and its word says the country over the bank's home.)
    expect(read("add HDFC current account 50100123456789, IFSC code HDFC0001234")).toMatchObject({
      code: null,
      branch_code: "HDFC0001234",
      country: "IN",
    });
    expect(read("Wise USD account 8310012345, routing number 026073150")).toMatchObject({
      branch_code: "026073150",
      country: "US",
    });
    expect(read("add Bank Loan account, long term liability")).toMatchObject({ type: "liability" });
  });

  it("are the business's own banks when named loosely", async () => {
    const us = await createBusiness({ country: "US", currency: "USD" });
    expect((await direct(us, "/accounts", "add Bank of America business savings account")).status).toBe(201);
    const spent = await direct(us, "/expenses", "Paid $45 for printer paper from BofA");
    expect(spent.status, spent.text).toBe(201);
    expect(spent.json.data.category).toBe("Bank of America business savings account");
  });

  it("are banks only where a bank is meant", () => {
    for (const [text, bank] of [
      ["paid from chase", "Chase"],
      ["Chase Business Checking", "Chase"],
      ["CHASE CHECKING", "Chase"],
      ["tide business account", "Tide"],
      ["money in via Wise", "Wise"],
      ["the Barclays account", "Barclays"],
      ["BofA savings", "Bank of America"],
    ])
      expect(bankAbroadIn(text!)?.name, text).toBe(bank);
    for (const text of ["chase the customer for payment", "a tide of orders", "otherwise fine", "nationwide delivery"])
      expect(bankAbroadIn(text), text).toBeNull();
    // The pound is no Nigerian bank.
    expect(knownBankIn("paid £500 sterling for the boiler")).toBeNull();
    expect(knownBankIn("transfer from Sterling Bank")).toBe("Sterling Bank");
  });
});

describe("statements as banks abroad write them", () => {
  const rows = (text: string) =>
    statementSpec
      .fromText(text, { prompt: text, today: "2026-03-18" })
      .records.map((r) => [r.date, r.type, r.amount, r.narration]);

  it("reads Chase's export: the description is the narration, 'Details' the side", () => {
    expect(
      rows(
        [
          "Details,Posting Date,Description,Amount,Type,Balance",
          "DEBIT,03/16/2026,CON ED OF NY INTELL CK,-287.15,ACH_DEBIT,8123.40",
          "CREDIT,03/13/2026,ZELLE PAYMENT FROM MAPLE STREET BAKERY,1250.00,QUICKPAY_CREDIT,8410.55",
        ].join("\n"),
      ),
    ).toEqual([
      ["2026-03-16", "debit", "287.15", "CON ED OF NY INTELL CK"],
      ["2026-03-13", "credit", "1250", "ZELLE PAYMENT FROM MAPLE STREET BAKERY"],
    ]);
  });

  it("reads yearless dates month first when one reads no other way", () => {
    expect(
      rows(
        "02/17  Zelle payment to Marcus Bell  600.00-\n03/02  Card purchase Home Depot  212.44-\n03/06  Deposit  1,500.00",
      ),
    ).toEqual([
      ["2026-02-17", "debit", "600", "Zelle payment to Marcus Bell"],
      ["2026-03-02", "debit", "212.44", "Card purchase Home Depot"],
      ["2026-03-06", "credit", "1500", "Deposit"],
    ]);
  });

  it("reads payments said to come in as money in", () => {
    expect(rows("11 Mar 2026 incoming SEPA payment LIFFEY PROPERTY €2,400.00; 12 Mar 2026 SEPA fee €1.50")).toEqual([
      ["2026-03-11", "credit", "2400", "incoming SEPA payment LIFFEY PROPERTY"],
      ["2026-03-12", "debit", "1.5", "SEPA fee"],
    ]);
    expect(rows("today: faster payment in from The Crown & Anchor £750")[0]?.[1]).toBe("credit");
    expect(rows("12 mar 2026 payment to Kola 5,000")[0]?.[1]).toBe("debit");
  });
});
