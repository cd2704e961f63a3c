// Invoices and bills (CONTRACT 7) and their postings:
//   invoice: Dr Accounts Receivable / Cr revenue per line, Cr VAT Payable for tax
//   bill:    Cr Accounts Payable / Dr expense per line, Dr VAT Payable for tax
// Lines post net of discounts, or (gross presentation, business/settings.ts) before them
// with the discounts to Discounts Allowed (Dr) / Discounts Received (Cr).
// A foreign-currency document posts at its exchange_rate: the total is converted once
// and allocated over the lines, so the entry balances to the minor unit. Edits reverse
// the entry and post a new one; deletes reverse the document and its payments.

import { and, asc, eq, gte, isNotNull, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import { accountIn, buildRoleAccount } from "../accounts/accounts";
import { assertNotBankLinked } from "../bank/transactions";
import { discountPresentation } from "../business/settings";
import { loadTaxCodes, TaxCodes } from "../business/tax-codes";
import { bumpVersion, type ExpectedVersion } from "../db/batch";
import { rowChunks } from "../db/bulk-insert";
import { batchPrepared, bound, preparedOnce } from "../db/client";
import { type AccountRow, AccountSet, loadAccounts } from "../db/queries/accounts";
import { allocationsOf } from "../db/queries/allocations";
import { refuseLocked } from "../db/queries/businesses";
import { oneOf, oneOfPlaceholder } from "../db/queries/one-of";
import { type PageInput, paginate } from "../db/queries/paginate";
import { sourceUuidTaken } from "../db/queries/source-uuid";
import {
  accounts,
  contacts,
  creditAllocations,
  type DocumentKind,
  documentItems,
  documentNumbers,
  type documentOrigins,
  documents,
  payments,
  taxCodes,
} from "../db/schema";
import type { Db } from "../env";
import { type PostingLine, postEntry, reverseEntry } from "../ledger/posting";
import { nowIso } from "../lib/clock";
import { ApiError, notFound } from "../lib/errors";
import { newId } from "../lib/ids";
import { allocate, convertMinor, toMajor, toMinor } from "../lib/money";
import { type Discount, discountOff, exactDecimal, includedTax, lineAmount, priceLines } from "./amounts";

export type DocumentRow = typeof documents.$inferSelect;
type ItemRow = typeof documentItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** A discount as a request states it: a percentage, or an amount in major units. */
export type DiscountInput = { percent: number } | { amount: number };

export interface ItemInput {
  description: string;
  quantity: number;
  unit_price: number;
  account?: string | null;
  tax_rate?: number | null;
  /** A tax code of the business (code or uuid): its rate, checked against tax_rate when both are sent. */
  tax_code?: string | null;
  discount?: DiscountInput | null;
}

export interface DocumentInput {
  /** A contact's id, or the SQL that finds it in the batch (contacts/match.ts). */
  contactId: string | SQL<string>;
  date: string;
  dueDate: string;
  narration: string | null;
  currency: string;
  exchangeRate: string;
  sourceUuid: string | null;
  items: ItemInput[];
  /** On the whole document, after the lines' own discounts. */
  discount?: DiscountInput | null;
  /** The lines' prices hold their tax (default: the tax is added on top). */
  taxInclusive?: boolean;
}

/**
 * What each kind posts and to whom. `controlDebit`: its entry debits the control account
 * (an invoice raises the receivable, a supplier credit lowers the payable); its payments
 * (for a credit, refunds) move the control account the other way. A credit (`appliesTo`)
 * is allocated to open documents of that kind (allocations.ts).
 */
export const kindRules = {
  invoice: {
    noun: "Invoice",
    prefix: "INV",
    control: "receivable",
    controlDebit: true,
    defaultItemSubType: "operating_revenue",
    itemTypes: ["revenue"],
    contactType: "customer",
    path: "invoices",
    appliesTo: null,
  },
  bill: {
    noun: "Bill",
    prefix: "BILL",
    control: "payable",
    controlDebit: false,
    defaultItemSubType: "cost_of_sales",
    itemTypes: ["expense", "asset"],
    contactType: "supplier",
    path: "bills",
    appliesTo: null,
  },
  credit_note: {
    noun: "Credit note",
    prefix: "CN",
    control: "receivable",
    controlDebit: false,
    defaultItemSubType: "operating_revenue",
    itemTypes: ["revenue"],
    contactType: "customer",
    path: "credit-notes",
    appliesTo: "invoice",
  },
  supplier_credit: {
    noun: "Supplier credit",
    prefix: "SC",
    control: "payable",
    controlDebit: true,
    defaultItemSubType: "cost_of_sales",
    itemTypes: ["expense", "asset"],
    contactType: "supplier",
    path: "supplier-credits",
    appliesTo: "bill",
  },
} as const;

/** Whether the kind is a credit against documents of another (a credit note, a supplier credit). */
export const isCredit = (kind: DocumentKind) => kindRules[kind].appliesTo !== null;

/** The credits on a kind's side: a credit itself, or the kind of credit its documents take. */
export const creditKindOf = (kind: DocumentKind) =>
  kindRules[kind].contactType === "customer" ? ("credit_note" as const) : ("supplier_credit" as const);

/** The kind as messages name it: "invoice", "credit note". */
export const kindNoun = (kind: DocumentKind) => kindRules[kind].noun.toLowerCase();

/** The accounts a document of this kind posts to by role, read in one query. */
interface RoleAccounts {
  /** Items without an account. */
  fallback: AccountRow;
  /** Receivable or payable. */
  control: AccountRow;
  vat: AccountRow;
}

/** In one query, the accounts a document's items name and those it posts to by role. */
function documentAccounts(db: Db, businessId: string, kind: DocumentKind, items: ItemInput[]) {
  const rules = kindRules[kind];
  return loadAccounts(db, businessId, {
    references: items.flatMap((item) => (item.account ? [item.account] : [])),
    subTypes: [rules.defaultItemSubType, rules.control, "tax"],
  });
}

function roleAccounts(found: AccountSet, kind: DocumentKind): RoleAccounts {
  const rules = kindRules[kind];
  const role = (subType: string) => {
    const account = found.bySubType(subType);
    if (!account) throw new Error(`the business has no ${subType} account`);
    return account;
  };
  return { fallback: role(rules.defaultItemSubType), control: role(rules.control), vat: role("tax") };
}

interface ComputedItem extends Omit<ItemRow, "documentId" | "businessId"> {}

/** The business's tax codes, read only when a line names a code or a rate. */
const taxCodesFor = async (db: Db, businessId: string, items: ItemInput[]) =>
  items.some((i) => i.tax_code || i.tax_rate) ? loadTaxCodes(db, businessId) : new TaxCodes([]);

function computeItems(
  found: AccountSet,
  kind: DocumentKind,
  currency: string,
  items: ItemInput[],
  { fallback }: RoleAccounts,
  taxes: TaxCodes,
  /** The tax codes the document being edited already carries: kept though retired since. */
  kept: ReadonlySet<string> = new Set(),
): ComputedItem[] {
  if (items.length === 0)
    throw new ApiError("invalid_request", "record_items: at least one item is needed", [
      { field: "record_items", message: "At least one item" },
    ]);
  const rules = kindRules[kind];
  const out: ComputedItem[] = [];
  for (const [i, item] of items.entries()) {
    const field = `record_items.${i}`;
    const account = item.account ? accountIn(found, item.account, `${field}.account`) : fallback;
    if (
      !(rules.itemTypes as readonly string[]).includes(account.type) ||
      account.subType === "bank" ||
      account.subType === "cash"
    ) {
      throw new ApiError(
        "invalid_request",
        `${field}.account: ${account.name} is not a ${rules.itemTypes.join(" or ")} account`,
        [{ field: `${field}.account`, message: `Must be a ${rules.itemTypes.join(" or ")} account` }],
      );
    }
    const quantity = exactDecimal(item.quantity, 6, `${field}.quantity`, { positive: true });
    const unitPrice = toMinor(item.unit_price, currency, `${field}.unit_price`);
    const statedRate = exactDecimal(item.tax_rate ?? 0, 4, `${field}.tax_rate`);
    if (Number(statedRate) > 100)
      throw new ApiError("invalid_request", `${field}.tax_rate: must be at most 100`, [
        { field: `${field}.tax_rate`, message: "At most 100" },
      ]);
    const { taxRate, taxCodeId } = taxes.forLine(
      { tax_code: item.tax_code, tax_rate: item.tax_rate == null ? null : statedRate },
      field,
      kept,
    );
    const amount = lineAmount(quantity, unitPrice);
    if (!Number.isSafeInteger(amount * 2)) {
      throw new ApiError("invalid_request", `${field}: the line amount is too large`, [
        { field: `${field}.quantity`, message: "Quantity times price is too large" },
      ]);
    }
    const discount = parseDiscount(item.discount ?? null, currency, `${field}.discount`);
    const discountAmount = discountOff(amount, discount);
    if (discountAmount > amount)
      throw new ApiError("invalid_request", `${field}.discount: more than the line's ${toMajor(amount, currency)}`, [
        { field: `${field}.discount`, message: "More than the line amount" },
      ]);
    out.push({
      id: newId(),
      lineNo: i + 1,
      description: item.description,
      quantity,
      unitPrice,
      amount,
      accountId: account.id,
      ...storedDiscount(discount),
      discountAmount,
      documentDiscount: 0,
      taxRate,
      taxAmount: 0,
      taxCodeId,
    });
  }
  return out;
}

/** A stated discount in exact terms (a percent as a decimal string, an amount in minor units), or refused. */
function parseDiscount(input: DiscountInput | null, currency: string, field: string): Discount | null {
  if (input === null) return null;
  if ("percent" in input) {
    const percent = exactDecimal(input.percent, 4, `${field}.percent`, { positive: true });
    if (Number(percent) > 100)
      throw new ApiError("invalid_request", `${field}.percent: must be at most 100`, [
        { field: `${field}.percent`, message: "At most 100" },
      ]);
    return { percent };
  }
  const fixed = toMinor(input.amount, currency, `${field}.amount`);
  if (fixed <= 0)
    throw new ApiError("invalid_request", `${field}.amount: must be positive`, [
      { field: `${field}.amount`, message: "Must be positive" },
    ]);
  return { fixed };
}

const storedDiscount = (discount: Discount | null) => ({
  discountPercent: discount && "percent" in discount ? discount.percent : null,
  discountFixed: discount && "fixed" in discount ? discount.fixed : null,
});

const discountOfRow = (row: { discountPercent: string | null; discountFixed: number | null }): Discount | null =>
  row.discountPercent !== null
    ? { percent: row.discountPercent }
    : row.discountFixed !== null
      ? { fixed: row.discountFixed }
      : null;

/** A stored discount as the API shows it: as it was stated. */
const discountView = (row: { discountPercent: string | null; discountFixed: number | null }, currency: string) => {
  const discount = discountOfRow(row);
  return discount === null
    ? null
    : "percent" in discount
      ? { percent: Number(discount.percent) }
      : { amount: toMajor(discount.fixed, currency) };
};

/**
 * The document's figures, with each item's share of the document discount and its tax
 * filled in (priceLines). A document discount above what the lines come to is refused.
 */
function priceItems(items: ComputedItem[], discount: Discount | null, currency: string, inclusive: boolean) {
  const priced = priceLines(
    items.map((i) => ({ amount: i.amount, discount: i.discountAmount, taxRate: i.taxRate })),
    discount,
    inclusive,
  );
  const net = priced.subtotal - (priced.discountTotal - priced.whole);
  if (priced.whole > net)
    throw new ApiError("invalid_request", `discount: more than the ${toMajor(net, currency)} the lines come to`, [
      { field: "discount", message: "More than the lines come to" },
    ]);
  const pricedItems = items.map((item, i) => ({
    ...item,
    documentDiscount: priced.shares[i]!,
    taxAmount: priced.taxes[i]!,
  }));
  return { items: pricedItems, ...priced };
}

/** Gross presentation: the discounts' own account, and how a document-currency sum is in base. */
interface GrossDiscounts {
  account: AccountRow;
  toBase: (minor: number) => number;
}

function documentLines(
  kind: DocumentKind,
  items: ComputedItem[],
  totalBase: number,
  control: AccountRow,
  vat: AccountRow,
  gross: GrossDiscounts | null,
  inclusive: boolean,
): PostingLine[] {
  const taxTotal = items.reduce((s, i) => s + i.taxAmount, 0);
  // Net: each line at what is charged for it after both discounts (and without the tax its price holds).
  const weights = [
    ...items.map((i) => i.amount - i.discountAmount - i.documentDiscount - (inclusive ? i.taxAmount : 0)),
    taxTotal,
  ];
  const bases = allocate(totalBase, weights);
  // Gross: each line before its discounts, which go on their own line the other way (net
  // of the tax they hold when the prices hold it).
  const discounts = items.map((i) => {
    const off = i.discountAmount + i.documentDiscount;
    return gross ? gross.toBase(inclusive ? off - includedTax(off, i.taxRate) : off) : 0;
  });
  const debitsControl = kindRules[kind].controlDebit;
  const side = (amount: number, isControl: boolean) =>
    debitsControl === isControl ? { debit: amount, credit: 0 } : { debit: 0, credit: amount };
  const lines: PostingLine[] = [{ accountId: control.id, ...side(totalBase, true) }];
  items.forEach((item, i) => {
    const amount = bases[i]! + discounts[i]!;
    if (amount > 0) lines.push({ accountId: item.accountId, ...side(amount, false), description: item.description });
  });
  const discountTotal = discounts.reduce((s, d) => s + d, 0);
  if (gross && discountTotal > 0)
    lines.push({ accountId: gross.account.id, ...side(discountTotal, true), description: "Discounts" });
  if (bases.at(-1)! > 0) lines.push({ accountId: vat.id, ...side(bases.at(-1)!, false), description: "Tax" });
  return lines;
}

// By whom the discount was given: a credit reverses its documents' discounts on the same account.
const DISCOUNT_ACCOUNTS = {
  customer: { name: "Discounts Allowed", type: "expense", subType: "discount_allowed" },
  supplier: { name: "Discounts Received", type: "revenue", subType: "discount_received" },
} as const;

/**
 * Where a discounted document's discounts post when the business presents them gross
 * (business/settings.ts): its Discounts Allowed (Received) account, created on first use
 * in the same batch. Net presentation, or no discount: null.
 */
async function grossDiscounts(
  db: Db,
  businessId: string,
  baseCurrency: string,
  kind: DocumentKind,
  input: Pick<DocumentInput, "currency" | "exchangeRate">,
  discountTotal: number,
  made: Map<string, AccountRow>,
): Promise<{ gross: GrossDiscounts | null; statements: BatchItem<"sqlite">[] }> {
  if (discountTotal === 0 || (await discountPresentation(db, businessId)) !== "gross")
    return { gross: null, statements: [] };
  const toBase = (minor: number) =>
    input.currency === baseCurrency ? minor : convertMinor(minor, input.currency, baseCurrency, input.exchangeRate);
  const spec = DISCOUNT_ACCOUNTS[kindRules[kind].contactType];
  const found = await loadAccounts(db, businessId, { references: [spec.name], subTypes: [spec.subType] });
  const existing = made.get(spec.name) ?? found.bySubType(spec.subType) ?? found.find(spec.name);
  if (existing) return { gross: { account: existing, toBase }, statements: [] };
  const { row, statements } = await buildRoleAccount(db, businessId, baseCurrency, spec);
  made.set(spec.name, row);
  return { gross: { account: row, toBase }, statements };
}

async function postDocument(
  db: Db,
  businessId: string,
  baseCurrency: string,
  kind: DocumentKind,
  id: string,
  input: Pick<DocumentInput, "date" | "narration" | "currency" | "exchangeRate" | "taxInclusive">,
  computed: ComputedItem[],
  discount: Discount | null,
  { control, vat }: RoleAccounts,
  /** Accounts the batch creates on first use, so several documents in it share one. */
  made: Map<string, AccountRow> = new Map(),
) {
  const inclusive = input.taxInclusive ?? false;
  const { items, subtotal, discountTotal, taxTotal, total } = priceItems(computed, discount, input.currency, inclusive);
  if (total <= 0) {
    // Discounts that took it all are named as the cause.
    const field = discountTotal > 0 && subtotal > 0 ? "discount" : "record_items";
    throw new ApiError("invalid_request", `${field}: the total must be positive`, [
      { field, message: "Total must be positive" },
    ]);
  }
  const totalBase =
    input.currency === baseCurrency ? total : convertMinor(total, input.currency, baseCurrency, input.exchangeRate);
  const discounts = await grossDiscounts(db, businessId, baseCurrency, kind, input, discountTotal, made);
  const entry = postEntry(db, {
    businessId,
    date: input.date,
    sourceType: kind,
    sourceId: id,
    narration: input.narration,
    lines: documentLines(kind, items, totalBase, control, vat, discounts.gross, inclusive),
  });
  const posted = { ...entry, statements: [...discounts.statements, ...entry.statements] };
  // The document's stored figures, as a create inserts them and an edit sets them.
  const figures = {
    subtotal,
    ...storedDiscount(discount),
    discountTotal,
    taxTotal,
    taxInclusive: inclusive,
    total,
    totalBase,
    entryId: posted.entryId,
  };
  return { posted, items, figures };
}

function itemStatements(db: Db, businessId: string, documentId: string, items: ComputedItem[]) {
  const rows = items.map((item) => ({ ...item, documentId, businessId }));
  const out: BatchItem<"sqlite">[] = [];
  for (const chunk of rowChunks(documentItems, rows)) out.push(db.insert(documentItems).values(chunk));
  return out;
}

/**
 * The next number of a kind, taken inside the batch, so two creates at once (or several
 * in one batch) each get their own: reading it first would let them collide. It comes
 * from a counter that only grows, so a deleted document's number is never given again
 * (a business without one yet starts after its highest number). `take` goes in the batch
 * before the insert whose `seq` and `number` read it.
 */
function numbering(db: Db, businessId: string, kind: DocumentKind) {
  const take = db
    .insert(documentNumbers)
    .values({
      businessId,
      kind,
      lastSeq: sql`(SELECT coalesce(max(${documents.seq}), 0) + 1 FROM ${documents} WHERE ${documents.businessId} = ${businessId} AND ${documents.kind} = ${kind})`,
    })
    .onConflictDoUpdate({
      target: [documentNumbers.businessId, documentNumbers.kind],
      set: { lastSeq: sql`${documentNumbers.lastSeq} + 1` },
    });
  const seq = sql<number>`(SELECT ${documentNumbers.lastSeq} FROM ${documentNumbers} WHERE ${documentNumbers.businessId} = ${businessId} AND ${documentNumbers.kind} = ${kind})`;
  return { take, seq, number: sql<string>`${kindRules[kind].prefix} || '-' || printf('%04d', ${seq})` };
}

export async function buildDocument(
  db: Db,
  businessId: string,
  baseCurrency: string,
  kind: DocumentKind,
  id: string,
  /** Accounts read already (the chart, for a create from a prompt), else read here. */
  read: AccountSet | undefined,
  input: DocumentInput,
  /** Accounts this batch creates on first use (postDocument). */
  made?: Map<string, AccountRow>,
) {
  if (
    input.sourceUuid &&
    (await sourceUuidTaken(db, documents, businessId, input.sourceUuid, { scope: eq(documents.kind, kind) }))
  ) {
    throw new ApiError("conflict", `Another ${kindNoun(kind)} already has source_uuid ${input.sourceUuid}`);
  }
  if (input.dueDate < input.date)
    throw new ApiError("invalid_request", "due_date: must not be before date", [
      { field: "due_date", message: "Before the document date" },
    ]);
  const found = read ?? (await documentAccounts(db, businessId, kind, input.items));
  const roles = roleAccounts(found, kind);
  const taxes = await taxCodesFor(db, businessId, input.items);
  const discount = parseDiscount(input.discount ?? null, input.currency, "discount");
  const { posted, items, figures } = await postDocument(
    db,
    businessId,
    baseCurrency,
    kind,
    id,
    input,
    computeItems(found, kind, input.currency, input.items, roles, taxes),
    discount,
    roles,
    made,
  );
  const numbered = numbering(db, businessId, kind);
  const now = nowIso();
  const row = {
    id,
    version: 1,
    businessId,
    kind,
    sourceUuid: input.sourceUuid,
    seq: numbered.seq,
    number: numbered.number,
    contactId: input.contactId,
    date: input.date,
    dueDate: input.dueDate,
    narration: input.narration,
    currency: input.currency,
    exchangeRate: input.exchangeRate,
    ...figures,
    voidedAt: null,
    origin: null,
    createdAt: now,
    updatedAt: now,
  };
  return {
    row,
    items,
    /** The items' account names, for the answer. */
    accountNames: new Map(items.map((item) => [item.accountId, found.find(item.accountId)?.name ?? ""])),
    taxCodeNames: new Map(taxes.rows.map((code) => [code.id, code.code])),
    statements: [
      numbered.take,
      db.insert(documents).values(row),
      ...itemStatements(db, businessId, id, items),
      ...posted.statements,
    ],
  };
}

/**
 * A credit made of money, not lines (kindRules: credit_note, supplier_credit): the part of
 * a payment above what its invoice (bill) left open, or a prepayment before any invoice
 * (prepayments.ts), kept as the contact's credit. Its
 * entry is that money's: Dr the bank / Cr Accounts Receivable (a supplier overpaid: Dr
 * Accounts Payable / Cr the bank); allocated to another document or refunded like any credit.
 */
export function buildReceivedCredit(
  db: Db,
  businessId: string,
  baseCurrency: string,
  kind: DocumentKind,
  input: {
    id: string;
    contactId: string | SQL<string>;
    date: string;
    currency: string;
    exchangeRate: string;
    /** Minor units of `currency`. */
    amount: number;
    /** The bank or cash account the money moved through. */
    account: AccountRow;
    control: AccountRow;
    narration: string;
    origin: (typeof documentOrigins)[number];
  },
) {
  const totalBase =
    input.currency === baseCurrency
      ? input.amount
      : convertMinor(input.amount, input.currency, baseCurrency, input.exchangeRate);
  const moneyIn = !kindRules[kind].controlDebit;
  const foreignBank = input.account.currency !== baseCurrency;
  const entry = postEntry(db, {
    businessId,
    date: input.date,
    sourceType: kind,
    sourceId: input.id,
    narration: input.narration,
    lines: [
      {
        accountId: input.account.id,
        debit: moneyIn ? totalBase : 0,
        credit: moneyIn ? 0 : totalBase,
        currency: foreignBank ? input.account.currency : null,
        currencyAmount: foreignBank ? (moneyIn ? input.amount : -input.amount) : null,
      },
      { accountId: input.control.id, debit: moneyIn ? 0 : totalBase, credit: moneyIn ? totalBase : 0 },
    ],
  });
  const numbered = numbering(db, businessId, kind);
  const now = nowIso();
  return [
    numbered.take,
    db.insert(documents).values({
      id: input.id,
      version: 1,
      businessId,
      kind,
      sourceUuid: null,
      seq: numbered.seq,
      number: numbered.number,
      contactId: input.contactId,
      date: input.date,
      dueDate: input.date,
      narration: input.narration,
      currency: input.currency,
      exchangeRate: input.exchangeRate,
      subtotal: input.amount,
      discountPercent: null,
      discountFixed: null,
      discountTotal: 0,
      taxTotal: 0,
      total: input.amount,
      totalBase,
      entryId: entry.entryId,
      voidedAt: null,
      origin: input.origin,
      createdAt: now,
      updatedAt: now,
    }),
    ...entry.statements,
  ];
}

/** A document `buildDocument` made, with the names its answer shows. */
export interface BuiltDocument {
  row: Omit<DocumentRow, "seq" | "number" | "contactId">;
  items: ComputedItem[];
  accountNames: Map<string, string>;
  /** The codes of the tax codes its lines name. */
  taxCodeNames: Map<string, string>;
  contactName: string;
  /** Payments the same batch records on it (a create with money already paid). */
  payments?: Named<PaymentRow>[];
  /** Prepayments the same batch records and applies to it (money paid before its date). */
  allocations?: (typeof creditAllocations.$inferSelect)[];
}

/**
 * The views of documents a batch creates, from the rows built in memory: only the
 * number, taken inside the insert, and the contact (a new one may have been made by
 * another request at once) are read back, in the same batch (Plan.readBack).
 */
export function createdDocumentViews(db: Db, businessId: string, built: BuiltDocument[], today: string) {
  const ids = built.map((b) => b.row.id);
  const allocations = built.flatMap((b) => b.allocations ?? []);
  const shape = ([numbered]: unknown[]) => {
    type Numbered = Pick<DocumentRow, "id" | "seq" | "number" | "contactId"> & { contact: string | null };
    const numbers = new Map((numbered as Numbered[]).map(({ contact, ...n }) => [n.id, { ...n, contact }]));
    const numberOf = (id: string) => numbers.get(id)?.number ?? "";
    const items = built.flatMap((b) =>
      b.items.map((item) => ({
        row: { ...item, documentId: b.row.id, businessId },
        account: b.accountNames.get(item.accountId) ?? "",
        taxCode: item.taxCodeId ? (b.taxCodeNames.get(item.taxCodeId) ?? null) : null,
      })),
    );
    return shapeDocumentViews(
      [
        items,
        built.flatMap((b) => b.payments ?? []),
        built.map((b) => {
          const { contact, ...read } = numbers.get(b.row.id)!;
          return { row: { ...b.row, ...read }, contact: contact ?? b.contactName };
        }),
        allocations.map((row) => ({
          row,
          creditNumber: numberOf(row.creditId),
          documentNumber: numberOf(row.documentId),
        })),
      ],
      ids,
      undefined,
      today,
    );
  };
  const [one] = built;
  return {
    // (The prepayments' numbers too, for their allocations.)
    statements: [
      bound(db, numbersRead(db), {
        businessId,
        ids: JSON.stringify([...ids, ...allocations.map((a) => a.creditId)]),
      }),
    ],
    shape,
    // The number and the contact as the read back gives them, as JSON in SQL.
    preview:
      one && built.length === 1 && allocations.length === 0
        ? {
            answer: shape([[{ id: one.row.id, seq: 0, number: "", contactId: "", contact: one.contactName }]])[0],
            fill: sql`(SELECT json_object('number', ${documents.number}, 'contact', json_object('uuid', ${documents.contactId}, 'name', coalesce(${contacts.name}, ${one.contactName}))) FROM ${documents} LEFT JOIN ${contacts} ON ${contacts.businessId} = ${documents.businessId} AND ${contacts.id} = ${documents.contactId} WHERE ${documents.businessId} = ${businessId} AND ${documents.id} = ${one.row.id})`,
          }
        : undefined,
  };
}

// Every document create reads its number and contact back with this, in its batch.
const numbersRead = preparedOnce((db) =>
  db
    .select({
      id: documents.id,
      seq: documents.seq,
      number: documents.number,
      contactId: documents.contactId,
      contact: contacts.name,
    })
    .from(documents)
    .leftJoin(
      contacts,
      and(eq(contacts.businessId, sql.placeholder("businessId")), eq(contacts.id, documents.contactId)),
    )
    .where(and(eq(documents.businessId, sql.placeholder("businessId")), oneOfPlaceholder(documents.id, "ids")))
    .prepare(),
);

// Every payment and document edit starts with this read, and payments with the next.
const documentByReference = preparedOnce((db) =>
  db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.businessId, sql.placeholder("businessId")),
        eq(documents.kind, sql.placeholder("kind")),
        or(eq(documents.id, sql.placeholder("identifier")), eq(documents.sourceUuid, sql.placeholder("identifier"))),
      ),
    )
    .limit(2)
    .prepare(),
);

const paymentsOfDocument = preparedOnce((db) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.businessId, sql.placeholder("businessId")),
        eq(payments.documentId, sql.placeholder("documentId")),
      ),
    )
    .orderBy(asc(payments.date), asc(payments.createdAt), asc(payments.id))
    .prepare(),
);

export async function findDocument(
  db: Db,
  businessId: string,
  kind: DocumentKind,
  identifier: string,
): Promise<DocumentRow> {
  const rows = await documentByReference(db).all({ businessId, kind, identifier });
  const row = rows.find((r) => r.id === identifier) ?? rows[0];
  if (!row) throw notFound(kindRules[kind].noun);
  return row;
}

/**
 * For a payment: the document, its payments and the accounts a payment may post to
 * (those `references` name, the bank and cash accounts and the roles), in one round trip.
 */
export async function readForPayments(
  db: Db,
  businessId: string,
  kind: DocumentKind,
  identifier: string,
  references: string[],
) {
  const [docs, paymentRows, allocated, accountRows] = await batchPrepared(db, [
    [documentByReference(db), { businessId, kind, identifier }],
    [paymentsOfReference(db), { businessId, kind, identifier }],
    [allocatedOfReference(db), { businessId, kind, identifier }],
    [
      paymentAccounts(db),
      {
        businessId,
        references: JSON.stringify(references),
        nameKeys: JSON.stringify(references.map((r) => r.trim().toLowerCase())),
        subTypes: JSON.stringify([kindRules[kind].control, "fx", "bank", "cash"]),
      },
    ],
  ]);
  const doc = docs.find((r) => r.id === identifier) ?? docs[0];
  if (!doc) throw notFound(kindRules[kind].noun);
  return { doc, payments: paymentRows, allocated: allocated[0]?.total ?? 0, accounts: new AccountSet(accountRows) };
}

// The id of the document a reference names (the uuid wins over a source_uuid, as in
// findDocument), in SQL: its payments and credits are read with the document itself, in
// the same round trip.
const documentIdOfReference = () => {
  const identifier = sql.placeholder("identifier");
  return sql<string>`(SELECT ${documents.id} FROM ${documents} WHERE ${documents.businessId} = ${sql.placeholder("businessId")} AND ${documents.kind} = ${sql.placeholder("kind")} AND (${documents.id} = ${identifier} OR ${documents.sourceUuid} = ${identifier}) ORDER BY ${documents.id} = ${identifier} DESC LIMIT 1)`;
};

const paymentsOfReference = preparedOnce((db) =>
  db
    .select()
    .from(payments)
    .where(
      and(eq(payments.businessId, sql.placeholder("businessId")), eq(payments.documentId, documentIdOfReference())),
    )
    .orderBy(asc(payments.date), asc(payments.createdAt), asc(payments.id))
    .prepare(),
);

// What credits took off the document (or, a credit, what it was applied to).
const allocatedOfReference = preparedOnce((db) => {
  const doc = documentIdOfReference();
  return db
    .select({ total: sql<number>`coalesce(sum(${creditAllocations.amount}), 0)` })
    .from(creditAllocations)
    .where(
      and(
        eq(creditAllocations.businessId, sql.placeholder("businessId")),
        or(eq(creditAllocations.creditId, doc), eq(creditAllocations.documentId, doc)),
      ),
    )
    .prepare();
});

// The accounts a payment may name (by uuid, source_uuid or name) and those of the roles
// it posts to, the bank and cash accounts among them.
const paymentAccounts = preparedOnce((db) =>
  db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.businessId, sql.placeholder("businessId")),
        or(
          oneOfPlaceholder(accounts.id, "references"),
          oneOfPlaceholder(accounts.sourceUuid, "references"),
          oneOfPlaceholder(accounts.nameKey, "nameKeys"),
          oneOfPlaceholder(accounts.subType, "subTypes"),
        ),
      ),
    )
    .prepare(),
);

export async function listDocuments(
  db: Db,
  input: PageInput & {
    businessId: string;
    kind: DocumentKind;
    contactId?: string;
    status?: string;
    dateFrom?: string;
    dateTo?: string;
    dueFrom?: string;
    dueTo?: string;
    /** The business's today, for overdue. */
    today: string;
  },
) {
  const filters = [
    input.contactId ? eq(documents.contactId, input.contactId) : undefined,
    input.dateFrom ? gte(documents.date, input.dateFrom) : undefined,
    input.dateTo ? lte(documents.date, input.dateTo) : undefined,
    input.dueFrom ? gte(documents.dueDate, input.dueFrom) : undefined,
    input.dueTo ? lte(documents.dueDate, input.dueTo) : undefined,
    input.status ? statusFilter(input.status, input.today) : undefined,
  ];
  return paginate(
    db,
    documents,
    { businessId: input.businessId, kind: input.kind, filters },
    [documents.date, documents.createdAt, documents.id],
    input,
  );
}

/** What settled a document, in SQL: its payments (refunds) and the credits allocated from or to it (as documentStatus counts them). */
const settledSql = sql<number>`((SELECT coalesce(sum(${payments.amount}), 0) FROM ${payments} WHERE ${payments.documentId} = ${documents.id})
  + (SELECT coalesce(sum(${creditAllocations.amount}), 0) FROM ${creditAllocations} WHERE ${creditAllocations.creditId} = ${documents.id})
  + (SELECT coalesce(sum(${creditAllocations.amount}), 0) FROM ${creditAllocations} WHERE ${creditAllocations.documentId} = ${documents.id}))`;

/** documentStatus as a condition on the documents table, for the list's status filter. */
function statusFilter(status: string, today: string): SQL {
  const open = sql`${documents.total} - ${settledSql}`;
  const live = isNull(documents.voidedAt);
  switch (status) {
    case "void":
      return isNotNull(documents.voidedAt);
    case "paid":
    case "applied":
      return and(live, sql`${open} <= 0`)!;
    case "open":
      return and(live, sql`${open} > 0`)!;
    case "overdue":
      return and(live, sql`${open} > 0`, lt(documents.dueDate, today))!;
    case "partially_paid":
      return and(live, sql`${open} > 0`, gte(documents.dueDate, today), sql`${settledSql} > 0`)!;
    default: // unpaid
      return and(live, sql`${open} > 0`, gte(documents.dueDate, today), sql`${settledSql} <= 0`)!;
  }
}

/** `settled`: paid, refunded and allocated (a credit's refunds and allocations; the credits on an invoice or bill). */
export function documentStatus(row: DocumentRow, settled: number, today: string) {
  if (row.voidedAt) return "void" as const;
  const balance = row.total - settled;
  if (isCredit(row.kind)) return balance <= 0 ? ("applied" as const) : ("open" as const);
  if (balance <= 0) return "paid" as const;
  if (row.dueDate < today) return "overdue" as const;
  return settled > 0 ? ("partially_paid" as const) : ("unpaid" as const);
}

/**
 * The reads behind documentViews, three statements whatever the number of documents:
 * items and payments each with their account's name, and the documents with their
 * contact's name (or, given the rows, just the contacts' names).
 */
function documentViewQueries(db: Db, businessId: string, ids: string[], given: DocumentRow[] | undefined) {
  const namedAccount = (column: typeof documentItems.accountId | typeof payments.accountId) =>
    and(eq(accounts.businessId, businessId), eq(accounts.id, column));
  return [
    db
      .select({ row: documentItems, account: accounts.name, taxCode: taxCodes.code })
      .from(documentItems)
      .leftJoin(accounts, namedAccount(documentItems.accountId))
      .leftJoin(taxCodes, and(eq(taxCodes.businessId, businessId), eq(taxCodes.id, documentItems.taxCodeId)))
      .where(and(eq(documentItems.businessId, businessId), oneOf(documentItems.documentId, ids)))
      .orderBy(asc(documentItems.lineNo)),
    db
      .select({ row: payments, account: accounts.name })
      .from(payments)
      .leftJoin(accounts, namedAccount(payments.accountId))
      .where(and(eq(payments.businessId, businessId), oneOf(payments.documentId, ids)))
      .orderBy(asc(payments.date), asc(payments.createdAt), asc(payments.id)),
    given
      ? db
          .select({ id: contacts.id, name: contacts.name })
          .from(contacts)
          .where(
            and(
              eq(contacts.businessId, businessId),
              oneOf(
                contacts.id,
                given.map((r) => r.contactId),
              ),
            ),
          )
      : db
          .select({ row: documents, contact: contacts.name })
          .from(documents)
          .leftJoin(contacts, and(eq(contacts.businessId, businessId), eq(contacts.id, documents.contactId)))
          .where(and(eq(documents.businessId, businessId), oneOf(documents.id, ids))),
    db
      // (Aliased: D1 returns a batch's rows keyed by column name, and both are "number".)
      .select({
        row: creditAllocations,
        creditNumber: sql<string>`${creditSide.number}`.as("credit_number"),
        documentNumber: sql<string>`${documentSide.number}`.as("document_number"),
      })
      .from(creditAllocations)
      .innerJoin(creditSide, eq(creditSide.id, creditAllocations.creditId))
      .innerJoin(documentSide, eq(documentSide.id, creditAllocations.documentId))
      .where(
        and(
          eq(creditAllocations.businessId, businessId),
          or(oneOf(creditAllocations.creditId, ids), oneOf(creditAllocations.documentId, ids)),
        ),
      )
      .orderBy(asc(creditAllocations.date), asc(creditAllocations.createdAt), asc(creditAllocations.id)),
  ] as const;
}

// The two documents of an allocation, for the other side's number.
const creditSide = alias(documents, "credit_side");
const documentSide = alias(documents, "document_side");

type Named<T> = { row: T; account: string | null };
type AllocationRead = { row: typeof creditAllocations.$inferSelect; creditNumber: string; documentNumber: string };
type ViewResults = [
  (Named<ItemRow> & { taxCode: string | null })[],
  Named<PaymentRow>[],
  { id: string; name: string }[] | { row: DocumentRow; contact: string | null }[],
  AllocationRead[],
];

/** An allocation as either of its documents shows it: the other document, the amount and the date. */
const allocationView = (a: AllocationRead, ofCredit: boolean, currency: string) => ({
  uuid: a.row.id,
  document: ofCredit
    ? { uuid: a.row.documentId, number: a.documentNumber }
    : { uuid: a.row.creditId, number: a.creditNumber },
  amount: toMajor(a.row.amount, currency),
  date: a.row.date,
});

function shapeDocumentViews(
  [itemRows, paymentRows, named, allocationRows]: ViewResults,
  ids: string[],
  given: DocumentRow[] | undefined,
  today: string,
) {
  const accountName = new Map<string, string>();
  for (const { row, account } of [...itemRows, ...paymentRows]) accountName.set(row.accountId, account ?? "");
  const items = itemRows.map((i) => i.row);
  const taxCodeOf = new Map(itemRows.map((i) => [i.row.id, i.taxCode]));
  const contactName = new Map<string, string>();
  let rows: DocumentRow[];
  if (given) {
    rows = given;
    for (const c of named as { id: string; name: string }[]) contactName.set(c.id, c.name);
  } else {
    const order = new Map(ids.map((id, i) => [id, i]));
    const read = named as { row: DocumentRow; contact: string | null }[];
    rows = read.map((r) => r.row).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    for (const r of read) contactName.set(r.row.contactId, r.contact ?? "");
  }
  return rows.map((row) => {
    const money = (minor: number) => toMajor(minor, row.currency);
    const docPayments = paymentRows.map((p) => p.row).filter((p) => p.documentId === row.id);
    const paid = docPayments.reduce((s, p) => s + p.amount, 0);
    const ofCredit = isCredit(row.kind);
    const allocations = allocationRows.filter((a) => (ofCredit ? a.row.creditId : a.row.documentId) === row.id);
    const allocated = allocations.reduce((s, a) => s + a.row.amount, 0);
    return {
      uuid: row.id,
      source_uuid: row.sourceUuid,
      number: row.number,
      contact: { uuid: row.contactId, name: contactName.get(row.contactId) ?? "" },
      date: row.date,
      due_date: row.dueDate,
      narration: row.narration,
      currency: row.currency,
      exchange_rate: Number(row.exchangeRate),
      record_items: items
        .filter((i) => i.documentId === row.id)
        .map((i) => ({
          uuid: i.id,
          description: i.description,
          quantity: Number(i.quantity),
          unit_price: money(i.unitPrice),
          amount: money(i.amount),
          discount: discountView(i, row.currency),
          discount_amount: money(i.discountAmount),
          account: accountName.get(i.accountId) ?? "",
          tax_rate: Number(i.taxRate),
          tax_code: taxCodeOf.get(i.id) ?? null,
        })),
      subtotal: money(row.subtotal),
      discount: discountView(row, row.currency),
      discount_total: money(row.discountTotal),
      tax_inclusive: row.taxInclusive,
      tax_total: money(row.taxTotal),
      total_amount: money(row.total),
      amount_paid: money(paid),
      amount_allocated: money(allocated),
      // A voided document owes nothing; its total stays as history.
      balance: money(row.voidedAt ? 0 : row.total - paid - allocated),
      status: documentStatus(row, paid + allocated, today),
      voided_at: row.voidedAt,
      origin: row.origin,
      payments: docPayments.map((p) => paymentView(p, row.currency, accountName)),
      allocations: allocations.map((a) => allocationView(a, ofCredit, row.currency)),
      created_at: row.createdAt,
      updated_at: row.updatedAt,
      version: row.version,
    };
  });
}

/** The API shape of documents, with items, payments and derived status. */
export async function documentViews(db: Db, businessId: string, of: DocumentRow[] | string[], today: string) {
  if (of.length === 0) return [];
  const given = typeof of[0] === "string" ? undefined : (of as DocumentRow[]);
  const ids = given ? given.map((r) => r.id) : (of as string[]);
  const results = await db.batch(documentViewQueries(db, businessId, ids, given));
  return shapeDocumentViews(results as unknown as ViewResults, ids, given, today);
}

export const paymentView = (
  p: Pick<PaymentRow, "id" | "amount" | "accountId" | "date" | "exchangeRate">,
  currency: string,
  accountName: Map<string, string>,
) => ({
  uuid: p.id,
  amount_paid: toMajor(p.amount, currency),
  category: accountName.get(p.accountId) ?? "",
  date: p.date,
  exchange_rate: p.exchangeRate === null ? null : Number(p.exchangeRate),
});

export async function documentPayments(db: Db, businessId: string, documentId: string) {
  return paymentsOfDocument(db).all({ businessId, documentId });
}

export interface DocumentChanges {
  date?: string;
  dueDate?: string;
  narration?: string | null;
  items?: ItemInput[];
  /** null removes the document discount. */
  discount?: DiscountInput | null;
  taxInclusive?: boolean;
  sourceUuid?: string | null;
}

export async function editDocument(
  db: Db,
  businessId: string,
  baseCurrency: string,
  kind: DocumentKind,
  identifier: string,
  changes: DocumentChanges,
) {
  const current = await findDocument(db, businessId, kind, identifier);
  refuseVoided(current, "edited");
  await refuseLocked(db, businessId, current.date, changes.date);
  if (
    changes.sourceUuid &&
    (await sourceUuidTaken(db, documents, businessId, changes.sourceUuid, {
      exceptId: current.id,
      scope: eq(documents.kind, kind),
    }))
  ) {
    throw new ApiError("conflict", `Another ${kindNoun(kind)} already has source_uuid ${changes.sourceUuid}`);
  }
  if (isCredit(kind) && changes.dueDate !== undefined)
    throw new ApiError("invalid_request", `due_date: a ${kindNoun(kind)} has no due date`, [
      { field: "due_date", message: `Not for a ${kindNoun(kind)}` },
    ]);
  const date = changes.date ?? current.date;
  // A credit is due on its date, wherever the date moves.
  const dueDate = isCredit(kind) ? date : (changes.dueDate ?? current.dueDate);
  if (dueDate < date)
    throw new ApiError("invalid_request", "due_date: must not be before date", [
      { field: "due_date", message: "Before the document date" },
    ]);
  // Only a new date, items or discount repost, and only they need the payments (date order).
  const inclusiveChanged = changes.taxInclusive !== undefined && changes.taxInclusive !== current.taxInclusive;
  const reposts =
    changes.items !== undefined || changes.discount !== undefined || inclusiveChanged || date !== current.date;
  if (reposts && current.origin)
    throw new ApiError(
      "invalid_request",
      `This ${kindNoun(kind)} is money kept as credit (${current.origin}), not lines: its date, items and discount stay as the money moved; void or delete it and record the money again instead`,
      [
        {
          field: changes.items
            ? "record_items"
            : changes.discount !== undefined
              ? "discount"
              : inclusiveChanged
                ? "tax_inclusive"
                : "date",
          message: "Not on a credit made of money",
        },
      ],
    );
  const [received, allocations] = reposts
    ? await Promise.all([documentPayments(db, businessId, current.id), allocationsOf(db, businessId, [current.id])])
    : [[], []];
  // A payment a bank line made holds the posting it paid until that line is uncategorized.
  await assertNotBankLinked(
    db,
    businessId,
    received.map((p) => p.id),
    `A payment on this ${kindNoun(kind)}`,
  );
  // Money cannot be received, nor a credit applied, against a document before it exists.
  const [first] = [
    ...received.map((p) => ({ date: p.date, what: "payment" })),
    ...allocations.map((a) => ({ date: a.date, what: "allocation" })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  if (date !== current.date && first !== undefined && date > first.date)
    throw new ApiError(
      "invalid_request",
      `date: after its ${first.what} of ${first.date}; a ${kindNoun(kind)} cannot be dated after its payments and allocations`,
      [{ field: "date", message: `After the ${first.what} of ${first.date}` }],
    );
  const statements: BatchItem<"sqlite">[] = [];
  const update: Partial<DocumentRow> = {
    date,
    dueDate,
    narration: changes.narration === undefined ? current.narration : changes.narration,
    sourceUuid: changes.sourceUuid === undefined ? current.sourceUuid : changes.sourceUuid,
    updatedAt: nowIso(),
  };
  if (reposts) {
    const found = await documentAccounts(db, businessId, kind, changes.items ?? []);
    const roles = roleAccounts(found, kind);
    const stored = await db
      .select()
      .from(documentItems)
      .where(eq(documentItems.documentId, current.id))
      .orderBy(asc(documentItems.lineNo));
    const kept = new Set(stored.flatMap((i) => (i.taxCodeId ? [i.taxCodeId] : [])));
    const items = changes.items
      ? computeItems(
          found,
          kind,
          current.currency,
          changes.items,
          roles,
          await taxCodesFor(db, businessId, changes.items),
          kept,
        )
      : stored;
    const discount =
      changes.discount === undefined
        ? discountOfRow(current)
        : parseDiscount(changes.discount, current.currency, "discount");
    const input = {
      ...current,
      date,
      narration: update.narration ?? null,
      taxInclusive: changes.taxInclusive ?? current.taxInclusive,
    };
    const posted = await postDocument(db, businessId, baseCurrency, kind, current.id, input, items, discount, roles);
    const { total } = posted.figures;
    const settled = [...received, ...allocations].reduce((s, p) => s + p.amount, 0);
    if (total < settled) {
      throw new ApiError(
        "invalid_request",
        `record_items: the new total is below the ${toMajor(settled, current.currency)} already paid or allocated`,
        [{ field: "record_items", message: "Total below the amount paid and allocated" }],
      );
    }
    statements.push(
      ...(await reverseEntry(db, businessId, current.entryId, kind, current.id)),
      ...posted.posted.statements,
    );
    Object.assign(update, posted.figures);
    // The items are written again when they, their shares of the discount or their tax changed.
    if (changes.items || changes.discount !== undefined || inclusiveChanged) {
      statements.push(
        db.delete(documentItems).where(eq(documentItems.documentId, current.id)),
        ...itemStatements(db, businessId, current.id, posted.items),
      );
    }
  }
  statements.unshift(
    db
      .update(documents)
      .set({ ...update, version: bumpVersion(documents.version) })
      .where(and(eq(documents.businessId, businessId), eq(documents.id, current.id))),
  );
  return { id: current.id, statements };
}

/** The version a command read a document at: its batch applies only while it is still so. */
export const documentGuard = (doc: DocumentRow): ExpectedVersion => ({
  table: documents,
  idColumn: documents.id,
  versionColumn: documents.version,
  id: doc.id,
  version: doc.version,
});

/** A voided document is history: it takes no edit, payment or deletion (409). */
export function refuseVoided(doc: DocumentRow, what: string) {
  if (doc.voidedAt)
    throw new ApiError(
      "conflict",
      `This ${kindNoun(doc.kind)} (${doc.number}) was voided on ${doc.voidedAt.slice(0, 10)}; a voided ${kindNoun(doc.kind)} cannot be ${what}`,
    );
}

/**
 * Voids it: its entry is reversed (on the document's own date, so it leaves no trace in
 * any period's figures), its balance becomes zero, and its number, lines and history stay.
 */
export async function voidDocumentStatements(db: Db, businessId: string, kind: DocumentKind, current: DocumentRow) {
  const now = nowIso();
  return [
    ...(await reverseEntry(db, businessId, current.entryId, kind, current.id)),
    db
      .update(documents)
      .set({ voidedAt: now, updatedAt: now, version: bumpVersion(documents.version) })
      .where(and(eq(documents.businessId, businessId), eq(documents.id, current.id))),
  ];
}

export async function removeDocument(db: Db, businessId: string, kind: DocumentKind, identifier: string) {
  const current = await findDocument(db, businessId, kind, identifier);
  refuseVoided(current, "deleted (it is kept as history)");
  // Its payments are removed first (deleteDocument refuses a paid one).
  const statements: BatchItem<"sqlite">[] = [
    ...(await reverseEntry(db, businessId, current.entryId, kind, current.id)),
  ];
  statements.push(
    db.delete(documentItems).where(eq(documentItems.documentId, current.id)),
    db.delete(documents).where(and(eq(documents.businessId, businessId), eq(documents.id, current.id))),
  );
  return { result: { uuid: current.id, source_uuid: current.sourceUuid, deleted: true as const }, statements };
}
