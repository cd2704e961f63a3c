// Payments on invoices and bills (SPEC 4.3): add, update by uuid, or overwrite the set.
// Each payment relieves the receivable (payable) by its own amount at the document's rate
// (reliefs), so its entry depends on it alone: adding, changing or removing one posts that
// one and nothing else (keptEntries). On a foreign-currency document paid in full the latest
// payment recorded takes the rounding remainder, so a paid document leaves exactly zero behind.
// A payment at another rate than the document's posts the difference to the Foreign
// Exchange Gain/Loss account.

import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { accountIn, buildRoleAccount } from "../accounts/accounts";
import { bumpVersion, type ExpectedVersion } from "../db/batch";
import { type AccountRow, type AccountSet, loadAccounts } from "../db/queries/accounts";
import { allocatedOn, allocationsOf } from "../db/queries/allocations";
import { oneOf } from "../db/queries/one-of";
import { type DocumentKind, documents, journalLines, payments } from "../db/schema";
import type { Db } from "../env";
import { type PostingLine, postEntry, reverseEntry } from "../ledger/posting";
import { nowMs } from "../lib/clock";
import { ApiError } from "../lib/errors";
import { newId } from "../lib/ids";
import { convertMinor, parseRate, toMajor, toMinor } from "../lib/money";
import {
  buildReceivedCredit,
  creditKindOf,
  type DocumentRow,
  documentPayments,
  isCredit,
  kindNoun,
  kindRules,
  type PaymentRow,
  paymentView,
  refuseVoided,
} from "./documents";

export interface PaymentInput {
  uuid?: string;
  amount_paid: number;
  category: string;
  date: string;
  exchange_rate?: number;
  /** Tax the payer kept back: recorded as a payment of its own to the withholding tax account. */
  withholding_tax?: number;
  /** The field its errors name, when not `payments.<its index>` (a create's payments, some of them prepayments). */
  field?: string;
}

/**
 * Withholding tax: the customer who keeps back part of a receipt owes it to the tax
 * authority on the business's behalf (an asset the business holds against its tax:
 * WHT Receivable); the business that keeps back part of a bill's payment owes it to the
 * tax authority (WHT Payable). Either settles the document like money received or paid,
 * so it is a payment to that account, created on first use.
 */
const WITHHOLDING = {
  invoice: { name: "WHT Receivable", type: "asset", subType: "wht_receivable" },
  bill: { name: "WHT Payable", type: "liability", subType: "wht_payable" },
} as const;
const withholdingFor = (kind: DocumentKind) => (kind === "invoice" || kind === "bill" ? WITHHOLDING[kind] : null);

/** Payments as stored, as the inputs that keep them as they are (by uuid). */
export const paymentInputs = (rows: PaymentRow[], currency: string): PaymentInput[] =>
  rows.map((p) => ({
    uuid: p.id,
    amount_paid: toMajor(p.amount, currency),
    category: p.accountId,
    date: p.date,
    exchange_rate: p.exchangeRate === null ? undefined : Number(p.exchangeRate),
  }));

interface PlannedPayment {
  id: string;
  amount: number;
  account: AccountRow;
  date: string;
  exchangeRate: string | null;
  createdAt: string;
  existing: boolean;
}

/** The accounts a payment posts to besides its bank or cash account. */
function roles(found: AccountSet, control: string) {
  const role = (subType: string) => {
    const account = found.bySubType(subType);
    if (!account) throw new Error(`the business has no ${subType} account`);
    return account;
  };
  return { control: role(control), fx: role("fx") };
}

function paymentLines(
  kind: DocumentKind,
  doc: DocumentRow,
  payment: PlannedPayment,
  relief: number,
  baseCurrency: string,
  control: AccountRow,
  fx: AccountRow,
): PostingLine[] {
  const rate = payment.exchangeRate ?? doc.exchangeRate;
  const bankBase =
    doc.currency === baseCurrency ? payment.amount : convertMinor(payment.amount, doc.currency, baseCurrency, rate);
  const foreignBank = payment.account.currency !== baseCurrency;
  // Money in (an invoice's receipt, a supplier's refund of a credit) or out.
  const invoice = kindRules[kind].controlDebit;
  const lines: PostingLine[] = [
    {
      accountId: payment.account.id,
      debit: invoice ? bankBase : 0,
      credit: invoice ? 0 : bankBase,
      currency: foreignBank ? payment.account.currency : null,
      currencyAmount: foreignBank ? (invoice ? payment.amount : -payment.amount) : null,
    },
    { accountId: control.id, debit: invoice ? 0 : relief, credit: invoice ? relief : 0 },
  ];
  // Money in: a bank amount above the relief is a gain (credit); money out, a loss.
  const difference = bankBase - relief;
  if (difference !== 0) {
    const creditFx = invoice ? difference > 0 : difference < 0;
    const amount = Math.abs(difference);
    lines.push({
      accountId: fx.id,
      debit: creditFx ? 0 : amount,
      credit: creditFx ? amount : 0,
      description: "Exchange difference",
    });
  }
  return lines.filter((l) => l.debit > 0 || l.credit > 0);
}

/** Payments in the order they relieve the document: by date, then as made. */
const postingOrder = (a: { date: string; createdAt: string; id: string }, b: typeof a) =>
  a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

const samePayment = (p: PlannedPayment, q: PaymentRow) =>
  p.id === q.id &&
  p.amount === q.amount &&
  p.account.id === q.accountId &&
  p.date === q.date &&
  p.exchangeRate === q.exchangeRate;

/** A document's amount in base minor units at its own rate. */
const atDocumentRate = (doc: DocumentRow, minor: number, baseCurrency: string) =>
  doc.currency === baseCurrency ? minor : convertMinor(minor, doc.currency, baseCurrency, doc.exchangeRate);

/**
 * What each payment relieves the receivable (payable) by, in base minor units: its own
 * amount at the document's rate, whatever the others are, so one payment's change never
 * moves another's entry. Only on a foreign-currency document paid in full (payments and
 * credits reach the total) does the latest payment recorded take what is left of the
 * document's base amount instead, so the control account holds exactly zero for a paid
 * document: the payment that completes it carries the rounding remainder, and nothing
 * earlier moves. `creditedBase` is what the credits applied to it relieved.
 */
function reliefs(
  doc: DocumentRow,
  planned: PlannedPayment[],
  credited: number,
  creditedBase: number,
  baseCurrency: string,
): Map<string, number> {
  const out = new Map(planned.map((p) => [p.id, atDocumentRate(doc, p.amount, baseCurrency)]));
  const paid = planned.reduce((s, p) => s + p.amount, 0);
  const latest = planned.reduce<PlannedPayment | undefined>(
    (l, p) => (!l || p.createdAt > l.createdAt || (p.createdAt === l.createdAt && p.id > l.id) ? p : l),
    undefined,
  );
  if (doc.currency !== baseCurrency && latest && paid + credited >= doc.total) {
    const others = planned.filter((p) => p !== latest).reduce((s, p) => s + out.get(p.id)!, 0);
    out.set(latest.id, atDocumentRate(doc, doc.total, baseCurrency) - creditedBase - others);
  }
  return out;
}

/**
 * The payments that keep the entries they have: those unchanged whose relief is what
 * their entry posted. Adding, changing or removing one payment posts only that one; on a
 * foreign-currency document paid in full, changing or removing an earlier payment also
 * posts the latest one again, as the rounding remainder it carries moves.
 */
function keptEntries(
  planned: PlannedPayment[],
  posted: PaymentRow[],
  relief: Map<string, number>,
  postedRelief: Map<string, number>,
): Set<string> {
  const before = new Map(posted.map((q) => [q.id, q]));
  return new Set(
    planned
      .filter(
        (p) => before.has(p.id) && samePayment(p, before.get(p.id)!) && postedRelief.get(p.id) === relief.get(p.id),
      )
      .map((p) => p.id),
  );
}

/**
 * What the posted payments' entries relieved the control account by (base minor units).
 * In the base currency that is each payment's amount; in a foreign currency it is read
 * from the entries (payments posted before reliefs were per payment carry running-total
 * shares).
 */
async function postedReliefs(
  db: Db,
  businessId: string,
  doc: DocumentRow,
  posted: PaymentRow[],
  control: AccountRow,
  baseCurrency: string,
): Promise<Map<string, number>> {
  if (doc.currency === baseCurrency || posted.length === 0) return new Map(posted.map((p) => [p.id, p.amount]));
  const rows = await db
    .select({ entryId: journalLines.entryId, moved: sql<number>`sum(${journalLines.debit} + ${journalLines.credit})` })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.businessId, businessId),
        eq(journalLines.accountId, control.id),
        oneOf(
          journalLines.entryId,
          posted.map((p) => p.entryId),
        ),
      ),
    )
    .groupBy(journalLines.entryId);
  const byEntry = new Map(rows.map((r) => [r.entryId, Number(r.moved)]));
  return new Map(posted.map((p) => [p.id, byEntry.get(p.entryId) ?? 0]));
}

/** What the credits applied to a document relieved its control account by: each allocation at the document's rate. */
async function creditedBaseOf(db: Db, businessId: string, doc: DocumentRow, baseCurrency: string) {
  if (doc.currency === baseCurrency) return 0;
  const rows = await allocationsOf(db, businessId, [doc.id]);
  return rows.reduce((s, a) => s + atDocumentRate(doc, a.amount, baseCurrency), 0);
}

/**
 * The statements that make the document's payments what `inputs` say. `doc` is the
 * document as the caller first read it: the returned guard holds the batch to that
 * version, so anything the caller read about its payments since cannot have changed.
 */
export async function applyPayments(
  db: Db,
  businessId: string,
  baseCurrency: string,
  kind: DocumentKind,
  doc: DocumentRow,
  inputs: PaymentInput[],
  overwrite: boolean,
  /** The document's payments, accounts and credit allocated, when the caller has just read them (`readForPayments`). */
  read?: { payments: PaymentRow[]; accounts?: AccountSet; allocated?: number },
  /**
   * What is paid above the document's open balance, by the last payment added: 400
   * (`refuse`), or (`credit`) kept as the contact's credit, a credit note (supplier
   * credit) of that money (documents.ts, buildReceivedCredit).
   */
  overpayment: "refuse" | "credit" = "refuse",
  /**
   * The document is inserted by the same batch (a create with its payments): no version to
   * guard or move, nothing posted or credited before, and its number is read in SQL.
   */
  fresh = false,
) {
  refuseVoided(doc, "paid");
  const current = read?.payments ?? (await documentPayments(db, businessId, doc.id));
  const control = kindRules[kind].control;
  // Every account the payments name or keep, and the role accounts, in one query,
  // unless the caller's read already holds them all.
  const references = [...inputs.map((p) => p.category), ...(overwrite ? [] : current.map((p) => p.accountId))];
  const withholding = withholdingFor(kind);
  const withholds = inputs.some((p) => p.withholding_tax !== undefined);
  if (withholds && !withholding) {
    const i = inputs.findIndex((p) => p.withholding_tax !== undefined);
    throw new ApiError(
      "invalid_request",
      `payments.${i}.withholding_tax: a refund of a ${kindNoun(kind)} has no tax withheld`,
      [{ field: `payments.${i}.withholding_tax`, message: "Only on invoice and bill payments" }],
    );
  }
  const subTypes = [control, "fx", ...(withholding && withholds ? [withholding.subType] : [])];
  const found =
    read?.accounts &&
    references.every((r) => read.accounts?.find(r)) &&
    subTypes.every((t) => read.accounts?.bySubType(t))
      ? read.accounts
      : await loadAccounts(db, businessId, { references, subTypes });
  const byId = new Map(current.map((p) => [p.id, p]));
  // New payments of one request are recorded in the order they were given: same-day ones
  // are listed by when they were recorded, and a shared instant would leave their order to
  // their random uuids ("100,000 cash and 165,500 to Access" came back either way round).
  const started = nowMs();
  const now = new Date(started).toISOString();
  let recorded = 0;
  const stamp = () => new Date(started + recorded++).toISOString();
  const supplied: PlannedPayment[] = [];
  const created: BatchItem<"sqlite">[] = [];
  let whtAccount = withholding ? found.bySubType(withholding.subType) : undefined;
  if (withholding && withholds && !whtAccount) {
    const made = await buildRoleAccount(db, businessId, baseCurrency, withholding);
    whtAccount = made.row;
    created.push(...made.statements);
  }
  for (const [i, input] of inputs.entries()) {
    const field = input.field ?? `payments.${i}`;
    if (input.uuid && !byId.has(input.uuid))
      throw new ApiError("not_found", `${field}.uuid: no payment ${input.uuid} on this ${kindNoun(kind)}`);
    const account = accountIn(found, input.category, `${field}.category`);
    // An earlier payment of tax withheld, edited or kept by its uuid, names its account.
    const isWithholding = withholding !== null && account.subType === withholding.subType;
    if (account.subType !== "bank" && account.subType !== "cash" && !isWithholding) {
      throw new ApiError("invalid_request", `${field}.category: ${account.name} is not a bank or cash account`, [
        {
          field: `${field}.category`,
          message: `Must be a bank or cash account${withholding ? ` (or ${withholding.name})` : ""}`,
        },
      ]);
    }
    if (isWithholding && account.currency !== baseCurrency) {
      throw new ApiError(
        "invalid_request",
        `${field}.category: ${account.name} holds ${account.currency}; tax withheld is kept in ${baseCurrency}`,
        [{ field: `${field}.category`, message: "Currency does not match" }],
      );
    }
    if (account.currency !== baseCurrency && account.currency !== doc.currency) {
      throw new ApiError(
        "invalid_request",
        `${field}.category: ${account.name} holds ${account.currency}; pay a ${doc.currency} ${kind} from a ${doc.currency} or ${baseCurrency} account`,
        [{ field: `${field}.category`, message: "Currency does not match" }],
      );
    }
    const amount = toMinor(input.amount_paid, doc.currency, `${field}.amount_paid`);
    if (amount === 0)
      throw new ApiError("invalid_request", `${field}.amount_paid: must be positive`, [
        { field: `${field}.amount_paid`, message: "Must be positive" },
      ]);
    if (input.date < doc.date)
      throw new ApiError("invalid_request", `${field}.date: before the ${kindNoun(kind)} date`, [
        { field: `${field}.date`, message: `Before the ${kindNoun(kind)} date` },
      ]);
    const existing = input.uuid ? byId.get(input.uuid) : undefined;
    const exchangeRate =
      input.exchange_rate === undefined ? null : parseRate(input.exchange_rate, `${field}.exchange_rate`);
    supplied.push({
      id: existing?.id ?? newId(),
      amount,
      account,
      date: input.date,
      exchangeRate,
      createdAt: existing?.createdAt ?? stamp(),
      existing: existing !== undefined,
    });
    if (input.withholding_tax !== undefined) {
      if (input.uuid)
        throw new ApiError(
          "invalid_request",
          `${field}.withholding_tax: goes with a new payment; the tax withheld is a payment of its own, changed by its uuid`,
          [{ field: `${field}.withholding_tax`, message: "Only on a new payment" }],
        );
      if (whtAccount!.currency !== baseCurrency)
        throw new ApiError(
          "invalid_request",
          `${field}.withholding_tax: ${whtAccount!.name} holds ${whtAccount!.currency}; tax withheld is kept in ${baseCurrency}`,
          [{ field: `${field}.withholding_tax`, message: "The withholding tax account's currency does not match" }],
        );
      const withheld = toMinor(input.withholding_tax, doc.currency, `${field}.withholding_tax`);
      if (withheld > 0)
        supplied.push({
          id: newId(),
          amount: withheld,
          account: whtAccount!,
          date: input.date,
          exchangeRate,
          createdAt: stamp(),
          existing: false,
        });
    }
  }
  const suppliedIds = new Set(supplied.map((p) => p.id));
  const kept: PlannedPayment[] = [];
  if (!overwrite) {
    for (const p of current) {
      if (suppliedIds.has(p.id)) continue;
      kept.push({
        id: p.id,
        amount: p.amount,
        account: found.find(p.accountId)!,
        date: p.date,
        exchangeRate: p.exchangeRate,
        createdAt: p.createdAt,
        existing: true,
      });
    }
  }
  let planned = [...kept, ...supplied].sort(postingOrder);
  const totalPaid = planned.reduce((s, p) => s + p.amount, 0);
  const credited = read?.allocated ?? (await allocatedOn(db, businessId, doc.id));
  const excess = totalPaid + credited - doc.total;
  // The payment the excess comes out of: the last one this request adds (not tax withheld).
  const overpaying =
    // (Tax withheld is worked out on what is owed: a payment that withholds is never more.)
    excess > 0 && overpayment === "credit" && !isCredit(kind) && !withholds
      ? [...supplied].reverse().find((p) => !p.existing && p.account.subType !== withholding?.subType)
      : undefined;
  if (excess > 0 && (!overpaying || overpaying.amount < excess)) {
    const noun = kindNoun(kind);
    throw new ApiError(
      "invalid_request",
      credited > 0
        ? `payments: ${toMajor(totalPaid, doc.currency)} paid and ${toMajor(credited, doc.currency)} ${isCredit(kind) ? "allocated" : "credited"} would exceed the ${noun} total of ${toMajor(doc.total, doc.currency)}`
        : `payments: ${toMajor(totalPaid, doc.currency)} paid would exceed the ${noun} total of ${toMajor(doc.total, doc.currency)}`,
      [{ field: "payments", message: "Total paid above what the document leaves open" }],
    );
  }
  if (overpaying) {
    overpaying.amount -= excess;
    // All of it above the balance: no payment on the document, only the credit.
    if (overpaying.amount === 0) planned = planned.filter((p) => p !== overpaying);
  }
  // Payments are part of the document: its version moves with them, and the batch applies
  // only to the version these payments were read from (a concurrent change makes it stale).
  const statements: BatchItem<"sqlite">[] = [
    ...created,
    ...(fresh
      ? []
      : [
          db
            .update(documents)
            .set({ version: bumpVersion(documents.version), updatedAt: now })
            .where(and(eq(documents.businessId, businessId), eq(documents.id, doc.id))),
        ]),
  ];
  const guard: ExpectedVersion = {
    table: documents,
    idColumn: documents.id,
    versionColumn: documents.version,
    id: doc.id,
    version: doc.version,
  };
  const posted = [...current].sort(postingOrder);
  const roleAccounts = roles(found, control);
  const [creditedBase, postedRelief] = await Promise.all([
    fresh ? 0 : creditedBaseOf(db, businessId, doc, baseCurrency),
    postedReliefs(db, businessId, doc, posted, roleAccounts.control, baseCurrency),
  ]);
  const relief = reliefs(doc, planned, credited, creditedBase, baseCurrency);
  const standing = keptEntries(planned, posted, relief, postedRelief);
  const replaced = posted.filter((p) => !standing.has(p.id));
  for (const p of replaced) statements.push(...(await reverseEntry(db, businessId, p.entryId, "payment", p.id)));
  if (replaced.length)
    statements.push(
      db.delete(payments).where(
        and(
          eq(payments.businessId, businessId),
          oneOf(
            payments.id,
            replaced.map((p) => p.id),
          ),
        ),
      ),
    );
  /** The payment rows this batch inserts, with their accounts' names (a create's view is built from them). */
  const inserted: { row: PaymentRow; account: string }[] = [];
  for (const p of planned) {
    if (standing.has(p.id)) continue;
    const entry = postEntry(db, {
      businessId,
      date: p.date,
      sourceType: "payment",
      sourceId: p.id,
      narration: fresh
        ? sql<string>`${`${isCredit(kind) ? "Refund" : "Payment"} on `} || (SELECT ${documents.number} FROM ${documents} WHERE ${documents.businessId} = ${businessId} AND ${documents.id} = ${doc.id})`
        : `${isCredit(kind) ? "Refund" : "Payment"} on ${doc.number}`,
      lines: paymentLines(kind, doc, p, relief.get(p.id)!, baseCurrency, roleAccounts.control, roleAccounts.fx),
    });
    const row: PaymentRow = {
      id: p.id,
      businessId,
      documentId: doc.id,
      amount: p.amount,
      accountId: p.account.id,
      date: p.date,
      exchangeRate: p.exchangeRate,
      entryId: entry.entryId,
      createdAt: p.createdAt,
      updatedAt: now,
    };
    inserted.push({ row, account: p.account.name });
    statements.push(db.insert(payments).values(row), ...entry.statements);
  }
  let keptAsCredit: { uuid: string; kind: "credit_note" | "supplier_credit"; amount: number } | null = null;
  if (overpaying) {
    const creditKind = creditKindOf(kind);
    const id = newId();
    statements.push(
      ...buildReceivedCredit(db, businessId, baseCurrency, creditKind, {
        id,
        contactId: doc.contactId,
        date: overpaying.date,
        currency: doc.currency,
        exchangeRate: overpaying.exchangeRate ?? doc.exchangeRate,
        amount: excess,
        account: overpaying.account,
        control: roleAccounts.control,
        narration: `Overpayment on ${doc.number}`,
        origin: "overpayment",
      }),
    );
    keptAsCredit = { uuid: id, kind: creditKind, amount: toMajor(excess, doc.currency) };
  }
  const names = new Map(planned.map((p) => [p.account.id, p.account.name]));
  const view = {
    uuid: doc.id,
    payments: planned.map((p) => paymentView({ ...p, accountId: p.account.id }, doc.currency, names)),
    ...(keptAsCredit ? { kept_as_credit: keptAsCredit } : {}),
  };
  return { statements, view, guard, inserted };
}
