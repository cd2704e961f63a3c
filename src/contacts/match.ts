// A contact named in a document prompt is matched to an existing contact, else created
// with the document. By uuid or source_uuid; by name ignoring case; else by name ignoring
// punctuation and the legal form ("Ota Farms" is "Ota Farms Ltd", "Globex Nigeria Ltd"
// is "Globex Nigeria Limited") when exactly one contact answers to it.
import { and, eq, gte, lt, notExists, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { preparedOnce } from "../db/client";
import { businesses, type ContactType, contacts } from "../db/schema";
import type { Db } from "../env";
import { nowIso } from "../lib/clock";
import { newId } from "../lib/ids";

const LEGAL_FORMS = new Set([
  "ltd",
  "limited",
  "llc",
  "llp",
  "plc",
  "inc",
  "incorporated",
  "corp",
  "corporation",
  "co",
  "company",
  "gmbh",
  "nig",
]);

/** A name as people may write it: lower case, "&" as "and", no punctuation, no legal form at the end. */
function nameCore(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 1 && LEGAL_FORMS.has(words.at(-1)!)) words.pop();
  return words.join(" ");
}

/** The one contact whose name has the same core as `reference`, read through the lower(name) index. */
async function matchByCore(db: Db, businessId: string, reference: string) {
  const core = nameCore(reference);
  // Names that start with the core's first word, as stored (lower case).
  const first = core.split(" ")[0];
  if (!first) return undefined;
  const next = first.slice(0, -1) + String.fromCodePoint(first.codePointAt(first.length - 1)! + 1);
  const candidates = await db
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, businessId),
        gte(sql`lower(${contacts.name})`, first),
        lt(sql`lower(${contacts.name})`, next),
      ),
    )
    .limit(50);
  const same = candidates.filter((c) => nameCore(c.name) === core);
  return same.length === 1 ? same[0] : undefined;
}

// Every document create from a prompt makes this read.
const contactByReference = preparedOnce((db) => {
  const reference = sql.placeholder("reference");
  return db
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, sql.placeholder("businessId")),
        sql`(${contacts.id} = ${reference} OR ${contacts.sourceUuid} = ${reference} OR lower(${contacts.name}) = lower(${reference}))`,
      ),
    )
    .limit(1)
    .prepare();
});

/**
 * The contact a prompt names, or a new one created with the record. `id` is what the
 * record stores in its contact_id: for a new contact, the contact of that name as the
 * batch finds it. Two requests at once that both name a new "Ada" each insert it only
 * if no "Ada" exists by then, and each record points at the one that does, so the
 * business gets one Ada, not two; read the record back for the contact it got.
 */
export async function findOrCreateContact(
  db: Db,
  businessId: string,
  reference: string,
  type: ContactType,
): Promise<{ id: string | SQL<string>; name: string; created: boolean; statements: BatchItem<"sqlite">[] }> {
  const [exact] = await contactByReference(db).all({ businessId, reference });
  const existing = exact ?? (await matchByCore(db, businessId, reference));
  if (existing) return { id: existing.id, name: existing.name, created: false, statements: [] };
  const id = newId();
  const now = nowIso();
  const sameName = sql`${contacts.businessId} = ${businessId} AND lower(${contacts.name}) = lower(${reference})`;
  return {
    id: sql<string>`(SELECT ${contacts.id} FROM ${contacts} WHERE ${sameName} ORDER BY ${contacts.createdAt}, ${contacts.id} LIMIT 1)`,
    name: reference,
    created: true,
    statements: [
      // INSERT … SELECT the new contact's values from the business's own row, only while
      // no contact of that name exists.
      db.insert(contacts).select(
        db
          .select({
            // Every column, in the table's order (drizzle's rule for INSERT … SELECT).
            id: sql<string>`${id}`.as("id"),
            businessId: businesses.id,
            sourceUuid: sql<null>`NULL`.as("source_uuid"),
            name: sql<string>`${reference}`.as("name"),
            email: sql<null>`NULL`.as("email"),
            phone: sql<null>`NULL`.as("phone"),
            address: sql<null>`NULL`.as("address"),
            type: sql<ContactType>`${type}`.as("type"),
            createdAt: sql<string>`${now}`.as("created_at"),
            updatedAt: sql<string>`${now}`.as("updated_at"),
            version: sql<number>`1`.as("version"),
          })
          .from(businesses)
          .where(
            and(eq(businesses.id, businessId), notExists(db.select({ one: sql`1` }).from(contacts).where(sameName))),
          ),
      ),
    ],
  };
}
