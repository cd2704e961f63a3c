// Drizzle table definitions: the single source for D1's shape. `npm run db:generate`
// turns changes here into a new SQL migration under drizzle/.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const timestamps = {
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
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
  creditFromReferralPartner: integer("credit_from_referral_partner", { mode: "boolean" })
    .notNull()
    .default(false),
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
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
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
  (t) => [
    uniqueIndex("api_keys_hash_unique").on(t.keyHash),
    index("api_keys_business_idx").on(t.businessId),
  ],
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
    type: text("type", { enum: contactTypes }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("contacts_source_uuid_unique")
      .on(t.businessId, t.sourceUuid)
      .where(sql`${t.sourceUuid} IS NOT NULL`),
    // Serves the list order (CONTRACT 4): creation time, then uuid.
    index("contacts_business_created_idx").on(t.businessId, t.createdAt, t.id),
  ],
);

export const jobStatuses = ["queued", "processing", "completed", "failed"] as const;
export type JobStatus = (typeof jobStatuses)[number];

// One job per attachment of an async create (CONTRACT 9). `input` keeps the request
// (prompt, text attachment, source_uuid) as JSON; the file itself is in R2.
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
    input: text("input", { mode: "json" }).notNull().$type<{ prompt: string; text_attachment?: string; source_uuid?: string }>(),
    fileId: text("file_id"),
    attachmentIndex: integer("attachment_index"),
    attachmentName: text("attachment_name"),
    resultUuids: text("result_uuids", { mode: "json" }).$type<string[]>(),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
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
