// The status machine of CONTRACT 8. uncategorized and recognized rows post nothing.
// Categorizing posts, in the same batch as the row's update, according to
// link_destination: journal (default) Dr/Cr between the bank and `account`; expense or
// income creates that record; invoice:{uuid} or bill:{uuid} records the row as a
// payment of that document (reconciliation), credit_note:{uuid} or supplier_credit:{uuid}
// as a refund of that credit. Leaving categorized, or deleting a
// categorized row, undoes exactly what categorizing did. A categorized row's date,
// account, destination or rate change only through uncategorized, so every change is one
// atomic batch. A foreign-currency bank's row posts in base currency at the
// exchange_rate it is categorized with (a payment's defaults to its document's rate).

import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { refuseControlAccount, resolveAccountReference } from "../accounts/accounts";
import { bumpVersion, type ExpectedVersion } from "../db/batch";
import { type AccountRow, findAccountBySubType } from "../db/queries/accounts";
import { allocationsOf } from "../db/queries/allocations";
import { refuseLocked } from "../db/queries/businesses";
import { type BankTransactionStatus, bankTransactions, type DocumentKind } from "../db/schema";
import { buildCash, removeCash, statedCashTax } from "../documents/cash";
import {
  creditKindOf,
  documentGuard,
  documentPayments,
  findDocument,
  isCredit,
  kindNoun,
  kindRules,
  voidDocumentStatements,
} from "../documents/documents";
import { applyPayments, paymentInputs } from "../documents/payments";
import type { Db } from "../env";
import { postEntry, reverseEntry } from "../ledger/posting";
import { nowIso } from "../lib/clock";
import { ApiError, invalid } from "../lib/errors";
import { newId } from "../lib/ids";
import { convertMinor, parseRate, toMajor } from "../lib/money";
import { known, plan } from "../write/commit";
import type { BusinessScope } from "../write/scope";
import { refuseReconciledRow } from "./reconciliations";
import { type BankTransactionRow, bankTransactionViews, findBankTransaction } from "./transactions";

export interface BankTransactionChanges {
  date?: string;
  narration?: string | null;
  status?: BankTransactionStatus;
  account?: string | null;
  link_destination?: string | null;
  exchange_rate?: number | null;
  /** Categorizing as expense or income: the VAT the amount holds, by rate or tax code. */
  tax_rate?: number | null;
  tax_code?: string | null;
  source_uuid?: string | null;
}

type Destination = { kind: "journal" | "expense" | "income" } | { kind: DocumentKind; documentId: string };

function parseDestination(value: string): Destination {
  if (value === "journal" || value === "expense" || value === "income") return { kind: value };
  const match = /^(invoice|bill|credit_note|supplier_credit):(.+)$/.exec(value);
  if (match) return { kind: match[1] as DocumentKind, documentId: match[2]! };
  throw invalid(
    "link_destination",
    "must be journal, expense, income, invoice:{uuid}, bill:{uuid}, credit_note:{uuid} or supplier_credit:{uuid}",
  );
}

async function bankOf(db: Db, businessId: string, row: BankTransactionRow) {
  return resolveAccountReference(db, businessId, row.bankAccountId, "bank");
}

/** Statements that post the row's effect; returns what the row should remember. */
async function categorize(
  db: Db,
  businessId: string,
  baseCurrency: string,
  row: BankTransactionRow,
  bank: AccountRow,
  account: AccountRow | null,
  destination: Destination,
  tax: { tax_rate?: number | null; tax_code?: string | null },
) {
  // A foreign-currency bank's row posts in base currency at the rate it was categorized
  // at: stated for a journal, expense or income; a payment's defaults to its document's.
  const foreign = bank.currency !== baseCurrency;
  const rate = row.exchangeRate;
  if (
    foreign &&
    rate === null &&
    (destination.kind === "journal" || destination.kind === "expense" || destination.kind === "income")
  )
    throw invalid(
      "exchange_rate",
      `${bank.name} holds ${bank.currency}: give the rate it converts at (${baseCurrency} per ${bank.currency})`,
    );
  const moneyIn = row.type === "credit";
  switch (destination.kind) {
    case "journal": {
      if (!account) throw invalid("account", "categorizing needs an account");
      if (account.id === bank.id) throw invalid("account", "must differ from the bank account");
      refuseControlAccount(account, "account");
      if (account.currency !== baseCurrency)
        throw invalid(
          "account",
          `${account.name} holds ${account.currency}; a journal's other side is in ${baseCurrency}`,
        );
      const base = foreign ? convertMinor(row.amount, bank.currency, baseCurrency, rate!) : row.amount;
      const posted = postEntry(db, {
        businessId,
        date: row.date,
        sourceType: "bank_transaction",
        sourceId: row.id,
        narration: row.narration,
        lines: [
          {
            accountId: bank.id,
            debit: moneyIn ? base : 0,
            credit: moneyIn ? 0 : base,
            currency: foreign ? bank.currency : null,
            currencyAmount: foreign ? (moneyIn ? row.amount : -row.amount) : null,
            description: row.narration,
          },
          {
            accountId: account.id,
            debit: moneyIn ? 0 : base,
            credit: moneyIn ? base : 0,
            description: row.narration,
          },
        ],
      });
      return {
        statements: posted.statements,
        entryId: posted.entryId,
        linkedId: null,
        creditId: null,
        accountId: account.id,
        link: "journal",
        exchangeRate: rate,
      };
    }
    case "expense":
    case "income": {
      if (!account) throw invalid("account", "categorizing needs an account");
      if ((destination.kind === "expense") !== !moneyIn)
        throw invalid("link_destination", `a ${row.type} cannot be recorded as ${destination.kind}`);
      const id = newId();
      const built = await buildCash(db, businessId, baseCurrency, destination.kind, id, {
        date: row.date,
        contactId: null,
        narration: row.narration,
        amount: row.amount,
        currency: bank.currency,
        exchangeRate: rate ?? "1",
        ...(await statedCashTax(db, businessId, tax)),
        account: account.id,
        category: bank.id,
        sourceUuid: null,
      });
      return {
        statements: built.statements,
        entryId: null,
        linkedId: id,
        creditId: null,
        accountId: account.id,
        link: destination.kind,
        exchangeRate: rate,
      };
    }
    case "invoice":
    case "bill":
    case "credit_note":
    case "supplier_credit": {
      // Money in pays an invoice or is a supplier's refund; money out pays a bill or refunds a customer.
      if (kindRules[destination.kind].controlDebit !== moneyIn)
        throw invalid(
          "link_destination",
          `a ${row.type} cannot ${isCredit(destination.kind) ? "refund" : "pay"} a ${kindNoun(destination.kind)}`,
        );
      const doc = await findDocument(db, businessId, destination.kind, destination.documentId).catch(() => {
        throw invalid("link_destination", `no ${kindNoun(destination.kind)} ${destination.documentId}`);
      });
      if (doc.currency !== bank.currency)
        throw invalid(
          "link_destination",
          `the ${kindNoun(destination.kind)} is in ${doc.currency}, the bank in ${bank.currency}`,
        );
      // The rate the payment is made at, kept on the row: the one given, else the document's.
      const used = rate ?? (foreign ? doc.exchangeRate : null);
      const before = new Set((await documentPayments(db, businessId, doc.id)).map((p) => p.id));
      const applied = await applyPayments(
        db,
        businessId,
        baseCurrency,
        destination.kind,
        doc,
        [
          {
            amount_paid: toMajor(row.amount, bank.currency),
            category: bank.id,
            date: row.date,
            exchange_rate: used === null ? undefined : Number(used),
          },
        ],
        false,
        undefined,
        // Money above what the invoice (bill) leaves open is kept as the contact's credit.
        "credit",
      );
      // None when all of it was above the balance (only the credit).
      const payment = applied.view.payments.find((p) => !before.has(p.uuid));
      const control = await findAccountBySubType(db, businessId, kindRules[destination.kind].control);
      return {
        statements: applied.statements,
        guard: applied.guard,
        entryId: null,
        linkedId: payment?.uuid ?? null,
        creditId: applied.view.kept_as_credit?.uuid ?? null,
        accountId: control?.id ?? null,
        link: `${destination.kind}:${doc.id}`,
        exchangeRate: used,
      };
    }
  }
}

/** Statements that undo what categorizing did. */
async function uncategorize(
  db: Db,
  businessId: string,
  baseCurrency: string,
  row: BankTransactionRow,
): Promise<{ statements: BatchItem<"sqlite">[]; guards?: ExpectedVersion[] }> {
  await refuseReconciledRow(db, businessId, row);
  const destination = parseDestination(row.linkDestination ?? "journal");
  switch (destination.kind) {
    case "journal":
      return {
        statements: row.entryId ? await reverseEntry(db, businessId, row.entryId, "bank_transaction", row.id) : [],
      };
    case "expense":
    case "income":
      return {
        statements: row.linkedId ? (await removeCash(db, businessId, destination.kind, row.linkedId)).statements : [],
      };
    case "invoice":
    case "bill":
    case "credit_note":
    case "supplier_credit": {
      // The document's other payments stay as they are; only this row's goes, and the
      // credit it kept (voided: its number stays, as history) unless that was applied since.
      // A row kept whole as credit made no payment: its document is not touched (it may
      // even be void or gone since).
      const statements: BatchItem<"sqlite">[] = [];
      const guards: ExpectedVersion[] = [];
      if (row.linkedId) {
        const doc = await findDocument(db, businessId, destination.kind, destination.documentId);
        const remaining = (await documentPayments(db, businessId, doc.id)).filter((p) => p.id !== row.linkedId);
        const applied = await applyPayments(
          db,
          businessId,
          baseCurrency,
          destination.kind,
          doc,
          paymentInputs(remaining, doc.currency),
          true,
        );
        statements.push(...applied.statements);
        guards.push(applied.guard);
      }
      if (!row.creditId) return { statements, guards };
      const creditKind = creditKindOf(destination.kind);
      const credit = await findDocument(db, businessId, creditKind, row.creditId);
      const [refunds, allocations] = await Promise.all([
        documentPayments(db, businessId, credit.id),
        allocationsOf(db, businessId, [credit.id]),
      ]);
      if (refunds.length || allocations.length)
        throw new ApiError(
          "conflict",
          `This transaction's money above its ${kindNoun(destination.kind)}'s balance was kept as ${credit.number}, which has since been ${refunds.length ? "refunded" : "applied"}; take its ${refunds.length ? "refunds" : "allocations"} back first (${kindRules[creditKind].path}/${credit.id}), then uncategorize`,
        );
      return {
        statements: [...statements, ...(await voidDocumentStatements(db, businessId, creditKind, credit))],
        guards: [...guards, documentGuard(credit)],
      };
    }
  }
}

/** The transaction as GET shows it; 404 when there is none. */
export async function bankTransactionView(s: BusinessScope, identifier: string) {
  const [view] = await bankTransactionViews(s.db, s.businessId, [
    await findBankTransaction(s.db, s.businessId, identifier),
  ]);
  return view!;
}

/** PUT: categorize, reconcile, uncategorize or edit one transaction. */
export async function updateBankTransaction(s: BusinessScope, identifier: string, changes: BankTransactionChanges) {
  const { db, businessId, currency: baseCurrency } = s;
  const current = await findBankTransaction(db, businessId, identifier);
  await refuseLocked(db, businessId, current.date, changes.date);
  const bank = await bankOf(db, businessId, current);
  const status = changes.status ?? current.status;
  const wasCategorized = current.status === "categorized";
  const account = changes.account ? await resolveAccountReference(db, businessId, changes.account, "account") : null;
  const destination = parseDestination(changes.link_destination ?? current.linkDestination ?? "journal");
  const exchangeRate =
    changes.exchange_rate === undefined
      ? current.exchangeRate
      : changes.exchange_rate === null
        ? null
        : parseRate(changes.exchange_rate, "exchange_rate");
  if (wasCategorized && status === "categorized") {
    const moved =
      (changes.date && changes.date !== current.date) ||
      (account && account.id !== current.accountId) ||
      (changes.link_destination && changes.link_destination !== current.linkDestination) ||
      exchangeRate !== current.exchangeRate;
    if (moved)
      throw invalid(
        "status",
        "a categorized transaction changes its date, account, destination or exchange rate only after being set to uncategorized",
      );
  }
  const row: BankTransactionRow = {
    ...current,
    date: changes.date ?? current.date,
    narration: changes.narration === undefined ? current.narration : changes.narration,
    sourceUuid: changes.source_uuid === undefined ? current.sourceUuid : changes.source_uuid,
    accountId: changes.account === null ? null : (account?.id ?? current.accountId),
    linkDestination: changes.link_destination === undefined ? current.linkDestination : changes.link_destination,
    exchangeRate,
    status,
    updatedAt: nowIso(),
  };
  if (row.exchangeRate !== null && bank.currency === baseCurrency)
    throw invalid("exchange_rate", `${bank.name} holds ${baseCurrency}, the base currency: no rate applies`);
  if (status === "recognized" && !row.accountId)
    throw invalid("account", "a recognized transaction carries a suggested account");
  // VAT goes on the expense or income a row is categorized as; nothing else holds it.
  const taxed = changes.tax_code != null || changes.tax_rate != null;
  if (
    taxed &&
    !(!wasCategorized && status === "categorized" && (destination.kind === "expense" || destination.kind === "income"))
  )
    throw invalid(
      changes.tax_code != null ? "tax_code" : "tax_rate",
      "VAT is stated when categorizing a row as expense or income (link_destination); a journal, a document payment or another change holds none",
    );
  const statements: BatchItem<"sqlite">[] = [];
  /** Versions of other records (the document a payment is on) this change was read from. */
  const guards: ExpectedVersion[] = [];
  if (wasCategorized && status !== "categorized") {
    const undone = await uncategorize(db, businessId, baseCurrency, current);
    statements.push(...undone.statements);
    guards.push(...(undone.guards ?? []));
    Object.assign(row, {
      entryId: null,
      linkedId: null,
      creditId: null,
      linkDestination: changes.link_destination === undefined ? null : changes.link_destination,
      exchangeRate: changes.exchange_rate === undefined ? null : row.exchangeRate,
    });
  } else if (!wasCategorized && status === "categorized") {
    const chosen = row.accountId ? await resolveAccountReference(db, businessId, row.accountId, "account") : null;
    const effect = await categorize(db, businessId, baseCurrency, row, bank, chosen, destination, changes);
    statements.push(...effect.statements);
    if ("guard" in effect && effect.guard) guards.push(effect.guard);
    Object.assign(row, {
      entryId: effect.entryId,
      linkedId: effect.linkedId,
      creditId: effect.creditId,
      accountId: effect.accountId,
      linkDestination: effect.link,
      exchangeRate: effect.exchangeRate,
    });
  }
  statements.unshift(
    db
      .update(bankTransactions)
      .set({ ...row, version: bumpVersion(bankTransactions.version) })
      .where(and(eq(bankTransactions.businessId, businessId), eq(bankTransactions.id, current.id))),
  );
  return plan(statements, () => bankTransactionView(s, current.id), { reads: guards });
}

/** DELETE: a categorized transaction's effect is undone with it. */
export async function deleteBankTransaction(s: BusinessScope, identifier: string) {
  const { db, businessId, currency: baseCurrency } = s;
  const current = await findBankTransaction(db, businessId, identifier);
  const undone =
    current.status === "categorized" ? await uncategorize(db, businessId, baseCurrency, current) : undefined;
  const statements: BatchItem<"sqlite">[] = [...(undone?.statements ?? [])];
  statements.push(
    db
      .delete(bankTransactions)
      .where(and(eq(bankTransactions.businessId, businessId), eq(bankTransactions.id, current.id))),
  );
  return known(
    statements,
    { uuid: current.id, source_uuid: current.sourceUuid, deleted: true as const },
    {
      reads: undone?.guards ?? [],
    },
  );
}
