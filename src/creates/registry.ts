// Every resource that can be created from a prompt. Jobs name their resource, and the
// queue consumer finds the creator here.
import { accountCreator } from "../accounts/create";
import { bankUploadCreator } from "../bank/upload";
import { contactCreator } from "../contacts/create";
import {
  billCreator,
  creditNoteCreator,
  expenseCreator,
  incomeCreator,
  invoiceCreator,
  supplierCreditCreator,
} from "../documents/create";
import { journalCreator } from "../journals/create";
import type { Creator } from "./creator";

const registry = {
  contacts: contactCreator,
  accounts: accountCreator,
  journals: journalCreator,
  invoices: invoiceCreator,
  bills: billCreator,
  "credit-notes": creditNoteCreator,
  "supplier-credits": supplierCreditCreator,
  expenses: expenseCreator,
  income: incomeCreator,
  "bank-transactions": bankUploadCreator,
};

export type CreatableResource = keyof typeof registry;

// Each creator's draft type is its own: the pipeline only hands a creator the drafts its
// own spec produced, so the registry can forget the type.
// biome-ignore lint/suspicious/noExplicitAny: the draft type differs per creator (see above).
export const creators: Record<CreatableResource, Creator<any, unknown>> = registry;

export const isCreatableResource = (value: string): value is CreatableResource => value in registry;
