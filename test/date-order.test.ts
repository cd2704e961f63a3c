// Numeric dates in an AI create read the way the business's country writes them (issue 16):
// a US business's 03/04/2026 is March 4, a Nigerian or British one's is 3 April. A bank
// statement still asks for date_format when its dates read either way.
import { describe, expect, it } from "vitest";
import { monthFirstDates } from "../src/extraction/grammar/month-first";
import { writesMonthFirst } from "../src/lib/date-order";
import { call, createBusiness, type TestBusiness } from "./harness";

const direct = (biz: TestBusiness, path: string, prompt: string, extra: Record<string, unknown> = {}) =>
  call(path, { method: "POST", key: biz.key, body: { prompt, process_type: "direct", ...extra } });

describe("the order of numeric dates", () => {
  it("is the business's country's", async () => {
    const us = await createBusiness({ country: "US", currency: "USD" });
    const ng = await createBusiness({ country: "NG", currency: "NGN" });
    const prompt = "Invoice Acme LLC $250 for consulting dated 03/04/2026, due 04/03/2026";
    const american = await direct(us, "/invoices", prompt);
    expect(american.status, american.text).toBe(201);
    expect(american.json.data).toMatchObject({ date: "2026-03-04", due_date: "2026-04-03" });
    const nigerian = await direct(
      ng,
      "/invoices",
      "Invoice Acme LLC ₦250 for consulting dated 03/04/2026, due 10/04/2026",
    );
    expect(nigerian.status, nigerian.text).toBe(201);
    expect(nigerian.json.data).toMatchObject({ date: "2026-04-03", due_date: "2026-04-10" });
    // Cash records and journals too; a two-digit year is this century's.
    const gas = await direct(us, "/expenses", "Paid $40 for gas on 3/5/26 from Cash");
    expect(gas.status, gas.text).toBe(201);
    expect(gas.json.data.date).toBe("2026-03-05");
    const journal = await direct(us, "/journals", "Record depreciation of $1,200 on office equipment dated 01/02/2026");
    expect(journal.status, journal.text).toBe(201);
    expect(journal.json.data.date).toBe("2026-01-02");
  });

  it("quotes a date it refuses as it was written", async () => {
    const us = await createBusiness({ country: "US", currency: "USD" });
    const res = await direct(us, "/contacts", "Add customer Lone Star Media LLC, customer since 03/04/2026");
    expect(res.status, res.text).toBe(400);
    expect(res.text).toContain("03/04/2026");
    expect(res.text).not.toContain("2026-03-04");
  });

  it("leaves a statement's dates to date_format, whatever the country", async () => {
    const us = await createBusiness({ country: "US", currency: "USD" });
    const bank = await direct(us, "/accounts", "add Chase Business Checking, bank account, USD");
    expect(bank.status, bank.text).toBe(201);
    const prompt = "03/02/2026 POS Staples 50.00 DR\n04/02/2026 Deposit Acme 2,000.00 CR";
    const refused = await call("/bank-transactions/upload", {
      method: "POST",
      key: us.key,
      body: { prompt, bank: bank.json.data.uuid, process_type: "direct" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([expect.objectContaining({ field: "date_format" })]);
  });
});

describe("month-first dates as the readers read them", () => {
  it("rewrites dates with their year as ISO, and those without after a dating word or opening a line", () => {
    const read = (text: string) => monthFirstDates(text);
    expect(read("dated 03/04/2026 due 04/03/26")).toBe("dated 2026-03-04 due 2026-04-03");
    expect(read("12-31-2025 rent")).toBe("2025-12-31 rent");
    expect(read("paid Comcast $80 on 3/4")).toBe("paid Comcast $80 on Mar 4");
    expect(read("3/4 - Uber 23.50")).toBe("Mar 4 - Uber 23.50");
    expect(read("[3/14/26, 4:02 PM] Mike: paid gas 40")).toBe("[2026-03-14, 4:02 PM] Mike: paid gas 40");
    // A fraction, a size, a date that reads only day first and a longer number are left.
    for (const text of ["3/4 of the bill", '1/2" pipe x 4 @ 3.50', "25/03/2026", "ratio 1/2/2026-3", "13/40/2026"])
      expect(read(text)).toBe(text);
  });

  it("is the United States' order and its territories', not the rest of the world's", () => {
    expect(["US", "us", "PR", "PH"].map(writesMonthFirst)).toEqual([true, true, true, true]);
    expect(["NG", "GB", "CA", "DE", undefined].map(writesMonthFirst)).toEqual([false, false, false, false, false]);
  });
});

describe("a tax named without its rate in a US business", () => {
  it("is refused on tax_rate, never dropped; with its rate it applies", async () => {
    const us = await createBusiness({ country: "US", currency: "USD" });
    for (const prompt of [
      "Invoice Maple Street Bakery for 300 custom cake boxes at $1.10 each, plus sales tax",
      "Invoice Maple Street Bakery for 3 cake boxes at $1.10 each + tax",
    ]) {
      const res = await direct(us, "/invoices", prompt);
      expect(res.status, prompt).toBe(400);
      expect(res.json.errors).toEqual([expect.objectContaining({ field: "tax_rate" })]);
    }
    const rated = await direct(us, "/invoices", "Invoice Rivera Landscaping for 8 yard signs @ $25 + 8.875% sales tax");
    expect(rated.status, rated.text).toBe(201);
    expect(rated.json.data.tax_total).toBe(17.75);
  });
});
