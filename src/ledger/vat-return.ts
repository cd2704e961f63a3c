// The VAT return (issues 19 and 20): output tax (invoices, income, less credit notes) and
// input tax (bills, expenses, including bank lines categorized as either, less supplier credits) for a period, by tax code, with
// the records behind each code. The books keep one tax control account (VAT Payable);
// this report is where its two sides are told apart.
//
// Figures are what the ledger holds, not recomputed: each record's tax is the line its
// entry posted to the tax account, in the business currency (a foreign document's tax at
// its own rate), shared among the record's lines by their tax in its own currency. Edits
// and voids reverse on the original date, so a period shows each live record once, as it
// now stands. Whatever else moved the tax account in the period (a settlement paid to
// the tax office, a manual journal) is shown on its own line, so the return reconciles
// with the account.
import { and, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { oneOf } from "../db/queries/one-of";
import { accounts, cashTransactions, contacts, documentItems, documents, journalLines, taxCodes } from "../db/schema";
import { isCredit } from "../documents/documents";
import type { Db } from "../env";
import { allocate, convertMinor, toMajor } from "../lib/money";
import { headings, type Report, type ReportContext, type ReportLine } from "./reports";

type Side = "output" | "input";

/** One record's share under one tax code (or one rate without a code). */
interface Portion {
  group: string;
  side: Side;
  recordId: string;
  source: string;
  label: string;
  date: string;
  /** Business currency, minor units. */
  net: number;
  tax: number;
}

interface RecordLine {
  taxCodeId: string | null;
  taxRate: string;
  /** In the record's own currency, after discounts. */
  net: number;
  tax: number;
}

/** Shares a record's base-currency net and tax among its lines, as the lines weigh. */
function portions(
  record: Omit<Portion, "group" | "net" | "tax">,
  lines: RecordLine[],
  baseNet: number,
  baseTax: number,
): Portion[] {
  const share = (total: number, weights: number[]) =>
    weights.reduce((a, b) => a + b, 0) > 0 ? allocate(total, weights) : weights.map(() => 0);
  const nets = share(
    baseNet,
    lines.map((l) => Math.max(l.net, 0)),
  );
  const taxes = share(
    baseTax,
    lines.map((l) => Math.max(l.tax, 0)),
  );
  return lines.map((l, i) => ({
    ...record,
    group: l.taxCodeId ?? `rate:${l.taxRate}`,
    net: nets[i] ?? 0,
    tax: taxes[i] ?? 0,
  }));
}

export async function vatReturn(db: Db, ctx: ReportContext): Promise<Report> {
  const [taxAccounts, codes] = await Promise.all([
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.businessId, ctx.businessId), eq(accounts.subType, "tax"))),
    db.select().from(taxCodes).where(eq(taxCodes.businessId, ctx.businessId)),
  ]);
  const taxIds = taxAccounts.map((a) => a.id);
  // What each entry of the period posted to the tax account(s), credit minus debit.
  const posted = new Map<string, number>();
  let movement = 0;
  if (taxIds.length > 0) {
    const rows = await db
      .select({ entryId: journalLines.entryId, net: sql<number>`sum(${journalLines.credit} - ${journalLines.debit})` })
      .from(journalLines)
      .where(
        and(
          eq(journalLines.businessId, ctx.businessId),
          oneOf(journalLines.accountId, taxIds),
          gte(journalLines.date, ctx.from),
          lte(journalLines.date, ctx.to),
        ),
      )
      .groupBy(journalLines.entryId);
    for (const r of rows) {
      posted.set(r.entryId, r.net);
      movement += r.net;
    }
  }
  const [docs, cash] = await Promise.all([
    db
      .select({
        id: documents.id,
        kind: documents.kind,
        number: documents.number,
        date: documents.date,
        totalBase: documents.totalBase,
        entryId: documents.entryId,
        contact: contacts.name,
      })
      .from(documents)
      .innerJoin(contacts, eq(contacts.id, documents.contactId))
      .where(
        and(
          eq(documents.businessId, ctx.businessId),
          gte(documents.date, ctx.from),
          lte(documents.date, ctx.to),
          isNull(documents.voidedAt),
        ),
      ),
    db
      .select()
      .from(cashTransactions)
      .where(
        and(
          eq(cashTransactions.businessId, ctx.businessId),
          gte(cashTransactions.date, ctx.from),
          lte(cashTransactions.date, ctx.to),
        ),
      ),
  ]);
  const items =
    docs.length === 0
      ? []
      : await db
          .select({
            documentId: documentItems.documentId,
            lineNo: documentItems.lineNo,
            amount: documentItems.amount,
            discountAmount: documentItems.discountAmount,
            documentDiscount: documentItems.documentDiscount,
            taxAmount: documentItems.taxAmount,
            taxRate: documentItems.taxRate,
            taxCodeId: documentItems.taxCodeId,
          })
          .from(documentItems)
          .where(
            oneOf(
              documentItems.documentId,
              docs.map((d) => d.id),
            ),
          );
  const linesOf = new Map<string, RecordLine[]>();
  for (const item of items.sort((a, b) => a.lineNo - b.lineNo)) {
    const list = linesOf.get(item.documentId) ?? [];
    list.push({
      taxCodeId: item.taxCodeId,
      taxRate: item.taxRate,
      net: item.amount - item.discountAmount - item.documentDiscount,
      tax: item.taxAmount,
    });
    linesOf.set(item.documentId, list);
  }
  const all: Portion[] = [];
  const accounted = new Set<string>();
  for (const d of docs) {
    // Sales documents are output tax, purchases input; a credit against either lowers it.
    const side: Side = d.kind === "invoice" || d.kind === "credit_note" ? "output" : "input";
    const sign = isCredit(d.kind) ? -1 : 1;
    const tax = (side === "output" ? 1 : -1) * (posted.get(d.entryId) ?? 0);
    accounted.add(d.entryId);
    all.push(
      ...portions(
        { side, recordId: d.id, source: d.kind, label: `${d.number} ${d.contact}`, date: d.date },
        linesOf.get(d.id) ?? [],
        sign * d.totalBase - tax,
        tax,
      ),
    );
  }
  for (const c of cash) {
    const side: Side = c.kind === "income" ? "output" : "input";
    const tax = (side === "output" ? 1 : -1) * (posted.get(c.entryId) ?? 0);
    accounted.add(c.entryId);
    // What the entry posted in all, as cash.ts converted it.
    const base =
      c.currency === ctx.currency ? c.amount : convertMinor(c.amount, c.currency, ctx.currency, c.exchangeRate);
    all.push(
      ...portions(
        { side, recordId: c.id, source: c.kind, label: c.narration ?? c.kind, date: c.date },
        [{ taxCodeId: c.taxCodeId, taxRate: c.taxRate, net: c.amount - c.taxAmount, tax: c.taxAmount }],
        base - tax,
        tax,
      ),
    );
  }
  const other = [...posted].filter(([entry]) => !accounted.has(entry)).reduce((s, [, net]) => s + net, 0);
  const m = (minor: number) => toMajor(minor, ctx.currency);
  const codeOf = new Map(codes.map((c) => [c.id, c]));
  const groupLabel = (group: string) => {
    const code = codeOf.get(group);
    return code ? `${code.code}: ${code.name}` : `No tax code (${group.slice("rate:".length)}%)`;
  };
  const side = (label: string, which: Side) => {
    const mine = all.filter((p) => p.side === which);
    const groups = [...new Set(mine.map((p) => p.group))].sort((a, b) => groupLabel(a).localeCompare(groupLabel(b)));
    const children: ReportLine[] = groups.map((group) => {
      const own = mine.filter((p) => p.group === group);
      // One line per record: a record with several lines under the code adds them up.
      const byRecord = new Map<string, Portion>();
      for (const p of own) {
        const seen = byRecord.get(p.recordId);
        byRecord.set(p.recordId, seen ? { ...seen, net: seen.net + p.net, tax: seen.tax + p.tax } : p);
      }
      const records = [...byRecord.values()].sort(
        (a, b) => a.date.localeCompare(b.date) || a.label.localeCompare(b.label),
      );
      const code = codeOf.get(group);
      return {
        label: groupLabel(group),
        code: code?.code ?? null,
        amount: m(own.reduce((s, p) => s + p.tax, 0)),
        net_amount: m(own.reduce((s, p) => s + p.net, 0)),
        children: records.map((p) => ({
          label: p.label,
          date: p.date,
          source: p.source,
          record_uuid: p.recordId,
          amount: m(p.tax),
          net_amount: m(p.net),
          children: [],
        })),
      };
    });
    const tax = mine.reduce((s, p) => s + p.tax, 0);
    const net = mine.reduce((s, p) => s + p.net, 0);
    return { line: { label, amount: m(tax), net_amount: m(net), children }, tax, net };
  };
  const output = side("Output tax (sales and income)", "output");
  const input = side("Input tax (purchases and expenses)", "input");
  const payable = output.tax - input.tax;
  return {
    headings: headings("VAT Return", ctx, `${ctx.from} to ${ctx.to}`),
    content: [
      output.line,
      input.line,
      { label: "Net tax payable", amount: m(payable), children: [] },
      { label: "Other entries on the tax account (settlements, journals)", amount: m(other), children: [] },
      { label: "Movement on the tax account", amount: m(movement), children: [] },
    ],
    totals: {
      output_tax: m(output.tax),
      input_tax: m(input.tax),
      net_payable: m(payable),
      sales_net: m(output.net),
      purchases_net: m(input.net),
      other_tax_entries: m(other),
      tax_account_movement: m(movement),
    },
  };
}
