// Prepayments (issue 19): money received from a customer (paid to a supplier) before any
// invoice (bill) it is for. It is kept as the contact's credit, a credit note (supplier
// credit) of that money with origin "prepayment" (documents.ts, buildReceivedCredit), and
// later applied to their invoices (bills) or refunded like any credit.
import { accountIn } from "../accounts/accounts";
import { findOrCreateContact } from "../contacts/match";
import type { Assumption } from "../creates/pipeline";
import { loadAccounts } from "../db/queries/accounts";
import { ApiError, invalid } from "../lib/errors";
import { newId } from "../lib/ids";
import { parseRate, toMinor } from "../lib/money";
import { type Plan, plan } from "../write/commit";
import type { BusinessScope } from "../write/scope";
import { type DocumentView, documentView } from "./commands";
import { buildReceivedCredit, kindNoun, kindRules } from "./documents";

export interface PrepaymentInput {
  contact: string;
  /** received: from a customer (a credit note); paid: to a supplier (a supplier credit). */
  type: "received" | "paid";
  amount: number;
  /** The bank or cash account the money moved through. */
  category: string;
  date?: string;
  currency?: string;
  exchange_rate?: number;
  narration?: string;
}

export async function recordPrepayment(
  s: BusinessScope,
  input: PrepaymentInput,
): Promise<Plan<DocumentView & { assumptions?: Assumption[] }>> {
  const kind = input.type === "received" ? ("credit_note" as const) : ("supplier_credit" as const);
  const rules = kindRules[kind];
  const [contact, found] = await Promise.all([
    findOrCreateContact(s.db, s.businessId, input.contact, rules.contactType, [], true),
    loadAccounts(s.db, s.businessId, { references: [input.category], subTypes: [rules.control] }),
  ]);
  const account = accountIn(found, input.category, "category");
  if (account.subType !== "bank" && account.subType !== "cash")
    throw invalid("category", `${account.name} is not a bank or cash account`);
  const assumptions: Assumption[] = [];
  const currency = input.currency?.toUpperCase() ?? account.currency;
  if (!input.currency && currency !== s.currency)
    assumptions.push({
      field: "currency",
      value: currency,
      reason: `no currency was sent; ${account.name} holds ${currency}`,
    });
  if (account.currency !== s.currency && account.currency !== currency)
    throw invalid("category", `${account.name} holds ${account.currency}, not ${currency} or ${s.currency}`);
  if (currency !== s.currency && input.exchange_rate === undefined)
    throw invalid("exchange_rate", `needed for ${currency} in a ${s.currency} business`);
  if (currency === s.currency && input.exchange_rate !== undefined)
    throw invalid("exchange_rate", `only for another currency than the business's ${s.currency}`);
  const exchangeRate = currency === s.currency ? "1" : parseRate(input.exchange_rate!, "exchange_rate");
  const amount = toMinor(input.amount, currency, "amount");
  if (amount <= 0) throw invalid("amount", "must be positive");
  const date = input.date ?? s.today;
  if (!input.date) assumptions.push({ field: "date", value: date, reason: "no date was sent; dated today" });
  const id = newId();
  const statements = [
    ...contact.statements,
    ...buildReceivedCredit(s.db, s.businessId, s.currency, kind, {
      id,
      contactId: contact.id,
      date,
      currency,
      exchangeRate,
      amount,
      account,
      control: found.bySubType(rules.control)!,
      narration: input.narration ?? `Prepayment ${input.type === "received" ? "from" : "to"} ${contact.name}`,
      origin: "prepayment",
    }),
  ];
  if (contact.assumption) assumptions.push(contact.assumption);
  return plan(
    statements,
    async () => {
      const view = await documentView(s, kind, id);
      return assumptions.length ? { ...view, assumptions } : view;
    },
    { noun: kindNoun(kind), audit: { record: id } },
  );
}
