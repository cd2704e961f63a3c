// Customer and supplier statements (issue 20): what one contact owes (is owed) over a
// period, as the control account holds it: an opening balance, every invoice, credit
// note, payment, refund and manual line of the period with a running balance, and the
// closing balance, which is the contact's share of Accounts Receivable (Payable) and the
// total the aged report shows for them.
//
// The amounts are the ledger's lines on the control account, in the business currency,
// found through the records that posted them: each document, payment and allocation
// (its exchange difference) of the contact, and the manual lines that name the contact.
// An edit reverses and reposts, so a record's lines are netted per date: a statement
// shows each document once, as it stands, and a record undone on its own date not at all.
import { and, eq, inArray, isNotNull, lte, type SQL } from "drizzle-orm";
import { inSlices, oneOf, unindexed } from "../db/queries/one-of";
import {
  accounts,
  creditAllocations,
  documentKinds,
  documents,
  journalEntries,
  journalLines,
  payments,
} from "../db/schema";
import { isCredit, kindRules } from "../documents/documents";
import type { Db } from "../env";
import { addDays } from "../lib/clock";
import { toMajor } from "../lib/money";
import { headings, type Report, type ReportContext, type ReportLine } from "./reports";

const SIDES = {
  customer: { control: "receivable", kinds: ["invoice", "credit_note"], title: "Customer statement" },
  supplier: { control: "payable", kinds: ["bill", "supplier_credit"], title: "Supplier statement" },
} as const;

interface Movement {
  key: string;
  date: string;
  label: string;
  source: string;
  recordId: string;
  /** Minor units, positive when the contact owes more (customer) or is owed more (supplier). */
  amount: number;
}

export async function contactStatement(
  db: Db,
  ctx: ReportContext,
  side: keyof typeof SIDES,
  contact: { id: string; name: string },
): Promise<Report> {
  const rules = SIDES[side];
  const docs = await db
    .select({ id: documents.id, kind: documents.kind, number: documents.number })
    .from(documents)
    .where(
      and(
        eq(documents.businessId, ctx.businessId),
        eq(documents.contactId, contact.id),
        inArray(documents.kind, [...rules.kinds]),
        lte(documents.date, ctx.to),
      ),
    );
  const docIds = docs.map((d) => d.id);
  const [paid, applied] = await Promise.all([
    inSlices(docIds, (ids) =>
      db
        .select({ id: payments.id, documentId: payments.documentId })
        .from(payments)
        .where(and(eq(payments.businessId, ctx.businessId), oneOf(payments.documentId, ids))),
    ),
    inSlices(docIds, (ids) =>
      db
        .select({ id: creditAllocations.id, creditId: creditAllocations.creditId })
        .from(creditAllocations)
        .where(and(eq(creditAllocations.businessId, ctx.businessId), oneOf(creditAllocations.creditId, ids))),
    ),
  ]);
  const docOf = new Map(docs.map((d) => [d.id, d]));
  // Every record whose entries may touch the control account for this contact: what it is called.
  const source = new Map<string, { label: string; source: string; recordId: string }>();
  for (const d of docs)
    source.set(d.id, { label: `${kindRules[d.kind].noun} ${d.number}`, source: d.kind, recordId: d.id });
  for (const p of paid) {
    const doc = docOf.get(p.documentId)!;
    const refund = isCredit(doc.kind);
    source.set(p.id, {
      label: `${refund ? "Refund" : "Payment"} on ${doc.number}`,
      source: "payment",
      recordId: doc.id,
    });
  }
  for (const a of applied) {
    const doc = docOf.get(a.creditId)!;
    source.set(a.id, {
      label: `Exchange difference, ${doc.number} applied`,
      source: "credit_allocation",
      recordId: doc.id,
    });
  }
  const sign = rules.control === "receivable" ? 1 : -1;
  // The control account's lines of those records, and the manual lines naming the contact,
  // read by the records' entries (or the contact), never by the business's dates.
  const onControl = (which: SQL) =>
    db
      .select({
        entryId: journalLines.entryId,
        date: journalLines.date,
        debit: journalLines.debit,
        credit: journalLines.credit,
        contactId: journalLines.contactId,
        sourceId: journalEntries.sourceId,
        narration: journalEntries.narration,
        createdAt: journalEntries.createdAt,
        lineNo: journalLines.lineNo,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
      .where(and(eq(accounts.subType, rules.control), lte(unindexed(journalLines.date), ctx.to), which));
  const [recorded, manual] = await Promise.all([
    inSlices([...source.keys()], (ids) =>
      onControl(
        and(
          eq(unindexed(journalLines.businessId), ctx.businessId),
          eq(journalEntries.businessId, ctx.businessId),
          inArray(journalEntries.sourceType, [...documentKinds, "payment", "credit_allocation"]),
          oneOf(journalEntries.sourceId, ids),
        )!,
      ),
    ),
    onControl(
      and(
        eq(journalLines.businessId, ctx.businessId),
        isNotNull(journalLines.contactId),
        eq(journalLines.contactId, contact.id),
      )!,
    ),
  ]);
  const seen = new Set<string>();
  const lines = [...recorded, ...manual]
    .filter((l) => !seen.has(`${l.entryId}|${l.lineNo}`) && seen.add(`${l.entryId}|${l.lineNo}`))
    .sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt) || a.lineNo - b.lineNo);
  // One movement per record and date: a record's reposts and reversals netted.
  const byKey = new Map<string, Movement>();
  for (const line of lines) {
    // A manual line names the contact; a record's line is found by its record.
    const known = line.contactId === contact.id ? undefined : source.get(line.sourceId);
    const key = known ? `${line.sourceId}|${line.date}` : `manual|${line.entryId}`;
    const amount = sign * (line.debit - line.credit);
    const seen = byKey.get(key);
    if (seen) seen.amount += amount;
    else
      byKey.set(key, {
        key,
        date: line.date,
        label: known?.label ?? line.narration ?? "Journal",
        source: known?.source ?? "journal",
        recordId: known?.recordId ?? line.sourceId,
        amount,
      });
  }
  const movements = [...byKey.values()].filter((m) => m.amount !== 0);
  const opening = movements.filter((m) => m.date < ctx.from).reduce((s, m) => s + m.amount, 0);
  const m = (minor: number) => toMajor(minor, ctx.currency);
  let running = opening;
  let charged = 0;
  let settled = 0;
  const activity: ReportLine[] = movements
    .filter((mv) => mv.date >= ctx.from)
    .map((mv) => {
      running += mv.amount;
      if (mv.amount > 0) charged += mv.amount;
      else settled -= mv.amount;
      return {
        label: mv.label,
        date: mv.date,
        source: mv.source,
        record_uuid: mv.recordId,
        debit: m(Math.max(mv.amount, 0)),
        credit: m(Math.max(-mv.amount, 0)),
        amount: m(mv.amount),
        balance: m(running),
        children: [],
      };
    });
  return {
    headings: [...headings(rules.title, ctx, `${ctx.from} to ${ctx.to}`), { label: contact.name, level: 2 }],
    content: [
      {
        label: "Opening balance",
        date: addDays(ctx.from, -1),
        contact_uuid: contact.id,
        amount: m(opening),
        children: [],
      },
      { label: "Activity", amount: m(running - opening), children: activity },
      { label: "Closing balance", date: ctx.to, contact_uuid: contact.id, amount: m(running), children: [] },
    ],
    totals: {
      opening_balance: m(opening),
      [side === "customer" ? "invoiced" : "billed"]: m(charged),
      [side === "customer" ? "received_and_credited" : "paid_and_credited"]: m(settled),
      closing_balance: m(running),
    },
  };
}
