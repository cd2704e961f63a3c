import type { BatchItem } from "drizzle-orm/batch";
import { matchAccount } from "../accounts/match";
import { findOrCreateContact } from "../contacts/match";
import type { Creator } from "../creates/creator";
import type { AccountRow } from "../db/queries/accounts";
import type { CashKind, DocumentKind } from "../db/schema";
import { addDays } from "../lib/clock";
import { ApiError } from "../lib/errors";
import { decimalToMinor, parseRate } from "../lib/money";
import { buildCash, cashViewReadBack } from "./cash";
import { type Assumption, cashAccounts } from "./cash-accounts";
import { buildDocument, documentViewReadBack, kindRules } from "./documents";
import { billSpec, type CashDraft, type DocumentDraft, expenseSpec, incomeSpec, invoiceSpec } from "./extraction";

function rateFor(currency: string, baseCurrency: string, rate: string | null) {
  if (currency === baseCurrency) return "1";
  if (!rate) {
    throw new ApiError("invalid_request", `exchange_rate: needed for ${currency} in a ${baseCurrency} business`, [
      { field: "exchange_rate", message: "Required when the currency differs from the business currency" },
    ]);
  }
  return parseRate(rate, "exchange_rate");
}

function documentCreator(kind: DocumentKind): Creator<DocumentDraft, { uuid: string }> {
  const rules = kindRules[kind];
  return {
    resource: kind === "invoice" ? "invoices" : "bills",
    spec: kind === "invoice" ? invoiceSpec : billSpec,
    async build(db, { businessId, ids, sourceUuid, baseCurrency, today }, drafts) {
      const statements: BatchItem<"sqlite">[] = [];
      const records: { uuid: string }[] = [];
      for (const [i, draft] of drafts.entries()) {
        const contact = await findOrCreateContact(db, businessId, draft.contact, rules.contactType);
        const currency = draft.currency ?? baseCurrency;
        const date = draft.date ?? today;
        const items = [];
        for (const [n, item] of draft.record_items.entries()) {
          const account = item.account
            ? await matchAccount(
                db,
                businessId,
                item.account,
                `record_items.${n}.account`,
                (a) => (rules.itemTypes as readonly string[]).includes(a.type),
                rules.itemTypes.join(" or "),
              )
            : null;
          items.push({
            description: item.description,
            quantity: Number(item.quantity),
            unit_price: Number(item.unit_price),
            tax_rate: item.tax_rate === null ? null : Number(item.tax_rate),
            account: account?.id ?? null,
          });
        }
        const built = await buildDocument(db, businessId, baseCurrency, kind, ids[i]!, {
          contactId: contact.id,
          date,
          // Stated terms win; with neither terms nor a due date, payment is due on the date.
          dueDate: draft.terms_days !== null ? addDays(date, draft.terms_days) : (draft.due_date ?? date),
          narration: draft.narration,
          currency,
          exchangeRate: rateFor(currency, baseCurrency, draft.exchange_rate),
          sourceUuid: sourceUuid ?? null,
          items,
        });
        statements.push(...contact.statements, ...built.statements);
        records.push({ uuid: built.row.id });
      }
      return { statements, records };
    },
    view: (db, { businessId, today }, uuids) => documentViewReadBack(db, businessId, uuids, today),
  };
}

function cashCreator(kind: CashKind): Creator<CashDraft, { uuid: string; assumptions: Assumption[] }> {
  return {
    resource: kind === "expense" ? "expenses" : "income",
    spec: kind === "expense" ? expenseSpec : incomeSpec,
    async build(db, { businessId, ids, sourceUuid, baseCurrency, today }, drafts) {
      const statements: BatchItem<"sqlite">[] = [];
      const records: { uuid: string; assumptions: Assumption[] }[] = [];
      /** Accounts this batch creates (the uncategorized ones), so several records share one. */
      const made = new Map<string, AccountRow>();
      for (const [i, draft] of drafts.entries()) {
        const currency = draft.currency ?? baseCurrency;
        const chosen = await cashAccounts(db, businessId, baseCurrency, kind, draft, made);
        const { account, category } = chosen;
        statements.push(...chosen.statements);
        const contact = draft.contact
          ? await findOrCreateContact(db, businessId, draft.contact, kind === "expense" ? "supplier" : "customer")
          : null;
        const built = await buildCash(db, businessId, baseCurrency, kind, ids[i]!, {
          date: draft.date ?? today,
          contactId: contact?.id ?? null,
          narration: draft.narration,
          amount: decimalToMinor(draft.amount, currency, "amount"),
          currency,
          exchangeRate: rateFor(currency, baseCurrency, draft.exchange_rate),
          account,
          category,
          sourceUuid: sourceUuid ?? null,
        });
        statements.push(...(contact?.statements ?? []), ...built.statements);
        records.push({ uuid: built.row.id, assumptions: chosen.assumptions });
      }
      return { statements, records };
    },
    view: (db, { businessId }, uuids) => cashViewReadBack(db, businessId, uuids),
  };
}

export const invoiceCreator = documentCreator("invoice");
export const billCreator = documentCreator("bill");
export const expenseCreator = cashCreator("expense");
export const incomeCreator = cashCreator("income");
