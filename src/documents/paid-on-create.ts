// Money already paid on an invoice or bill as it is created: a prompt's "…; he paid 200k
// into Zenith today", "they paid half by transfer to Access", "he paid a 50k deposit last
// Friday", or a structured record's `payments`. Recorded in the create's own batch, so the
// document and its money commit together or not at all, never above its total:
// - paid on or after the document's date: a payment, through the payments path (payments.ts);
// - paid before it: the contact's prepayment until the document existed, a credit note
//   (supplier credit) of that money on its own day, applied to the document on the
//   document's date (allocations.ts), so the aged balances agree with the ledger on every
//   day in between (a payment dated before its document would leave a negative balance).
import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { accountIn } from "../accounts/accounts";
import type { Assumption } from "../creates/pipeline";
import type { AccountSet } from "../db/queries/accounts";
import { creditAllocations, type DocumentKind } from "../db/schema";
import type { Db } from "../env";
import { postEntry } from "../ledger/posting";
import { nowIso } from "../lib/clock";
import { ApiError, invalid } from "../lib/errors";
import { newId } from "../lib/ids";
import { parseRate, toMajor, toMinor } from "../lib/money";
import { differenceLines, exchangeDifference } from "./allocations";
import { moneyAccount } from "./cash-accounts";
import { type BuiltDocument, buildReceivedCredit, creditKindOf, isCredit, kindNoun, kindRules } from "./documents";
import type { DocumentDraft } from "./extraction";
import { applyPayments, type PaymentInput } from "./payments";

type AllocationRow = typeof creditAllocations.$inferSelect;

export async function paymentsOnCreate(
  db: Db,
  scope: { businessId: string; baseCurrency: string; kind: DocumentKind; chart: AccountSet; structured: boolean },
  built: Pick<BuiltDocument, "row">,
  contact: { id: string | SQL<string>; name: string },
  drafts: DocumentDraft["payments"],
  assumptions: Assumption[],
) {
  const { businessId, baseCurrency, kind, chart, structured } = scope;
  if (drafts.length === 0) return { statements: [], inserted: [], allocations: [] };
  const noun = kindNoun(kind);
  if (isCredit(kind))
    throw new ApiError("invalid_request", `payments: a ${noun} is refunded after it is recorded, not with it`, [
      { field: "payments", message: `Not on a ${noun}; record its refunds with its payments route` },
    ]);
  const doc = built.row;
  const inputs: (PaymentInput & { field: string })[] = drafts.map((p, n) => {
    const field = `payments.${n}`;
    // A prompt's clause names its account loosely ("into Zenith", "cash"), else Cash, stated;
    // a record names it exactly (applyPayments refuses an unknown one by this field).
    const category = structured
      ? p.category!
      : moneyAccount(
          chart,
          baseCurrency,
          kindRules[kind].controlDebit ? "in" : "out",
          { category: p.category, narration: p.category, currency: doc.currency },
          assumptions,
          `${field}.category`,
        ).id;
    if (!p.date)
      assumptions.push({
        field: `${field}.date`,
        value: doc.date,
        reason: `${structured ? "the record" : "the prompt"} states no date for the payment; dated as the ${noun}`,
      });
    // A share of the total ("half", "50% upfront"), in the document's minor units, rounded once.
    const amount =
      p.amount !== null ? Number(p.amount) : toMajor(Math.round((doc.total * Number(p.percent)) / 100), doc.currency);
    return {
      field,
      amount_paid: amount,
      category,
      date: p.date ?? doc.date,
      ...(p.exchange_rate === null ? {} : { exchange_rate: Number(p.exchange_rate) }),
    };
  });
  const before = inputs.filter((p) => p.date < doc.date);
  const prepaid = prepaymentsApplied(db, scope, doc, contact, before, assumptions);
  const paid = inputs.filter((p) => p.date >= doc.date);
  if (paid.length === 0) return { ...prepaid, inserted: [] };
  const { statements, inserted } = await applyPayments(
    db,
    businessId,
    baseCurrency,
    kind,
    // (Its number is read in SQL (fresh); its contact is read only to keep an overpayment, refused here.)
    { ...doc, seq: 0, number: "", contactId: "" },
    paid,
    false,
    { payments: [], accounts: chart, allocated: prepaid.total },
    "refuse",
    true,
  );
  return { statements: [...prepaid.statements, ...statements], inserted, allocations: prepaid.allocations };
}

/**
 * Money paid before the document: each sum a prepayment of its own day (the money's entry:
 * Dr the bank / Cr the control account, or the mirror), allocated to the document on its
 * date; an exchange difference between the two rates is realized then, as any allocation's.
 */
function prepaymentsApplied(
  db: Db,
  {
    businessId,
    baseCurrency,
    kind,
    chart,
  }: { businessId: string; baseCurrency: string; kind: DocumentKind; chart: AccountSet },
  doc: BuiltDocument["row"],
  contact: { id: string | SQL<string>; name: string },
  inputs: (PaymentInput & { field: string })[],
  assumptions: Assumption[],
) {
  const statements: BatchItem<"sqlite">[] = [];
  const allocations: AllocationRow[] = [];
  let total = 0;
  const creditKind = creditKindOf(kind);
  const noun = kindNoun(kind);
  const control = chart.bySubType(kindRules[kind].control)!;
  const now = nowIso();
  for (const p of inputs) {
    const account = accountIn(chart, p.category, `${p.field}.category`);
    if (account.subType !== "bank" && account.subType !== "cash")
      throw invalid(`${p.field}.category`, `${account.name} is not a bank or cash account`);
    if (account.currency !== baseCurrency && account.currency !== doc.currency)
      throw invalid(
        `${p.field}.category`,
        `${account.name} holds ${account.currency}, not ${doc.currency} or ${baseCurrency}`,
      );
    const amount = toMinor(p.amount_paid, doc.currency, `${p.field}.amount_paid`);
    if (amount <= 0) throw invalid(`${p.field}.amount_paid`, "must be positive");
    total += amount;
    if (total > doc.total)
      throw invalid(
        "payments",
        `${toMajor(total, doc.currency)} paid would exceed the ${noun} total of ${toMajor(doc.total, doc.currency)}`,
      );
    const exchangeRate =
      doc.currency === baseCurrency || p.exchange_rate === undefined
        ? doc.exchangeRate
        : parseRate(p.exchange_rate, `${p.field}.exchange_rate`);
    const credit = { id: newId(), currency: doc.currency, exchangeRate, date: p.date };
    statements.push(
      ...buildReceivedCredit(db, businessId, baseCurrency, creditKind, {
        ...credit,
        contactId: contact.id,
        amount,
        account,
        control,
        narration: `Prepayment ${kindRules[kind].controlDebit ? "from" : "to"} ${contact.name}`,
        origin: "prepayment",
      }),
    );
    const allocation: AllocationRow = {
      id: newId(),
      businessId,
      creditId: credit.id,
      documentId: doc.id,
      amount,
      date: doc.date,
      entryId: null,
      createdAt: now,
    };
    const difference = exchangeDifference(creditKind, credit, doc, amount, baseCurrency);
    if (difference !== 0) {
      const entry = postEntry(db, {
        businessId,
        date: doc.date,
        sourceType: "credit_allocation",
        sourceId: allocation.id,
        narration: `Prepayment applied to the ${noun}`,
        lines: differenceLines(control.id, chart.bySubType("fx")!.id, difference),
      });
      allocation.entryId = entry.entryId;
      statements.push(...entry.statements);
    }
    statements.push(db.insert(creditAllocations).values(allocation));
    allocations.push(allocation);
    assumptions.push({
      field: `${p.field}.date`,
      value: p.date,
      reason: `paid on ${p.date}, before the ${noun}'s date ${doc.date}: kept as ${contact.name}'s prepayment (a ${kindNoun(creditKind)}) on that day and applied to this ${noun} on ${doc.date}`,
    });
  }
  return { statements, allocations, total };
}
