// Banks outside Nigeria (issue 16, other countries' books): "add Wells Fargo business
// checking" is a bank account, "paid from BofA" names the business's Bank of America
// account, and names that are everyday words (Chase, Tide, Wise) are banks only where a
// bank is meant.
import { describe, expect, it } from "vitest";
import { bankAbroadIn } from "../src/accounts/banks-abroad";
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

  it("refuse a sort code or routing number by name, as accounts keep none", async () => {
    const uk = await createBusiness({ country: "GB", currency: "GBP" });
    const res = await direct(uk, "/accounts", "Add Santander business account, sort code 09-01-28");
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      expect.objectContaining({ field: "bank_code", message: expect.stringContaining("sort code 09-01-28") }),
    ]);
    expect((await call("/accounts?sub_type=bank", { key: uk.key })).json.data).toEqual([]);
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
