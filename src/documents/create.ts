import type { BatchItem } from "drizzle-orm/batch";
import { lexiconAccount } from "../accounts/lexicon";
import { matchAccount } from "../accounts/match";
import { findOrCreateContact } from "../contacts/match";
import type { Creator } from "../creates/creator";
import { type AccountRow, type AccountSet, loadChart } from "../db/queries/accounts";
import type { CashKind, DocumentKind } from "../db/schema";
import { addDays } from "../lib/clock";
import { ApiError } from "../lib/errors";
import { decimalToMinor, parseRate } from "../lib/money";
import { buildCash, cashViewReadBack } from "./cash";
import { type Assumption, cashAccounts } from "./cash-accounts";
import { type BuiltDocument, buildDocument, createdDocumentViews, kindRules } from "./documents";
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

/** The date a prompt stated, or today, said so. */
function dateOf(draft: { date: string | null }, today: string, assumptions: Assumption[]) {
  if (draft.date) return draft.date;
  assumptions.push({ field: "date", value: today, reason: "the prompt states no date; dated today" });
  return today;
}

/** A record a create built: its uuid, the defaults it chose, and (documents) what its answer shows. */
interface Created {
  uuid: string;
  assumptions: Assumption[];
}

function documentCreator(kind: DocumentKind): Creator<DocumentDraft, Created & { built: BuiltDocument }> {
  const rules = kindRules[kind];
  const ofItemType = (a: AccountRow) => (rules.itemTypes as readonly string[]).includes(a.type);
  /** A line's account when the prompt names none: where its words are usually booked, if the chart has it. */
  const everydayAccount = (chart: AccountSet, description: string) => {
    const name = lexiconAccount(kind === "invoice" ? "income" : "expense", description);
    if (!name) return null;
    try {
      return matchAccount(chart, name, "account", ofItemType, rules.itemTypes.join(" or "));
    } catch (err) {
      // None or several accounts of that name: the kind's default account instead, stated.
      if (err instanceof ApiError) return null;
      throw err;
    }
  };
  return {
    resource: kind === "invoice" ? "invoices" : "bills",
    spec: kind === "invoice" ? invoiceSpec : billSpec,
    async build(db, { businessId, ids, sourceUuid, baseCurrency, today, contacts }, drafts) {
      const statements: BatchItem<"sqlite">[] = [];
      const records: (Created & { built: BuiltDocument })[] = [];
      const chart = await loadChart(db, businessId);
      for (const [i, draft] of drafts.entries()) {
        const assumptions: Assumption[] = [];
        const contact = await findOrCreateContact(db, businessId, draft.contact, rules.contactType, contacts);
        const currency = draft.currency ?? baseCurrency;
        const date = dateOf(draft, today, assumptions);
        const items = [];
        for (const [n, item] of draft.record_items.entries()) {
          const field = `record_items.${n}.account`;
          let account = item.account
            ? matchAccount(chart, item.account, field, ofItemType, rules.itemTypes.join(" or "))
            : null;
          if (!account) {
            const everyday = everydayAccount(chart, item.description);
            account = everyday ?? chart.bySubType(rules.defaultItemSubType) ?? null;
            if (account)
              assumptions.push({
                field,
                value: account.name,
                reason: everyday
                  ? `the prompt names no account; "${item.description}" is usually booked to ${account.name}`
                  : `the prompt names no account; ${account.name} is the default for ${kind} lines`,
              });
          }
          items.push({
            description: item.description,
            quantity: Number(item.quantity),
            unit_price: Number(item.unit_price),
            tax_rate: item.tax_rate === null ? null : Number(item.tax_rate),
            account: account?.id ?? null,
          });
        }
        // Stated terms win; with neither terms nor a due date, payment is due on the date.
        const dueDate = draft.terms_days !== null ? addDays(date, draft.terms_days) : (draft.due_date ?? date);
        if (draft.terms_days === null && !draft.due_date)
          assumptions.push({
            field: "due_date",
            value: dueDate,
            reason: `the prompt states no due date or terms; due on the ${kind} date`,
          });
        const built = await buildDocument(db, businessId, baseCurrency, kind, ids[i]!, chart, {
          contactId: contact.id,
          date,
          dueDate,
          narration: draft.narration,
          currency,
          exchangeRate: rateFor(currency, baseCurrency, draft.exchange_rate),
          sourceUuid: sourceUuid ?? null,
          items,
        });
        statements.push(...contact.statements, ...built.statements);
        records.push({ uuid: built.row.id, assumptions, built: { ...built, contactName: contact.name } });
      }
      return { statements, records };
    },
    view: (db, { businessId, today }, records) =>
      createdDocumentViews(
        db,
        businessId,
        records.map((r) => r.built),
        today,
      ),
  };
}

function cashCreator(kind: CashKind): Creator<CashDraft, Created> {
  return {
    resource: kind === "expense" ? "expenses" : "income",
    spec: kind === "expense" ? expenseSpec : incomeSpec,
    async build(db, { businessId, ids, sourceUuid, baseCurrency, today, contacts }, drafts) {
      const statements: BatchItem<"sqlite">[] = [];
      const records: Created[] = [];
      /** Accounts this batch creates (the uncategorized ones), so several records share one. */
      const made = new Map<string, AccountRow>();
      const chart = await loadChart(db, businessId);
      for (const [i, draft] of drafts.entries()) {
        const currency = draft.currency ?? baseCurrency;
        const chosen = await cashAccounts(db, chart, businessId, baseCurrency, kind, draft, made);
        const date = dateOf(draft, today, chosen.assumptions);
        const { account, category } = chosen;
        statements.push(...chosen.statements);
        const contact = draft.contact
          ? await findOrCreateContact(
              db,
              businessId,
              draft.contact,
              kind === "expense" ? "supplier" : "customer",
              contacts,
            )
          : null;
        const built = await buildCash(db, businessId, baseCurrency, kind, ids[i]!, {
          date,
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
    view: (db, { businessId }, records) =>
      cashViewReadBack(
        db,
        businessId,
        records.map((r) => r.uuid),
      ),
  };
}

export const invoiceCreator = documentCreator("invoice");
export const billCreator = documentCreator("bill");
export const expenseCreator = cashCreator("expense");
export const incomeCreator = cashCreator("income");
