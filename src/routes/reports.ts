// Financial reports (CONTRACT 13): income statement, balance sheet, cash flow (indirect),
// trial balance, aged receivables and payables, general ledger, VAT return, customer and
// supplier statements, bank reconciliation.
import { z } from "@hono/zod-openapi";
import { resolveAccountReference } from "../accounts/accounts";
import type { AccountRow } from "../db/queries/accounts";
import { reportProfile } from "../db/queries/businesses";
import { findContactByReference } from "../db/queries/contacts";
import type { Db } from "../env";
import { bankReconciliation } from "../ledger/bank-reconciliation";
import {
  COLUMN_SPANS,
  COMPARABLE,
  COMPARISONS,
  columnPeriods,
  columnReports,
  comparedPeriod,
  compareReports,
  MAX_COLUMNS,
} from "../ledger/compare";
import { contactStatement } from "../ledger/contact-statement";
import { EXPORT_FORMATS, type ExportFormat, exportReport } from "../ledger/report-export";
import {
  agedBalances,
  balanceSheet,
  cashFlowStatement,
  fiscalYearOf,
  generalLedger,
  incomeStatement,
  type Report,
  type ReportContext,
  trialBalance,
} from "../ledger/reports";
import { vatReturn } from "../ledger/vat-return";
import { addDays, todayIn } from "../lib/clock";
import { ApiError, invalid } from "../lib/errors";
import { decimalToMinor } from "../lib/money";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { errorResponses, isoDate } from "../schemas/common";

const date = isoDate;
const EXPORT_NAMES = Object.keys(EXPORT_FORMATS) as [ExportFormat, ...ExportFormat[]];
const query = z.object({
  from_date: date.optional().openapi({
    param: { name: "from_date", in: "query" },
    description:
      "Default: the first day of the fiscal year to_date falls in (1 January unless the business's fiscal_year_start, GET /settings, says otherwise).",
  }),
  to_date: date
    .optional()
    .openapi({ param: { name: "to_date", in: "query" }, description: "Default: today in the business's time zone." }),
  from: date.optional().openapi({ param: { name: "from", in: "query" }, description: "Alias of from_date." }),
  to: date.optional().openapi({ param: { name: "to", in: "query" }, description: "Alias of to_date." }),
  currency: z
    .string()
    .length(3)
    .optional()
    .openapi({ param: { name: "currency", in: "query" }, description: "Must be the business currency when sent." }),
  contact: z
    .string()
    .max(200)
    .optional()
    .openapi({
      param: { name: "contact", in: "query" },
      description:
        "Aged reports: one contact (uuid, source_uuid or name). Customer and supplier statements: the contact (required).",
    }),
  account: z
    .string()
    .max(200)
    .optional()
    .openapi({
      param: { name: "account", in: "query" },
      description:
        "General ledger: one account (uuid or name). Bank reconciliation: the bank or cash account (required).",
    }),
  compare: z
    .enum(COMPARISONS)
    .optional()
    .openapi({
      param: { name: "compare", in: "query" },
      description:
        "Income statement, balance sheet, cash flow statement, trial balance: the same report of an earlier period beside this one. previous_period: the period of the same length just before from_date (a balance sheet or trial balance: as of the day before from_date); previous_year: the same dates a year earlier. Every line gains compare_amount (0 where the line had nothing then; a line of the earlier period only shows with amount 0), totals a compare_<name> per total, meta.compare the period. Any other report: 400.",
    }),
  basis: z
    .enum(["accrual", "cash"])
    .default("accrual")
    .openapi({
      param: { name: "basis", in: "query" },
      description:
        'Income statement, balance sheet, trial balance, cash flow statement: accrual (default) or cash: an invoice, bill or credit counts only as far as it is settled by the date (payments, refunds and credits applied): settled s of its total t, it brings s / t of each line of its entry, so an unpaid invoice moves neither revenue, VAT nor the receivable, and the receivable and payable are nil. Expenses, income, bank categorizations, payments and journals count as posted. A "Cash basis" heading says so. Other reports: 400.',
    }),
  columns: z
    .enum(COLUMN_SPANS)
    .optional()
    .openapi({
      param: { name: "columns", in: "query" },
      description:
        "Income statement, balance sheet, cash flow statement, trial balance: the period split at calendar months or quarters (the first and last may be part ones; at most 24). Every line gains column_amounts, one per column (a balance sheet or trial balance: as of each column's end), totals a <column>.<name> per column, meta.columns the columns. Not with compare; any other report: 400.",
    }),
  format: z
    .enum(["json", ...EXPORT_NAMES])
    .default("json")
    .openapi({
      param: { name: "format", in: "query" },
      description:
        "json (default), or a file with the same rows: csv, xlsx (the headings above the table) or pdf (A4, laid out for print: the headings on every page, the rows indented by level with their money columns, the totals, page numbers). A csv or xlsx file has one row per line of content, depth first, with its level (0 a section, 1 its lines, …), label and the fields the report fills, then one row per total; Content-Disposition names the file after the report and period.",
    }),
  statement_balance: z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, "A number, e.g. 1250000.50")
    .optional()
    .openapi({
      param: { name: "statement_balance", in: "query" },
      description:
        "Bank reconciliation: the balance the bank's statement shows on to_date, in the account's currency. Default: the balance stated on the last uploaded statement row on or before to_date.",
    }),
});

const lineFields = {
  label: z.string(),
  amount: z.number(),
  code: z.string().nullable().optional(),
  account_uuid: z.string().optional(),
  contact_uuid: z.string().optional(),
  type: z.string().optional(),
  date: z.string().optional(),
  source: z.string().optional(),
  debit: z.number().optional(),
  credit: z.number().optional(),
  balance: z.number().optional(),
  opening_balance: z.number().optional(),
  net_amount: z.number().optional(),
  compare_amount: z.number().optional(),
  column_amounts: z.array(z.number()).optional(),
  record_uuid: z.string().optional(),
  due_date: z.string().optional(),
  number: z.string().optional(),
  contact: z.string().optional(),
  other_side: z.string().optional(),
};
const leaf = z.object({ ...lineFields, children: z.array(z.object(lineFields).passthrough()) });
const reportEnvelope = z
  .object({
    status: z.literal("success"),
    message: z.string(),
    data: z.object({
      headings: z.array(z.object({ label: z.string(), level: z.number().int() })),
      content: z.array(
        z.object({ ...lineFields, children: z.array(z.object({ ...lineFields, children: z.array(leaf) })) }),
      ),
      totals: z.record(z.string(), z.number()),
    }),
    meta: z.object({
      from: z.string(),
      to: z.string(),
      previous_period_end: z.string().optional(),
      compare: z
        .object({ from: z.string(), to: z.string() })
        .optional()
        .openapi({ description: "With `compare`: the period the figures are compared with." }),
      columns: z
        .array(z.object({ label: z.string(), from: z.string(), to: z.string() }))
        .optional()
        .openapi({ description: "With `columns`: each column's label and period, in the order of column_amounts." }),
    }),
  })
  .openapi("Report");

const reports = {
  "income-statement": { title: "Income statement", run: (db: Db, ctx: ReportContext) => incomeStatement(db, ctx) },
  "balance-sheet": { title: "Balance sheet", run: (db: Db, ctx: ReportContext) => balanceSheet(db, ctx) },
  "cash-flow-statement": {
    title: "Cash flow statement (indirect)",
    run: (db: Db, ctx: ReportContext) => cashFlowStatement(db, ctx),
  },
  "trial-balance": { title: "Trial balance", run: (db: Db, ctx: ReportContext) => trialBalance(db, ctx) },
  "aged-receivables": {
    title: "Aged receivables",
    run: (db: Db, ctx: ReportContext, f: Filters) => agedBalances(db, ctx, "invoice", f.contactId),
  },
  "aged-payables": {
    title: "Aged payables",
    run: (db: Db, ctx: ReportContext, f: Filters) => agedBalances(db, ctx, "bill", f.contactId),
  },
  "vat-return": {
    title: "VAT return",
    about:
      " Output tax (invoices, income) and input tax (bills, expenses, bank lines categorized as either) of the records dated in the period, by tax code (content[0] and content[1]: one line per code with amount = tax and net_amount = what it was charged on, then one line per record with its record_uuid and source); net tax payable; and what else moved the tax account (settlements, journals), so the return reconciles with VAT Payable. Voided documents are left out.",
    run: (db: Db, ctx: ReportContext) => vatReturn(db, ctx),
  },
  "general-ledger": {
    title: "General ledger",
    run: (db: Db, ctx: ReportContext, f: Filters) => generalLedger(db, ctx, f.account?.id),
  },
  "customer-statement": {
    title: "Customer statement",
    requires: "contact",
    about:
      " One customer's account over the period, as Accounts Receivable holds it: the opening balance (content[0], the day before from), every invoice, credit note, payment, refund and manual line of the period with a running balance (content[1].children: date, source, record_uuid, debit, credit, balance), and the closing balance (content[2]), which is what the aged receivables show for them. A document edited or voided shows as it stands. 400 without `contact`.",
    run: (db: Db, ctx: ReportContext, f: Filters) => contactStatement(db, ctx, "customer", f.contact!),
  },
  "supplier-statement": {
    title: "Supplier statement",
    requires: "contact",
    about:
      " The customer statement's mirror for a supplier, as Accounts Payable holds it: bills, supplier credits, payments and refunds, with a running balance of what the business owes. 400 without `contact`.",
    run: (db: Db, ctx: ReportContext, f: Filters) => contactStatement(db, ctx, "supplier", f.contact!),
  },
  "bank-reconciliation": {
    title: "Bank reconciliation",
    requires: "account",
    about:
      " One bank or cash account as of to_date, in its own currency: the balance in the books; statement rows uploaded but not yet categorized (in content[1].children); entries in the books no statement row made, other than the opening balance (cheques not yet presented, deposits in transit, entries by hand; content[2].children); the statement balance they imply; and, given `statement_balance` (or a balance on the last statement row), the difference, zero when the two agree. 400 without `account`, or when it is not a bank or cash account.",
    run: (db: Db, ctx: ReportContext, f: Filters) =>
      bankReconciliation(db, ctx, f.account!, f.statementBalance ?? null),
  },
} satisfies Record<
  string,
  {
    title: string;
    about?: string;
    /** A query parameter this report cannot run without. */
    requires?: "contact" | "account";
    run: (db: Db, ctx: ReportContext, f: Filters) => Promise<Report>;
  }
>;

interface Filters {
  contactId?: string;
  contact?: { id: string; name: string };
  account?: AccountRow;
  statementBalance?: number;
}

export const reportsRouter = createRouter();
for (const [name, report] of Object.entries(reports)) {
  const route = defineRoute("business", {
    method: "get",
    path: `/reports/${name}`,
    tags: ["Reports"],
    summary: report.title,
    description: `Figures come from the ledger, in the business currency. meta carries from and to${name === "cash-flow-statement" ? ", and previous_period_end (the day before from)." : "."}${"about" in report ? report.about : ""}`,
    request: { query },
    responses: {
      200: {
        description: `The ${report.title.toLowerCase()}: JSON, or the file \`format\` asks for.`,
        content: {
          "application/json": { schema: reportEnvelope },
          ...Object.fromEntries(
            EXPORT_NAMES.map((f) => [
              EXPORT_FORMATS[f].contentType,
              { schema: z.string().openapi({ format: f === "csv" ? undefined : "binary" }) },
            ]),
          ),
        },
      },
      ...errorResponses("invalid_request"),
    },
  });
  reportsRouter.openapi(route, async (c) => {
    const q = c.req.valid("query");
    const db = c.get("db");
    const businessId = c.get("businessId");
    const { currency, timezone } = c.get("business");
    const today = todayIn(timezone);
    if (q.from_date && q.from && q.from_date !== q.from) throw invalid("from", "differs from from_date");
    if (q.to_date && q.to && q.to_date !== q.to) throw invalid("to", "differs from to_date");
    const to = q.to_date ?? q.to ?? today;
    const profile = await reportProfile(db, businessId);
    // Without a from date: the start of the fiscal year `to` falls in.
    const from = q.from_date ?? q.from ?? fiscalYearOf(to, profile?.fiscalYearStart ?? 1);
    if (from > to) throw invalid("from_date", "is after to_date");
    if (q.currency && q.currency.toUpperCase() !== currency)
      throw invalid("currency", `reports are in the business currency, ${currency}`);
    const filters: Filters = {};
    if ("requires" in report && !q[report.requires])
      throw invalid(report.requires, `required for the ${report.title.toLowerCase()}`);
    if (q.account) filters.account = await resolveAccountReference(db, businessId, q.account, "account");
    if (q.contact) {
      const found = await findContactByReference(db, businessId, q.contact);
      if (!found) throw invalid("contact", `no contact ${q.contact}`);
      filters.contactId = found.id;
      filters.contact = { id: found.id, name: found.name };
    }
    if (name === "bank-reconciliation") {
      const bank = filters.account!;
      if (bank.subType !== "bank" && bank.subType !== "cash")
        throw invalid("account", `${bank.name} is not a bank or cash account`);
      if (q.statement_balance !== undefined)
        filters.statementBalance = decimalToMinor(q.statement_balance, bank.currency, "statement_balance");
    }
    // A filter the report does not use is refused, never ignored.
    const uses: Record<"contact" | "account" | "statement_balance", string[]> = {
      contact: ["aged-receivables", "aged-payables", "customer-statement", "supplier-statement"],
      account: ["general-ledger", "bank-reconciliation"],
      statement_balance: ["bank-reconciliation"],
    };
    for (const [option, reports] of Object.entries(uses))
      if (q[option as keyof typeof uses] !== undefined && !reports.includes(name))
        throw invalid(option, `the ${report.title.toLowerCase()} takes no ${option} (used by ${reports.join(", ")})`);
    for (const option of ["compare", "columns"] as const)
      if (q[option] && !COMPARABLE.has(name)) throw invalid(option, `${option} is for ${[...COMPARABLE].join(", ")}`);
    if (q.compare && q.columns) throw invalid("columns", "one of compare and columns at a time");
    // (The reports built from balances per account, as comparisons are.)
    if (q.basis === "cash" && !COMPARABLE.has(name))
      throw invalid(
        "basis",
        `cash is for ${[...COMPARABLE].join(", ")}; the ${report.title.toLowerCase()} has no other basis`,
      );
    const periods = q.columns ? columnPeriods(from, to, q.columns) : null;
    if (periods && periods.length > MAX_COLUMNS)
      throw invalid("columns", `at most ${MAX_COLUMNS} columns; shorten the period or take quarters`);
    const ctx: ReportContext = {
      businessId,
      businessName: profile?.name ?? "",
      currency,
      from,
      to,
      fiscalYearStart: profile?.fiscalYearStart ?? 1,
      basis: q.basis,
    };
    const compared = q.compare ? comparedPeriod(from, to, q.compare) : null;
    const data = compared
      ? compareReports(
          await report.run(db, ctx, filters),
          await report.run(db, { ...ctx, ...compared }, filters),
          compared,
        )
      : periods
        ? columnReports(
            await report.run(db, ctx, filters),
            // One after another: each is a report's worth of reads.
            await periods.reduce(
              async (done, p) => [...(await done), await report.run(db, { ...ctx, from: p.from, to: p.to }, filters)],
              Promise.resolve([] as Report[]),
            ),
            periods,
          )
        : await report.run(db, ctx, filters);
    if (q.format !== "json") {
      const file = EXPORT_FORMATS[q.format];
      // (The handler's type knows the JSON body only; the route declares the file's content types.)
      // (A bank reconciliation is in its account's currency.)
      const shown = filters.account && name === "bank-reconciliation" ? filters.account.currency : currency;
      return new Response(await exportReport(data, q.format, shown), {
        headers: {
          "Content-Type": file.contentType,
          "Content-Disposition": `attachment; filename="${name}-${from}-${to}.${file.extension}"`,
        },
      }) as never;
    }
    const meta = {
      from,
      to,
      ...(name === "cash-flow-statement" ? { previous_period_end: addDays(from, -1) } : {}),
      ...(compared ? { compare: compared } : {}),
      ...(periods ? { columns: periods } : {}),
    };
    // Report lines nest to any depth; the schema documents the first three levels.
    // (The columns' labels travel in meta.columns, with their periods.)
    const { columns: _labels, ...shown } = data;
    const body = {
      status: "success" as const,
      message: `${report.title} generated`,
      data: shown,
      meta,
    } as unknown as z.infer<typeof reportEnvelope>;
    return c.json(body, 200);
  });
}
