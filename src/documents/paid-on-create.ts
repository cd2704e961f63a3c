// Money already paid on an invoice or bill as it is created: a prompt's "…; he paid 200k
// into Zenith today", "they paid half by transfer to Access", or a structured record's
// `payments`. Recorded in the create's own batch through the payments path (payments.ts),
// so the document and its payments commit together or not at all, never above its total.
import type { Assumption } from "../creates/pipeline";
import type { AccountSet } from "../db/queries/accounts";
import type { DocumentKind } from "../db/schema";
import type { Db } from "../env";
import { ApiError } from "../lib/errors";
import { toMajor } from "../lib/money";
import { moneyAccount } from "./cash-accounts";
import { type BuiltDocument, isCredit, kindNoun, kindRules } from "./documents";
import type { DocumentDraft } from "./extraction";
import { applyPayments, type PaymentInput } from "./payments";

export async function paymentsOnCreate(
  db: Db,
  scope: { businessId: string; baseCurrency: string; kind: DocumentKind; chart: AccountSet; structured: boolean },
  built: Pick<BuiltDocument, "row">,
  drafts: DocumentDraft["payments"],
  assumptions: Assumption[],
) {
  const { businessId, baseCurrency, kind, chart, structured } = scope;
  if (drafts.length === 0) return { statements: [], inserted: [] };
  const noun = kindNoun(kind);
  if (isCredit(kind))
    throw new ApiError("invalid_request", `payments: a ${noun} is refunded after it is recorded, not with it`, [
      { field: "payments", message: `Not on a ${noun}; record its refunds with its payments route` },
    ]);
  const doc = built.row;
  const inputs: PaymentInput[] = drafts.map((p, n) => {
    const field = `payments.${n}`;
    // ("They paid a 50k deposit last Friday" on an invoice dated today): money before the
    // document is the contact's credit until the document exists; kept apart, so the
    // aged balances agree with the ledger on every day between.
    if (p.date && p.date < doc.date)
      throw new ApiError(
        "invalid_request",
        `${field}.date: ${p.date} is before the ${noun} date ${doc.date}; money paid before the ${noun} is a prepayment: record it with POST /prepayments and apply it to the ${noun} (POST /${kind === "invoice" ? "credit-notes" : "supplier-credits"}/{uuid}/allocations), or date the ${noun} on or before it`,
        [{ field: `${field}.date`, message: `Before the ${noun} date; record it as a prepayment` }],
      );
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
      amount_paid: amount,
      category,
      date: p.date ?? doc.date,
      ...(p.exchange_rate === null ? {} : { exchange_rate: Number(p.exchange_rate) }),
    };
  });
  const { statements, inserted } = await applyPayments(
    db,
    businessId,
    baseCurrency,
    kind,
    // (Its number is read in SQL (fresh); its contact is read only to keep an overpayment, refused here.)
    { ...doc, seq: 0, number: "", contactId: "" },
    inputs,
    false,
    { payments: [], accounts: chart, allocated: 0 },
    "refuse",
    true,
  );
  return { statements, inserted };
}
