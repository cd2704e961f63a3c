// How a contact is read from a prompt, a text attachment or a file (the ResourceSpec of
// the extraction interface).
import { z } from "zod";
import { type ContactType, contactTypes } from "../db/schema";
import { findAmounts, writtenAsMoney } from "../extraction/grammar/amounts";
import { CHAT_STAMP } from "../extraction/grammar/chat";
import {
  blankSpans,
  contactTypeFromCell,
  type Found,
  findAddress,
  findContactPersons,
  findContactType,
  findEmail,
  findName,
  findPhone,
  findRegistrations,
  findWebsites,
  NUMBER_WRITTEN,
  WEBSITE_WRITTEN,
} from "../extraction/grammar/contact-fields";
import { corrected } from "../extraction/grammar/corrections";
import { findDates } from "../extraction/grammar/dates";
import { headingLabel, type PastedRecord, pastedRecord, unreadCells } from "../extraction/grammar/pasted-record";
import { slashesAs } from "../extraction/grammar/spaced-slashes";
import type { Extraction, ResourceSpec } from "../extraction/types";
import type { FieldError } from "../lib/errors";

export const contactDraftSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254).nullable(),
  phone: z.string().trim().min(1).max(50).nullable(),
  address: z.string().trim().min(1).max(500).nullable(),
  tax_id: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(NUMBER_WRITTEN, "Must be a tax identification number: letters and digits, with spaces, '-', '/' or '.'")
    .nullable()
    // (An answer without it, as models gave before the field existed, states none.)
    .default(null)
    .describe("Tax identification number (TIN, VAT number, EIN) as written, without its label"),
  registration_number: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(NUMBER_WRITTEN, "Must be a registration number: letters and digits, with spaces, '-', '/' or '.'")
    .nullable()
    .default(null)
    .describe("Company registration number; a Nigerian one keeps its RC or BN prefix (RC 123456)"),
  website: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(WEBSITE_WRITTEN, "Must be a website: a URL (https://…) or a domain (acme.example)")
    .nullable()
    .default(null)
    .describe("The contact's website as written, a URL or a domain (www.acme.example); never an email's domain"),
  contact_person: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .nullable()
    .default(null)
    .describe("Whom to address at the contact (after Attn:, Attention: or contact person), without the label"),
  type: z.enum(contactTypes),
});
export type ContactDraft = z.infer<typeof contactDraftSchema>;

// An email dictated, its marks said as words: "orders at lagosgas dot example", "ayodele dot
// johnson at gmail dot com" (a spoken "dot" at least once; "online at acme.com" is a website).
const DICTATED_EMAIL =
  /(?<![\w@.-])(?!(?:online|website|site|web|us|them|him|her|located|based|office|shop|store)\s)([a-z0-9]+(?:(?:\s+(?:dot|underscore|dash|hyphen)\s+|[._-])[a-z0-9]+)*)\s+at\s+([a-z0-9-]+(?:(?:\s+dot\s+|\.)[a-z0-9-]+)*(?:\s+dot\s+|\.)[a-z]{2,})(?![\w@-])/gi;

function undictated(text: string): string {
  // (A prompt that writes its "@" dictates nothing.)
  if (text.includes("@")) return text;
  return text.replace(DICTATED_EMAIL, (spoken, local: string, domain: string) => {
    if (!/\sdot\s/i.test(spoken)) return spoken;
    const marks = (words: string) =>
      words
        .replace(/\s+dot\s+/gi, ".")
        .replace(/\s+underscore\s+/gi, "_")
        .replace(/\s+(?:dash|hyphen)\s+/gi, "-");
    return `${marks(local)}@${marks(domain)}`;
  });
}

// "Contact (other) – Kemi Afolabi, …", "Vendor (supplier): …": the kind stated in brackets after the label.
const BRACKETED_KIND =
  /\b(contacts?|customers?|clients?|suppliers?|vendors?|employees?|staff)[^\S\n]*\([^\S\n]*(customer|client|supplier|vendor|employee|staff|other)[^\S\n]*\)/i;

// A chat pasted as it was sent: each message opens with when and who ("[18/03/2026, 10:15]
// Sade: …", "18/03/2026, 10:15 - Sade: …"). The stamp is no date of the contact and the
// speaker no name of it; a speaker known only by a number is that number, the contact's
// own writing ("[…] +234 812 009 3344: Good morning, this is …").
const STAMP_AND_SPEAKER = new RegExp(String.raw`${CHAT_STAMP.source}(?<speaker>[^:\n]{1,40}):[^\S\n]*`, "gim");
const unchatted = (text: string) =>
  text.replace(STAMP_AND_SPEAKER, (...match) => {
    const { speaker } = match.at(-1) as { speaker: string };
    return /^\+?[\d\s()-]{7,}$/.test(speaker.trim()) ? `${speaker.trim()}, ` : "";
  });

/** Everyday typos of the words the reader keys on ("ad custmer"). */
// ("phone 0817 000 1234, sorry 0817 000 1243": the number said last is the one meant.)
const normalised = (text: string) =>
  // ("supplier / Ojota Timber Ltd / ojota@… / 12 Ikorodu Rd, Ojota": a note's fields, parted
  // as a bar parts them; one spaced slash stays, "12 / 14 Broad Street".)
  slashesAs(corrected(undictated(unchatted(text))), " | ")
    // "Cape Packaging (Pty) Ltd", "Sharma Agro (Pvt) Ltd": a legal form in brackets is the
    // name's, not a remark after it; held in angle marks while the fields are read.
    .replace(/\((Pty|Pvt|Private|Proprietary)\)(?=\s+(?:Ltd|Limited)\b)/gi, "‹$1›")
    // ("NAME LTD · 21 Opebi Road, Ikeja · info@…": a letterhead's middle dots part its fields.)
    .replace(/[^\S\n]+·[^\S\n]+/g, " | ")
    // "📇 Halima Yusuf.vcf": a contact card shared in a chat is named by its file's name.
    .replace(/(?<![\w.@/-])(\p{Lu}[\p{L}'’. &-]{1,60}?)\.vcf\b/gu, '"$1"')
    .replace(BRACKETED_KIND, "$1")
    .replace(/^(\s*)ad\b/i, "$1add")
    // "cust: Emeka Nwosu …", "supp: …", "New cust: …", "cust | …": the kind written short, as a label.
    .replace(/^(\s*(?:new\s+)?)(?:cust|cus|custmr)\s*([:|])/i, "$1customer$2")
    .replace(/^(\s*(?:new\s+)?)(?:supp|supl|vend)\s*([:|])/i, "$1supplier$2")
    // ("new cust chioma okeke", "add supp Ade Ventures", "cust chioma okeke 0803 …": opening
    // the note, or after the request's word, no label's colon is needed.)
    .replace(/^(\s*(?:(?:new|add)\s+)?)(?:cust|custmr)\.?(?=\s)/i, "$1customer")
    .replace(/^(\s*(?:(?:new|add)\s+)?)(?:supp|supl|vend)\.?(?=\s)/i, "$1supplier")
    // Only the keyword as a word of its own, never inside an email or a web address.
    .replace(/(?<![@.\w-])cu(?:stmer|somer|stumer|stomr)s?(?![.@\w-])/gi, "customer")
    .replace(/(?<![@.\w-])su(?:plier|pplyer|pllier)s?(?![.@\w-])/gi, "supplier")
    .replace(/(?<![@.\w-])vender(?![.@\w-])/gi, "vendor")
    // ("name – Greenfield Agro Ltd, type – vendor, tel – …, addr – …": a dash after a field's word is its colon.)
    // (Written in small letters, as labels are: "Etisalat Mobile - Lagos office" is a name.)
    .replace(/\b(name|type|tel|phone|mobile|e-?mail|addr|address|website|tin|rc)[^\S\n]+[–—-][^\S\n]+/g, "$1: ")
    .replace(/\baddr\b\.?(?=\s*:)/gi, "address");

// What findDates leaves, being no day: a month of a year ("in January 2025"), a year said
// as a time ("since 2019"); and a percentage ("a 10% volume rebate").
const MONTH_OF_YEAR =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?,?\s+(?:of\s+)?(?:19|20)\d{2}\b|(?<=\b(?:since|in|from|until|till)\s+)(?:19|20)\d{2}\b/gi;
const PERCENTAGE = /(?<![\w.])\d+(?:\.\d+)?\s*(?:%|per\s?cent\b)/gi;

/**
 * A contact holds no money, no percentage and no date: "credit limit 500k", "a 10%
 * rebate" or "a customer since 3 March 2024" would be dropped, so each is refused,
 * quoted. Numbers inside the email, phone and address (house numbers, postcodes) are theirs.
 */
function unplaced(text: string, claimed: Found[], today: string): FieldError[] {
  let masked = text;
  for (const span of claimed)
    masked = masked.slice(0, span.start) + " ".repeat(span.end - span.start) + masked.slice(span.end);
  // "we are now selling to …", "add them today": when it is said, not a date of the contact.
  const dates = findDates(masked, today).filter(
    (d) => !/^(?:now|today|right now)$/i.test(masked.slice(d.start, d.end)),
  );
  const inDate = (at: number) => dates.some((d) => at >= d.start && at < d.end);
  const periods = [...masked.matchAll(MONTH_OF_YEAR)].filter((m) => !inDate(m.index));
  const found = [
    ...dates.map((d) => masked.slice(d.start, d.end)),
    ...periods.map((m) => m[0]),
    ...[...masked.matchAll(PERCENTAGE)].map((m) => m[0]),
    ...findAmounts(masked)
      .filter(
        (a) => writtenAsMoney(masked, a) && !inDate(a.start) && !/^\s*(?:%|per\s?cent\b)/i.test(masked.slice(a.end)),
      )
      .map((a) => masked.slice(a.start, a.end)),
  ];
  return found.map((fragment) => ({
    field: "prompt",
    message: `"${fragment.trim()}" is not understood: a contact holds a name, email, phone, address, tax ID, registration number, website, contact person and type, no amounts, percentages or dates`,
  }));
}

/**
 * A span set off by commas (semicolons, bars) with the one before it: "12 Allen Avenue,
 * Ikeja, www.brightstar.ng" blanked leaves the address ending where it did, not at a
 * comma. (Where no separator follows, the one before still ends the field before it.)
 */
const withSeparator = (text: string, spans: Found[]) =>
  spans.map((span) => {
    if (!/^[^\S\n]*(?:$|\n|[,;|])/.test(text.slice(span.end))) return span;
    const lead = /[^\S\n]*[,;|]?[^\S\n]*$/.exec(text.slice(0, span.start))![0].length;
    return { ...span, start: span.start - lead };
  });

function draftFromText(
  written: string,
  defaultType: ContactType | null,
  today: string,
): { draft: ContactDraft | null; problems: FieldError[] } {
  // A TIN beside the phone is neither the phone nor the end of the address, nor is a
  // website or the person to address: each is read first, and blanked for the fields after.
  const said = normalised(written);
  const registrations = findRegistrations(said);
  const unnumbered = blankSpans(said, registrations.spans);
  const websites = findWebsites(unnumbered);
  const unlinked = blankSpans(unnumbered, withSeparator(unnumbered, websites.spans));
  const fields = (persons: ReturnType<typeof findContactPersons>) => {
    const text = blankSpans(unlinked, withSeparator(unlinked, persons.spans));
    const email = findEmail(text);
    const phone = findPhone(text);
    // (The phone blanked first: "…, 08091234567, No. 3 Bompai Road, Kano" starts at No. 3.)
    // ("…, 12 Bree Street, Cape Town 8001, +27 21 555 0142": with the comma before it, so the town ends the address.)
    const address = findAddress(phone ? blankSpans(text, withSeparator(text, [phone])) : text);
    const claimed = [email, phone, address].filter((f): f is Found => f !== null);
    return { text, email, phone, address, claimed, name: findName(text, claimed) };
  };
  let persons = findContactPersons(unlinked);
  let read = fields(persons);
  // "Contact: Segun Alabi, 0803 …" with no other name names the contact itself.
  if (!read.name && persons.byContactLabel) {
    persons = { found: null, spans: [], others: [], byContactLabel: false };
    read = fields(persons);
  }
  const { text, email, phone, address, claimed, name } = read;
  const bracketed = BRACKETED_KIND.exec(written)?.[2];
  if (!name) return { draft: null, problems: [{ field: "name", message: "The contact's name was not found" }] };
  const problems = [
    // "TIN 1023456789 … VAT no GB123456789": one tax ID, one registration number, never a second dropped.
    ...registrations.others.map((other) => ({
      field: "prompt",
      message: `"${other.value.trim()}" is not understood: a contact holds one tax ID and one registration number (already read: ${[registrations.taxId?.value, registrations.registrationNumber?.value].filter(Boolean).join(", ")})`,
    })),
    // "www.oando-retail.ng, website: oandoshop.com", "Attn: Mr. Ade, contact person: Mrs. Ola": one of each.
    ...websites.others.map((other) => ({
      field: "prompt",
      message: `"${other.value.trim()}" is not understood: a contact holds one website (already read: ${websites.found?.value})`,
    })),
    ...persons.others.map((other) => ({
      field: "prompt",
      message: `"${other.value.trim()}" is not understood: a contact holds one contact person (already read: ${persons.found?.value})`,
    })),
    ...unplaced(text, [...claimed, name], today),
  ];
  if (problems.length) return { draft: null, problems };
  return {
    draft: {
      name: name.value.replace(/‹([^›]*)›/g, "($1)"),
      email: email?.value ?? null,
      phone: phone?.value ?? null,
      address: address?.value.replace(/‹([^›]*)›/g, "($1)") ?? null,
      tax_id: registrations.taxId?.value ?? null,
      registration_number: registrations.registrationNumber?.value ?? null,
      website: websites.found?.value ?? null,
      contact_person: persons.found?.value ?? null,
      // Unstated type is recorded as "other" (unclassified), never guessed.
      type: (bracketed && contactTypeFromCell(bracketed)) || (findContactType(text) ?? defaultType ?? "other"),
    },
    problems: [],
  };
}

const HEADER_ALIASES: Record<keyof ContactDraft, RegExp> = {
  // ("CUST_NAME", "Supp Name": another program's headings, written short.)
  name: /^(?:name|full ?name|contact ?name|display ?name|company|company ?name|business ?name|organi[sz]ation|customer|cust(?:omer)? ?name|supplier|supp(?:lier)? ?name|vendor|vendor ?name|client|client ?name)$/i,
  email: /^(?:e-?mail|e-?mail ?address|mail)$/i,
  phone: /^(?:phone|phone ?(?:number|no\.?)|tel|telephone|mobile|mobile ?(?:number|no\.?)|cell|contact ?number)$/i,
  address: /^(?:address|street ?address|postal ?address|billing ?address|location)$/i,
  tax_id:
    /^(?:tin|tax ?id|tax ?id(?:entification)? ?(?:no\.?|number)|tax ?(?:reg(?:istration)? ?)?(?:no\.?|number)|vat ?(?:reg(?:istration)? ?)?(?:id|no\.?|number)|vat|ein)$/i,
  registration_number:
    /^(?:rc|bn|(?:rc|bn|cac) ?(?:no\.?|number)|registration ?(?:no\.?|number)|reg\.? ?no\.?|company ?(?:reg(?:istration)? ?)?(?:no\.?|number)|crn)$/i,
  website: /^(?:web ?site|web|web ?address|site|url|home ?page)$/i,
  // ("Contact name" is the contact's own.)
  contact_person: /^(?:contact ?person|contact|attn\.?|attention)$/i,
  type: /^(?:type|contact ?type|category|kind|role|relationship)$/i,
};

/** A heading that names a field of the contact. */
const isHeading = (cell: string) => {
  const label = headingLabel(cell);
  return Object.values(HEADER_ALIASES).some((alias) => alias.test(label));
};

function headerIndexes(row: string[]): Partial<Record<keyof ContactDraft, number>> | null {
  const indexes: Partial<Record<keyof ContactDraft, number>> = {};
  row.forEach((cell, i) => {
    const label = headingLabel(cell);
    for (const field of Object.keys(HEADER_ALIASES) as (keyof ContactDraft)[]) {
      if (indexes[field] === undefined && HEADER_ALIASES[field].test(label)) indexes[field] = i;
    }
  });
  return indexes.name === undefined ? null : indexes;
}

// A row pasted in the prompt is a contact's when its header names the contact and another field.
const isPastedHeader = (row: string[]) => headerIndexes(row) !== null && row.filter(isHeading).length >= 2;

/** A bare number under an "RC" or "BN" heading keeps the register's prefix, as a prompt's would. */
function registrationOf(value: string | null, index: number | undefined, header: string[]): string | null {
  if (!value || index === undefined || !/^\d[\d ./-]*$/.test(value)) return value;
  const register = /^\W*(rc|bn)\b/i.exec(header[index] ?? "");
  return register ? `${register[1]!.toUpperCase()} ${value}` : value;
}

/**
 * A contact pasted as a spreadsheet's rows or a form. Its kind is the type cell's, else what
 * the lines around it say ("new customer", "add him as employee"), else the name's heading
 * ("Customer Name", "CUST_NAME", "Supplier"). A cell under a heading no field takes is
 * refused when it holds money ("Credit Limit | 500,000.00"), as a sentence's would be.
 */
function fromPastedRows(pasted: PastedRecord, today: string): Extraction<ContactDraft> | null {
  const rest = normalised(pasted.rest);
  const said = findContactType(rest);
  const nameHeading = pasted.rows[0]![headerIndexes(pasted.rows[0]!)!.name!]!;
  const byHeading = contactTypeFromCell(
    headingLabel(nameHeading)
      .replace(/\bcust\b/i, "customer")
      .replace(/\bsupp\b/i, "supplier"),
  );
  const read = contactSpec.fromTable(pasted.rows, { prompt: rest, today });
  if (!read) return null;
  const unread = unreadCells(pasted.rows, isHeading).join("  ");
  // (And what the lines around it say: "credit limit 500k" beside the row is refused as in a sentence.)
  const problems = [...read.problems, ...unplaced(unread, [], today), ...unplaced(rest, [], today)];
  if (problems.length) return { records: [], problems };
  return {
    records: read.records.map((record) =>
      record.type === "other" && !said && byHeading ? { ...record, type: byHeading } : record,
    ),
    problems: [],
  };
}

export const contactSpec: ResourceSpec<ContactDraft> = {
  noun: "contact",
  draftSchema: contactDraftSchema,
  instructions:
    "Extract business contacts (customers, suppliers, employees or other). For each contact give name, email, phone, address, tax_id, registration_number, website, contact_person and type (customer, supplier, employee or other; use other when the input does not say). tax_id is the tax identification number written after a label such as TIN, Tax ID, VAT no or EIN, without the label (TIN: 09876543-0001 gives 09876543-0001). registration_number is the company registration number; a Nigerian RC or BN number keeps its prefix (RC 123456). website is the contact's website as written, a URL or a domain (www.acme.example), never the domain of an email. contact_person is whom to address at the contact, written after Attn:, Attention:, contact person, Contact: or ask for, without the label (Attn: Mr. Bayo Adeniran gives Mr. Bayo Adeniran); the contact's name stays the business's, and a c/o line stays in the address. Use null for any field the input does not state.",

  fromText(text, source): Extraction<ContactDraft> {
    const { draft, problems } = draftFromText(text, findContactType(normalised(source.prompt)), source.today);
    // A spreadsheet's rows pasted under their header ("Name | Email | Phone"): read as a
    // file's table is; a form of labelled values ("CUST_NAME: …", "TEL: …") when the
    // sentence reading finds no contact in it.
    const pasted = pastedRecord(text, isHeading, isPastedHeader);
    if (pasted && (!pasted.form || !draft)) {
      const read = fromPastedRows(pasted, source.today);
      if (read) return read;
    }
    return { records: draft ? [draft] : [], problems };
  },

  fromTable(rows, source) {
    // The header may sit below a title line or two.
    const headerAt = rows.slice(0, 5).findIndex((row) => headerIndexes(row) !== null);
    if (headerAt < 0) return null;
    const columns = headerIndexes(rows[headerAt]!)!;
    const promptType = findContactType(source.prompt);
    const records: ContactDraft[] = [];
    const problems: FieldError[] = [];
    const cell = (row: string[], field: keyof ContactDraft) => {
      const index = columns[field];
      const value = index === undefined ? "" : (row[index] ?? "").trim();
      return value || null;
    };
    // A cell left empty however it is written ("N/A", "-", "none").
    const filledCell = (row: string[], field: "tax_id" | "registration_number" | "website" | "contact_person") => {
      const value = cell(row, field);
      return value && !/^(?:n\/?a|none|nil|-+)$/i.test(value) ? value : null;
    };
    rows.slice(headerAt + 1).forEach((row, i) => {
      if (row.every((c) => !c.trim())) return;
      const line = headerAt + i + 2; // 1-based, counting the header
      const name = cell(row, "name");
      if (!name) {
        problems.push({ field: `rows.${line}.name`, message: `Row ${line} has no name` });
        return;
      }
      const rawEmail = cell(row, "email");
      const email = rawEmail ? findEmail(rawEmail) : null;
      if (rawEmail && (!email || email.value.length !== rawEmail.length)) {
        problems.push({ field: `rows.${line}.email`, message: `Row ${line} has an invalid email: ${rawEmail}` });
        return;
      }
      const numbers = {
        tax_id: filledCell(row, "tax_id"),
        registration_number: filledCell(row, "registration_number"),
      };
      const bad = (Object.keys(numbers) as (keyof typeof numbers)[]).find(
        (field) => numbers[field] && !NUMBER_WRITTEN.test(numbers[field]!),
      );
      if (bad) {
        const what = bad === "tax_id" ? "tax ID" : "registration number";
        problems.push({ field: `rows.${line}.${bad}`, message: `Row ${line} has an invalid ${what}: ${numbers[bad]}` });
        return;
      }
      const website = filledCell(row, "website");
      if (website && !WEBSITE_WRITTEN.test(website)) {
        problems.push({ field: `rows.${line}.website`, message: `Row ${line} has an invalid website: ${website}` });
        return;
      }
      const rawType = cell(row, "type");
      records.push({
        name,
        email: email?.value ?? null,
        phone: cell(row, "phone"),
        address: cell(row, "address"),
        tax_id: numbers.tax_id,
        registration_number: registrationOf(numbers.registration_number, columns.registration_number, rows[headerAt]!),
        website,
        contact_person: filledCell(row, "contact_person"),
        type: (rawType ? contactTypeFromCell(rawType) : null) ?? promptType ?? "other",
      });
    });
    if (records.length === 0 && problems.length === 0) {
      problems.push({ field: "rows", message: "The table has a header but no contacts" });
    }
    return { records, problems };
  },
};
