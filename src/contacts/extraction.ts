// How a contact is read from a prompt, a text attachment or a file (the ResourceSpec of
// the extraction interface).
import { z } from "zod";
import { type ContactType, contactTypes } from "../db/schema";
import { findAmounts, writtenAsMoney } from "../extraction/grammar/amounts";
import {
  contactTypeFromCell,
  type Found,
  findAddress,
  findContactType,
  findEmail,
  findName,
  findPhone,
  withoutRegistrations,
} from "../extraction/grammar/contact-fields";
import { findDates } from "../extraction/grammar/dates";
import type { Extraction, ResourceSpec } from "../extraction/types";
import type { FieldError } from "../lib/errors";

export const contactDraftSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254).nullable(),
  phone: z.string().trim().min(1).max(50).nullable(),
  address: z.string().trim().min(1).max(500).nullable(),
  type: z.enum(contactTypes),
});
export type ContactDraft = z.infer<typeof contactDraftSchema>;

/** Everyday typos of the words the reader keys on ("ad custmer"). */
const normalised = (text: string) =>
  text
    .replace(/^(\s*)ad\b/i, "$1add")
    // "cust: Emeka Nwosu …", "supp: …": the kind written short, as a label.
    .replace(/^(\s*)(?:cust|cus|custmr)\s*:/i, "$1customer:")
    .replace(/^(\s*)(?:supp|supl|vend)\s*:/i, "$1supplier:")
    // Only the keyword as a word of its own, never inside an email or a web address.
    .replace(/(?<![@.\w-])cu(?:stmer|somer|stumer|stomr)s?(?![.@\w-])/gi, "customer")
    .replace(/(?<![@.\w-])su(?:plier|pplyer|pllier)s?(?![.@\w-])/gi, "supplier")
    .replace(/(?<![@.\w-])vender(?![.@\w-])/gi, "vendor");

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
    message: `"${fragment.trim()}" is not understood: a contact holds a name, email, phone, address and type, no amounts, percentages or dates`,
  }));
}

function draftFromText(
  written: string,
  defaultType: ContactType | null,
  today: string,
): { draft: ContactDraft | null; problems: FieldError[] } {
  // (A TIN beside the phone is neither the phone nor the end of the address.)
  const text = withoutRegistrations(normalised(written));
  const email = findEmail(text);
  const phone = findPhone(text);
  const address = findAddress(text);
  const claimed = [email, phone, address].filter((f): f is Found => f !== null);
  const name = findName(text, claimed);
  if (!name) return { draft: null, problems: [{ field: "name", message: "The contact's name was not found" }] };
  const problems = unplaced(text, [...claimed, name], today);
  if (problems.length) return { draft: null, problems };
  return {
    draft: {
      name: name.value,
      email: email?.value ?? null,
      phone: phone?.value ?? null,
      address: address?.value ?? null,
      // Unstated type is recorded as "other" (unclassified), never guessed.
      type: findContactType(text) ?? defaultType ?? "other",
    },
    problems: [],
  };
}

const HEADER_ALIASES: Record<keyof ContactDraft, RegExp> = {
  name: /^(?:name|full ?name|contact ?name|display ?name|company|company ?name|business ?name|organi[sz]ation|customer|customer ?name|supplier|supplier ?name|vendor|vendor ?name|client|client ?name)$/i,
  email: /^(?:e-?mail|e-?mail ?address|mail)$/i,
  phone: /^(?:phone|phone ?(?:number|no\.?)|tel|telephone|mobile|mobile ?(?:number|no\.?)|cell|contact ?number)$/i,
  address: /^(?:address|street ?address|postal ?address|billing ?address|location)$/i,
  type: /^(?:type|contact ?type|category|kind|role|relationship)$/i,
};

function headerIndexes(row: string[]): Partial<Record<keyof ContactDraft, number>> | null {
  const indexes: Partial<Record<keyof ContactDraft, number>> = {};
  row.forEach((cell, i) => {
    const label = cell
      .trim()
      .replace(/[_*:]+/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    for (const field of Object.keys(HEADER_ALIASES) as (keyof ContactDraft)[]) {
      if (indexes[field] === undefined && HEADER_ALIASES[field].test(label)) indexes[field] = i;
    }
  });
  return indexes.name === undefined ? null : indexes;
}

export const contactSpec: ResourceSpec<ContactDraft> = {
  noun: "contact",
  draftSchema: contactDraftSchema,
  instructions:
    "Extract business contacts (customers, suppliers, employees or other). For each contact give name, email, phone, address and type (customer, supplier, employee or other; use other when the input does not say). Use null for any field the input does not state.",

  fromText(text, source): Extraction<ContactDraft> {
    const { draft, problems } = draftFromText(text, findContactType(normalised(source.prompt)), source.today);
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
      const rawType = cell(row, "type");
      records.push({
        name,
        email: email?.value ?? null,
        phone: cell(row, "phone"),
        address: cell(row, "address"),
        type: (rawType ? contactTypeFromCell(rawType) : null) ?? promptType ?? "other",
      });
    });
    if (records.length === 0 && problems.length === 0) {
      problems.push({ field: "rows", message: "The table has a header but no contacts" });
    }
    return { records, problems };
  },
};
