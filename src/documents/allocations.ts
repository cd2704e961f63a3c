// Credits applied to documents (issue 19): a credit note to its customer's invoices, a
// supplier credit to its supplier's bills. An allocation lowers both balances; both
// documents sit on the same control account, so in the business currency it moves
// nothing, unless the two were converted at different exchange rates: that difference
// is realized on the allocation's date (Dr/Cr the control account, Foreign Exchange
// Gain/Loss), as a payment at another rate realizes its own.
import { and, eq, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Assumption } from "../creates/pipeline";
import { bumpVersion } from "../db/batch";
import { loadAccounts } from "../db/queries/accounts";
import { allocationsOf } from "../db/queries/allocations";
import { refuseLocked } from "../db/queries/businesses";
import { oneOf } from "../db/queries/one-of";
import { creditAllocations, type DocumentKind, documents, payments } from "../db/schema";
import type { Db } from "../env";
import { type PostingLine, postEntry, reverseEntry } from "../ledger/posting";
import { nowIso } from "../lib/clock";
import { ApiError, notFound } from "../lib/errors";
import { newId } from "../lib/ids";
import { convertMinor, toMajor, toMinor } from "../lib/money";
import type { BusinessScope } from "../write/scope";
import { type DocumentRow, documentGuard, findDocument, kindNoun, kindRules, refuseVoided } from "./documents";

export interface AllocationInput {
  /** The invoice (bill): its uuid, source_uuid or number. */
  document: string;
  amount: number;
  /** Default: today. */
  date?: string;
}

const touch = (db: Db, businessId: string, ids: string[]) =>
  db
    .update(documents)
    .set({ version: bumpVersion(documents.version), updatedAt: nowIso() })
    .where(and(eq(documents.businessId, businessId), oneOf(documents.id, ids)));

/** The documents of `kind` the references name, by uuid, source_uuid or number (uuid first). */
async function findTargets(db: Db, businessId: string, kind: DocumentKind, references: string[]) {
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.businessId, businessId),
        eq(documents.kind, kind),
        or(
          oneOf(documents.id, references),
          oneOf(documents.sourceUuid, references),
          oneOf(
            documents.number,
            references.map((r) => r.toUpperCase()),
          ),
        ),
      ),
    );
  return (reference: string) =>
    rows.find((r) => r.id === reference) ??
    rows.find((r) => r.sourceUuid === reference) ??
    rows.find((r) => r.number === reference.toUpperCase());
}

/** In minor units: what is still open on each document, after its payments and allocations. */
async function openAmounts(db: Db, businessId: string, docs: DocumentRow[]) {
  const ids = docs.map((d) => d.id);
  const [paid, allocated] = await Promise.all([
    db
      .select({ documentId: payments.documentId, amount: payments.amount })
      .from(payments)
      .where(and(eq(payments.businessId, businessId), oneOf(payments.documentId, ids))),
    allocationsOf(db, businessId, ids),
  ]);
  const open = new Map(docs.map((d) => [d.id, d.total]));
  const less = (id: string, amount: number) => {
    if (open.has(id)) open.set(id, open.get(id)! - amount);
  };
  for (const p of paid) less(p.documentId, p.amount);
  for (const a of allocated) {
    less(a.creditId, a.amount);
    less(a.documentId, a.amount);
  }
  return { open, allocations: allocated };
}

/**
 * The exchange difference an allocation realizes, in base minor units: what the credit's
 * share and the document's share came to at their own rates. Signed as the control account
 * must move to clear both shares (positive: debit the control account).
 */
export function exchangeDifference(
  kind: DocumentKind,
  credit: Pick<DocumentRow, "currency" | "exchangeRate">,
  doc: Pick<DocumentRow, "currency" | "exchangeRate">,
  amount: number,
  base: string,
) {
  if (credit.currency === base || credit.exchangeRate === doc.exchangeRate) return 0;
  const creditBase = convertMinor(amount, credit.currency, base, credit.exchangeRate);
  const docBase = convertMinor(amount, doc.currency, base, doc.exchangeRate);
  // A credit note credited the receivable with creditBase; the invoice debited it with
  // docBase: clearing both moves it by creditBase − docBase (a supplier credit: the mirror).
  return kindRules[kind].controlDebit ? docBase - creditBase : creditBase - docBase;
}

export function differenceLines(controlId: string, fxId: string, difference: number): PostingLine[] {
  const amount = Math.abs(difference);
  const controlDebit = difference > 0;
  return [
    { accountId: controlId, debit: controlDebit ? amount : 0, credit: controlDebit ? 0 : amount },
    {
      accountId: fxId,
      debit: controlDebit ? 0 : amount,
      credit: controlDebit ? amount : 0,
      description: "Exchange difference",
    },
  ];
}

/**
 * Applies a credit to open documents of its contact. Each allocation is checked against
 * what both documents leave open as read here; the batch is guarded by the versions of
 * all of them (every payment and allocation moves a document's version), so two requests
 * at once can never allocate the same balance twice.
 */
export async function allocateCredit(
  s: BusinessScope,
  kind: DocumentKind,
  identifier: string,
  inputs: AllocationInput[],
) {
  const targetKind = kindRules[kind].appliesTo;
  if (!targetKind) throw new Error(`${kind} is not a credit`);
  const credit = await findDocument(s.db, s.businessId, kind, identifier);
  refuseVoided(credit, "allocated");
  const find = await findTargets(
    s.db,
    s.businessId,
    targetKind,
    inputs.map((i) => i.document),
  );
  const assumptions: Assumption[] = [];
  const planned: { doc: DocumentRow; amount: number; date: string; field: string }[] = [];
  for (const [i, input] of inputs.entries()) {
    const field = `allocations.${i}`;
    const doc = find(input.document);
    if (!doc)
      throw new ApiError("not_found", `${field}.document: no ${targetKind} ${input.document}`, [
        { field: `${field}.document`, message: `No such ${targetKind}` },
      ]);
    refuseVoided(doc, "credited");
    if (doc.contactId !== credit.contactId)
      throw new ApiError(
        "invalid_request",
        `${field}.document: ${doc.number} is another ${kindRules[kind].contactType}'s; a ${kindNoun(kind)} applies only to its own contact's ${targetKind}s`,
        [{ field: `${field}.document`, message: "Another contact's document" }],
      );
    if (doc.currency !== credit.currency)
      throw new ApiError(
        "invalid_request",
        `${field}.document: ${doc.number} is in ${doc.currency}, this ${kindNoun(kind)} in ${credit.currency}`,
        [{ field: `${field}.document`, message: "Currency does not match" }],
      );
    const amount = toMinor(input.amount, credit.currency, `${field}.amount`);
    if (amount <= 0)
      throw new ApiError("invalid_request", `${field}.amount: must be positive`, [
        { field: `${field}.amount`, message: "Must be positive" },
      ]);
    const date = input.date ?? s.today;
    if (!input.date) assumptions.push({ field: `${field}.date`, value: date, reason: "no date was sent; dated today" });
    const earliest = doc.date > credit.date ? doc.date : credit.date;
    if (date < earliest)
      throw new ApiError(
        "invalid_request",
        `${field}.date: before ${earliest}, the date of ${doc.date > credit.date ? doc.number : credit.number}`,
        [{ field: `${field}.date`, message: `Before ${earliest}` }],
      );
    planned.push({ doc, amount, date, field });
  }
  await refuseLocked(s.db, s.businessId, ...planned.map((p) => p.date));
  const targets = [...new Map(planned.map((p) => [p.doc.id, p.doc])).values()];
  const { open } = await openAmounts(s.db, s.businessId, [credit, ...targets]);
  for (const p of planned) {
    const left = open.get(p.doc.id)!;
    if (p.amount > left)
      throw new ApiError(
        "invalid_request",
        `${p.field}.amount: ${toMajor(p.amount, credit.currency)} is more than the ${toMajor(Math.max(left, 0), credit.currency)} open on ${p.doc.number}`,
        [{ field: `${p.field}.amount`, message: `More than is open on ${p.doc.number}` }],
      );
    open.set(p.doc.id, left - p.amount);
    const remaining = open.get(credit.id)!;
    if (p.amount > remaining)
      throw new ApiError(
        "invalid_request",
        `${p.field}.amount: more than the ${toMajor(Math.max(remaining, 0), credit.currency)} left on ${credit.number}`,
        [{ field: `${p.field}.amount`, message: `More than is left on ${credit.number}` }],
      );
    open.set(credit.id, remaining - p.amount);
  }

  const statements: BatchItem<"sqlite">[] = [touch(s.db, s.businessId, [credit.id, ...targets.map((t) => t.id)])];
  const differences = planned.map((p) => exchangeDifference(kind, credit, p.doc, p.amount, s.currency));
  const roles = differences.some((d) => d !== 0)
    ? await loadAccounts(s.db, s.businessId, { references: [], subTypes: [kindRules[kind].control, "fx"] })
    : null;
  const now = nowIso();
  for (const [i, p] of planned.entries()) {
    const id = newId();
    let entryId: string | null = null;
    if (differences[i] !== 0) {
      const entry = postEntry(s.db, {
        businessId: s.businessId,
        date: p.date,
        sourceType: "credit_allocation",
        sourceId: id,
        narration: `${credit.number} applied to ${p.doc.number}`,
        lines: differenceLines(
          roles!.bySubType(kindRules[kind].control)!.id,
          roles!.bySubType("fx")!.id,
          differences[i]!,
        ),
      });
      entryId = entry.entryId;
      statements.push(...entry.statements);
    }
    statements.push(
      s.db.insert(creditAllocations).values({
        id,
        businessId: s.businessId,
        creditId: credit.id,
        documentId: p.doc.id,
        amount: p.amount,
        date: p.date,
        entryId,
        createdAt: now,
      }),
    );
  }
  return {
    creditId: credit.id,
    statements,
    reads: [documentGuard(credit), ...targets.map(documentGuard)],
    assumptions,
  };
}

/** Takes an allocation back: both balances open again, and its exchange difference (if any) is reversed. */
export async function removeAllocation(s: BusinessScope, kind: DocumentKind, identifier: string, allocationId: string) {
  const credit = await findDocument(s.db, s.businessId, kind, identifier);
  const [allocation] = await s.db
    .select()
    .from(creditAllocations)
    .where(
      and(
        eq(creditAllocations.businessId, s.businessId),
        eq(creditAllocations.creditId, credit.id),
        eq(creditAllocations.id, allocationId),
      ),
    );
  if (!allocation) throw notFound("Allocation");
  await refuseLocked(s.db, s.businessId, allocation.date);
  const [doc] = await s.db
    .select()
    .from(documents)
    .where(and(eq(documents.businessId, s.businessId), eq(documents.id, allocation.documentId)));
  const statements: BatchItem<"sqlite">[] = [
    touch(s.db, s.businessId, [credit.id, allocation.documentId]),
    ...(allocation.entryId
      ? await reverseEntry(s.db, s.businessId, allocation.entryId, "credit_allocation", allocation.id)
      : []),
    s.db.delete(creditAllocations).where(eq(creditAllocations.id, allocation.id)),
  ];
  return { creditId: credit.id, statements, reads: [documentGuard(credit), ...(doc ? [documentGuard(doc)] : [])] };
}
