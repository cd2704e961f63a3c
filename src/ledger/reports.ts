// Financial reports from the ledger only (CONTRACT 13). Balances come from the monthly
// totals kept with every posting plus one month of lines (ledger/balances.ts), so a
// report's cost follows the number of accounts and the period, not the ledger's size.
// Shape: {headings: [{label, level}], content: [{label, amount, children}], totals}.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { oneOf, unindexed } from "../db/queries/one-of";
import { settledAsOf } from "../db/queries/settled";
import { accounts, contacts, creditAllocations, documents, journalEntries, journalLines, payments } from "../db/schema";
import { creditKindOf } from "../documents/documents";
import type { Db } from "../env";
import { addDays } from "../lib/clock";
import { convertMinor, toMajor } from "../lib/money";
import { type AccountTotals, accountTotals } from "./balances";
import { cashBasisTotals } from "./cash-basis";
import { isDebitNormal } from "./chart";
import { lineSources, linesOfEntries } from "./line-sources";

type AccountRow = typeof accounts.$inferSelect;

export interface ReportLine {
  label: string;
  amount: number;
  children: ReportLine[];
  code?: string | null;
  account_uuid?: string;
  contact_uuid?: string;
  type?: string;
  date?: string;
  source?: string;
  debit?: number;
  credit?: number;
  balance?: number;
  opening_balance?: number;
  /** VAT return: the amount the tax was charged on, and the record behind a line. */
  net_amount?: number;
  record_uuid?: string;
  /** With `compare`: the line's amount in the earlier period; with `columns`, in each column (compare.ts). */
  compare_amount?: number;
  column_amounts?: number[];
  /** Aged reports: when a document is due. */
  due_date?: string;
  /** General ledger: the document a line belongs to, its contact, and the accounts on the entry's other side. */
  number?: string;
  contact?: string;
  other_side?: string;
}

export interface Report {
  headings: { label: string; level: number }[];
  content: ReportLine[];
  totals: Record<string, number>;
  /** With `columns`: the columns' labels, in the order of each line's column_amounts. */
  columns?: string[];
}

export interface ReportContext {
  businessId: string;
  businessName: string;
  currency: string;
  from: string;
  to: string;
  /** The month (1-12) the fiscal year starts in. */
  fiscalYearStart: number;
  /** The basis of the income statement, balance sheet, trial balance and cash flow (cash-basis.ts); accrual unless asked. */
  basis?: "accrual" | "cash";
}

/** The first day of the fiscal year `date` falls in. */
export function fiscalYearOf(date: string, startMonth: number): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const startYear = month >= startMonth ? year : year - 1;
  return `${startYear}-${String(startMonth).padStart(2, "0")}-01`;
}

/**
 * The year-end close, done when the report is made (no entries to post or undo): profit
 * and loss of the fiscal years before the one `to` falls in belong in Retained Earnings.
 * Returns the totals as of the day before this fiscal year began, and the sum of the
 * profit and loss accounts' debit balances then (minus: a profit carried forward).
 */
async function priorYears(db: Db, ctx: ReportContext, rows: AccountRow[]) {
  const before = addDays(fiscalYearOf(ctx.to, ctx.fiscalYearStart), -1);
  const totals = await totalsAsOf(db, ctx, before);
  const profitAndLoss = rows.filter((a) => a.type === "revenue" || a.type === "expense");
  const carried = profitAndLoss.reduce((sum, a) => sum + debitBalance(totals.get(a.id)), 0);
  return { totals, carried, profitAndLoss: new Set(profitAndLoss.map((a) => a.id)) };
}

const zero: AccountTotals = { debit: 0, credit: 0, currencyAmount: 0 };
const debitBalance = (t: AccountTotals | undefined) => (t ?? zero).debit - (t ?? zero).credit;

async function chart(db: Db, businessId: string) {
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.businessId, businessId))
    .orderBy(asc(accounts.code), asc(accounts.name));
}

/** Totals per account as of a date, on the report's basis. */
async function totalsAsOf(db: Db, ctx: ReportContext, asOf: string) {
  const accrual = await accountTotals(db, ctx.businessId, { asOf });
  return ctx.basis === "cash" ? cashBasisTotals(db, ctx.businessId, asOf, accrual) : accrual;
}

/** Movement per account between two dates, inclusive, as debit minus credit. */
async function movements(db: Db, ctx: ReportContext) {
  const [end, start] = await Promise.all([totalsAsOf(db, ctx, ctx.to), totalsAsOf(db, ctx, addDays(ctx.from, -1))]);
  return (accountId: string) => debitBalance(end.get(accountId)) - debitBalance(start.get(accountId));
}

function section(
  label: string,
  rows: AccountRow[],
  amountOf: (a: AccountRow) => number,
  currency: string,
): { line: ReportLine; minor: number } {
  const children = rows
    .map((a) => ({ account: a, minor: amountOf(a) }))
    .filter((c) => c.minor !== 0)
    .map((c) => ({
      label: c.account.name,
      amount: toMajor(c.minor, currency),
      code: c.account.code,
      account_uuid: c.account.id,
      children: [],
    }));
  const minor = rows.reduce((sum, a) => sum + amountOf(a), 0);
  return { line: { label, amount: toMajor(minor, currency), children }, minor };
}

export const headings = (title: string, ctx: ReportContext, period: string) => [
  { label: title, level: 1 },
  { label: ctx.businessName, level: 2 },
  { label: period, level: 3 },
  ...(ctx.basis === "cash" ? [{ label: "Cash basis", level: 3 }] : []),
];

// The sections accounts fall in, by sub-type (the default chart's and the ones the books
// create on first use, ledger/chart.ts); any other sub-type of a type is its main section.
const OTHER_INCOME = new Set(["other_income", "discount_received"]);
const OTHER_EXPENSES = new Set(["other_expense", "interest_expense", "fx"]);
const NON_CURRENT_ASSETS = new Set(["fixed_asset", "accumulated_depreciation", "non_current_asset"]);
const NON_CURRENT_LIABILITIES = new Set(["long_term_liability", "non_current_liability"]);
const isCash = (a: AccountRow) => a.type === "asset" && (a.subType === "cash" || a.subType === "bank");

/**
 * Revenue, cost of sales, gross profit, operating expenses, operating profit, other income,
 * other expenses, net profit. An exchange-difference account sits under other income
 * when it made a net gain in the period and under other expenses when a net loss.
 */
export async function incomeStatement(db: Db, ctx: ReportContext): Promise<Report> {
  const [rows, move] = await Promise.all([chart(db, ctx.businessId), movements(db, ctx)]);
  const credit = (a: AccountRow) => -move(a.id);
  const debit = (a: AccountRow) => move(a.id);
  const gain = (a: AccountRow) => a.subType === "fx" && move(a.id) < 0;
  const revenue = section(
    "Revenue",
    rows.filter((a) => a.type === "revenue" && !OTHER_INCOME.has(a.subType)),
    credit,
    ctx.currency,
  );
  const cogs = section(
    "Cost of sales",
    rows.filter((a) => a.type === "expense" && a.subType === "cost_of_sales"),
    debit,
    ctx.currency,
  );
  const operating = section(
    "Operating expenses",
    rows.filter((a) => a.type === "expense" && a.subType !== "cost_of_sales" && !OTHER_EXPENSES.has(a.subType)),
    debit,
    ctx.currency,
  );
  const otherIncome = section(
    "Other income",
    rows.filter((a) => (a.type === "revenue" && OTHER_INCOME.has(a.subType)) || (a.type === "expense" && gain(a))),
    credit,
    ctx.currency,
  );
  const otherExpenses = section(
    "Other expenses",
    rows.filter((a) => a.type === "expense" && OTHER_EXPENSES.has(a.subType) && !gain(a)),
    debit,
    ctx.currency,
  );
  const gross = revenue.minor - cogs.minor;
  const operatingProfit = gross - operating.minor;
  const net = operatingProfit + otherIncome.minor - otherExpenses.minor;
  const m = (minor: number) => toMajor(minor, ctx.currency);
  return {
    headings: [...headings("Income Statement", ctx, `${ctx.from} to ${ctx.to}`)],
    content: [
      revenue.line,
      cogs.line,
      { label: "Gross profit", amount: m(gross), children: [] },
      operating.line,
      { label: "Operating profit", amount: m(operatingProfit), children: [] },
      otherIncome.line,
      otherExpenses.line,
      { label: "Net profit", amount: m(net), children: [] },
    ],
    totals: {
      revenue: m(revenue.minor),
      cost_of_sales: m(cogs.minor),
      gross_profit: m(gross),
      operating_expenses: m(operating.minor),
      operating_profit: m(operatingProfit),
      other_income: m(otherIncome.minor),
      other_expenses: m(otherExpenses.minor),
      net_income: m(net),
    },
  };
}

/** A balance-sheet side split in two groups, each listing its accounts. */
function grouped(
  label: string,
  groups: [string, AccountRow[]][],
  amountOf: (a: AccountRow) => number,
  currency: string,
): { line: ReportLine; minor: number; parts: number[] } {
  const made = groups.map(([name, rows]) => section(name, rows, amountOf, currency));
  const minor = made.reduce((sum, g) => sum + g.minor, 0);
  return {
    line: { label, amount: toMajor(minor, currency), children: made.map((g) => g.line) },
    minor,
    parts: made.map((g) => g.minor),
  };
}

export async function balanceSheet(db: Db, ctx: ReportContext): Promise<Report> {
  const [rows, totals] = await Promise.all([chart(db, ctx.businessId), totalsAsOf(db, ctx, ctx.to)]);
  const prior = await priorYears(db, ctx, rows);
  // Earlier years' profit sits in Retained Earnings (the account's own postings and the
  // years closed into it at report time); this fiscal year's is shown on its own line.
  const retained = rows.find((a) => a.subType === "retained_earnings");
  const balance = (a: AccountRow) =>
    (isDebitNormal(a.type) ? 1 : -1) * debitBalance(totals.get(a.id)) - (a === retained ? prior.carried : 0);
  const assetRows = rows.filter((a) => a.type === "asset");
  const liabilityRows = rows.filter((a) => a.type === "liability");
  // Accumulated depreciation is a non-current asset line (a negative one): fixed assets show net.
  const assets = grouped(
    "Assets",
    [
      ["Current assets", assetRows.filter((a) => !NON_CURRENT_ASSETS.has(a.subType))],
      ["Non-current assets", assetRows.filter((a) => NON_CURRENT_ASSETS.has(a.subType))],
    ],
    balance,
    ctx.currency,
  );
  const liabilities = grouped(
    "Liabilities",
    [
      ["Current liabilities", liabilityRows.filter((a) => !NON_CURRENT_LIABILITIES.has(a.subType))],
      ["Non-current liabilities", liabilityRows.filter((a) => NON_CURRENT_LIABILITIES.has(a.subType))],
    ],
    balance,
    ctx.currency,
  );
  const equity = section(
    "Equity",
    rows.filter((a) => a.type === "equity"),
    balance,
    ctx.currency,
  );
  // No closing entries are posted: this fiscal year's earnings are shown inside equity
  // (and a chart without a Retained Earnings account shows the earlier years' on a line).
  const toDate = rows
    .filter((a) => a.type === "revenue" || a.type === "expense")
    .reduce((sum, a) => sum - debitBalance(totals.get(a.id)), 0);
  const earnings = toDate + prior.carried;
  const closed = retained ? 0 : -prior.carried;
  if (closed !== 0)
    equity.line.children.push({ label: "Retained Earnings", amount: toMajor(closed, ctx.currency), children: [] });
  equity.line.children.push({ label: "Current Year Earnings", amount: toMajor(earnings, ctx.currency), children: [] });
  const equityTotal = equity.minor + closed + earnings;
  equity.line.amount = toMajor(equityTotal, ctx.currency);
  const m = (minor: number) => toMajor(minor, ctx.currency);
  return {
    headings: headings("Balance Sheet", ctx, `As of ${ctx.to}`),
    content: [assets.line, liabilities.line, equity.line],
    totals: {
      current_assets: m(assets.parts[0] ?? 0),
      non_current_assets: m(assets.parts[1] ?? 0),
      assets: m(assets.minor),
      current_liabilities: m(liabilities.parts[0] ?? 0),
      non_current_liabilities: m(liabilities.parts[1] ?? 0),
      liabilities: m(liabilities.minor),
      retained_earnings: m((retained ? balance(retained) : 0) + closed),
      current_year_earnings: m(earnings),
      equity: m(equityTotal),
      liabilities_and_equity: m(liabilities.minor + equityTotal),
    },
  };
}

export async function trialBalance(db: Db, ctx: ReportContext): Promise<Report> {
  const [rows, totals] = await Promise.all([chart(db, ctx.businessId), totalsAsOf(db, ctx, ctx.to)]);
  // Profit and loss accounts show this fiscal year only; earlier years are in Retained
  // Earnings (a line of its own when the chart has no such account).
  const prior = await priorYears(db, ctx, rows);
  const retained = rows.find((a) => a.subType === "retained_earnings");
  const netOf = (a: AccountRow) =>
    debitBalance(totals.get(a.id)) -
    (prior.profitAndLoss.has(a.id) ? debitBalance(prior.totals.get(a.id)) : 0) +
    (a === retained ? prior.carried : 0);
  const lines: { label: string; net: number; code: string | null; type: string }[] = rows.map((a) => ({
    label: a.name,
    net: netOf(a),
    code: a.code,
    type: a.type,
  }));
  if (!retained && prior.carried !== 0)
    lines.push({ label: "Retained Earnings", net: prior.carried, code: null, type: "equity" });
  let debit = 0;
  let credit = 0;
  const children: ReportLine[] = [];
  for (const a of lines) {
    const net = a.net;
    if (net === 0) continue;
    if (net > 0) debit += net;
    else credit -= net;
    children.push({
      label: a.label,
      amount: toMajor(net, ctx.currency),
      debit: toMajor(Math.max(net, 0), ctx.currency),
      credit: toMajor(Math.max(-net, 0), ctx.currency),
      code: a.code,
      type: a.type,
      children: [],
    });
  }
  return {
    headings: headings("Trial Balance", ctx, `As of ${ctx.to}`),
    content: [{ label: "Accounts", amount: toMajor(debit - credit, ctx.currency), children }],
    totals: {
      debit: toMajor(debit, ctx.currency),
      credit: toMajor(credit, ctx.currency),
      difference: toMajor(debit - credit, ctx.currency),
    },
  };
}

/**
 * Indirect method: net income, non-cash items (depreciation), working-capital changes,
 * investing (fixed assets) and financing (loans and equity), reconciled to the change in
 * cash and bank balances. Every non-cash balance-sheet account falls in exactly one
 * line, so by double entry the sections always add up to the change in cash.
 */
export async function cashFlowStatement(db: Db, ctx: ReportContext): Promise<Report> {
  const [rows, move, opening] = await Promise.all([
    chart(db, ctx.businessId),
    movements(db, ctx),
    totalsAsOf(db, ctx, addDays(ctx.from, -1)),
  ]);
  const m = (minor: number) => toMajor(minor, ctx.currency);
  const netIncome = rows
    .filter((a) => a.type === "revenue" || a.type === "expense")
    .reduce((sum, a) => sum - move(a.id), 0);
  // A balance-sheet account's effect on cash is minus its debit movement.
  const effect = (a: AccountRow) => -move(a.id);
  const nonCash = section(
    "Adjustments for non-cash items",
    rows.filter((a) => a.subType === "accumulated_depreciation"),
    effect,
    ctx.currency,
  );
  // Everything else on the balance sheet that is not cash, non-current or equity.
  const isWorkingCapital = (a: AccountRow) =>
    (a.type === "asset" && !isCash(a) && !NON_CURRENT_ASSETS.has(a.subType)) ||
    (a.type === "liability" && !NON_CURRENT_LIABILITIES.has(a.subType));
  const working = section("Changes in working capital", rows.filter(isWorkingCapital), effect, ctx.currency);
  const investing = section(
    "Cash flows from investing activities",
    rows.filter(
      (a) => a.type === "asset" && NON_CURRENT_ASSETS.has(a.subType) && a.subType !== "accumulated_depreciation",
    ),
    effect,
    ctx.currency,
  );
  const financing = section(
    "Cash flows from financing activities",
    rows.filter((a) => a.type === "equity" || (a.type === "liability" && NON_CURRENT_LIABILITIES.has(a.subType))),
    effect,
    ctx.currency,
  );
  const operating = netIncome + nonCash.minor + working.minor;
  const cashAccounts = rows.filter(isCash);
  const openingCash = cashAccounts.reduce((sum, a) => sum + debitBalance(opening.get(a.id)), 0);
  const change = cashAccounts.reduce((sum, a) => sum + move(a.id), 0);
  return {
    headings: headings("Cash Flow Statement (indirect method)", ctx, `${ctx.from} to ${ctx.to}`),
    content: [
      {
        label: "Cash flows from operating activities",
        amount: m(operating),
        children: [{ label: "Net profit", amount: m(netIncome), children: [] }, nonCash.line, working.line],
      },
      investing.line,
      financing.line,
      {
        label: "Net increase (decrease) in cash and cash equivalents",
        amount: m(operating + investing.minor + financing.minor),
        children: [],
      },
      { label: "Cash and cash equivalents at beginning of period", amount: m(openingCash), children: [] },
      { label: "Cash and cash equivalents at end of period", amount: m(openingCash + change), children: [] },
    ],
    totals: {
      net_income: m(netIncome),
      operating: m(operating),
      investing: m(investing.minor),
      financing: m(financing.minor),
      net_change: m(operating + investing.minor + financing.minor),
      opening_cash: m(openingCash),
      closing_cash: m(openingCash + change),
      cash_change: m(change),
    },
  };
}

const BUCKETS = ["current", "1-30", "31-60", "61-90", "90+"] as const;

function bucketFor(dueDate: string, asOf: string): (typeof BUCKETS)[number] {
  const days = Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
  if (days <= 0) return "current";
  if (days <= 30) return "1-30";
  if (days <= 60) return "31-60";
  if (days <= 90) return "61-90";
  return "90+";
}

/**
 * Open invoices (bills) as of `to`, by contact and days past due, in the business
 * currency; a credit note's (supplier credit's) unapplied balance counts against them,
 * as of its own date.
 */
export async function agedBalances(
  db: Db,
  ctx: ReportContext,
  kind: "invoice" | "bill",
  contactId?: string,
): Promise<Report> {
  const creditKind = creditKindOf(kind);
  const docs = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.businessId, ctx.businessId),
        inArray(documents.kind, [kind, creditKind]),
        lte(documents.date, ctx.to),
        // A voided document owes nothing at any date: its reversal is dated as it is.
        isNull(documents.voidedAt),
        contactId ? eq(documents.contactId, contactId) : undefined,
      ),
    );
  const paid = await settledAsOf(
    db,
    ctx.businessId,
    ctx.to,
    docs.map((d) => d.id),
  );
  const names = new Map(
    (
      await db
        .select({ id: contacts.id, name: contacts.name })
        .from(contacts)
        .where(eq(contacts.businessId, ctx.businessId))
    ).map((c) => [c.id, c.name]),
  );
  type Row = Record<(typeof BUCKETS)[number], number>;
  const emptyRow = () => Object.fromEntries(BUCKETS.map((b) => [b, 0])) as Row;
  const byContact = new Map<string, Row>();
  /** Per contact and bucket, what makes it up: each open document, and manual lines by date. */
  const detail = new Map<string, ReportLine[]>();
  const totals = emptyRow();
  /** `amount` owed by (to) the contact, due on `due`, from `what`. */
  const owe = (contact: string, due: string, amount: number, what: Omit<ReportLine, "amount" | "children">) => {
    const bucket = bucketFor(due, ctx.to);
    const row = byContact.get(contact) ?? emptyRow();
    row[bucket] += amount;
    totals[bucket] += amount;
    byContact.set(contact, row);
    const key = `${contact}|${bucket}`;
    detail.set(key, [...(detail.get(key) ?? []), { ...what, amount: toMajor(amount, ctx.currency), children: [] }]);
  };
  for (const doc of [...docs].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.number.localeCompare(b.number))) {
    const open = doc.total - (paid.get(doc.id) ?? 0);
    if (open <= 0) continue;
    const base =
      doc.currency === ctx.currency ? open : convertMinor(open, doc.currency, ctx.currency, doc.exchangeRate);
    owe(doc.contactId, doc.dueDate, doc.kind === kind ? base : -base, {
      label: doc.number,
      date: doc.date,
      due_date: doc.dueDate,
      source: doc.kind,
      record_uuid: doc.id,
    });
  }
  // Manual journal lines on the control account, each naming its contact (journals.ts
  // requires one): due on their own date, so the report keeps equalling the account.
  const manual = await db
    .select({
      contactId: journalLines.contactId,
      date: journalLines.date,
      debit: sql<number>`sum(${journalLines.debit})`,
      credit: sql<number>`sum(${journalLines.credit})`,
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(
      and(
        eq(journalLines.businessId, ctx.businessId),
        isNotNull(journalLines.contactId),
        eq(accounts.subType, kind === "invoice" ? "receivable" : "payable"),
        // (Read by the lines naming a contact, few, not by every line's date.)
        lte(unindexed(journalLines.date), ctx.to),
        contactId ? eq(journalLines.contactId, contactId) : undefined,
      ),
    )
    .groupBy(journalLines.contactId, journalLines.date);
  for (const line of manual) {
    const owed = kind === "invoice" ? line.debit - line.credit : line.credit - line.debit;
    if (owed !== 0 && line.contactId)
      owe(line.contactId, line.date, owed, {
        label: "Journal",
        date: line.date,
        due_date: line.date,
        source: "journal",
      });
  }
  const m = (minor: number) => toMajor(minor, ctx.currency);
  const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  return {
    headings: headings(kind === "invoice" ? "Aged Receivables" : "Aged Payables", ctx, `As of ${ctx.to}`),
    content: [...byContact]
      .sort((a, b) => (names.get(a[0]) ?? "").localeCompare(names.get(b[0]) ?? ""))
      .map(([id, row]) => ({
        label: names.get(id) ?? "",
        contact_uuid: id,
        amount: m(sum(row)),
        children: BUCKETS.map((b) => ({ label: b, amount: m(row[b]), children: detail.get(`${id}|${b}`) ?? [] })),
      })),
    totals: { ...Object.fromEntries(BUCKETS.map((b) => [b, m(totals[b])])), total: m(sum(totals)) },
  };
}

/** Every line per account in the period, with opening and closing balances. */
export async function generalLedger(db: Db, ctx: ReportContext, accountId?: string): Promise<Report> {
  const [rows, opening] = await Promise.all([
    chart(db, ctx.businessId),
    accountTotals(db, ctx.businessId, { asOf: addDays(ctx.from, -1), accountIds: accountId ? [accountId] : undefined }),
  ]);
  const lines = await db
    .select({
      accountId: journalLines.accountId,
      date: journalLines.date,
      debit: journalLines.debit,
      credit: journalLines.credit,
      description: journalLines.description,
      narration: journalEntries.narration,
      sourceType: journalEntries.sourceType,
      sourceId: journalEntries.sourceId,
      entryId: journalLines.entryId,
      contactId: journalLines.contactId,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalLines.businessId, ctx.businessId),
        gte(journalLines.date, ctx.from),
        lte(journalLines.date, ctx.to),
        accountId ? eq(journalLines.accountId, accountId) : undefined,
      ),
    )
    .orderBy(
      asc(journalLines.accountId),
      asc(journalLines.date),
      asc(journalEntries.createdAt),
      asc(journalLines.lineNo),
    );
  // The other side of each line's entry: all here already, unless one account was asked for.
  const entryLines = accountId
    ? await linesOfEntries(db, ctx.businessId, [...new Set(lines.map((l) => l.entryId))])
    : lines;
  const behind = await lineSources(db, ctx.businessId, lines, entryLines);
  const m = (minor: number) => toMajor(minor, ctx.currency);
  const content: ReportLine[] = [];
  let debits = 0;
  let credits = 0;
  for (const account of rows) {
    if (accountId && account.id !== accountId) continue;
    const own = lines.filter((l) => l.accountId === account.id);
    let running = debitBalance(opening.get(account.id));
    if (own.length === 0 && running === 0) continue;
    const openingBalance = running;
    const children: ReportLine[] = own.map((l) => {
      running += l.debit - l.credit;
      debits += l.debit;
      credits += l.credit;
      return {
        label: l.description ?? l.narration ?? l.sourceType,
        date: l.date,
        source: l.sourceType,
        record_uuid: l.sourceId,
        ...behind(l),
        debit: m(l.debit),
        credit: m(l.credit),
        amount: m(l.debit - l.credit),
        balance: m(running),
        children: [],
      };
    });
    content.push({
      label: account.name,
      account_uuid: account.id,
      opening_balance: m(openingBalance),
      amount: m(running),
      children,
    });
  }
  return {
    headings: headings("General Ledger", ctx, `${ctx.from} to ${ctx.to}`),
    content,
    totals: { debit: m(debits), credit: m(credits) },
  };
}
