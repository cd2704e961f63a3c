// A contact named in a document prompt is matched to an existing contact, else created
// with the document. By uuid or source_uuid; by name ignoring case; else by name ignoring
// punctuation and the legal form ("Ota Farms" is "Ota Farms Ltd", "Globex Nigeria Ltd"
// is "Globex Nigeria Limited") when exactly one contact answers to it.
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { preparedOnce } from "../db/client";
import { type ContactType, contacts } from "../db/schema";
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

export async function findOrCreateContact(db: Db, businessId: string, reference: string, type: ContactType) {
  const [exact] = await contactByReference(db).all({ businessId, reference });
  const existing = exact ?? (await matchByCore(db, businessId, reference));
  if (existing) return { id: existing.id, name: existing.name, statements: [] };
  const id = newId();
  const now = nowIso();
  return {
    id,
    name: reference,
    statements: [
      db.insert(contacts).values({
        id,
        businessId,
        name: reference,
        type,
        sourceUuid: null,
        email: null,
        phone: null,
        address: null,
        createdAt: now,
        updatedAt: now,
      }),
    ],
  };
}
