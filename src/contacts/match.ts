// A contact named in a document prompt is matched to an existing contact, else created
// with the document. By uuid or source_uuid; by name ignoring case; else by name ignoring
// punctuation and the legal form ("Ota Farms" is "Ota Farms Ltd", "Globex Nigeria Ltd"
// is "Globex Nigeria Limited") when exactly one contact answers to it.
import { and, eq, gte, like, lt, notExists, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { distance } from "fastest-levenshtein";
import type { Assumption } from "../creates/pipeline";
import { batchPrepared, preparedOnce } from "../db/client";
import { AccountSet, chartOf, loadChart } from "../db/queries/accounts";
import { oneOfPlaceholder } from "../db/queries/one-of";
import { businesses, type ContactType, contacts } from "../db/schema";
import type { Db } from "../env";
import { ci } from "../extraction/grammar/any-case";
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

/** Whether two names are the same contact's, as people write them ("Ota Farms" and "OTA FARMS LTD"). */
export const sameContactName = (a: string, b: string) => nameCore(a) === nameCore(b);

/**
 * Words a party read from a sentence may trail that are no part of a name ("bello hardware
 * bill", "Tunde don send"): the story's words, not the supplier's.
 */
const TRAILING = new Set(["bill", "bills", "invoice", "inv", "receipt", "don", "send", "sent", "has", "have", "just"]);
function withoutTrailingWords(core: string): string {
  const words = core.split(" ");
  while (words.length > 1 && TRAILING.has(words.at(-1)!)) words.pop();
  return words.join(" ");
}

/**
 * A word as written beside a contact's word: the same, cut short ("pharm" for Pharmacy),
 * or mistyped by a letter or two ("hardwre", "Prinitng") in a word long enough that a
 * slip is not another word.
 */
export function closeWord(written: string, theirs: string): boolean {
  if (written === theirs || (written.length >= 4 && theirs.startsWith(written))) return true;
  const allowed = theirs.length >= 7 ? 2 : theirs.length >= 5 ? 1 : 0;
  return allowed > 0 && Math.abs(written.length - theirs.length) <= allowed && distance(written, theirs) <= allowed;
}

/** Whether `written` (a name's core, maybe mistyped) is the start of `name`, word for word. */
const closeStart = (written: string[], name: string) => {
  const theirs = nameCore(name).split(" ");
  return theirs.length >= written.length && written.every((w, i) => closeWord(w, theirs[i]!));
};

/**
 * The one contact whose name has the same core as `reference`, read through the lower(name)
 * index; else the one whose name starts with it, word for word ("harbour point" for Harbour
 * Point Hotels Ltd; the last word may be cut short, "sunrise pharm"), then marked `loose`
 * for the create to state.
 */
async function matchByCore(db: Db, businessId: string, reference: string) {
  const core = withoutTrailingWords(nameCore(reference));
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
    .limit(CANDIDATES);
  const same = candidates.filter((c) => nameCore(c.name) === core);
  if (same.length) return same.length === 1 ? same[0] : undefined;
  // Among all the names that start with its first word (fewer than the limit), only one;
  // its last word may be cut short ("sunrise pharm" for Sunrise Pharmacy Limited).
  const words = core.split(" ");
  const startsLikeIt = (name: string) => {
    const theirs = nameCore(name).split(" ");
    if (`${theirs.join(" ")} `.startsWith(`${core} `)) return theirs.length > words.length;
    const last = words.length - 1;
    return (
      words[last]!.length >= 4 &&
      theirs.length >= words.length &&
      words.every((w, i) => (i < last ? theirs[i] === w : theirs[i]!.startsWith(w)))
    );
  };
  const starting = candidates.filter((c) => startsLikeIt(c.name));
  if (candidates.length >= CANDIDATES) return undefined;
  if (starting.length === 1) return { ...starting[0]!, loose: true };
  // Else the one whose words it mistypes ("lagoon prinitng" for Lagoon Printing Ltd).
  const close = starting.length === 0 ? candidates.filter((c) => closeStart(words, c.name)) : [];
  return close.length === 1 ? { ...close[0]!, loose: true } : undefined;
}
const CANDIDATES = 50;

/** A contact of the business whose name the prompt holds, and where. */
export interface NamedContact {
  id: string;
  name: string;
  start: number;
  end: number;
  /** Read from a first word written short or mistyped: the create states it as an assumption. */
  loose?: boolean;
}

const NAME_WORD = /[\p{L}\p{N}&][\p{L}\p{N}&'’.-]*/gu;
/**
 * Spans of at most this many words are names, and a prompt is searched in its first
 * MAX_WORDS words: with the legal forms (and "Enterprises", "Ventures") tried on each span
 * that bounds the lookup to about 2,000 names (some 45 KB), so its cost does not grow
 * with the prompt.
 */
const MAX_NAME_WORDS = 5;
const MAX_WORDS = 40;
const LAST_WORDS = 8;
/** The legal forms (and the trading words names end with) a name is tried with besides the one written. */
/** Words no name starts with: a run from one is never looked up with "the" before it. */
const NOT_FIRST = new Set([
  "the",
  "a",
  "an",
  "and",
  "&",
  "for",
  "to",
  "from",
  "frm",
  "of",
  "in",
  "on",
  "at",
  "by",
  "with",
  "invoice",
  "inv",
  "bill",
  "paid",
  "pay",
  "received",
  "our",
  "my",
  "their",
  "his",
  "her",
]);
const FORMS = ["ltd", "limited", "plc", "llc", "llp", "inc", "co", "enterprises", "ventures"];
/**
 * Words no name ends with, and runs of bare numbers: the spans they make are not looked
 * up (fewer names to send; a name may still start with one, as "On Point Ltd" does).
 */
const NOT_LAST = new Set(["for", "at", "of", "and", "&", "to", "from", "by", "with", "per", "an", "the", "each"]);
const NUMBER = /^[\d.,]+$/;

// Every document create from a prompt makes this read (with the chart, creates/pipeline.ts).
export const namedContactsQuery = preparedOnce((db) =>
  db
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, sql.placeholder("businessId")),
        oneOfPlaceholder(sql`lower(${contacts.name})`, "names"),
      ),
    )
    .limit(50)
    .prepare(),
);

/**
 * The business's existing contacts the text names, each at the longest span that names
 * it, ignoring case and the legal form ("kano grains limited" is Kano Grains Ltd, "Halden
 * & Rowe LLP's invoice" is Halden & Rowe LLP): the values of `namedContactsQuery` (one
 * indexed query over every run of up to six words, so a prompt finds the contact however
 * the sentence around it is shaped) and the reading of its rows. None for a text without words.
 */
export function namedContactsRead(businessId: string, text: string) {
  // The first words, and the last few: a forwarded bill signs off with its supplier.
  const all = [...text.matchAll(NAME_WORD)];
  const read = all.length > MAX_WORDS + LAST_WORDS ? [...all.slice(0, MAX_WORDS), ...all.slice(-LAST_WORDS)] : all;
  const words = read.map((m, i) => {
    const word = m[0].replace(/['’]s$/i, "").replace(/[.'’-]+$/, "");
    // (Where the last words start again after the first: no name spans the gap.)
    const gap = i === MAX_WORDS && read.length < all.length;
    return { word: word.toLowerCase(), start: m.index, end: m.index + word.length, gap };
  });
  const spans = new Map<string, { start: number; end: number }>();
  const add = (key: string, span: { start: number; end: number }) => {
    if (!spans.has(key)) spans.set(key, span);
  };
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= MAX_NAME_WORDS && i + n <= words.length; n++) {
      const run = words.slice(i, i + n);
      if (run.slice(1).some((w) => w.gap)) break;
      if (NOT_LAST.has(run.at(-1)!.word) || run.every((w) => NUMBER.test(w.word))) continue;
      const span = { start: run[0]!.start, end: run.at(-1)!.end };
      const key = run.map((w) => w.word).join(" ");
      const last = run.at(-1)!.word;
      const core =
        LEGAL_FORMS.has(last) && n > 1
          ? run
              .slice(0, -1)
              .map((w) => w.word)
              .join(" ")
          : key;
      // ("crown and anchor" for The Crown & Anchor: "the" left off, "&" and "and" for each other.)
      const spellings = (words: string) =>
        new Set([words, words.replace(/ and /g, " & "), words.replace(/ & /g, " and ")]);
      const theToo = n >= 2 && !NOT_FIRST.has(run[0]!.word);
      for (const spelled of spellings(key)) {
        add(spelled, span);
        if (theToo) add(`the ${spelled}`, span);
      }
      for (const spelled of spellings(core)) for (const form of FORMS) add(`${spelled} ${form}`, span);
    }
  }
  if (spans.size === 0) return undefined;
  return {
    values: { businessId, names: JSON.stringify([...spans.keys()]) },
    named: (rows: { id: string; name: string }[]): NamedContact[] =>
      rows
        .map((row) => ({ ...row, ...spans.get(row.name.toLowerCase())! }))
        .filter((row) => row.start !== undefined)
        .sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start),
  };
}

/** Words a request may start with that are no party's ("pls invoice …", "ok so …"). */
const OPENERS = new Set(["pls", "please", "plz", "kindly", "hi", "hello", "hey", "ok", "okay", "so", "fyi", "urgent"]);

// Names that start with the prompt's first word (the party written first, with no word
// before it: "adeyemi 10 bags rice @52k", "bello hardwre 6 wheelbarows …").
export const contactsStartingQuery = preparedOnce((db) =>
  db
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, sql.placeholder("businessId")),
        gte(sql`lower(${contacts.name})`, sql.placeholder("from")),
        lt(sql`lower(${contacts.name})`, sql.placeholder("to")),
      ),
    )
    .limit(2)
    .prepare(),
);

/**
 * The contact a prompt starts with, written short or mistyped: the one contact whose name
 * starts with the prompt's first word (after "pls", "hi"), its span running on over the
 * words that spell the name's next words nearly ("bello hardwre" for Bello Hardware
 * Enterprises). Read only when the prompt names no contact whole.
 */
export function leadingContactRead(businessId: string, text: string) {
  // ("musa's march salary": the possessive is no part of the name.)
  const words = [...text.matchAll(NAME_WORD)].slice(0, 8).map((m) => {
    const word = m[0].replace(/['’]s$/i, "").replace(/[.'’-]+$/, "");
    return { word: word.toLowerCase(), start: m.index, end: m.index + word.length };
  });
  while (words.length && OPENERS.has(words[0]!.word)) words.shift();
  return contactStartingRead(businessId, words, 3);
}

/**
 * The contact a prompt names by its first word alone, inside the sentence ("Oga for
 * Brightstar don transfer 250k", "the bill from the Sahel guys"): the first capitalised
 * word after one in lower case (of four letters or more) that starts exactly one contact's name.
 */
export function innerContactRead(businessId: string, text: string) {
  const words = [...text.matchAll(NAME_WORD)].slice(0, MAX_WORDS).map((m) => {
    const word = m[0].replace(/['’]s$/i, "").replace(/[.'’-]+$/, "");
    return { word: word.toLowerCase(), written: word, start: m.index, end: m.index + word.length };
  });
  // (After a word in lower case: "PrintHub Ikeja invoice" is a name of two words, not Ikeja Electric;
  // or after a title or the verb a sentence opens with: "Oga Chinedu don send 95k", "Paid Liam his wages".)
  const at = words.findIndex(
    (w, i) =>
      i > 0 &&
      /^\p{Lu}\p{Ll}{3,}$/u.test(w.written) &&
      !CALENDAR_WORD.test(w.word) &&
      (/^\p{Ll}/u.test(words[i - 1]!.written) ||
        TITLE.test(words[i - 1]!.word) ||
        (OPENING_VERB.test(words[i - 1]!.word) && /(?:^|[.!?\n])\s*$/.test(text.slice(0, words[i - 1]!.start)))),
  );
  // A word alone ("Globex's invoice"): a capitalised word after it ("Harbour Po") makes a
  // name of its own, which may be a new contact's.
  if (at >= 0 && !/^\p{Lu}/u.test(words[at + 1]?.written ?? ""))
    return contactStartingRead(businessId, words.slice(at), 4);
  // A text typed in lower case ("paid globex 48k for printer paper", "can you log a bill
  // for globex?"): the word after the one that says who was paid, paid us or is billed.
  if (/\p{Lu}/u.test(text)) return undefined;
  // (Else the word after a verb of selling or sending: "we supplied brightstar 200 crates";
  // only then, as "sold rice to bolanle" is Bolanle.)
  const afterWord = (said: RegExp) =>
    words.findIndex((w, i) => i > 0 && said.test(words[i - 1]!.word) && w.word.length >= 4);
  const paidOrTo = afterWord(/^(?:paid|pd|pay|from|frm|to|by|for|bill|invoice|inv)$/);
  const after = paidOrTo >= 0 ? paidOrTo : afterWord(/^(?:supplied|sold|delivered|gave|sent|billed|invoiced)$/);
  return after < 0 ? undefined : contactStartingRead(businessId, words.slice(after), 4);
}

/**
 * How people address or speak of a person before the name they call them by ("Mrs Pennington",
 * "Oga Tunde"). Never "Dr": a journal's debit ("Dr Trade Payables 50,000").
 */
const TITLE =
  /^(?:mr|mrs|ms|miss|oga|madam|madame|chief|alhaji|alhaja|mama|baba|aunty|auntie|uncle|sir|engr|barr|pastor|prof)$/;
/** A sentence's first word that says what was done with a person ("Paid Liam his wages"). */
const OPENING_VERB = /^(?:paid|pay|received|got|gave|sent|refunded|refund|invoice|bill|charged|owe|owes)$/;

// A person called by a title and the last word of their name ("Mrs Pennington" for Sarah Pennington).
export const contactsEndingQuery = preparedOnce((db) =>
  db
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, sql.placeholder("businessId")),
        like(sql`lower(${contacts.name})`, sql.placeholder("ending")),
      ),
    )
    .limit(2)
    .prepare(),
);

// (In any case but the name's own capitals: a capitalised word after the surname is more of the name.)
const TITLED = new RegExp(
  String.raw`\b(${ci("mr|mrs|ms|miss|chief|alhaji|alhaja|madam|engr|barr|prof")})\.?[^\S\n]+(?:\p{Lu}\p{L}+[^\S\n]+){0,2}?(\p{L}{3,})\b(?![^\S\n]+\p{Lu})`,
  "u",
);

/**
 * The contact a prompt calls by a title and a surname ("Mrs Pennington paid £180", "bill from
 * Mr Okafor"): the one contact whose name ends with that word. Read when no other read names one.
 */
export function titledContactRead(businessId: string, text: string) {
  // (The surname is the name's last word: "Alhaji Musa Danjuma" is Danjuma, never a contact Aliyu Musa.)
  const m = TITLED.exec(text);
  if (!m) return undefined;
  return {
    values: { businessId, ending: `% ${m[2]!.toLowerCase()}` },
    named: (rows: { id: string; name: string }[]): NamedContact | undefined =>
      rows.length === 1 ? { ...rows[0]!, start: m.index, end: m.index + m[0].length, loose: true } : undefined,
  };
}

const CALENDAR_WORD =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*$/;

/** The one contact whose name starts with the first of `words`, over the words that spell its next ones nearly. */
function contactStartingRead(
  businessId: string,
  words: { word: string; start: number; end: number }[],
  shortest: number,
) {
  const first = words[0];
  if (!first || first.word.length < shortest || !/^\p{L}+$/u.test(first.word)) return undefined;
  return {
    values: { businessId, from: `${first.word} `, to: `${first.word}!` },
    named: (rows: { id: string; name: string }[]): NamedContact | undefined => {
      if (rows.length !== 1) return undefined;
      const row = rows[0]!;
      const theirs = nameCore(row.name).split(" ");
      let n = 1;
      while (n < words.length && n < theirs.length && closeWord(words[n]!.word, theirs[n]!)) n++;
      return { ...row, start: first.start, end: words[n - 1]!.end, loose: true };
    },
  };
}

/**
 * The one contact a prompt names: the longest name it holds, unless two different
 * contacts are named over spans as long (then none; the caller falls back).
 */
export function theNamedContact(named: NamedContact[]): NamedContact | undefined {
  const [first, second] = named;
  if (!first) return undefined;
  if (second && second.id !== first.id && second.end - second.start === first.end - first.start) return undefined;
  return first;
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

/** A contact read already; `loose` when the prompt wrote it short or mistyped (`written`). */
type KnownContact = { id: string; name: string; sourceUuid?: string | null; loose?: boolean; written?: string };

/**
 * What a document create reads before it builds: the whole chart and the contacts its
 * records name, in one round trip, unless the pipeline read the chart already (with the
 * contacts a prompt names, `have`).
 */
export async function readChartAndContacts(
  db: Db,
  businessId: string,
  references: string[],
  have: { chart?: AccountSet; contacts?: KnownContact[] },
): Promise<{ chart: AccountSet; contacts: KnownContact[] }> {
  const known = have.contacts ?? [];
  // With the chart read, a contact still unknown is left to findOrCreateContact: a query either way.
  if (have.chart) return { chart: have.chart, contacts: known };
  const missing = references.filter((r) => !knownContact(known, r));
  if (!missing.length) return { chart: await loadChart(db, businessId), contacts: known };
  const [rows, named] = await batchPrepared(db, [
    [chartOf(db), { businessId }],
    [
      contactsByReference(db),
      {
        businessId,
        references: JSON.stringify(missing),
        names: JSON.stringify(missing.map((r) => r.trim().toLowerCase())),
      },
    ],
  ]);
  return { chart: new AccountSet(rows), contacts: [...known, ...named] };
}

const knownContact = (known: KnownContact[], reference: string) =>
  known.find((c) => c.id === reference) ??
  known.find((c) => c.sourceUuid === reference) ??
  known.find((c) => c.name.toLowerCase() === reference.trim().toLowerCase());

/** Contacts by uuid, source_uuid or name (ignoring case). */
const contactsByReference = preparedOnce((db) =>
  db
    .select({ id: contacts.id, name: contacts.name, sourceUuid: contacts.sourceUuid })
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, sql.placeholder("businessId")),
        or(
          oneOfPlaceholder(contacts.id, "references"),
          oneOfPlaceholder(contacts.sourceUuid, "references"),
          // SQLite's lower() folds ASCII only: a name it misses is looked up again by findOrCreateContact.
          oneOfPlaceholder(sql`lower(${contacts.name})`, "names"),
        ),
      ),
    )
    .prepare(),
);

/**
 * The contact a prompt (or a structured record) names, or a new one created with the record. `id` is what the
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
  /** Contacts the caller has read already (named in the prompt, or by `readChartAndContacts`). */
  known: KnownContact[] = [],
  /** Only the contact `reference` names exactly (a structured record), never one of a similar name. */
  exact = false,
): Promise<{ id: string | SQL<string>; name: string; statements: BatchItem<"sqlite">[]; assumption?: Assumption }> {
  const read = knownContact(known, reference);
  if (read?.loose)
    return {
      id: read.id,
      name: read.name,
      statements: [],
      assumption: {
        field: "contact",
        value: read.name,
        reason: `"${read.written ?? reference}" is read as ${read.name}, the only contact whose name starts so (or nearly so)`,
      },
    };
  if (read) return { id: read.id, name: read.name, statements: [] };
  const [found] = await contactByReference(db).all({ businessId, reference });
  const existing = found ?? (exact ? undefined : await matchByCore(db, businessId, reference));
  if (existing && "loose" in existing)
    return {
      id: existing.id,
      name: existing.name,
      statements: [],
      assumption: {
        field: "contact",
        value: existing.name,
        reason: `"${reference}" is read as ${existing.name}, the only contact whose name starts so (or nearly so)`,
      },
    };
  if (existing) return { id: existing.id, name: existing.name, statements: [] };
  const id = newId();
  const now = nowIso();
  const sameName = sql`${contacts.businessId} = ${businessId} AND lower(${contacts.name}) = lower(${reference})`;
  return {
    id: sql<string>`(SELECT ${contacts.id} FROM ${contacts} WHERE ${sameName} ORDER BY ${contacts.createdAt}, ${contacts.id} LIMIT 1)`,
    name: reference,
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
            taxId: sql<null>`NULL`.as("tax_id"),
            registrationNumber: sql<null>`NULL`.as("registration_number"),
            website: sql<null>`NULL`.as("website"),
            contactPerson: sql<null>`NULL`.as("contact_person"),
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
