// Reports from the ledger: a worked month checked figure by figure against values
// computed by hand, the report query rules, and the identities that hold for any ledger.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runBatch } from "../src/db/batch";
import { buildJournal } from "../src/journals/journals";
import { newId } from "../src/lib/ids";
import { call, createBusiness, db, expectFailure, type TestBusiness } from "./harness";

const direct = async (biz: TestBusiness, path: string, prompt: string) => {
  const res = await call(path, { method: "POST", key: biz.key, body: { prompt, process_type: "direct" } });
  if (res.status !== 201) throw new Error(`${prompt}: ${JSON.stringify(res.json)}`);
  return res.json.data;
};
const report = async (biz: TestBusiness, name: string, query = "from_date=2026-11-01&to_date=2026-11-22") => {
  const res = await call(`/reports/${name}?${query}`, { key: biz.key });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
};
const amounts = (lines: { label: string; amount: number }[]) =>
  Object.fromEntries(lines.map((l) => [l.label, l.amount]));

async function workedMonth() {
  const biz = await createBusiness(); // NGN
  const bank = await direct(
    biz,
    "/accounts",
    "add GTBank current account 0123456785, NGN, opening balance 1,000,000 on 1 January 2026",
  );
  const invoice = await direct(
    biz,
    "/invoices",
    "Invoice Acme Ltd for 10 units of widget at 1,000 plus 7.5% VAT, dated 2026-11-01, net 30",
  );
  await call(`/invoices/${invoice.uuid}/payments`, {
    method: "POST",
    key: biz.key,
    body: { payments: [{ amount_paid: 5000, category: bank.uuid, date: "2026-11-10" }] },
  });
  await direct(biz, "/bills", "Bill from Globex for 4 cartons of soap at 2,500 dated 2026-11-02, net 30");
  await direct(biz, "/expenses", "Paid 100,000 for rent from GTBank on 5 November 2026");
  await direct(biz, "/income", "Received 20,000 for service revenue into Cash on 6 November 2026");
  await direct(
    biz,
    "/journals",
    "Debit Depreciation Expense 1,200 credit Accumulated Depreciation 1,200 on 15 November 2026",
  );
  await direct(
    biz,
    "/journals",
    "Debit Office Equipment 50,000 credit GTBank current account 50,000 on 16 November 2026",
  );
  await direct(biz, "/invoices", "Invoice Wayne Enterprises for consulting for $100, rate 1500, dated 2026-11-03");
  return { biz, bank };
}

describe("a worked month", () => {
  it("gives the hand-computed figures in every report", async () => {
    const { biz, bank } = await workedMonth();

    const income = await report(biz, "income-statement");
    expect(income.meta).toEqual({ from: "2026-11-01", to: "2026-11-22" });
    expect(income.data.totals).toEqual({
      revenue: 180000,
      cost_of_sales: 10000,
      gross_profit: 170000,
      operating_expenses: 101200,
      operating_profit: 68800,
      other_income: 0,
      other_expenses: 0,
      net_income: 68800,
    });
    expect(amounts(income.data.content[0].children)).toEqual({ Sales: 10000, "Service Revenue": 170000 });
    expect(amounts(income.data.content[3].children)).toEqual({ Rent: 100000, "Depreciation Expense": 1200 });

    const sheet = await report(biz, "balance-sheet");
    expect(sheet.data.totals).toEqual({
      current_assets: 1030750,
      non_current_assets: 48800,
      assets: 1079550,
      current_liabilities: 10750,
      non_current_liabilities: 0,
      liabilities: 10750,
      retained_earnings: 0,
      current_year_earnings: 68800,
      equity: 1068800,
      liabilities_and_equity: 1079550,
    });
    expect(amounts(sheet.data.content[0].children)).toEqual({ "Current assets": 1030750, "Non-current assets": 48800 });
    expect(amounts(sheet.data.content[0].children[0].children)).toEqual({
      Cash: 20000,
      "Accounts Receivable": 155750,
      "GTBank current account": 855000,
    });
    // Fixed assets shown net of their accumulated depreciation.
    expect(amounts(sheet.data.content[0].children[1].children)).toEqual({
      "Office Equipment": 50000,
      "Accumulated Depreciation": -1200,
    });
    expect(amounts(sheet.data.content[2].children)).toEqual({
      "Opening Balance Equity": 1000000,
      "Current Year Earnings": 68800,
    });

    const cash = await report(biz, "cash-flow-statement");
    expect(cash.meta).toEqual({ from: "2026-11-01", to: "2026-11-22", previous_period_end: "2026-10-31" });
    expect(cash.data.totals).toEqual({
      net_income: 68800,
      operating: -75000,
      investing: -50000,
      financing: 0,
      net_change: -125000,
      opening_cash: 1000000,
      closing_cash: 875000,
      cash_change: -125000,
    });

    const trial = await report(biz, "trial-balance");
    // Debits: Cash 20,000 + AR 155,750 + Equipment 50,000 + GTBank 855,000 + COGS 10,000 + Rent 100,000
    // + Depreciation 1,200; credits: Acc. depreciation 1,200 + AP 10,000 + VAT 750 + OBE 1,000,000
    // + Sales 160,000 + Service Revenue 20,000.
    expect(trial.data.totals).toEqual({ debit: 1191950, credit: 1191950, difference: 0 });

    const receivables = await report(biz, "aged-receivables");
    expect(receivables.data.totals).toEqual({
      current: 5750,
      "1-30": 150000,
      "31-60": 0,
      "61-90": 0,
      "90+": 0,
      total: 155750,
    });
    expect(receivables.data.content.map((c: { label: string; amount: number }) => [c.label, c.amount])).toEqual([
      ["Acme Ltd", 5750],
      ["Wayne Enterprises", 150000],
    ]);
    expect((await report(biz, "aged-receivables", "to=2026-11-22&contact=Acme Ltd")).data.totals.total).toBe(5750);
    const payables = await report(biz, "aged-payables");
    expect(payables.data.totals).toMatchObject({ current: 10000, total: 10000 });

    const ledger = await report(biz, "general-ledger", `from=2026-11-01&to=2026-11-22&account=${bank.uuid}`);
    expect(ledger.data.content).toHaveLength(1);
    expect(ledger.data.content[0]).toMatchObject({
      label: "GTBank current account",
      opening_balance: 1000000,
      amount: 855000,
    });
    expect(ledger.data.content[0].children.map((l: Record<string, unknown>) => [l.date, l.amount, l.balance])).toEqual([
      ["2026-11-05", -100000, 900000],
      ["2026-11-10", 5000, 905000],
      ["2026-11-16", -50000, 855000],
    ]);
    expect((await report(biz, "general-ledger")).data.totals.debit).toBe(
      (await report(biz, "general-ledger")).data.totals.credit,
    );
  });
});

describe("report layouts", () => {
  const post = async (biz: TestBusiness, path: string, record: Record<string, unknown>) => {
    const res = await call(path, { method: "POST", key: biz.key, body: { process_type: "direct", record } });
    if (res.status !== 201) throw new Error(`${path}: ${res.text}`);
    return res.json.data;
  };
  const usdInvoice = async (biz: TestBusiness, date: string, paidOn: string, rate: number) => {
    const invoice = await post(biz, "/invoices", {
      contact: "Wayne Enterprises",
      date,
      currency: "USD",
      exchange_rate: 1500,
      record_items: [{ description: "Widgets", quantity: 1, unit_price: 100, account: "Sales" }],
    });
    const paid = await call(`/invoices/${invoice.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 100, category: "Cash", date: paidOn, exchange_rate: rate }] },
    });
    expect(paid.status, paid.text).toBe(200);
  };

  it("split profit into gross, operating and net, with other income and expenses (FX by its sign) apart", async () => {
    const biz = await createBusiness();
    await post(biz, "/accounts", {
      name: "Interest Expense",
      code: "7100",
      type: "expense",
      sub_type: "interest_expense",
    });
    await usdInvoice(biz, "2026-11-02", "2026-11-03", 1600); // 150,000 of sales, 10,000 FX gain
    await post(biz, "/income", { date: "2026-11-04", amount: 5000, account: "Other Income", category: "Cash" });
    await post(biz, "/expenses", {
      date: "2026-11-05",
      amount: 20000,
      account: "Cost of Goods Sold",
      category: "Cash",
    });
    await post(biz, "/expenses", { date: "2026-11-06", amount: 30000, account: "Rent", category: "Cash" });
    await post(biz, "/expenses", { date: "2026-11-07", amount: 2000, account: "Interest Expense", category: "Cash" });
    await post(biz, "/journals", {
      date: "2026-11-08",
      lines: [
        { account: "Cash", debit: 100000 },
        { account: "Loans Payable", credit: 100000 },
      ],
    });
    const income = await report(biz, "income-statement");
    expect(income.data.totals).toEqual({
      revenue: 150000,
      cost_of_sales: 20000,
      gross_profit: 130000,
      operating_expenses: 30000,
      operating_profit: 100000,
      other_income: 15000,
      other_expenses: 2000,
      net_income: 113000,
    });
    const content = income.data.content as {
      label: string;
      amount: number;
      children: { label: string; amount: number }[];
    }[];
    expect(content.map((l) => l.label)).toEqual([
      "Revenue",
      "Cost of sales",
      "Gross profit",
      "Operating expenses",
      "Operating profit",
      "Other income",
      "Other expenses",
      "Net profit",
    ]);
    expect(amounts(content[5]!.children)).toEqual({ "Other Income": 5000, "Foreign Exchange Gain/Loss": 10000 });
    expect(amounts(content[6]!.children)).toEqual({ "Interest Expense": 2000 });

    const sheet = await report(biz, "balance-sheet");
    expect(sheet.data.totals).toMatchObject({
      current_assets: 213000,
      non_current_assets: 0,
      current_liabilities: 0,
      non_current_liabilities: 100000,
      current_year_earnings: 113000,
    });
    expect(amounts(sheet.data.content[1].children[1].children)).toEqual({ "Loans Payable": 100000 });

    const flow = await report(biz, "cash-flow-statement");
    expect(flow.data.content.map((l: { label: string; amount: number }) => [l.label, l.amount])).toEqual([
      ["Cash flows from operating activities", 113000],
      ["Cash flows from investing activities", 0],
      ["Cash flows from financing activities", 100000],
      ["Net increase (decrease) in cash and cash equivalents", 213000],
      ["Cash and cash equivalents at beginning of period", 0],
      ["Cash and cash equivalents at end of period", 213000],
    ]);

    // A month whose exchange differences lost money shows them under other expenses.
    await usdInvoice(biz, "2026-10-05", "2026-10-20", 1400);
    const october = await report(biz, "income-statement", "from=2026-10-01&to=2026-10-31");
    expect(october.data.totals).toMatchObject({
      revenue: 150000,
      other_income: 0,
      other_expenses: 10000,
      net_income: 140000,
    });
    expect(amounts(october.data.content[6].children)).toEqual({ "Foreign Exchange Gain/Loss": 10000 });
  });
});

describe("report queries", () => {
  it("default to the year so far and refuse bad ranges, dates, currencies and accounts", async () => {
    const biz = await createBusiness();
    const plain = await call("/reports/trial-balance", { key: biz.key });
    expect(plain.status).toBe(200);
    expect(plain.json.meta.from).toBe(`${plain.json.meta.to.slice(0, 4)}-01-01`);
    for (const [query, field] of [
      ["from_date=2026-12-01&to_date=2026-11-01", "from_date"],
      ["from_date=2026-02-30", "from_date"],
      ["from_date=0000-01-01&to_date=0000-12-31", "from_date"],
      ["from_date=1899-12-31", "from_date"],
      ["to=yesterday", "to"],
      ["currency=USD", "currency"],
      ["account=Nope", "account"],
      ["contact=Nobody", "contact"],
      ["from=2026-01-01&from_date=2026-02-01", "from"],
    ]) {
      const res = await call(`/reports/general-ledger?${query}`, { key: biz.key });
      expect(res.status, query).toBe(400);
      expectFailure(res, "invalid_request");
      expect(
        res.json.errors!.map((e) => e.field),
        query,
      ).toContain(field);
    }
    expect((await call("/reports/income-statement?currency=ngn", { key: biz.key })).status).toBe(200);
  });

  it("show one business's figures only", async () => {
    const { biz } = await workedMonth();
    const other = await createBusiness();
    const empty = await report(other, "balance-sheet");
    expect(empty.data.totals).toEqual({
      current_assets: 0,
      non_current_assets: 0,
      assets: 0,
      current_liabilities: 0,
      non_current_liabilities: 0,
      liabilities: 0,
      retained_earnings: 0,
      current_year_earnings: 0,
      equity: 0,
      liabilities_and_equity: 0,
    });
    expect((await report(other, "aged-receivables")).data.content).toEqual([]);
    expect((await call(`/reports/general-ledger?account=GTBank current account`, { key: other.key })).status).toBe(400);
    expect((await report(biz, "balance-sheet")).data.totals.assets).toBe(1079550);
  });
});

describe("identities", () => {
  it("hold for random ledgers: the balance sheet balances, the trial balance nets to zero, cash flow explains the change in cash", async () => {
    // Control accounts (receivable, payable) take documents only, never journal lines.
    const names = [
      "Cash",
      "Inventory",
      "Office Equipment",
      "Accumulated Depreciation",
      "VAT Payable",
      "Loans Payable",
      "Owner's Equity",
      "Sales",
      "Rent",
      "Depreciation Expense",
    ];
    const entry = fc.record({
      day: fc.integer({ min: 0, max: 320 }),
      pair: fc.tuple(fc.constantFrom(...names), fc.constantFrom(...names)).filter(([a, b]) => a !== b),
      minor: fc.integer({ min: 1, max: 10_000_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 320 }),
        fc.integer({ min: 0, max: 320 }),
        async (entries, a, b) => {
          const biz = await createBusiness();
          for (const e of entries) {
            const date = new Date(Date.UTC(2026, 0, 1) + e.day * 86_400_000).toISOString().slice(0, 10);
            const amount = e.minor / 100;
            const built = await buildJournal(db(), biz.id, "NGN", newId(), {
              date,
              narration: null,
              reference: null,
              sourceUuid: null,
              lines: [
                { account: e.pair[0], debit: amount, credit: 0 },
                { account: e.pair[1], debit: 0, credit: amount },
              ],
            });
            await runBatch(db(), built.statements);
          }
          const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
          const query = `from_date=${day(Math.min(a, b))}&to_date=${day(Math.max(a, b))}`;
          const sheet = (await report(biz, "balance-sheet", query)).data.totals;
          expect(Math.round(sheet.assets * 100)).toBe(Math.round(sheet.liabilities_and_equity * 100));
          const trial = (await report(biz, "trial-balance", query)).data.totals;
          expect(trial.difference).toBe(0);
          const cash = (await report(biz, "cash-flow-statement", query)).data.totals;
          expect(Math.round(cash.net_change * 100)).toBe(Math.round(cash.cash_change * 100));
          expect(Math.round((cash.opening_cash + cash.cash_change) * 100)).toBe(Math.round(cash.closing_cash * 100));
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe("the year-end close", () => {
  const journal = (biz: TestBusiness, date: string, debit: string, credit: string, amount: number) =>
    call("/journals", {
      method: "POST",
      key: biz.key,
      body: {
        process_type: "direct",
        record: {
          date,
          lines: [
            { account: debit, debit: amount },
            { account: credit, credit: amount },
          ],
        },
      },
    });
  const lines = (content: { children: { label: string; debit?: number; credit?: number; amount: number }[] }[]) =>
    Object.fromEntries(content[0]!.children.map((l) => [l.label, l.debit ? l.debit : -(l.credit ?? 0)]));

  it("closes each fiscal year's profit into Retained Earnings when the report is made", async () => {
    const biz = await createBusiness();
    // FY2025 (calendar): capital 100,000, sales 50,000, rent 20,000: a profit of 30,000.
    for (const [date, debit, credit, amount] of [
      ["2025-03-10", "Cash", "Owner's Equity", 100000],
      ["2025-06-15", "Cash", "Sales", 50000],
      ["2025-09-01", "Rent", "Cash", 20000],
      // FY2026 so far: sales 10,000 in February, supplies 4,000 in May: 6,000.
      ["2026-02-10", "Cash", "Sales", 10000],
      ["2026-05-05", "Office Supplies", "Cash", 4000],
    ] as const)
      expect((await journal(biz, date, debit, credit, amount)).status).toBe(201);
    const asOf = "from_date=2026-01-01&to_date=2026-06-30";

    const trial = await report(biz, "trial-balance", asOf);
    expect(lines(trial.data.content)).toEqual({
      Cash: 136000,
      "Retained Earnings": -30000,
      "Owner's Equity": -100000,
      Sales: -10000,
      "Office Supplies": 4000,
    });
    expect(trial.data.totals).toEqual({ debit: 140000, credit: 140000, difference: 0 });
    const sheet = await report(biz, "balance-sheet", asOf);
    expect(amounts(sheet.data.content[2].children)).toEqual({
      "Retained Earnings": 30000,
      "Owner's Equity": 100000,
      "Current Year Earnings": 6000,
    });
    expect(sheet.data.totals).toMatchObject({ retained_earnings: 30000, current_year_earnings: 6000, equity: 136000 });
    // In 2025 itself nothing was closed yet.
    const before = await report(biz, "balance-sheet", "from_date=2025-01-01&to_date=2025-12-31");
    expect(before.data.totals).toMatchObject({ retained_earnings: 0, current_year_earnings: 30000 });

    // A fiscal year starting in April: February's sales belong to the year that ended on 31 March.
    const set = await call("/settings", {
      method: "PUT",
      key: biz.key,
      body: { discount_presentation: "net", fiscal_year_start: 4 },
    });
    expect(set.json.data.fiscal_year_start).toBe(4);
    const april = await report(biz, "trial-balance", asOf);
    expect(lines(april.data.content)).toEqual({
      Cash: 136000,
      "Retained Earnings": -40000,
      "Owner's Equity": -100000,
      "Office Supplies": 4000,
    });
    const aprilSheet = await report(biz, "balance-sheet", asOf);
    expect(aprilSheet.data.totals).toMatchObject({
      retained_earnings: 40000,
      current_year_earnings: -4000,
      equity: 136000,
      liabilities_and_equity: 136000,
      assets: 136000,
    });
    // Without a from date, the income statement covers this fiscal year: April to June 2026.
    const income = await report(biz, "income-statement", "to_date=2026-06-30");
    expect(income.meta).toEqual({ from: "2026-04-01", to: "2026-06-30" });
    expect(income.data.totals.net_income).toBe(-4000);
    expect(
      (
        await call("/settings", {
          method: "PUT",
          key: biz.key,
          body: { discount_presentation: "net", fiscal_year_start: 13 },
        })
      ).status,
    ).toBe(400);
  });
});
