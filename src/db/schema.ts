// Drizzle table definitions: the single source for D1's shape. `npm run db:generate`
// turns changes here into a new SQL migration under drizzle/.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const timestamps = {
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
};

/**
 * Records clients change through record routes carry an exact version: 1 when created,
 * bumped by every write (`bumpVersion`). Every write is guarded against the version it
 * read (db/batch.ts), and the ETag comes from it.
 */
const versioned = {
  version: integer("version").notNull().default(1),
};

export const partners = sqliteTable("partners", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  ...timestamps,
});

export const businesses = sqliteTable("businesses", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  logo: text("logo"),
  currency: text("currency").notNull(),
  country: text("country").notNull(),
  timezone: text("timezone").notNull(),
  industry: text("industry"),
  // Developer API access (CONTRACT 3): without it every business route answers 403.
  apiAccess: integer("api_access", { mode: "boolean" }).notNull(),
  partnerId: text("partner_id").references(() => partners.id),
  partnerAccess: text("partner_access", { enum: ["admin", "editor", "viewer"] }),
  creditFromReferralPartner: integer("credit_from_referral_partner", { mode: "boolean" }).notNull().default(false),
  // Settings the business chooses (GET/PUT /settings), guarded by their own version.
  discountPresentation: text("discount_presentation", { enum: ["net", "gross"] })
    .notNull()
    .default("net"),
  /**
   * The books are closed up to and including this date (YYYY-MM-DD): a database trigger
   * refuses any journal entry dated on or before it, whatever the path (migration 0029).
   */
  lockDate: text("lock_date"),
  /** Printed under the business's name on its invoices and other documents (settings). */
  address: text("address"),
  /** The month (1-12) the business's fiscal year starts in: reports close each year's profit into Retained Earnings. */
  fiscalYearStart: integer("fiscal_year_start").notNull().default(1),
  settingsVersion: integer("settings_version").notNull().default(1),
  ...timestamps,
});

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    // Stored lower-cased so uniqueness is case-insensitive.
    email: text("email").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["owner"] }).notNull(),
    /**
     * The partner that registered the owner's business ('' for none). An email owns at
     * most one business per partner, so a partner learns only of its own registrations
     * whether an email is taken; the same person may own businesses of several partners.
     */
    partnerScope: text("partner_scope").notNull().default(""),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_partner_email_unique").on(t.partnerScope, t.email)],
);

export const credentialKinds = ["business_secret", "business_public", "partner_secret"] as const;
export type CredentialKind = (typeof credentialKinds)[number];

// API keys, stored only as SHA-256 hashes (CONTRACT 3). `hint` keeps the prefix and
// the last four characters so an operator can tell keys apart without the secret.
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: credentialKinds }).notNull(),
    keyHash: text("key_hash").notNull(),
    hint: text("hint").notNull(),
    businessId: text("business_id").references(() => businesses.id),
    partnerId: text("partner_id").references(() => partners.id),
    createdAt: text("created_at").notNull(),
    revokedAt: text("revoked_at"),
  },
  (t) => [uniqueIndex("api_keys_hash_unique").on(t.keyHash), index("api_keys_business_idx").on(t.businessId)],
);

export const contactTypes = ["customer", "supplier", "employee", "other"] as const;
export type ContactType = (typeof contactTypes)[number];

export const contacts = sqliteTable(
  "contacts",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    sourceUuid: text("source_uuid"),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    /** Tax identification number as written: a Nigerian TIN, a VAT number, a US EIN. */
    taxId: text("tax_id"),
    /** Company registration number: RC or BN in Nigeria (kept with its prefix), a company number elsewhere. */
    registrationNumber: text("registration_number"),
    /** The contact's website as written: a URL (https://…) or a domain (www.acme.example, acme.example). */
    website: text("website"),
    /** Whom to address at the contact ("Mr. Bayo Adeniran", "Accounts Dept"): printed as "Attn:" on invoices. */
    contactPerson: text("contact_person"),
    type: text("type", { enum: contactTypes }).notNull(),
    ...timestamps,
    ...versioned,
  },
  (t) => [
    uniqueIndex("contacts_source_uuid_unique").on(t.businessId, t.sourceUuid).where(sql`${t.sourceUuid} IS NOT NULL`),
    // Serves the list order (CONTRACT 4): creation time, then uuid.
    index("contacts_business_created_idx").on(t.businessId, t.createdAt, t.id),
    index("contacts_updated_idx").on(t.businessId, t.updatedAt, t.id),
    // Serves matching a contact named in a prompt or a body, whatever its case.
    index("contacts_business_name_idx").on(t.businessId, sql`lower(${t.name})`),
  ],
);

export const jobStatuses = ["queued", "processing", "completed", "failed"] as const;
export type JobStatus = (typeof jobStatuses)[number];

// One job per attachment of an async create (CONTRACT 9). `input` keeps the request
// (prompt, structured records, text attachment, source_uuid) as JSON; the file itself is in R2.
export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    resource: text("resource").notNull(),
    status: text("status", { enum: jobStatuses }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    input: text("input", { mode: "json" }).notNull().$type<{
      prompt?: string;
      /** Structured records, each as the route validated it. */
      records?: unknown[];
      /** The body field they came in ("record" or "records"), for the paths in errors. */
      record_field?: "record" | "records";
      text_attachment?: string;
      source_uuid?: string;
      options?: Record<string, unknown>;
    }>(),
    fileId: text("file_id"),
    attachmentIndex: integer("attachment_index"),
    attachmentName: text("attachment_name"),
    resultUuids: text("result_uuids", { mode: "json" }).$type<string[]>(),
    /** Per created record, the values the server chose because the input did not state them. */
    resultAssumptions: text("result_assumptions", { mode: "json" }).$type<
      Record<string, { field: string; value: string; reason: string }[]>
    >(),
    /** When a language model read the input: which, its tokens, and (hybrid mode) why. */
    resultExtraction: text("result_extraction", { mode: "json" }).$type<{
      extractor: string;
      model: string;
      input_tokens: number;
      output_tokens: number;
      handed_over?: string;
    }>(),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    /** A long create's rows done and to do, while it runs (creates/creator.ts, progress). */
    progressDone: integer("progress_done"),
    progressTotal: integer("progress_total"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    finishedAt: text("finished_at"),
  },
  (t) => [index("jobs_business_idx").on(t.businessId, t.createdAt)],
);

// Attachments stored in R2 under their content hash; a row per use links the file to
// its business and, for async creates, its job.
export const files = sqliteTable(
  "files",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    jobId: text("job_id"),
    sha256: text("sha256").notNull(),
    name: text("name"),
    kind: text("kind").notNull(),
    size: integer("size").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("files_business_idx").on(t.businessId), index("files_job_idx").on(t.jobId)],
);

export const accountTypes = ["asset", "liability", "equity", "revenue", "expense"] as const;
export type AccountType = (typeof accountTypes)[number];

// The chart of accounts (CONTRACT 6). A bank is an asset account of sub_type "bank"
// with its bank details; its opening balance is posted to the ledger like any entry.
export const accounts = sqliteTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    sourceUuid: text("source_uuid"),
    name: text("name").notNull(),
    /** lower(name): names are unique per business regardless of case. */
    nameKey: text("name_key").notNull(),
    code: text("code"),
    type: text("type", { enum: accountTypes }).notNull(),
    subType: text("sub_type").notNull(),
    currency: text("currency").notNull(),
    isDefault: integer("is_default", { mode: "boolean" }).notNull(),
    bankName: text("bank_name"),
    nuban: text("nuban"),
    /** The branch's sort code (UK), routing number (US), BSB (AU) or IFSC (IN), as the bank writes it. */
    branchCode: text("branch_code"),
    accountName: text("account_name"),
    country: text("country"),
    /** Minor units of the account's currency. */
    openingBalance: integer("opening_balance"),
    openingBalanceDate: text("opening_balance_date"),
    /** The entry that posts the opening balance, replaced (by reversal) when it changes. */
    openingEntryId: text("opening_entry_id"),
    ...timestamps,
    ...versioned,
  },
  (t) => [
    uniqueIndex("accounts_name_unique").on(t.businessId, t.nameKey),
    uniqueIndex("accounts_code_unique").on(t.businessId, t.code).where(sql`${t.code} IS NOT NULL`),
    uniqueIndex("accounts_source_uuid_unique").on(t.businessId, t.sourceUuid).where(sql`${t.sourceUuid} IS NOT NULL`),
    index("accounts_business_created_idx").on(t.businessId, t.createdAt, t.id),
  ],
);

// The ledger. Entries and their lines are written once and never updated: a correction
// is a reversing entry (reverses_entry_id) plus a new one.
export const journalEntries = sqliteTable(
  "journal_entries",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    date: text("date").notNull(),
    /** What caused the entry: journal, opening_balance, invoice, payment, ... */
    sourceType: text("source_type").notNull(),
    sourceId: text("source_id").notNull(),
    reversesEntryId: text("reverses_entry_id"),
    narration: text("narration"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("journal_entries_source_idx").on(t.businessId, t.sourceType, t.sourceId),
    // The entries posted after a bank reconciliation was completed (ledger/bank-reconciliation.ts).
    index("journal_entries_created_idx").on(t.businessId, t.createdAt),
  ],
);

export const journalLines = sqliteTable(
  "journal_lines",
  {
    id: text("id").primaryKey(),
    entryId: text("entry_id")
      .notNull()
      .references(() => journalEntries.id),
    businessId: text("business_id").notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    /** The entry's date, repeated so balances as of a date read one index. */
    date: text("date").notNull(),
    lineNo: integer("line_no").notNull(),
    /** Minor units of the business's base currency; exactly one side is non-zero. */
    debit: integer("debit").notNull(),
    credit: integer("credit").notNull(),
    /** For lines on a foreign-currency account: the signed amount in that currency. */
    currency: text("currency"),
    currencyAmount: integer("currency_amount"),
    description: text("description"),
    /**
     * The customer or supplier a manual line on a control account (Accounts Receivable or
     * Payable) belongs to: such lines count in the aged reports beside the documents.
     */
    contactId: text("contact_id").references(() => contacts.id),
  },
  (t) => [
    index("journal_lines_account_date_idx").on(t.businessId, t.accountId, t.date),
    index("journal_lines_contact_idx").on(t.businessId, t.contactId).where(sql`${t.contactId} IS NOT NULL`),
    index("journal_lines_business_date_idx").on(t.businessId, t.date),
    // With the business: a lookup by entries (`business_id = ? AND entry_id IN (…)`) reads
    // this index, not every line of the business by journal_lines_business_date_idx.
    index("journal_lines_entry_idx").on(t.entryId, t.businessId),
    // (Deleting an account or contact makes SQLite look for rows still naming it, by these
    // columns alone: without an index led by the column, every business's rows are read.)
    index("journal_lines_account_fk_idx").on(t.accountId),
    index("journal_lines_contact_fk_idx").on(t.contactId).where(sql`${t.contactId} IS NOT NULL`),
  ],
);

/** Running sums kept per account and period, in base minor units (and in the account's currency). */
const sums = {
  debit: integer("debit").notNull(),
  credit: integer("credit").notNull(),
  currencyAmount: integer("currency_amount").notNull().default(0),
};

// Per account and month, the sum of its lines, kept in the same batch as every posting:
// a balance as of any date reads the months before it here and only that month's lines.
export const accountPeriodTotals = sqliteTable(
  "account_period_totals",
  {
    businessId: text("business_id").notNull(),
    accountId: text("account_id").notNull(),
    /** YYYY-MM */
    period: text("period").notNull(),
    ...sums,
  },
  (t) => [primaryKey({ columns: [t.businessId, t.accountId, t.period] })],
);

// Per account and calendar year, the same sums: a balance since the books began reads a
// row per year before its date's year, then that year's months and that month's days, so
// its cost does not grow with the months of history behind it.
export const accountYearTotals = sqliteTable(
  "account_year_totals",
  {
    businessId: text("business_id").notNull(),
    accountId: text("account_id").notNull(),
    /** YYYY */
    year: text("year").notNull(),
    ...sums,
  },
  (t) => [primaryKey({ columns: [t.businessId, t.accountId, t.year] })],
);

// Per account and day, the same sums: the days of the month a balance falls in are read
// here, so no report ever sums raw lines, however many a month holds.
export const accountDailyTotals = sqliteTable(
  "account_daily_totals",
  {
    businessId: text("business_id").notNull(),
    accountId: text("account_id").notNull(),
    date: text("date").notNull(),
    ...sums,
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.accountId, t.date] }),
    // Balances as of a date read the days of its month for every account: by date, not
    // through every day of every account since the business began.
    index("account_daily_totals_date_idx").on(t.businessId, t.date),
  ],
);

// Manual journals (CONTRACT 7): the document; its lines are those of its current entry.
export const journals = sqliteTable(
  "journals",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    sourceUuid: text("source_uuid"),
    date: text("date").notNull(),
    narration: text("narration"),
    reference: text("reference"),
    entryId: text("entry_id").notNull(),
    ...timestamps,
    ...versioned,
  },
  (t) => [
    uniqueIndex("journals_source_uuid_unique").on(t.businessId, t.sourceUuid).where(sql`${t.sourceUuid} IS NOT NULL`),
    index("journals_business_date_idx").on(t.businessId, t.date, t.createdAt, t.id),
    index("journals_updated_idx").on(t.businessId, t.updatedAt, t.id),
  ],
);

export const documentKinds = ["invoice", "bill", "credit_note", "supplier_credit"] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const documentOrigins = ["overpayment", "prepayment"] as const;

// Invoices, bills and the credits against them (CONTRACT 7; a credit note is a customer's
// credit against invoices, a supplier credit the business's against bills): amounts in minor units of the document's currency;
// total_base is the total in the business currency at exchange_rate, the amount the
// receivable (payable) carries in the ledger.
export const documents = sqliteTable(
  "documents",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    kind: text("kind", { enum: documentKinds }).notNull(),
    sourceUuid: text("source_uuid"),
    seq: integer("seq").notNull(),
    number: text("number").notNull(),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id),
    date: text("date").notNull(),
    dueDate: text("due_date").notNull(),
    narration: text("narration"),
    currency: text("currency").notNull(),
    exchangeRate: text("exchange_rate").notNull(),
    subtotal: integer("subtotal").notNull(),
    /** A whole-document discount as stated: a percent (exact decimal) or a sum (minor units). */
    discountPercent: text("discount_percent"),
    discountFixed: integer("discount_fixed"),
    /** Every discount, the lines' own and the document's, in minor units. */
    discountTotal: integer("discount_total").notNull().default(0),
    taxTotal: integer("tax_total").notNull(),
    /** The lines' prices hold their tax (tax_total is inside subtotal), else it is added on top. */
    taxInclusive: integer("tax_inclusive", { mode: "boolean" }).notNull().default(false),
    total: integer("total").notNull(),
    totalBase: integer("total_base").notNull(),
    entryId: text("entry_id").notNull(),
    /** When it was voided: its entry reversed, its number and lines kept as history. */
    voidedAt: text("voided_at"),
    /**
     * A credit made of money rather than lines: "overpayment", the part of a payment
     * above what its invoice (bill) left open, or "prepayment", money received (paid)
     * before any invoice (bill), kept as the contact's credit. Null: lines.
     */
    origin: text("origin", { enum: documentOrigins }),
    ...timestamps,
    ...versioned,
  },
  (t) => [
    uniqueIndex("documents_seq_unique").on(t.businessId, t.kind, t.seq),
    uniqueIndex("documents_source_uuid_unique")
      .on(t.businessId, t.kind, t.sourceUuid)
      .where(sql`${t.sourceUuid} IS NOT NULL`),
    index("documents_business_date_idx").on(t.businessId, t.kind, t.date, t.createdAt, t.id),
    // Sync (updated_since): changes in the order they happened.
    index("documents_updated_idx").on(t.businessId, t.kind, t.updatedAt, t.id),
    index("documents_contact_idx").on(t.businessId, t.contactId),
    // (Deleting a contact looks for its documents by this column alone.)
    index("documents_contact_fk_idx").on(t.contactId),
  ],
);

export const documentItems = sqliteTable(
  "document_items",
  {
    id: text("id").primaryKey(),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id),
    businessId: text("business_id").notNull(),
    lineNo: integer("line_no").notNull(),
    description: text("description").notNull(),
    /** Exact decimal, e.g. "2.5". */
    quantity: text("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    amount: integer("amount").notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    /** The line's own discount as stated: a percent (exact decimal) or a sum (minor units). */
    discountPercent: text("discount_percent"),
    discountFixed: integer("discount_fixed"),
    /** What the line's own discount takes off, and its share of the document's discount. */
    discountAmount: integer("discount_amount").notNull().default(0),
    documentDiscount: integer("document_discount").notNull().default(0),
    /** Percent as an exact decimal, e.g. "7.5". */
    taxRate: text("tax_rate").notNull(),
    /** On the amount after both discounts. */
    taxAmount: integer("tax_amount").notNull(),
    /** The business's tax code the rate came from (tax_codes), when one answers to it. */
    taxCodeId: text("tax_code_id").references(() => taxCodes.id),
  },
  (t) => [
    index("document_items_document_idx").on(t.documentId),
    // (A code's lines, found without a scan: deleting an unused code checks there are none.)
    index("document_items_tax_code_idx").on(t.taxCodeId),
    // (Likewise an account's lines: deleting an unused account checks there are none.)
    index("document_items_account_idx").on(t.accountId),
  ],
);

export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id").notNull(),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id),
    /** Minor units of the document's currency. */
    amount: integer("amount").notNull(),
    /** The bank or cash account paid into (invoices) or from (bills). */
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    date: text("date").notNull(),
    exchangeRate: text("exchange_rate"),
    entryId: text("entry_id").notNull(),
    ...timestamps,
  },
  (t) => [
    index("payments_document_idx").on(t.documentId, t.date, t.createdAt),
    // (Deleting an account looks for payments through it by this column alone.)
    index("payments_account_idx").on(t.accountId),
  ],
);

// A credit (credit note or supplier credit) applied to an invoice (bill) of the same
// contact and currency: it lowers both balances. Both sit on the same control account, so
// in the business currency nothing moves, unless the two were converted at different
// rates: then the difference is realized (entry_id, Foreign Exchange Gain/Loss).
export const creditAllocations = sqliteTable(
  "credit_allocations",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id").notNull(),
    creditId: text("credit_id")
      .notNull()
      .references(() => documents.id),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id),
    /** Minor units of the two documents' currency. */
    amount: integer("amount").notNull(),
    date: text("date").notNull(),
    entryId: text("entry_id"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("credit_allocations_credit_idx").on(t.creditId),
    index("credit_allocations_document_idx").on(t.documentId),
  ],
);

export const cashKinds = ["expense", "income"] as const;
export type CashKind = (typeof cashKinds)[number];

// Expenses and income paid at once (CONTRACT 7): straight between a bank or cash
// account (category) and an expense or revenue account.
export const cashTransactions = sqliteTable(
  "cash_transactions",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    kind: text("kind", { enum: cashKinds }).notNull(),
    sourceUuid: text("source_uuid"),
    date: text("date").notNull(),
    contactId: text("contact_id").references(() => contacts.id),
    narration: text("narration"),
    /** What moved through the bank or cash account, tax included. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    exchangeRate: text("exchange_rate").notNull(),
    /** The VAT (tax) rate the amount holds, exact decimal percent; "0" when none. */
    taxRate: text("tax_rate").notNull().default("0"),
    /** The tax inside `amount`, in minor units: posted to the tax account, the rest to `accountId`. */
    taxAmount: integer("tax_amount").notNull().default(0),
    /** The business's tax code the rate came from (tax_codes), when one answers to it. */
    taxCodeId: text("tax_code_id").references(() => taxCodes.id),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    categoryAccountId: text("category_account_id")
      .notNull()
      .references(() => accounts.id),
    entryId: text("entry_id").notNull(),
    ...timestamps,
    ...versioned,
  },
  (t) => [
    uniqueIndex("cash_transactions_source_uuid_unique")
      .on(t.businessId, t.kind, t.sourceUuid)
      .where(sql`${t.sourceUuid} IS NOT NULL`),
    index("cash_transactions_business_date_idx").on(t.businessId, t.kind, t.date, t.createdAt, t.id),
    index("cash_transactions_updated_idx").on(t.businessId, t.kind, t.updatedAt, t.id),
    // Serves "is this contact named by a cash record?" before a contact is deleted.
    index("cash_transactions_contact_idx").on(t.businessId, t.contactId),
    index("cash_transactions_tax_code_idx").on(t.taxCodeId),
    // (Deleting an account or contact makes SQLite look for rows still naming it, by these
    // columns alone: without an index led by the column, every business's rows are read.)
    index("cash_transactions_contact_fk_idx").on(t.contactId).where(sql`${t.contactId} IS NOT NULL`),
    index("cash_transactions_account_idx").on(t.accountId),
    index("cash_transactions_category_idx").on(t.categoryAccountId),
  ],
);

export const bankTransactionStatuses = ["uncategorized", "recognized", "categorized"] as const;
export type BankTransactionStatus = (typeof bankTransactionStatuses)[number];

// Statement uploads: one row per upload, the rows it created or skipped.
export const bankStatements = sqliteTable(
  "bank_statements",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    bankAccountId: text("bank_account_id")
      .notNull()
      .references(() => accounts.id),
    fileId: text("file_id"),
    created: integer("created").notNull(),
    skipped: integer("skipped").notNull(),
    /** Balances the statement states (minor units), checked against its rows. */
    openingBalance: integer("opening_balance"),
    closingBalance: integer("closing_balance"),
    createdAt: text("created_at").notNull(),
  },
  // (Deleting an account looks for its statements by this column alone.)
  (t) => [index("bank_statements_account_idx").on(t.bankAccountId)],
);

// Bank transactions (CONTRACT 8). amount is positive minor units of the bank's
// currency; type is from the bank's side: debit = money out, credit = money in.
// fingerprint (bank, date, amount, type, narration, ref and occurrence) makes a
// re-uploaded row a duplicate while a genuine repeat on the same day stays distinct.
export const bankTransactions = sqliteTable(
  "bank_transactions",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    sourceUuid: text("source_uuid"),
    bankAccountId: text("bank_account_id")
      .notNull()
      .references(() => accounts.id),
    date: text("date").notNull(),
    amount: integer("amount").notNull(),
    type: text("type", { enum: ["debit", "credit"] }).notNull(),
    narration: text("narration"),
    ref: text("ref"),
    balance: integer("balance"),
    status: text("status", { enum: bankTransactionStatuses }).notNull(),
    accountId: text("account_id").references(() => accounts.id),
    linkDestination: text("link_destination"),
    statementId: text("statement_id"),
    fingerprint: text("fingerprint").notNull(),
    /** The posting while categorized as a journal. */
    entryId: text("entry_id"),
    /** What categorizing created: a payment, expense or income record. */
    linkedId: text("linked_id"),
    /**
     * Paying an invoice (bill) with more than it left open: the credit note (supplier
     * credit) the rest was kept as (origin overpayment), voided when the row is uncategorized.
     */
    creditId: text("credit_id"),
    /** A foreign-currency bank's row: base currency per unit of the bank's, as categorized (exact decimal). */
    exchangeRate: text("exchange_rate"),
    ...timestamps,
    ...versioned,
  },
  (t) => [
    uniqueIndex("bank_transactions_fingerprint_unique").on(t.businessId, t.fingerprint),
    uniqueIndex("bank_transactions_source_uuid_unique")
      .on(t.businessId, t.sourceUuid)
      .where(sql`${t.sourceUuid} IS NOT NULL`),
    index("bank_transactions_list_idx").on(t.businessId, t.date, t.createdAt, t.id),
    index("bank_transactions_updated_idx").on(t.businessId, t.updatedAt, t.id),
    index("bank_transactions_bank_idx").on(t.businessId, t.bankAccountId, t.date),
    // The rows changed after a bank reconciliation was completed (ledger/bank-reconciliation.ts).
    index("bank_transactions_changed_idx").on(t.businessId, t.bankAccountId, t.updatedAt),
    // Serves "was this payment or record made by a bank transaction?" (bank/transactions.ts).
    index("bank_transactions_linked_idx").on(t.businessId, t.linkedId),
    index("bank_transactions_credit_idx").on(t.businessId, t.creditId).where(sql`${t.creditId} IS NOT NULL`),
    // (Deleting an account or contact makes SQLite look for rows still naming it, by these
    // columns alone: without an index led by the column, every business's rows are read.)
    index("bank_transactions_bank_fk_idx").on(t.bankAccountId),
    index("bank_transactions_account_idx").on(t.accountId).where(sql`${t.accountId} IS NOT NULL`),
  ],
);

export const taxKinds = ["standard", "reduced", "zero_rated", "exempt"] as const;
export type TaxKind = (typeof taxKinds)[number];

// Named tax rates a business applies to lines (issue 19): each country's starting set is
// created with the business (business/tax-codes.ts). A code's rate never changes once
// lines may use it; a code is retired by making it inactive.
export const taxCodes = sqliteTable(
  "tax_codes",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    /** Upper case, unique within the business: "STD", "ZERO", "EXEMPT". */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** Percent as an exact decimal, e.g. "7.5". */
    rate: text("rate").notNull(),
    kind: text("kind", { enum: taxKinds }).notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    ...versioned,
  },
  (t) => [uniqueIndex("tax_codes_business_code_unique").on(t.businessId, t.code)],
);

/**
 * A completed bank reconciliation (ledger/bank-reconciliation.ts): a bank or cash account
 * agreed with its statement as of `statement_date`. Later reconciliations start from it:
 * only what it left outstanding (its items) and what was dated after it, or posted or
 * changed since it was completed, is looked at again. Statement rows it reconciled keep
 * their categorization until it is undone (a trigger refuses it, migration 0036).
 */
export const bankReconciliations = sqliteTable(
  "bank_reconciliations",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    statementDate: text("statement_date").notNull(),
    /** In the account's currency, minor units. */
    statementBalance: integer("statement_balance").notNull(),
    bookBalance: integer("book_balance").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("bank_reconciliations_date_unique").on(t.businessId, t.accountId, t.statementDate),
    // (Deleting an account looks for its reconciliations by this column alone.)
    index("bank_reconciliations_account_idx").on(t.accountId),
  ],
);

/** What a completed reconciliation left outstanding: book entries by their source, statement rows by id. */
export const bankReconciliationItems = sqliteTable(
  "bank_reconciliation_items",
  {
    reconciliationId: text("reconciliation_id")
      .notNull()
      .references(() => bankReconciliations.id, { onDelete: "cascade" }),
    businessId: text("business_id").notNull(),
    kind: text("kind", { enum: ["entry", "row"] }).notNull(),
    /** An entry's source type; "" for a row. */
    sourceType: text("source_type").notNull(),
    /** An entry's source id, or the row's id. */
    refId: text("ref_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.reconciliationId, t.kind, t.sourceType, t.refId] })],
);

// Recognition rules: a narration containing `pattern` (any case) suggests `account`.
// Rules win over the business's categorized history.
export const bankRules = sqliteTable(
  "bank_rules",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    pattern: text("pattern").notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    /** Only rows of this type, or any when null. */
    type: text("type", { enum: ["debit", "credit"] }),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull().default(""),
    ...versioned,
  },
  (t) => [
    index("bank_rules_business_idx").on(t.businessId, t.createdAt),
    // (Deleting an account looks for rules naming it by this column alone.)
    index("bank_rules_account_idx").on(t.accountId),
  ],
);

// OAuth (CONTRACT 11). An app is a business acting as integrator; a grant lets it act
// for another business. Codes and tokens are stored only as SHA-256 hashes.
export const oauthCodes = sqliteTable(
  "oauth_codes",
  {
    id: text("id").primaryKey(),
    codeHash: text("code_hash").notNull(),
    /** The app's business: the client the code is bound to. */
    appBusinessId: text("app_business_id")
      .notNull()
      .references(() => businesses.id),
    /** The business that approved. */
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    redirectUri: text("redirect_uri").notNull(),
    /** PKCE (RFC 7636, S256 only): BASE64URL(SHA-256(code_verifier)) the exchange must prove. */
    codeChallenge: text("code_challenge"),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    /** The token family the code was exchanged for: revoked if the code is presented again. */
    familyId: text("family_id"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("oauth_codes_hash_unique").on(t.codeHash)],
);

/**
 * The exact redirect URIs an app registered (RFC 9700 2.1): an authorization request
 * must name one of them, character for character, or it is refused before any redirect.
 */
export const oauthRedirectUris = sqliteTable(
  "oauth_redirect_uris",
  {
    appBusinessId: text("app_business_id")
      .notNull()
      .references(() => businesses.id),
    uri: text("uri").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.appBusinessId, t.uri] })],
);

/** A business owner signed in to the approvals page (src/oauth/owner-sessions.ts); the cookie's token only as its SHA-256. */
export const ownerSessions = sqliteTable(
  "owner_sessions",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [uniqueIndex("owner_sessions_token_unique").on(t.tokenHash), index("owner_sessions_user_idx").on(t.userId)],
);

/** One row per issued access/refresh pair; a refresh replaces its row with the next in the family. */
export const oauthTokens = sqliteTable(
  "oauth_tokens",
  {
    id: text("id").primaryKey(),
    familyId: text("family_id").notNull(),
    appBusinessId: text("app_business_id")
      .notNull()
      .references(() => businesses.id),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    accessHash: text("access_hash").notNull(),
    refreshHash: text("refresh_hash").notNull(),
    accessExpiresAt: text("access_expires_at").notNull(),
    refreshExpiresAt: text("refresh_expires_at").notNull(),
    /** The row that a refresh with this row's refresh token created. */
    replacedBy: text("replaced_by"),
    revokedAt: text("revoked_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("oauth_tokens_access_unique").on(t.accessHash),
    uniqueIndex("oauth_tokens_refresh_unique").on(t.refreshHash),
    index("oauth_tokens_family_idx").on(t.familyId),
  ],
);

// Idempotency-Key (POST): the first response per scope (business, or partner) and key,
// replayed for 24 hours. Nothing here reveals a request or its answer without the key
// the client sent (an answer may hold API keys or OAuth tokens): the key is kept as a
// hash, and the answer encrypted under a key derived from it (middleware/idempotency.ts).
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    /** SHA-256 of the scope and the client's Idempotency-Key. */
    keyHash: text("key_hash").notNull(),
    /** HMAC (under the client's key) of method, path, query and body: another request with the key is refused. */
    requestHash: text("request_hash").notNull(),
    status: text("status", { enum: ["in_flight", "done"] }).notNull(),
    responseStatus: integer("response_status"),
    responseType: text("response_type"),
    /** The answer, AES-GCM under a key derived from the client's key (lib/crypto.ts seal). */
    responseBody: text("response_body"),
    createdAt: text("created_at").notNull(),
  },
  // created_at: the hourly purge of expired records (src/jobs/maintenance.ts).
  (t) => [primaryKey({ columns: [t.scope, t.keyHash] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

// How many records each business has per list (`resource`: a table, or table:kind where
// one table holds two lists), kept by triggers (migration 0010) so that every insert
// and delete, from any code path, moves the count in the same statement. An unfiltered
// list's total reads one row here instead of counting an index range.
export const recordCounts = sqliteTable(
  "record_counts",
  {
    businessId: text("business_id").notNull(),
    resource: text("resource").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.resource] })],
);

// The last number given per business and document kind: it only grows, so a number is
// never given twice, not even after the latest document was deleted (documents.ts).
export const documentNumbers = sqliteTable(
  "document_numbers",
  {
    businessId: text("business_id").notNull(),
    kind: text("kind", { enum: documentKinds }).notNull(),
    lastSeq: integer("last_seq").notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.kind] })],
);

// One entry per successful mutation (middleware/audit.ts), read by GET /audit-log.
export const auditCredentialKinds = ["business_secret", "partner_secret", "oauth", "owner"] as const;
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id").notNull(),
    createdAt: text("created_at").notNull(),
    requestId: text("request_id").notNull(),
    /**
     * business_secret, partner_secret, oauth (an app acting with an access token), or
     * owner (the business owner signed in on the OAuth consent page).
     */
    credentialKind: text("credential_kind", { enum: auditCredentialKinds }).notNull(),
    /** The secret key used (the app's key for oauth); null for owner. */
    keyId: text("key_id"),
    /** The owner who signed in (owner only). */
    userId: text("user_id"),
    oauthTokenId: text("oauth_token_id"),
    appBusinessId: text("app_business_id"),
    method: text("method").notNull(),
    /** The route pattern, e.g. /contacts/{uuid}. */
    route: text("route").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    recordUuid: text("record_uuid"),
    /** JSON summaries (see middleware/audit.ts). */
    before: text("before"),
    after: text("after"),
  },
  (t) => [
    index("audit_log_business_created_idx").on(t.businessId, t.createdAt, t.id),
    index("audit_log_record_idx").on(t.businessId, t.recordUuid, t.createdAt),
  ],
);

export const eventActions = ["created", "updated", "deleted", "completed", "failed", "test"] as const;

// The change log (migration 0041's triggers write it in the same statement as the change,
// so no committed change is ever without its event): deletions always (sync's tombstones,
// GET /deletions), every other change while the business has a webhook endpoint (the
// webhooks' outbox, webhooks/dispatch.ts). `seq` is commit order. A deletion's time is
// stamped by the commit that made it (write/commit.ts), on the service's one clock.
export const events = sqliteTable(
  "events",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    id: text("id").notNull(),
    businessId: text("business_id").notNull(),
    /** contact, invoice, bill, credit_note, supplier_credit, payment, expense, income, journal, bank_transaction, account, bank_rule, tax_code, job, webhook. */
    resource: text("resource").notNull(),
    action: text("action", { enum: eventActions }).notNull(),
    recordId: text("record_id").notNull(),
    occurredAt: text("occurred_at"),
  },
  (t) => [
    uniqueIndex("events_id_unique").on(t.id),
    index("events_business_idx").on(t.businessId, t.seq),
    index("events_deletions_idx").on(t.businessId, t.action, t.occurredAt, t.recordId),
    index("events_unstamped_idx").on(t.occurredAt).where(sql`${t.occurredAt} IS NULL`),
  ],
);

// Webhook endpoints (webhooks/endpoints.ts): where a business's events are POSTed, signed
// with `secret` (kept to sign with; shown once, when the endpoint is made).
export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id),
    url: text("url").notNull(),
    description: text("description"),
    /** Event types or patterns ("invoice.created", "invoice.*", "*"). */
    eventTypes: text("event_types", { mode: "json" }).notNull().$type<string[]>(),
    secret: text("secret").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    /** The last event fanned out to it: its deliveries start after. */
    dispatchedSeq: integer("dispatched_seq").notNull(),
    ...timestamps,
    ...versioned,
  },
  (t) => [index("webhook_endpoints_business_idx").on(t.businessId, t.createdAt, t.id)],
);

export const deliveryStatuses = ["pending", "succeeded", "failed"] as const;

// One event to one endpoint (webhooks/deliver.ts): its attempts through the queue.
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id").notNull(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventSeq: integer("event_seq").notNull(),
    status: text("status", { enum: deliveryStatuses }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    error: text("error"),
    lastAttemptAt: text("last_attempt_at"),
    nextAttemptAt: text("next_attempt_at"),
    deliveredAt: text("delivered_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    // Also the delivery log's order: newest event first.
    uniqueIndex("webhook_deliveries_event_unique").on(t.endpointId, t.eventSeq),
    index("webhook_deliveries_pending_idx").on(t.status, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
