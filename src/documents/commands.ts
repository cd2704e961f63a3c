// Invoice and bill commands: each reads what it needs, applies the rules and returns the
// plan that src/write/commit.ts makes (routes/documents.ts only validates and answers).

import { assertNotBankLinked } from "../bank/transactions";
import { allocationsOf } from "../db/queries/allocations";
import type { DocumentKind } from "../db/schema";
import { ApiError } from "../lib/errors";
import { known, type Plan, plan } from "../write/commit";
import type { BusinessScope } from "../write/scope";
import {
  creditKindOf,
  type DocumentChanges,
  documentGuard,
  documentPayments,
  documentViews,
  editDocument,
  findDocument,
  isCredit,
  kindNoun,
  kindRules,
  readForPayments,
  refuseVoided,
  removeDocument,
  voidDocumentStatements,
} from "./documents";
import { applyPayments, type PaymentInput, paymentInputs } from "./payments";

export type DocumentView = Awaited<ReturnType<typeof documentViews>>[number];

/** The document as GET shows it; 404 when there is none. */
export async function documentView(s: BusinessScope, kind: DocumentKind, identifier: string): Promise<DocumentView> {
  const [view] = await documentViews(
    s.db,
    s.businessId,
    [await findDocument(s.db, s.businessId, kind, identifier)],
    s.today,
  );
  return view!;
}

export async function updateDocument(
  s: BusinessScope,
  kind: DocumentKind,
  identifier: string,
  changes: DocumentChanges,
): Promise<Plan<DocumentView>> {
  const { id, statements } = await editDocument(s.db, s.businessId, s.currency, kind, identifier, changes);
  return plan(statements, () => documentView(s, kind, id), { noun: kind });
}

/**
 * Whether a payments request only adds payments. Only then may a lost race be retried
 * from a fresh read: an overwrite or an edit of a payment by uuid was decided against
 * the payments as they were, and after another change it answers 409 instead.
 */
export const onlyAddsPayments = (input: { payments: PaymentInput[]; overwrite: boolean }) =>
  !input.overwrite && input.payments.every((p) => !p.uuid);

/**
 * Payments are computed from the document's payments as read here; the plan is guarded
 * by the document's version, so a concurrent change to them makes it stale (and
 * commitRetrying builds it again from a fresh read).
 */
export async function recordPayments(
  s: BusinessScope,
  kind: DocumentKind,
  identifier: string,
  input: { payments: PaymentInput[]; overwrite: boolean },
) {
  const read = await readForPayments(
    s.db,
    s.businessId,
    kind,
    identifier,
    input.payments.map((p) => p.category),
  );
  const touched = input.overwrite
    ? read.payments.map((p) => p.id)
    : input.payments.flatMap((p) => (p.uuid ? [p.uuid] : []));
  await assertNotBankLinked(s.db, s.businessId, touched, "A payment");
  const applied = await applyPayments(
    s.db,
    s.businessId,
    s.currency,
    kind,
    read.doc,
    input.payments,
    input.overwrite,
    read,
    // An overpayment is kept as credit only when the request adds payments: an edit or an
    // overwrite above the total is a mistake to refuse.
    onlyAddsPayments(input) ? "credit" : "refuse",
  );
  return known(applied.statements, applied.view, { reads: [applied.guard], audit: { record: read.doc.id } });
}

/**
 * Removes one payment: its entry is reversed, and no other's (payments.ts, reliefs).
 * Refused while a bank transaction made it.
 */
export async function removePayment(s: BusinessScope, kind: DocumentKind, identifier: string, paymentUuid: string) {
  const read = await readForPayments(s.db, s.businessId, kind, identifier, []);
  if (!read.payments.some((p) => p.id === paymentUuid))
    throw new ApiError("not_found", `No payment ${paymentUuid} on this ${kindNoun(kind)}`);
  await assertNotBankLinked(s.db, s.businessId, [paymentUuid], "This payment");
  const remaining = read.payments.filter((p) => p.id !== paymentUuid);
  const applied = await applyPayments(
    s.db,
    s.businessId,
    s.currency,
    kind,
    read.doc,
    paymentInputs(remaining, read.doc.currency),
    true,
    read,
  );
  return known(applied.statements, applied.view, { reads: [applied.guard], audit: { record: read.doc.id } });
}

/**
 * Voids it (documents.ts: the entry reversed, the number and lines kept). Refused (409)
 * while it has payments, as a delete is, and when it is void already.
 */
export async function voidDocument(s: BusinessScope, kind: DocumentKind, identifier: string) {
  const doc = await findDocument(s.db, s.businessId, kind, identifier);
  refuseVoided(doc, "voided again");
  await refuseWhilePaid(s, kind, doc.id, "void");
  await assertNotBankLinked(s.db, s.businessId, [doc.id], `This ${kindNoun(kind)}`);
  const statements = await voidDocumentStatements(s.db, s.businessId, kind, doc);
  // Guarded by the version read: a payment, allocation or edit landing meanwhile makes it 409.
  return plan(statements, () => documentView(s, kind, doc.id), { noun: kind, reads: [documentGuard(doc)] });
}

/** Payments and credit allocations keep a document: each is taken back on purpose first (409 naming them). */
async function refuseWhilePaid(s: BusinessScope, kind: DocumentKind, id: string, verb: string) {
  const [paid, allocations] = await Promise.all([
    documentPayments(s.db, s.businessId, id),
    allocationsOf(s.db, s.businessId, [id]),
  ]);
  const noun = kindNoun(kind);
  if (paid.length)
    throw new ApiError(
      "conflict",
      `This ${noun} has ${paid.length} ${isCredit(kind) ? "refund" : "payment"}(s) (${paid.map((p) => p.id).join(", ")}); remove each first with DELETE /${kindRules[kind].path}/${id}/payments/{payment_uuid}, then ${verb} it`,
    );
  if (allocations.length) {
    const credits = kindRules[creditKindOf(kind)].path;
    const where = allocations.map((a) => `DELETE /${credits}/${a.creditId}/allocations/${a.id}`).join(", ");
    throw new ApiError(
      "conflict",
      `This ${noun} has ${allocations.length} credit allocation(s); take each back first (${where}), then ${verb} it`,
    );
  }
}

/**
 * Reverses its entry and removes it. Refused (409) while it has payments: the money they
 * moved stays in the books until each payment is removed on purpose.
 */
export async function deleteDocument(s: BusinessScope, kind: DocumentKind, identifier: string) {
  const doc = await findDocument(s.db, s.businessId, kind, identifier);
  await refuseWhilePaid(s, kind, doc.id, "delete");
  await assertNotBankLinked(s.db, s.businessId, [doc.id], `This ${kindNoun(kind)}`);
  const { result, statements } = await removeDocument(s.db, s.businessId, kind, doc.id);
  return known(statements, result, { noun: kind });
}
