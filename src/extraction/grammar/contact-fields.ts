// Prompt grammar for people and organisations: emails, phone numbers, addresses, names
// and the kind of contact. Each finder returns what it found and where, so later
// finders can ignore text an earlier one has claimed. Nothing is guessed: a finder that
// sees no clear signal returns null.
import type { ContactType } from "../../db/schema";
import { ci } from "./any-case";

export interface Found {
  value: string;
  start: number;
  end: number;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

export function findEmail(text: string): Found | null {
  const match = EMAIL.exec(text);
  return match ? { value: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length } : null;
}

// A tax or company registration number with its label ("TIN 1023456789", "TIN:
// 09876543-0001", "Tax ID No. 12-3456789", "VAT reg no GB 123 4567 89", "EIN 12-3456789",
// "RC 123456", "RC: 1234567", "BN 2345678", "RC123456"). Its digits are no phone, no part
// of an address and no name: the contact keeps the number in tax_id or registration_number.
const TAX_LABEL =
  "tin|tax\\s*payer\\s*id(?:entification)?(?:\\s*(?:no\\.?|number))?|tax\\s*identification\\s*(?:no\\.?|number|#)?|tax\\s*id|tax\\s*(?:reg(?:istration)?\\.?\\s*)?(?:no\\.?|number|#)|vat\\s*(?:reg(?:istration)?\\.?\\s*)?(?:id|no\\.?|number|#)|vat\\s*reg(?:istration)?|vat(?=[^\\S\\n]*[:#-]?[^\\S\\n]*[a-z]{2}[^\\S\\n]?\\d)|ein|fein|employer\\s+identification\\s*(?:no\\.?|number)?";
const REGISTRATION_LABEL =
  "rc|bn|cac(?:\\s*reg(?:istration)?\\.?)?|(?:company|business|corporate)\\s*(?:reg(?:istration)?\\.?\\s*)?(?:no\\.?|number|#)|(?:company\\s+)?reg(?:istration)?\\.?\\s*(?:no\\.?|number|#)|crn";
// The number: digits with the marks written inside it, or a country's letters before
// digits in groups ("GB 123 4567 89"); at least five digits.
const NUMBER = "[A-Za-z]{2}[^\\S\\n]?\\d+(?:[^\\S\\n]\\d{2,4})*(?![\\w])|\\d[\\d./-]*\\d(?![\\w])";
const REGISTRATION = new RegExp(
  `(?<![\\w@.-])(?:(${TAX_LABEL})|(${REGISTRATION_LABEL}))(?![a-z])(?:\\s*(?:no\\.?|number|num\\.?|#))?(?:\\s*[:#=-]|\\s+is)?[^\\S\\n]*(${NUMBER})`,
  "gi",
);
// A country's letters are written in capitals ("GB123456789"); "no 12345" is no VAT number.
const WRITTEN_NUMBER = /^(?:[A-Z]{2}[^\S\n]?)?\d/;

/** How a tax or registration number is written: letters and digits with spaces, '-', '/' or '.' between, one digit at least. */
export const NUMBER_WRITTEN = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

export interface Registrations {
  taxId: Found | null;
  registrationNumber: Found | null;
  /** Every labelled number, label and all: no other field reads them. */
  spans: Found[];
  /** A second, different number of a kind the contact holds one of: quoted, never dropped. */
  others: Found[];
}

/** The contact's labelled tax and registration numbers. */
export function findRegistrations(text: string): Registrations {
  const found: Registrations = { taxId: null, registrationNumber: null, spans: [], others: [] };
  for (const match of text.matchAll(REGISTRATION)) {
    const written = match[3]!;
    if (!WRITTEN_NUMBER.test(written) || written.replace(/\D/g, "").length < 5) continue;
    const start = match.index!;
    const span = { value: match[0], start, end: start + match[0].length };
    const number = written.replace(/\s+/g, " ");
    // RC (companies) and BN (business names) are two registers: the number keeps its prefix.
    const register = match[2] && /^(?:rc|bn)$/i.test(match[2]) ? `${match[2].toUpperCase()} ` : "";
    const value = register + number;
    const kind = match[1] ? "taxId" : "registrationNumber";
    const held = found[kind];
    if (!held) found[kind] = { value, start, end: span.end };
    else if (held.value.replace(/[\s./-]/g, "").toLowerCase() !== value.replace(/[\s./-]/g, "").toLowerCase())
      found.others.push(span);
    found.spans.push(span);
  }
  return found;
}

/** A detail a contact holds one of, as read from a prompt. */
export interface HeldOnce {
  found: Found | null;
  /** Every one read, label and all: no other field reads them. */
  spans: Found[];
  /** A second, different one: quoted, never dropped. */
  others: Found[];
}

/** The first of the readings (value, span) is the one held; a later one that is not the same is another. */
function heldOnce(readings: { value: string; span: Found }[], same: (a: string, b: string) => boolean): HeldOnce {
  const held: HeldOnce = { found: null, spans: [], others: [] };
  for (const { value, span } of readings) {
    if (!held.found) held.found = { value, start: span.start, end: span.end };
    else if (!same(held.found.value, value)) held.others.push(span);
    held.spans.push(span);
  }
  return held;
}

// A website: a host of labels parted by dots and ending in letters ("www.brightstar.ng",
// "kanograins.com", "adeolaprints.com.ng"), with a port and a path after it.
const HOST = "(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?\\.)+\\p{L}{2,63}";
// (A path ends before the punctuation of the sentence it is written in.)
const URL_TAIL = `(?::\\d{1,5})?(?:[/?#](?:[^\\s,;|()<>"“”]*[^\\s,;|()<>"“”.!?:'’])?)?`;
/** How a website is written: a URL (http or https) or a domain, with an optional port and path. */
export const WEBSITE_WRITTEN = new RegExp(`^(?:https?:\\/\\/)?${HOST}${URL_TAIL}$`, "iu");
// Written with a scheme or www. it is a website wherever it stands ("https://kanograins.com",
// "www.brightstar.ng"); a bare domain only after its label ("website: acme.com.ng",
// "web: …", "Site adeolaprints.com.ng", "W: …"), so an email's domain is never one.
const WEBSITE_LABEL = "web\\s*site|web\\s+address|web|site|url|home\\s*page|w(?=[^\\S\\n]*:)";
const WEBSITE = new RegExp(
  `(?<![\\p{L}\\p{N}@./-])(?:(?:${WEBSITE_LABEL})(?![\\p{L}\\p{N}])(?:\\s+is)?(?:\\s*[:=–—-])?[^\\S\\n]*((?:https?:\\/\\/)?${HOST}${URL_TAIL})|((?:https?:\\/\\/|www\\.)${HOST}${URL_TAIL}))(?![\\p{L}\\p{N}@-])`,
  "giu",
);
/** The same site however written: without its scheme, www. and a closing slash, in any case. */
const siteKey = (site: string) =>
  site
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/$/, "");

/** The contact's website: labelled, or written with a scheme or www. */
export function findWebsites(text: string): HeldOnce {
  return heldOnce(
    [...text.matchAll(WEBSITE)].map((match) => ({
      value: (match[1] ?? match[2])!,
      span: { value: match[0], start: match.index, end: match.index + match[0].length },
    })),
    (a, b) => siteKey(a) === siteKey(b),
  );
}

// Whom to address at the contact, after its label. "Attn: Mr. Bayo Adeniran", "attn Mr.
// Ade", "Att: …", "attention: Accounts Dept", "contact person Jane Miller" take what
// follows up to the next field (a department or an office is addressed too, "The
// Bursar"); "Contact: Mrs. Ngozi Okeke" (a label of its own, never "add contact: …",
// which names the contact itself), "ask for Mr. Tunde", "speak to Chioma Obi" take a
// person's name, in capitals. A care-of line is the address's ("c/o Mr. Obi, P.O. Box 12").
const PERSON_LABEL =
  /(?<![\p{L}\p{N}@./-])(?:(attn\.?|att(?:\.|(?=[^\S\n]*:))|attention(?=[^\S\n]*[:=–—-])|contact\s+person(?![\p{L}'’])(?:\s+is)?)|((?<=(?:^|[\n,.;|(—–-])[^\S\n]*)contact(?=[^\S\n]*:)|ask(?:ing)?\s+for|speak\s+(?:to|with)))[^\S\n]*[:=–—-]?[^\S\n]*/giu;
// A person's name: capitalised words, a title's full stop and all ("Mr. Tunde Bello"); a
// word in capitals alone is no name ("ask for TIN").
const PERSON_NAME = /\p{Lu}\p{Ll}[\p{L}'’.-]*(?:[^\S\n]+\p{Lu}[\p{L}'’.-]*){0,4}/uy;
// What follows a label up to the next field: a comma, a line, a bracket, a dash set off by
// spaces, an email, a number, a field's word, or a sentence's full stop (not a title's).
const PERSON_WORDS = new RegExp(
  `\\p{L}[^,;\\n|()<>"“”]*?(?=[^\\S\\n]*(?:$|[,;\\n|()<>"“”]|[-–—](?:\\s|$))|\\s+\\S*@|\\s+\\+?\\(?\\d|\\s+(?:(?:and\\s+)?(?:his|her|their)\\s+)?(?:${"email|e-mail|mail|phone|tel|telephone|mobile|cell|whatsapp|address|type|name"})s?\\b|(?<!\\b(?:mr|mrs|ms|dr|prof|engr|rev|st|dept|\\p{L}))\\.(?:\\s|$))`,
  "iuy",
);
const TITLE_OR_FORM = /\b(?:mr|mrs|ms|dr|prof|engr|rev|dept|jr|sr|ltd|co|inc)\.$/i;
/** The same person however addressed: one name's words among the other's, titles aside. */
const samePerson = (a: string, b: string) => {
  const words = (name: string) =>
    name
      .toLowerCase()
      .replace(/\b(?:mr|mrs|ms|miss|dr|prof|engr|chief|alhaji|alhaja|madam|the)\b\.?/g, " ")
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const [x, y] = [words(a), words(b)];
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.every((word) => long.includes(word));
};

export interface ContactPersons extends HeldOnce {
  /** Read only from a bare "Contact:" label, which may name the contact itself when nothing else does. */
  byContactLabel: boolean;
}

/** The person to address at the contact, after its label. */
export function findContactPersons(text: string): ContactPersons {
  const readings: { value: string; span: Found; bare: boolean }[] = [];
  for (const match of text.matchAll(PERSON_LABEL)) {
    const after = match.index + match[0].length;
    const words = match[1] ? PERSON_WORDS : PERSON_NAME;
    words.lastIndex = after;
    const read = words.exec(text)?.[0].trim();
    if (!read) continue;
    const value = TITLE_OR_FORM.test(read) ? read : read.replace(/[.:]+$/, "");
    // ("Attn: email …": a field's word is no one to address.)
    if (value.length < 2 || /^(?:email|e-mail|phone|tel|mobile|address)$/i.test(value)) continue;
    readings.push({
      value,
      span: { value: text.slice(match.index, after + read.length), start: match.index, end: after + read.length },
      bare: /^contact$/i.test(match[2] ?? ""),
    });
  }
  return {
    ...heldOnce(readings, samePerson),
    byContactLabel: readings.length > 0 && readings.every((r) => r.bare),
  };
}

/** The text with the given spans blanked, same length. */
export const blankSpans = (text: string, spans: Found[]) =>
  spans.reduce((out, s) => out.slice(0, s.start) + " ".repeat(s.end - s.start) + out.slice(s.end), text);

// A run of digits with the separators people write in phone numbers, optionally with a
// leading + and an extension.
const PHONE = /(?<![\w@.-])(\+?\(?\d[\d \t().-]{5,}\d)(\s*(?:ext\.?|x)\s*\d{1,5})?(?![\w@-])/gi;
const DATE_LIKE = /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$|^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$/;

export function findPhone(text: string): Found | null {
  for (const match of text.matchAll(PHONE)) {
    // ("(404) 555-0187 -- 1200 Peachtree St": a double hyphen set off by spaces parts fields;
    // so does a single one before words or a house number and its street, "… - 08091112233 -
    // 4 Awolowo Road", never before more digits, "0803 - 123 - 4567".)
    const dashed = /\s+--\s|\s+[-–—]\s+(?=\d+[A-Za-z]?\s+[A-Za-z]|[A-Za-z])/.exec(text.slice(match.index!));
    const parted = dashed && dashed.index < match[1]!.length ? dashed : null;
    const number = (parted ? match[1]!.slice(0, parted.index) : match[1]!).trim();
    const digits = number.replace(/\D/g, "").length;
    if (digits < 7 || digits > 15 || DATE_LIKE.test(number)) continue;
    // A bare number with a decimal point or thousands commas is an amount, not a phone.
    if (/^\d{1,3}(,\d{3})+(\.\d+)?$|^\d+\.\d{1,2}$/.test(number)) continue;
    const value = (number + (parted ? "" : (match[2] ?? ""))).replace(/\s+/g, " ").trim();
    const length = parted ? parted.index : match[0].trimEnd().length;
    return { value, start: match.index!, end: match.index! + length };
  }
  return null;
}

// Where a field's text ends: the next labelled field, a line break, a semicolon, or the
// end of a sentence.
const FIELD_WORDS = "email|e-mail|mail|phone|tel|telephone|mobile|cell|whatsapp|address|type|name";
// (A full stop after a lone letter or a short title is an abbreviation's, not a sentence's:
// "P.O. Box 1099", "attn Mr. Ade".)
const SENTENCE_END = "(?<!\\b(?:[A-Za-z]|mr|mrs|ms|dr|st|rd|no))\\.\\s+[A-Z]";
// ("phones 0802 … & 0703 …": a field's word said in the plural, and as a word: "Hotel" ends at no "tel".)
const STOP = `(?=\\s*(?:$|\\n|;|\\|)|,?\\s*\\b(?:and\\s+)?(?:(?:their|his|her|its|the)\\s+)?(?:${FIELD_WORDS})s?\\b|${SENTENCE_END}|\\.$|\\s+(?:as\\s+(?:a|an|our)|who|whose)\\b)`;
// Where an address written without a label ends: a line break, a semicolon, a bar, an
// email or a labelled field after a comma, a sentence's end or a dash set off by spaces.
// (Or a bare phone number after a comma: "14 Park Row, Leeds LS1 5HD, 0113 496 0000".)
const ADDRESS_END = `(?=\\s*(?:$|\\n|;|\\|)|,\\s*\\S+@|,\\s*\\+?[\\d\\s().-]{7,}(?:[,|;\\n]|$)|[,.]?\\s*\\b(?:${FIELD_WORDS})s?\\b|${SENTENCE_END}|\\.$|\\s+[–—-]\\s)`;
// The lines after the first (a street, the town, state and postcode), each after a comma:
// no email (in its own sentence: "P.O. Box 771, Kano. email sales@…" keeps Kano), no labelled field, no bare phone number.
// (An email after a spaced dash is past the part: ", CA 90291 - hello@sunsetyoga.example".)
const TOWN_PARTS = `(?:,\\s*(?!(?:(?!\\.\\s|\\s[–—-]\\s)[^,|;\\n])*@)(?!(?:${FIELD_WORDS})s?\\b)(?!\\+?[\\d\\s().-]{7,}(?:[,|;\\n]|$))[A-Za-z0-9][^,|;\\n]*?)*`;

// A house's number, or a range of them ("1-3 Hospital Road", "12/14 Broad Street").
// ("310 7th Ave": a numbered street after it is the street's.)
const HOUSE_NUMBER =
  "\\d+[A-Za-z]?(?:(?:[-–/]|[^\\S\\n]+/[^\\S\\n]+)\\d+[A-Za-z]?)?(?:\\s+\\d+(?:st|nd|rd|th)(?=\\s+[A-Za-z]))?";

// Where a place is said to be by what is near it.
const LANDMARK = String.raw`(?:opp(?:osite|\.)?|off|behind|beside|near|by|along|close\s+to|next\s+to)`;

const ADDRESS_PATTERNS = [
  // A postal address begins with its box or bag, or with whose care it reaches the contact
  // ("P.O. Box 771, Kano", "PMB 2014, Abeokuta", "c/o Lagoon Hospital, 17B Bourdillon
  // Road, Ikoyi"): kept as written, the lead and all.
  new RegExp(
    `(?<![\\w/])((?:c\\/o|care\\s+of|p\\.?\\s?o\\.?\\s*box|pmb|private\\s+mail\\s+bag)\\b\\.?[^\\S\\n]*[A-Za-z0-9][^,|;\\n]*?${TOWN_PARTS})${ADDRESS_END}`,
    "im",
  ),
  new RegExp(
    // ("Correspondence to 4 Tanner's Yard, Bristol BS1 4QA.": where their post goes.)
    `\\b(?:address|addr\\.?|correspondence\\s+(?:to|address)|located at|based at|lives at|office(?: is)? at|offices at|situated at|(?:shop|store|office)\\s+(?:dey(?:\\s+(?:at|for|in))?|is\\s+(?:at|in)))(?:\\s+is)?\\s*[:=-]?\\s*(.+?)${STOP}`,
    "i",
  ),
  // ("they're at Plot 7, Lekki Phase 1", "at 1-3 Hospital Road": a plot's or shop's number, a
  // range of house numbers; "at 3 pm" is when.)
  new RegExp(
    `\\b(?:at|on)\\s+((?:(?:km|plot|block|suite|unit|flat|house|shop|no\\.?)\\s*\\d+[A-Za-z]?,?|${HOUSE_NUMBER}(?!\\s+(?:am|pm|o['’]?clock|hrs?|hours?|mins?|minutes?|days?|weeks?|months?|years?)\\b))\\s+[A-Za-z].+?)${STOP}`,
    "i",
  ),
  new RegExp(`\\b(?:based in|located in|lives in|from the city of)\\s+([A-Z].+?)${STOP}`, "i"),
  // A street after a comma, a bar, a long dash or a quoted name: "…, 18 Herbert Macaulay Way, Yaba" / "|
  // Km 5 Zaria Road, Kano" / "'Green Leaf Supermarket' 45 Awolowo Road". The town and
  // postcode follow in commas, up to a labelled field (", tel 0161 …" is the phone).
  new RegExp(
    // (A plot, block or shop number says it is a place without a street's word: "Plot 1021
    // Cadastral Zone, Wuse II, Abuja".)
    // (After a sentence too: "… as a supplier please. Unit 4, Calder Park, Wakefield WF2 7AA";
    // and a street's word may come first: "1200 Avenue of the Americas, New York".)
    // ("… -- 1200 Peachtree St NE, Atlanta, GA 30309": a double hyphen sets it off too, and a
    // compass point may follow the street's word.)
    // ("Customer - Zara Boutique - 08091112233 - 4 Awolowo Road, Ikoyi": a spaced hyphen parts fields too.)
    `(?:^|[,|;]\\s*|\\.\\s+|\\s[–—]\\s*|\\s--\\s*|\\s-\\s+|['’"”]\\s+)((?:(?:km|plot|block|suite|unit|flat|house|shop|no\\.?)\\s*${HOUSE_NUMBER},?\\s+[A-Za-z][^,|;\\n]*?|${HOUSE_NUMBER},?\\s+[A-Za-z][^,|;\\n]*?\\b(?:road|rd|street|st|way|avenue|ave|close|crescent|lane|ln|drive|dr|estate|boulevard|blvd|str|expressway|highway|hwy|parkway|pkwy|market|plaza|square|sq|row|terrace|place|pl|court|ct|mews|parade|grove|gardens|circle|cir|trail|wharf|quay)\\b\\.?(?:\\s+(?:NE|NW|SE|SW|N|S|E|W)\\b)?|\\d+[A-Za-z]?\\s+(?:avenue|boulevard|rue|calle|via)\\s+[A-Za-z][^,|;\\n]*?)${TOWN_PARTS})${ADDRESS_END}`,
    // Multiline: a signature's street stands on a line of its own.
    "im",
  ),
  // ("Add customer Ada Obi, Broad Street, Lagos", "…, off Allen Avenue, Ikeja", "…, opposite
  // UBA, Broad Street, Lagos", "…, Creek Road Apapa": a street set off as a field needs no number;
  // a landmark may lead it. In capitals, its word last or before its town: "a close friend",
  // "Eko Road Haulage" are none.)
  new RegExp(
    `(?:[,|;]\\s*|\\s[–—]\\s*|\\s-\\s+)((?:${LANDMARK}\\s+[^,|;\\n]+?,\\s*)?(?:${LANDMARK}\\s+)?[A-Z][A-Za-z'’.]*(?:\\s+[A-Z][A-Za-z'’.]*){0,3}?\\s+(?:Road|Rd|Street|St|Avenue|Ave|Close|Crescent|Lane|Drive|Boulevard|Blvd|Expressway|Highway)\\b\\.?(?:[^\\S\\n]+(?!(?:Haulage|Transport|Ventures|Enterprises?|Services|Stores?|Motors|Logistics|Association|Ltd|Limited|Plc|Inc|LLC|Co|Company|Group|Traders?|Residents|Hotels?|Restaurants?|Farms?|Supplies|Works)\\b)[A-Z][A-Za-z'’.]*)?${TOWN_PARTS})${ADDRESS_END}`,
    "m",
  ),
  // ("supplier: Abuja Office Mart Ltd, 2 Wuse Zone 4, Abuja, 0709 …": a house's number and a
  // place's name in capitals after a comma, with its town after another, is an address
  // though no street's word says so; the town is needed: ", 3 Brothers Ltd" alone is a name;
  // a span of time is none: ", 15 Years Trading Partner, Lagos".)
  new RegExp(
    `[,|;]\\s*(${HOUSE_NUMBER}(?!\\s+(?:[Yy]ears?|[Mm]onths?|[Ww]eeks?|[Dd]ays?|[Hh]ours?)\\b)\\s+[A-Z][A-Za-z'’.]*(?:\\s+(?:[A-Z][A-Za-z'’.]*|\\d+[A-Za-z]?))*(?<!\\b(?:Ltd|Limited|Inc|LLC|Plc|Co|Ventures|Enterprises?|Stores?|Brothers|Bros|Sons|Services|Group|Global|Nig)\\.?)(?=\\s*,\\s*[A-Z])${TOWN_PARTS})${ADDRESS_END}`,
    "m",
  ),
];

// The part of a building, said before its street ("2nd Floor, 23 Broad Street", "Flat 4,
// Block C, 12 Adeola Odeku Street"), and the street said before the suite ("1450 Broadway,
// Suite 300, New York"): each set off by a comma from the address found beside it.
const UNIT_PART =
  /^(?:(?:ground|first|second|third|top|\d+(?:st|nd|rd|th))\s+floor|(?:floor|suite|ste\.?|unit|flat|apt\.?|apartment|block|room|rm\.?|shop|office)\s*#?\s*[\dA-Z][\w-]{0,5})$/i;
// (A name that opens with a number is a business's: "3 Brothers Ventures, Suite 5, …".)
const STREET_PART =
  /^\d+[A-Za-z]?(?:[-–/]\d+[A-Za-z]?)?\s+\p{Lu}[\p{L}'’.]*(?:\s+\p{Lu}[\p{L}'’.]*){0,3}$(?<!\b(?:Ltd|Limited|Inc|LLC|Plc|Co|Ventures|Enterprises?|Stores?|Brothers|Bros|Sons|Services|Group|Global|Nig)\.?)/u;

function withPartsBefore(text: string, found: Found): Found {
  let { start } = found;
  for (;;) {
    const before = /(?:^|[,\n|;])[^\S\n]*([^,\n|;]+?)[^\S\n]*,[^\S\n]*$/.exec(text.slice(0, start));
    const part = before?.[1];
    if (!before || !part) break;
    const unitFirst = UNIT_PART.test(text.slice(start).split(",")[0]!.trim());
    if (!(UNIT_PART.test(part) || (unitFirst && STREET_PART.test(part)))) break;
    start = before.index + before[0].indexOf(part);
  }
  if (start === found.start) return found;
  return { value: `${text.slice(start, found.start)}${found.value}`, start, end: found.end };
}

export function findAddress(text: string): Found | null {
  for (const pattern of ADDRESS_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const value = match[1]!.trim().replace(/[,.]+$/, "");
    if (value.length < 2) continue;
    const start = match.index + match[0].indexOf(match[1]!);
    return withPartsBefore(text, { value, start, end: start + match[1]!.length });
  }
  return null;
}

const TYPE_WORDS: [ContactType, RegExp][] = [
  [
    "supplier",
    // Named, or described by what they do for the business ("they move our goods",
    // "our landlord", "we buy from them", "the lawyer we retain", "(plumber we use now and then)", "we've started using a
    // plumber"; pidgin's "wey dey" for who: "d plumber wey dey fix our pipes", "wey dey sell us diesel").
    /\b(?:suppliers?|vendors?|sellers?|providers?|creditors?|(?:sub-?)?contractors?|subbies?|freelance(?:r|rs)?|(?:they|he|she|who|wey(?:\s+dey)?)\s+(?:suppl(?:y|ies)|deliver(?:s)?|provide(?:s)?|(?:move|moves|transport|transports|carry|carries|ship|ships|service|services|repair|repairs|fix|fixes|maintain|maintains|clean|cleans|print|prints|supplies)\s+our)|we\s+(?:buy|purchase|order|source|rent|lease)\s+(?:from|our)|(?:(?:the|our|an?)\s+|(?<=\(\s*))[a-z]+\s+(?:we|i)\s+(?:use|hire|call|engage|retain|consult)\b|(?:started|begun|been)\s+using\s+(?:a|an)\s+(?!(?:new\s+)?(?:bank|account|app|software|system)\b)[a-z]+|(?:they|he|she|who|wey(?:\s+dey)?)\s+(?:sells?|rents?|leases?)\s+(?:to\s+)?us\b|(?:supplies|sells|delivers|provides)\s+(?:to\s+)?us\b|(?:buy(?:ing)?|bought|purchas(?:e|ing|ed)|order(?:ing|ed)?|sourc(?:e|ing|ed))\s+(?:\w+\s+){0,4}?from(?!\s+us\b)|our\s+(?:landlord|transporter|haulier|logistics\s+partner|caterer|printer|mechanic|plumber|electrician|accountant|lawyer|solicitor|auditor|consultant|wholesaler|manufacturer|courier|security\s+company|cleaners?))\b/i,
  ],
  [
    "customer",
    // ("Chukwuma Distributors buys our detergents": the contact, said in the third person, buys.)
    // ("she buys wholesale from us every month", "they order bread from us", "been buying from us
    // for years": what, or how, said between; whoever buys from us is no supplier.)
    // ("Wellspring HMO Ltd - they pay our claims": who pays the business; a school's parents,
    // a clinic's patients.)
    /\b(?:customers?|clients?|buyers?|debtors?|patrons?|tenants?|parents?(?!\s+company)|guardians?|patients?|(?:they|he|she|who)\s+pays?\s+(?:us|our)|(?:they|he|she|who|wey(?:\s+dey)?)\s+(?:buy|buys|order|orders|purchase|purchases|rent|rents)\s+(?:[a-z]+\s+){0,3}?(?:from\s+us|our)|(?:buys|orders|purchases)\s+(?:[a-z]+\s+){0,3}?(?:from\s+us|our)|(?:buying|ordering|purchasing|bought|ordered|purchased)\s+(?:[a-z]+\s+){0,3}?from\s+us|we\s+(?:sell|supply|deliver)\s+to|(?:sell(?:ing)?|sold|supplying|delivering)\s+(?:\w+\s+){0,4}?to)\b/i,
  ],
  [
    "employee",
    // Named, or taken on by the business ("we just hired …", "our new driver").
    /\b(?:employees?|staff(?: member)?|workers?|team member|hire|hired|employed|taken on|joined (?:us|the team)|(?:our|my|the) new (?:driver|cleaner|cook|secretary|receptionist|cashier|storekeeper|gateman|security guard|sales ?(?:girl|boy|rep)|intern|apprentice|accountant|manager)|(?:our|my) (?:driver|cashier|storekeeper|gateman|secretary|receptionist)|(?:on|to) (?:(?:our|the) )?payroll)\b/i,
  ],
];

const ASKED_AS =
  /\b(?:add|save|create|register|set\s+up|put|enter|record|keep)\b[^.\n]{0,60}?(?<!\bnot\s+)\bas\s+(?:(?:a|an|our|my|the|new)\s+)*(customers?|clients?|suppliers?|vendors?|creditors?|debtors?|employees?|staff)\b/i;

/** "not a customer or a supplier": the contact is neither (and the words are no name). */
const NEITHER =
  /\bnot\s+(?:a|an|our)?\s*(?:customer|client|supplier|vendor)(?:\s+(?:or|nor)\s+(?:a\s+|an\s+)?(?:customer|client|supplier|vendor))?\b/gi;

/** The contact type the text names; the earliest mention wins, unless a type is stated ("type other"). */
export function findContactType(text: string): ContactType | null {
  const stated = /\btype\s*[:=]?\s*(customer|supplier|employee|other)\b/i.exec(text);
  if (stated) return stated[1]!.toLowerCase() as ContactType;
  // "He's not a customer or supplier, just keep him on file": neither, so other.
  if (text.search(NEITHER) >= 0) return "other";
  // "add them as a supplier", "add Tastebud Bakery as a customer", "add am as supplier": the
  // request says the kind, whatever the pasted text before it says ("Dear Customer", "we
  // want to start buying flour from you").
  const asked = ASKED_AS.exec(text)?.[1];
  const askedType = asked ? TYPE_WORDS.find(([, pattern]) => pattern.test(asked))?.[0] : undefined;
  if (askedType) return askedType;
  let best: { type: ContactType; at: number } | null = null;
  for (const [type, pattern] of TYPE_WORDS) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.at)) best = { type, at: match.index };
  }
  return best?.type ?? null;
}

export function contactTypeFromCell(cell: string): ContactType | null {
  const value = cell.trim().toLowerCase();
  if (!value) return null;
  if (value === "other") return "other";
  return findContactType(value);
}

// ("add 1099 contractor Dana Kim", "our subbie Dave Kershaw": the people a business hires by the job.)
const KIND_WORDS =
  "(?:customers?|clients?|suppliers?|vendors?|(?:1099\\s+)?(?:sub-?)?contractors?|subbies?|freelancers?|employees?|staff(?: member)?|hire|contacts?|person|company|business|organisation|organization|lead|buyer|seller|provider|parent|guardian|patient|debtors?|creditors?)";
// After a kind word the name may be written in lower case ("add customer mama nkechi kitchen").
const ANY_NAME = '([\\p{L}\\p{N}&][^;\\n()"“”]*?)';
// A comma followed by a company suffix belongs to the name ("Monsters, Inc.").
// (In any case, whatever the pattern's flags: "Sahel Plastics Nig. Ltd" ends at Ltd, not at "Nig.".)
const SUFFIX =
  "(?:[Ii][Nn][Cc]|[Ll][Tt][Dd]|[Ll][Ll][Cc]|[Pp][Ll][Cc]|[Cc][Oo]|[Cc][Oo][Rr][Pp]|[Gg][Mm][Bb][Hh]|[Ss]\\.?[Aa]|[Ll][Ii][Mm][Ii][Tt][Ee][Dd])\\b";
const NAME = '([\\p{Lu}\\p{N}&][^;\\n()"“”]*?)';
// ("create a contact for ayodele johnson she's a customer her email is …": a sentence about
// the contact, or whose detail follows, ends the name spoken without commas; pidgin's "wey"
// is "who", "Ade Cleaners wey dey clean our office".)
// ("Add Tochukwu Eze to staff", "… Electricals w/ phone …": where they are put, "with" written short.)
// ("Can you add Tobi Fashola? he's a customer": a question's mark; "… Diesel Depot ph:0812 …",
// "… Ltd Addr: 12 Allen Ave", "… Depot ph 0812 …": a label, short or glued to its value,
// begins the next field.)
// A field's label written short, before its value or glued to it ("ph:0812 …", "Tel:0803 …",
// "Addr: 5 Creek Rd", "mob. +234 …"); the phone itself may already be blanked. In any case,
// whatever the pattern's flags. (A name's own last word before a colon is no label: "Tunde
// Bello: 0803 …", "Kano Grains Ltd: …".)
const SHORT_LABEL = `${ci("(?:ph|phn|tel|mob|cel|addr|adr|tin|rc|attn)")}\\.?(?=[^\\S\\n]*(?:[:#]|\\+?\\(?\\d|$|[\\n,;]))`;
const NAME_STOP = `(?=\\s*(?:,(?!\\s*${SUFFIX})|[;(\\n|?]|\\.\\s(?!${SUFFIX})|\\.$|$|\\s(?:[-–—]|--)\\s)|\\s+(?:as|with|who|wey|whose|at|on|based|located|from|in|is|for|and\\s+(?:their|his|her|its|the|email|phone|address))\\b|\\s+to\\s+(?:the|our|my)\\s+(?:staff|team|payroll|contacts?|list|system|records?|books?|database|customers|suppliers|vendors|employees)\\b|\\s+to\\s+(?:staff|payroll|contacts|customers|suppliers|vendors|employees)\\b|\\s+w\\/(?=\\s)|\\s+${SHORT_LABEL}|\\s+(?:${FIELD_WORDS})\\b|\\s+(?:he|she|they)(?:['’](?:s|re)|\\s+(?:is|are))\\b|\\s+(?:his|her|their|its)\\s+(?:${FIELD_WORDS}|number)\\b)`;

// "New customer in Abuja: Capital Hills Suites": where they are, said in the label, is no name.
// ("new staff in accounts - Chiamaka Obi": the department, before the dash that sets the name off.)
const WHERE_AS_LABEL =
  "(?:\\s+(?:in|from|based\\s+in)\\s+(?:the\\s+)?\\p{Lu}\\p{L}*(?:\\s+\\p{Lu}\\p{L}*)?(?=\\s*(?::|[–—-]\\s)))?";

const ROLE_WORDS =
  "(?:landlord|landlady|lawyers?|solicitors?|accountants?|auditors?|caterers?|mechanics?|plumbers?|electricians?|carpenters?|painters?|technicians?|gardeners?|photographers?|designers?|couriers?|drivers?|cleaners?|tailors?|printers?|transporters?|consultants?|agents?)";
// A name written in capitals, a word or more, joined by "&", "and" or "of" ("Sokoto Hides & Skins").
const CAPITALISED = "\\p{Lu}[\\p{L}\\p{N}'’.&-]*(?:[^\\S\\n]+(?:&|and|of|\\p{Lu}[\\p{L}\\p{N}'’.&-]*)){0,5}";
// A post in the business ("my new part-timer Jess Okoro", "our new Admin Officer, Chiamaka
// Nwachukwu"): who they are, beside their name. (Written with its capitals, "Admin Officer",
// a title is no company's name either.)
const JOB_TITLES =
  "(?:officers?|managers?|assistants?|secretar(?:y|ies)|clerks?|supervisors?|executives?|coordinators?|administrators?|cashiers?|receptionists?|storekeepers?|interns?|apprentices?|part-timers?|gatem[ae]n|guards?|cooks?|housekeepers?)";
const NAME_PATTERNS = [
  // "ngozi okeke is our new cashier": a name (in any case) that starts the text, then who they are.
  /^\s*((?!(?:our|my|the|a|an|this|new|he|she|they|it|we|i|there|here|who|what)\b)\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,3})(?:\s*\([^)\n]*\))?\s+is\s+(?:our|my|the|a|an)\s+(?:new\s+)?\p{L}+/iu,
  // name: Acme Ltd / named Acme Ltd / called Acme Ltd / name is Acme Ltd
  new RegExp(
    `\\b(?:named|called|name(?:['’]s|\\s+is)?\\s*[:=-]?|full name\\s*[:=-]?)\\s*["“']?${NAME}["”']?${NAME_STOP}`,
    "iu",
  ),
  // Quoted names: "Acme Ltd" or “Acme Ltd”, or in single quotes ('Green Leaf Supermarket';
  // an apostrophe inside a word, "Name's", opens no quote).
  /["“]([^"“”]{2,120})["”]/u,
  /(?<![\p{L}\p{N}])['‘]([^'‘’\n]{2,120})['’](?![\p{L}\p{N}])/u,
  // add (a new) customer Acme Ltd / create supplier: Globex / new contact - Jane Doe
  // ("Add an employee contact for Tobi Ogunleye": the kind's contact, for whom.)
  // ("…, New York, NY": "new" after a comma is a place's name.)
  new RegExp(
    `(?:\\b(?:add|create|register|save|set up|onboard|record|enter|put)|(?<![,\\d][^\\S\\n]*)\\bnew)\\b\\s+(?:(?:a|an|the|our|my|this|new|another|general|regular|walk-in)\\s+)*${KIND_WORDS}(?:\\s+(?:record|profile|entry|account|master|card|file|contact))?${WHERE_AS_LABEL}(?:\\s+for(?:\\s+(?:us|me))?)?!*\\s*[:=–—,-]?\\s+(?:contact\\s*[:=–—-]?\\s+)?${ANY_NAME}${NAME_STOP}`,
    "iu",
  ),
  new RegExp(
    `(?:\\b(?:add|create|register|save|set up|onboard|record|enter|put)|(?<![,\\d][^\\S\\n]*)\\bnew)\\b\\s+(?:(?:a|an|the|our|this|new|another)\\s+)*(?:contact\\s*[:=–-]?\\s+)?(?:for\\s+)?[:=–-]?\\s*${NAME}${NAME_STOP}`,
    "iu",
  ),
  // "We just hired Chiamaka Obi as an accountant": the person taken on.
  new RegExp(`\\b(?:hired|employed|engaged|taken on|onboarded)\\s+${NAME}${NAME_STOP}`, "u"),
  // "0803 555 2190 - thats Kemi Adeyemi, our new cashier", "this is Mama Nkechi.": who a
  // detail belongs to, in capitals, said on its own.
  new RegExp(
    // ("the aluminium man na Bayo Aluminium Works, 0805 …": "na", in pidgin, is "is".)
    `\\b(?:that['’]?s|that\\s+is|this\\s+is|it['’]?s|he['’]?s|she['’]?s|na)\\s+(${CAPITALISED})(?=\\s*(?:[,.;(\\n]|$|\\s[-–—]\\s))`,
    "u",
  ),
  // "info@okonkwoagro.example is the email for okonkwo agro ventures", "the number of Ade
  // Bello is …": whose the detail is.
  new RegExp(
    `\\b(?:the|their|his|her|its)\\s+(?:e-?mail(?:\\s+address)?|(?:(?:phone|mobile|cell|whatsapp)\\s+)?(?:number|line)|phone|address)\\s+(?:for|of)\\s+${ANY_NAME}${NAME_STOP}`,
    "iu",
  ),
  // "Emeka Udeh - the landlord's lawyer.", "Sokoto Hides & Skins -- we buy our leather from
  // them --": a name in capitals opening the text, then a dash and who they are, in small letters.
  new RegExp(`^\\s*(${CAPITALISED})\\s+(?:-{1,2}|[–—])\\s+(?=\\p{Ll})`, "u"),
  // "Kemi Adeyemi, our new cashier, 0803 …": a name in capitals opening the text, then who they are.
  // ("Boulangerie Dupont, new customer": the article left out.)
  new RegExp(
    `^\\s*(${CAPITALISED})\\s*,\\s*(?:(?:our|my|the|a|an)\\s+(?:new\\s+)?|new\\s+)(?:[a-z-]+\\s+){0,2}(?:${ROLE_WORDS}|${JOB_TITLES}|${KIND_WORDS})\\b`,
    "u",
  ),
  // "Hope Foundation UK (our donor)": a name in capitals opening the text, who they are in brackets.
  // ("Garba & Sons Stores (customer) - garbasons@…": the kind alone in the brackets.)
  new RegExp(
    `^\\s*(${CAPITALISED})[^\\S\\n]*\\((?:(?:our|my|a|an|the)\\s+[\\p{L} -]{2,40}|(?:new\\s+)?${KIND_WORDS})\\)`,
    "u",
  ),
  // "driver Bala Usman (staff) 0902 …": their post, then a person's name.
  new RegExp(
    `^\\s*(?:(?:our|my|the|new)\\s+)*(?:${ROLE_WORDS}|${JOB_TITLES})\\s*[:–—-]?\\s*(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+){1,3})(?=\\s*(?:[,(;\\n]|$|\\s\\+?\\d))`,
    "u",
  ),
  // "Chukwuma Distributors buys our detergents wholesale": a name in capitals opening the
  // text, then what they do with the business.
  new RegExp(
    `^\\s*(${CAPITALISED})\\s+(?:buys|orders|purchases|sells|supplies|delivers|provides|rents|leases|services|repairs|fixes|cleans|prints|transports|handles|does)\\s+(?:us|our|from\\s+us|to\\s+us)\\b`,
    "u",
  ),
  // "We've started using a freelance plumber, Segun Alabi.": the name beside the role.
  new RegExp(
    `\\b(?:a|an|our|my|the)\\s+(?:[a-z-]+\\s+)?(?:${ROLE_WORDS}|${JOB_TITLES})\\s*,\\s*(\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,4})(?=\\s*(?:[.,;(\\n]|$))`,
    "u",
  ),
  // "Tobi Adeleke — customer — tobi.adeleke@…": the name, then its kind between dashes.
  new RegExp(`^\\s*${NAME}\\s+[–—-]\\s+(?:(?:a|an|our|new)\\s+)?${KIND_WORDS}\\s*(?:[–—,|-]|$)`, "iu"),
  // Acme Ltd as a customer / Acme Ltd is a supplier
  new RegExp(
    `^\\s*(?:please\\s+)?(?:add|create|register|save)?\\s*${NAME}\\s+(?:as|is)\\s+(?:a|an|our|my|the|new)\\b`,
    "iu",
  ),
  // customer: Acme Ltd / supplier Globex Corp
  // ("vendor | Arewa Feed Mills Ltd | …": a bar parts a pasted row's cells.)
  new RegExp(`\\b${KIND_WORDS}${WHERE_AS_LABEL}\\s*[:=–—|-]?\\s+${NAME}${NAME_STOP}`, "iu"),
  // "we've started buying potatoes from Jos Plateau Farms": who the business trades with.
  new RegExp(
    `\\b(?:buy(?:ing)?|bought|purchas(?:e|ing|ed)|order(?:ing|ed)?|sourc(?:e|ing|ed)|sell(?:ing)?|sold|supplying|delivering)\\s+(?:\\w+\\s+){0,4}?(?:from|to)\\s+${NAME}${NAME_STOP}`,
    "u",
  ),
  // ("We now supply Mama Cass Restaurants, add them as a customer", "we buy from Eko Fuels":
  // whom the business supplies or buys from, said of itself.)
  new RegExp(
    `\\b[Ww]e\\s+(?:(?:now|also|just|currently|recently|have\\s+started\\s+to|started\\s+to)\\s+)*(?:supply|serve|sell\\s+to|deliver\\s+to|buy\\s+from|order\\s+from|source\\s+from)\\s+${NAME}${NAME_STOP}`,
    "u",
  ),
  // "the LIRS tax officer handling our file, Ibrahim Sule, isule@lirs.gov.ng, …": a person's
  // name set off by commas just before the details (blanked by then, being claimed).
  /,\s*(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,3})\s*,(?=\s{4,}|\s*,)/u,
  // "… frm their email:\n\nMainland Auto Repairs\n14 Ikorodu Road …": the first line under a colon, in capitals, alone.
  /:[^\S\n]*\n(?:[^\S\n]*\n)*[^\S\n]*(\p{Lu}[\p{L}&'’.-]*(?:[^\S\n]+[\p{L}&'’.-]+){0,5})[^\S\n]*(?=\n|$)/u,
  // "Ayo Balogun<TAB>ayo.b@gmail.com": a spreadsheet's row without its header, the name in
  // its first cell and the rest of the line details (claimed, so blank by now).
  /^[^\S\n]*(\p{Lu}\p{Ll}[\p{L}'’.&-]*(?:[^\S\n]+(?:&|and|of|\p{Lu}[\p{L}\p{N}'’.&-]*)){1,5})[^\S\n]*[\t|,][\s|,]*(?=\n|$)/u,
  // The last resort: a capitalised name after a colon ("… on file: Lekki Phase 1 Residents Association, …").
  /(?<!\b(?:terms|notes?|type|ref|reference|due|payment|balance|limit|amount|date|currency|category|vat|tax|tin|rc|account|bank|phone|email|address|website|web)\s*):\s*(\p{Lu}[^,;\n()"“”:]*?)(?=\s*(?:[,;\n(]|$))/iu,
  // "Chukwuma & Sons Nig. Ltd, 14 Market Road, Aba. TIN: …": a letterhead's company, in
  // its legal form, opening the text before a comma.
  /^\s*(\p{Lu}[^,;\n@|:()"“”]*?\b(?:Ltd|LTD|Limited|LIMITED|Inc|INC|LLC|LLP|Plc|PLC|Co|CO|Corp|Enterprises?|ENTERPRISES?|Ventures|VENTURES|Industries|Holdings|Group)\.?)\s*(?=,|\n|$)/u,
];

/** Kinds of firm, as the business speaks of those it deals with ("our security company"). */
const FIRM_WORDS = "(?:company|firm|agency|outfit|partners?|suppliers?|vendors?|contractors?|providers?|brokers?)";

const ROLE = new RegExp(
  `^(?:(?:our|my|the|a|an)\\s+)?(?:new\\s+)?(?:${ROLE_WORDS}|(?:[\\p{L}-]+\\s+){0,2}${JOB_TITLES})$`,
  "iu",
);
// "add our landlord Adeyemi Properties Ltd": a role in lower case before a name says who
// they are ("Ace Cleaners Ltd", capitalised, is a name).
// ("New driver: Segun Alabi": the role as a label.)
// ("add our security company Halogen Guards Ltd", "our cleaning firm Sparkle Ltd", "the
// diesel supplier Eko Fuels": a kind of firm, in small letters, is who they are too.)
const ROLE_BEFORE = new RegExp(
  `^(?:(?:our|my|the)\\s+)?(?:new\\s+)?(?:[a-z-]+\\s+)?(?:${ROLE_WORDS}|${JOB_TITLES}|${FIRM_WORDS})(?:\\s*[:–—-])?\\s+(?=\\p{Lu})`,
  "u",
);

// ("new customer number 0705 …": words about the contact, however many, are no name.)
const NOT_A_NAME = new RegExp(
  `^(?:(?:a|an|the|new|contact|please|with|w\\/|for|and|to|of|from|at|on|in|by|this|that|these|those|it|its|them|him|her|number|${KIND_WORDS}|${FIELD_WORDS})(?:\\s+|$))+$`,
  "i",
);
// Who someone is, not what they are called: "the guy who fixes our ACs", "na the woman wey
// dey sell pepper", "someone from the bank"; and a kind said of them in small letters, "the
// new diesel supplier" ("XYZ Supplier", capitalised, is a name).
const DESCRIPTION = new RegExp(
  `^(?:(?:(?:the|a|an|one|that|this|some)\\s+)(?:[a-z-]+\\s+)?(?:guy|man|woman|lady|person|boy|girl|fellow|chap|dude|bloke|people|folks?)\\b|some(?:one|body)\\b|(?:[a-z-]+\\s+){1,3}${KIND_WORDS}$)`,
  "u",
);

function cleanName(raw: string): string | null {
  const value = raw
    .replace(/\s+/g, " ")
    // ("M/s Sharma Agro Exports": Messrs, as Indian books address a firm.)
    .replace(/^\s*m\/s\.?\s+/i, "")
    // "Tunde Bakare's details": whose details they are.
    .replace(/['’]s\s+(?:details|info(?:rmation)?|contact(?:\s+details)?|number|card)\b.*$/i, "")
    // ("add customer Tunde Bello!!": an exclamation ends a sentence, no name.)
    .replace(/[\s,.:;!?-]+$/, "")
    // (A legal form keeps its full stop: "Northwind Traders Inc.", "Brompton Tea Co.")
    .replace(/\b(Inc|Ltd|Co|Corp|Plc|Bros|Jr|Sr|Intl)$/i, (form) => (/[.]\s*$/.test(raw.trim()) ? `${form}.` : form))
    .trim();
  if (
    value.length < 2 ||
    NOT_A_NAME.test(value) ||
    DESCRIPTION.test(value) ||
    /^\d+$/.test(value) ||
    value.includes("@")
  )
    return null;
  // A sentence is no name ("Hey, we've started buying … can you add them"): too long, or
  // ending in whom it speaks of.
  // ("add am as supplier", "I no get him name yet": pidgin's "am" and "dem" are whom it speaks
  // of, and a word of time is no name.)
  if (
    value.split(" ").length > 8 ||
    /\b(?:them|him|her|it|us|me|you|am|dem)$/i.test(value) ||
    /^(?:yet|now|later|soon|today|tomorrow|again|too|also|first)$/i.test(value) ||
    // ("new supplier - 0809 … - name to follow", "name: TBC", "name not known yet": a name
    // promised, not given.)
    /^(?:name\s*[:=-]?\s*)?(?:to\s+(?:follow|come|be\s+(?:confirmed|advised|sent|given))|tb[acd]|pending|unknown|not\s+(?:known|sure|given)|n\/?a)(?:\s+(?:yet|later|soon))?$/i.test(
      value,
    )
  )
    return null;
  // ("add them to our contacts", "as supplier frm their email", "a new supplier record"): words about the contact;
  // ("the customer wey dey buy cement from us": who they are, in pidgin's "wey" or in "who".)
  if (
    /\b(?:who|which|wey)\b/i.test(value) ||
    /^(?:them|him|her|it|us|me|you|as|for|from|frm|their|his|its|our)\b|^(?:(?:customer|client|supplier|vendor|contact|employee|staff)\s+)?(?:record|profile|entry|details|info(?:rmation)?)$/i.test(
      value,
    )
  )
    return null;
  return value;
}

const blank = (text: string, pattern: RegExp) => text.replace(pattern, (words) => " ".repeat(words.length));

// A card's or a signature's company is the contact ("Company: Greenleaf Agro Ltd", or a
// line of its own ending in a legal form under the person's name and title).
const COMPANY_LABEL = /^[ \t]*(?:company|business|organi[sz]ation|firm)(?:\s+name)?\s*[:=–-]\s*([^\n]*?)[ \t]*$/im;
const COMPANY_LINE =
  /^[ \t]*((?!(?:please|pls|kindly|add|create|new|save|register|keep|record|put|enter|works?|worked|referred|at|by|from|with|of|for|in|via|ex|formerly)\b)[\p{Lu}\p{N}][^\n@|:;]*?\b(?:ltd|limited|inc|llc|llp|plc|co|corp|corporation|gmbh|company|enterprises?|ventures|industries|holdings|group)\.?)[ \t]*(?:[|,][ \t|,]*)?$/gimu;

function companyOfCard(masked: string): Found | null {
  if (masked.trim().split(/\n\s*/).length < 3) return null;
  // ("got this letterhead from our new cleaning company": a line in small letters is a
  // sentence about the company, not its name.)
  const match =
    COMPANY_LABEL.exec(masked) ?? [...masked.matchAll(COMPANY_LINE)].find((m) => /^[\p{Lu}\p{N}]/u.test(m[1]!)) ?? null;
  const value = match?.[1] && cleanName(match[1]);
  if (!match || !value) return null;
  const start = match.index + match[0].indexOf(match[1]!);
  return { value, start, end: start + match[1]!.length };
}

const KIND_OF_ROLE = new RegExp(`^(?:[a-z-]+\\s+){1,2}${ROLE_WORDS}$`, "u");

/** The contact's name, searched in text where emails, phones and the address are blanked out. */
export function findName(text: string, claimed: Found[] = []): Found | null {
  let masked = text;
  for (const span of claimed) {
    masked = masked.slice(0, span.start) + " ".repeat(span.end - span.start) + masked.slice(span.end);
  }
  // Neither politeness nor "not a customer or a supplier" is part of a name.
  masked = blank(blank(masked, /\b(?:please|pls|plz|kindly)\b\s*[?!.,:]*/gi), NEITHER);
  const company = companyOfCard(masked);
  if (company) return company;
  for (const pattern of NAME_PATTERNS) {
    const match = pattern.exec(masked);
    if (!match?.[1]) continue;
    // "Our new staff member is Blessing Okoro": the name follows the verb.
    const lead = /^(?:is|named|called)\s+/i.exec(match[1])?.[0].length ?? 0;
    const role = ROLE_BEFORE.exec(match[1].slice(lead))?.[0].length ?? 0;
    const value = cleanName(match[1].slice(lead + role));
    if (!value) continue;
    const start = match.index + match[0].indexOf(match[1]) + lead + role;
    // "add our landlord, Olumide Balogun": the role is who they are; the name is beside it.
    // ("add the new bus driver": a kind of the role, in small letters after an article, is one
    // too; "add supplier ade cleaners" names them.)
    if (
      ROLE.test(value) ||
      (KIND_OF_ROLE.test(value) && /\b(?:the|a|an|our|my|this|that)\s+(?:new\s+)?$/i.test(masked.slice(0, start)))
    ) {
      const beside = /^\s*[,:–—-]\s*([\p{Lu}][^,;\n()]*?)(?=\s*(?:[,;(\n]|$)|\s[-–—]\s)/u.exec(
        masked.slice(start + value.length),
      );
      const name = beside && cleanName(beside[1]!);
      if (name) {
        const at = start + value.length + beside.index + beside[0].indexOf(beside[1]!);
        return { value: name, start: at, end: at + beside[1]!.length };
      }
      // ("add the new diesel supplier", "thats Kemi Adeyemi, our new cashier": a role alone names no one.)
      continue;
    }
    const end = start + match[1].length - lead - role;
    // "Brompton Tea Co. as a supplier": the legal form's full stop ended the match. Before
    // a new sentence a shortened word keeps it ("Hooli Inc. Email is …"), but a contraction
    // takes none, so the stop is the sentence's ("Wessex Organic Ltd. Their accounts …").
    const sentenceEnds = /^\.\s+\p{Lu}/u.test(masked.slice(end));
    const stop =
      /\b(?:Inc|Ltd|Co|Corp|Plc|Bros|Intl)$/i.test(value) &&
      masked[end] === "." &&
      !(sentenceEnds && /\b(?:Ltd|Plc|Bros|Intl)$/i.test(value))
        ? "."
        : "";
    return { value: value + stop, start, end: end + stop.length };
  }
  return null;
}
