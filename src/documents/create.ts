import type { z } from "@hono/zod-openapi";
import type { BatchItem } from "drizzle-orm/batch";
import { FOR_RESALE, lexiconAccount } from "../accounts/lexicon";
import { exactAccount, matchAccount } from "../accounts/match";
import { findOrCreateContact, readChartAndContacts } from "../contacts/match";
import type { Creator } from "../creates/creator";
import type { Assumption } from "../creates/pipeline";
import type { AccountRow, AccountSet } from "../db/queries/accounts";
import type { CashKind, DocumentKind } from "../db/schema";
import { addDays } from "../lib/clock";
import { ApiError } from "../lib/errors";
import { decimalString, decimalToMinor, parseRate } from "../lib/money";
import type { cashRecord, documentRecord } from "../schemas/documents";
import { buildCash, cashViewReadBack, statedCashTax } from "./cash";
import { cashAccounts, exactCashAccounts } from "./cash-accounts";
import {
  type BuiltDocument,
  buildDocument,
  createdDocumentViews,
  type DiscountInput,
  isCredit,
  kindNoun,
  kindRules,
} from "./documents";
import {
  billSpec,
  type CashDraft,
  creditNoteSpec,
  type DocumentDraft,
  expenseSpec,
  incomeSpec,
  invoiceSpec,
  supplierCreditSpec,
} from "./extraction";
import { paymentsOnCreate } from "./paid-on-create";

/** A supplier's legal form ending its name ("Ltd", "Plc", "Nigeria Limited"). */
const LEGAL_FORMS = /(?:[\s,]+(?:ltd|limited|plc|inc|llc|llp|co|company|nig(?:eria)?|ng))+\.?\s*$/i;
/** A utility's or a telecom's name: its brand anywhere, or its trade word last ("Ikeja Electric", "Lagos Water Corporation"). */
const UTILITY_NAME =
  /\b(?:mtn|airtel|glo|9mobile|dstv|gotv|startimes|spectranet|ekedc|ikedc|aedc|phcn|nepa|lawma)\b|\b(?:electric(?:ity)?|power|energy|water(?:\s+(?:corporation|board|works))?|gas|telecoms?|communications|internet|broadband|cable|disco)\s*$/i;

const specs = {
  invoice: invoiceSpec,
  bill: billSpec,
  credit_note: creditNoteSpec,
  supplier_credit: supplierCreditSpec,
} as const;

function rateFor(currency: string, baseCurrency: string, rate: string | null) {
  if (currency === baseCurrency) return "1";
  if (!rate) {
    throw new ApiError("invalid_request", `exchange_rate: needed for ${currency} in a ${baseCurrency} business`, [
      { field: "exchange_rate", message: "Required when the currency differs from the business currency" },
    ]);
  }
  return parseRate(rate, "exchange_rate");
}

/** A record's discount as a draft holds it (decimal strings), and back as the ledger takes it. */
const draftDiscount = (d: DiscountInput | null | undefined) =>
  d == null ? null : "percent" in d ? { percent: decimalString(d.percent) } : { amount: decimalString(d.amount) };
const discountInput = (d: DocumentDraft["discount"]): DiscountInput | null =>
  d == null ? null : "percent" in d ? { percent: Number(d.percent) } : { amount: Number(d.amount) };

/** Where a create's drafts came from, for the reasons of its assumptions. */
const inputOf = (structured: boolean) => (structured ? "the record" : "the prompt");

/** The date the input stated, or today, said so. */
function dateOf(draft: { date: string | null }, today: string, assumptions: Assumption[], structured: boolean) {
  if (draft.date) return draft.date;
  assumptions.push({ field: "date", value: today, reason: `${inputOf(structured)} states no date; dated today` });
  return today;
}

/** A record a create built: its uuid, the defaults it chose, and (documents) what its answer shows. */
interface Created {
  uuid: string;
  assumptions: Assumption[];
}

function documentCreator(
  kind: DocumentKind,
): Creator<DocumentDraft, Created & { built: BuiltDocument }, z.infer<typeof documentRecord>> {
  const rules = kindRules[kind];
  const ofItemType = (a: AccountRow) => (rules.itemTypes as readonly string[]).includes(a.type);
  /** A line's account when the prompt names none: where its words are usually booked, if the chart has it. */
  const everydayAccount = (chart: AccountSet, description: string) => {
    const name = lexiconAccount(rules.contactType === "customer" ? "income" : "expense", description, (n) =>
      chart.has(n, ofItemType),
    );
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
    resource: rules.path,
    readsChart: true,
    spec: specs[kind],
    fromRecord: (record, memo) => ({
      contact: record.contact,
      date: record.date ?? null,
      due_date: record.due_date ?? null,
      terms_days: record.terms_days ?? null,
      narration: record.narration ?? memo ?? null,
      currency: record.currency ?? null,
      exchange_rate: record.exchange_rate === undefined ? null : decimalString(record.exchange_rate),
      record_items: record.record_items.map((item) => ({
        description: item.description,
        quantity: decimalString(item.quantity),
        unit_price: decimalString(item.unit_price),
        account: item.account ?? null,
        tax_rate: item.tax_rate == null ? null : decimalString(item.tax_rate),
        tax_code: item.tax_code ?? null,
        discount: draftDiscount(item.discount),
      })),
      discount: draftDiscount(record.discount),
      tax_inclusive: record.tax_inclusive,
      payments: (record.payments ?? []).map((p) => ({
        amount: decimalString(p.amount_paid),
        percent: null,
        category: p.category,
        date: p.date ?? null,
        exchange_rate: p.exchange_rate === undefined ? null : decimalString(p.exchange_rate),
      })),
    }),
    async build(
      db,
      { businessId, ids, sourceUuids, baseCurrency, today, contacts, chart: prefetched, structured, standardTaxRate },
      drafts,
    ) {
      const statements: BatchItem<"sqlite">[] = [];
      const records: (Created & { built: BuiltDocument })[] = [];
      /** Accounts this batch creates on first use (Discounts Allowed/Received), so its documents share one. */
      const made = new Map<string, AccountRow>();
      const said = inputOf(structured);
      const read = await readChartAndContacts(
        db,
        businessId,
        drafts.map((d) => d.contact),
        { chart: prefetched, contacts },
      );
      const chart = read.chart;
      for (const [i, draft] of drafts.entries()) {
        const assumptions: Assumption[] = [];
        const contact = await findOrCreateContact(
          db,
          businessId,
          draft.contact,
          rules.contactType,
          read.contacts,
          structured,
        );
        if (contact.assumption) assumptions.push(contact.assumption);
        // A prompt that named VAT without its rate ("+ VAT") got the country's standard rate.
        if (
          !structured &&
          standardTaxRate &&
          draft.record_items.some((item) => item.tax_rate === standardTaxRate) &&
          !/\d\s*%/.test(draft.narration ?? "")
        )
          assumptions.push({
            field: "tax_rate",
            value: standardTaxRate,
            reason: `the prompt names VAT without its rate; ${standardTaxRate}% is the standard rate where the business is`,
          });
        const currency = draft.currency ?? baseCurrency;
        const date = dateOf(draft, today, assumptions, structured);
        // ("Ikeja Electric bill for two meters - shop 64,200, warehouse 38,650": where no line's
        // words name an account, the lines are what the supplier's name says it sells; one line
        // that names its own keeps the others to the default, "each by its own words".)
        // (Only a utility's or a carrier's name, by its brand or its trade word last: "Rail
        // Steel Ltd", "Water Street Furniture" sell no travel or water.)
        const fromSupplier =
          !structured &&
          rules.contactType === "supplier" &&
          draft.contact &&
          UTILITY_NAME.test(draft.contact.replace(LEGAL_FORMS, "")) &&
          draft.record_items.every((i) => !i.account && !everydayAccount(chart, i.description))
            ? everydayAccount(chart, draft.contact)
            : null;
        const items = [];
        for (const [n, item] of draft.record_items.entries()) {
          const field = `record_items.${n}.account`;
          const what = rules.itemTypes.join(" or ");
          let account = item.account
            ? (structured ? exactAccount : matchAccount)(chart, item.account, field, ofItemType, what)
            : null;
          if (!account) {
            // The item's words, else (one item) the prompt's ("Electricity bill from Ikeja Electric, ₦68,400 for October usage");
            // the prompt's first when it says the goods are for resale ("2,000 litres of diesel — stock for resale").
            const resold =
              rules.contactType === "supplier" &&
              !structured &&
              draft.record_items.length === 1 &&
              FOR_RESALE.test((draft.narration ?? "").toLowerCase());
            // ("National Grid gas bill $186.40": the item's word said before "bill" is read with it, a
            // utility's gas, not a car's.)
            const billOf =
              !structured &&
              draft.record_items.length === 1 &&
              (draft.narration ?? "").toLowerCase().includes(`${item.description.toLowerCase()} bill`);
            const own =
              structured || resold
                ? null
                : everydayAccount(chart, billOf ? `${item.description} bill` : item.description);
            const fromPrompt =
              !structured && !own && draft.record_items.length === 1 && draft.narration
                ? everydayAccount(chart, draft.narration)
                : null;
            const everyday = own ?? fromPrompt ?? (resold ? null : fromSupplier);
            account = everyday ?? chart.bySubType(rules.defaultItemSubType) ?? null;
            if (account)
              assumptions.push({
                field,
                value: account.name,
                reason: everyday
                  ? `${said} names no account; "${fromPrompt ? draft.narration : fromSupplier ? draft.contact : item.description}" is usually booked to ${account.name}`
                  : `${said} names no account; ${account.name} is the default for ${kindNoun(kind)} lines`,
              });
          }
          items.push({
            description: item.description,
            quantity: Number(item.quantity),
            unit_price: Number(item.unit_price),
            tax_rate: item.tax_rate === null ? null : Number(item.tax_rate),
            tax_code: item.tax_code,
            account: account?.id ?? null,
            discount: discountInput(item.discount),
          });
        }
        // A credit is due on its date: it has no terms.
        if (isCredit(kind) && (draft.terms_days !== null || draft.due_date)) {
          const field = draft.terms_days !== null ? "terms_days" : "due_date";
          throw new ApiError("invalid_request", `${field}: a ${kindNoun(kind)} has no due date or terms`, [
            { field, message: `Not for a ${kindNoun(kind)}` },
          ]);
        }
        // Stated terms win; with neither terms nor a due date, payment is due on the date.
        const dueDate = draft.terms_days !== null ? addDays(date, draft.terms_days) : (draft.due_date ?? date);
        if (draft.terms_days === null && !draft.due_date && !isCredit(kind))
          assumptions.push({
            field: "due_date",
            value: dueDate,
            reason: `${said} states no due date or terms; due on the ${kindNoun(kind)} date`,
          });
        const built = await buildDocument(
          db,
          businessId,
          baseCurrency,
          kind,
          ids[i]!,
          chart,
          {
            contactId: contact.id,
            date,
            dueDate,
            narration: draft.narration,
            currency,
            exchangeRate: rateFor(currency, baseCurrency, draft.exchange_rate),
            sourceUuid: sourceUuids[i] ?? null,
            items,
            discount: discountInput(draft.discount),
            taxInclusive: draft.tax_inclusive ?? false,
          },
          made,
        );
        const paid = await paymentsOnCreate(
          db,
          { businessId, baseCurrency, kind, chart, structured },
          built,
          contact,
          draft.payments,
          assumptions,
        );
        statements.push(...contact.statements, ...built.statements, ...paid.statements);
        records.push({
          uuid: built.row.id,
          assumptions,
          built: { ...built, contactName: contact.name, payments: paid.inserted, allocations: paid.allocations },
        });
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

function cashCreator(kind: CashKind): Creator<CashDraft, Created, z.infer<typeof cashRecord>> {
  return {
    resource: kind === "expense" ? "expenses" : "income",
    readsChart: true,
    spec: kind === "expense" ? expenseSpec : incomeSpec,
    fromRecord: (record, memo) => ({
      amount: decimalString(record.amount),
      currency: record.currency ?? null,
      exchange_rate: record.exchange_rate === undefined ? null : decimalString(record.exchange_rate),
      tax_rate: record.tax_rate === undefined ? null : decimalString(record.tax_rate),
      tax_code: record.tax_code ?? null,
      date: record.date ?? null,
      account: record.account,
      category: record.category,
      contact: record.contact ?? null,
      narration: record.narration ?? memo ?? null,
    }),
    async build(
      db,
      { businessId, ids, sourceUuids, baseCurrency, today, contacts, chart: prefetched, structured, standardTaxRate },
      drafts,
    ) {
      const statements: BatchItem<"sqlite">[] = [];
      const records: Created[] = [];
      /** Accounts this batch creates (the uncategorized ones), so several records share one. */
      const made = new Map<string, AccountRow>();
      const read = await readChartAndContacts(
        db,
        businessId,
        drafts.flatMap((d) => (d.contact ? [d.contact] : [])),
        { chart: prefetched, contacts },
      );
      const chart = read.chart;
      for (const [i, draft] of drafts.entries()) {
        const currency = draft.currency ?? baseCurrency;
        // A missing rate and an account not found are said together, not one after the other.
        let exchangeRate: string | undefined;
        let noRate: unknown;
        try {
          exchangeRate = rateFor(currency, baseCurrency, draft.exchange_rate);
        } catch (err) {
          noRate = err;
        }
        let chosen: Awaited<ReturnType<typeof cashAccounts>>;
        try {
          chosen = structured
            ? { ...exactCashAccounts(chart, kind, draft), statements: [], assumptions: [] }
            : await cashAccounts(db, chart, businessId, baseCurrency, kind, draft, made);
        } catch (err) {
          if (!(noRate instanceof ApiError && err instanceof ApiError && err.code === "invalid_request")) throw err;
          throw new ApiError("invalid_request", `${noRate.message}; ${err.message}`, [
            ...(noRate.errors ?? []),
            ...(err.errors ?? []),
          ]);
        }
        if (noRate) throw noRate;
        const date = dateOf(draft, today, chosen.assumptions, structured);
        const { account, category } = chosen;
        statements.push(...chosen.statements);
        const contact = draft.contact
          ? await findOrCreateContact(
              db,
              businessId,
              draft.contact,
              kind === "expense" ? "supplier" : "customer",
              read.contacts,
              structured,
            )
          : null;
        if (contact?.assumption) chosen.assumptions.push(contact.assumption);
        if (
          !structured &&
          standardTaxRate &&
          draft.tax_rate === standardTaxRate &&
          !/\d\s*%/.test(draft.narration ?? "")
        )
          chosen.assumptions.push({
            field: "tax_rate",
            value: standardTaxRate,
            reason: `the prompt names VAT without its rate; ${standardTaxRate}% is the standard rate where the business is`,
          });
        const built = await buildCash(db, businessId, baseCurrency, kind, ids[i]!, {
          date,
          contactId: contact?.id ?? null,
          narration: draft.narration,
          amount: decimalToMinor(draft.amount, currency, "amount"),
          currency,
          exchangeRate: exchangeRate!,
          ...(await statedCashTax(db, businessId, { tax_code: draft.tax_code, tax_rate: draft.tax_rate })),
          account,
          category,
          sourceUuid: sourceUuids[i] ?? null,
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
export const creditNoteCreator = documentCreator("credit_note");
export const supplierCreditCreator = documentCreator("supplier_credit");
export const expenseCreator = cashCreator("expense");
export const incomeCreator = cashCreator("income");
