// Expense and income commands: each reads what it needs, applies the rules and returns
// the plan that src/write/commit.ts makes (routes/cash.ts only validates and answers).
import type { z } from "@hono/zod-openapi";
import { assertNotBankLinked } from "../bank/transactions";
import { findOrCreateContact } from "../contacts/match";
import type { CashKind } from "../db/schema";
import { parseRate, toMinor } from "../lib/money";
import type { putCashBody } from "../schemas/documents";
import { known, plan } from "../write/commit";
import type { BusinessScope } from "../write/scope";
import { type CashInput, cashViews, editCash, findCash, removeCash, statedCashTax } from "./cash";

export type CashBody = Partial<z.infer<typeof putCashBody>>;

/** The record as GET shows it; 404 when there is none. */
export async function cashView(s: BusinessScope, kind: CashKind, identifier: string) {
  const [view] = await cashViews(s.db, s.businessId, [await findCash(s.db, s.businessId, kind, identifier)]);
  return view!;
}

/** PUT and PATCH: only the fields sent change; the entry is reversed and re-posted. */
export async function updateCash(s: BusinessScope, kind: CashKind, identifier: string, body: CashBody) {
  const { db, businessId } = s;
  const current = await findCash(db, businessId, kind, identifier);
  await assertNotBankLinked(db, businessId, [current.id], `This ${kind}`);
  const changes: Partial<CashInput> = {
    date: body.date,
    narration: body.narration,
    account: body.account,
    category: body.category,
    sourceUuid: body.source_uuid,
  };
  if (body.amount !== undefined) changes.amount = toMinor(body.amount, current.currency, "amount");
  if (body.exchange_rate !== undefined) changes.exchangeRate = parseRate(body.exchange_rate, "exchange_rate");
  // A new rate or code: the code (or the one active code of the rate) with it.
  if (body.tax_rate !== undefined || body.tax_code !== undefined) {
    const tax = await statedCashTax(
      db,
      businessId,
      { tax_code: body.tax_code, tax_rate: body.tax_rate ?? (body.tax_code ? null : current.taxRate) },
      current.taxCodeId,
    );
    changes.taxRate = tax.taxRate;
    changes.taxCodeId = tax.taxCodeId;
  }
  const contact =
    body.contact === null || body.contact === undefined
      ? undefined
      : await findOrCreateContact(db, businessId, body.contact, kind === "expense" ? "supplier" : "customer");
  if (body.contact === null) changes.contactId = null;
  else if (contact) changes.contactId = contact.id;
  const { id, statements } = await editCash(db, businessId, s.currency, kind, current.id, changes);
  return plan([...(contact?.statements ?? []), ...statements], () => cashView(s, kind, id), { noun: kind });
}

/** Reverses its entry, then removes it; refused while a bank transaction is categorized to it. */
export async function deleteCash(s: BusinessScope, kind: CashKind, identifier: string) {
  const current = await findCash(s.db, s.businessId, kind, identifier);
  await assertNotBankLinked(s.db, s.businessId, [current.id], `This ${kind}`);
  const { result, statements } = await removeCash(s.db, s.businessId, kind, current.id);
  return known(statements, result, { noun: kind });
}
