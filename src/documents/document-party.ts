// Who an invoice or bill is with, read from its prompt: the party's name and the text
// left for the items once the name is taken out.
//   "Invoice Acme Ltd for 3 hours of consulting …"     (after the document's word)
//   "sold 30 bags of cement to Chinedu Okafor at …"      (after "to"/"from")
//   "Kano Grains Ltd supplied 40 bags …"                 (before a verb or the document's word)
//   "New invoice – Funmilayo Adebayo" / a letterhead / an email's sign-off

import { lexiconAccount } from "../accounts/lexicon";
import { knownBankIn } from "../accounts/nuban";
import { sameContactName } from "../contacts/match";
import { findAmounts } from "../extraction/grammar/amounts";
import { ci } from "../extraction/grammar/any-case";
import { findDates } from "../extraction/grammar/dates";
import { DOCUMENT_CODE } from "../extraction/grammar/references";
import type { ExtractionSource } from "../extraction/types";
import { isCurrencyCode } from "../lib/locale";
import { escapeRegExp } from "../lib/regexp";

// (A name never runs onto the next line.)
export const NAME = String.raw`([A-Z0-9][\w&'.-]*(?:[^\S\n]+(?:[A-Z0-9&][\w&'.-]*|of|and|de|la))*)`;
/**
 * "Supplier: Globex", "our Hamburg supplier Kessler", "New Customer Ada": the word that
 * labels the party. Without a colon, never the last word of a name in capitals ("XYZ
 * Supplier  Inv 00441" names XYZ Supplier).
 */
// (Never the last word of a name: "XYZ Supplier: 50 cartons …" names XYZ Supplier, not "50".)
const NOT_IN_A_NAME = String.raw`(?<!\b(?!(?:New|Our|The|An?|Dear|Existing|Regular|Walk-in)\b)[A-Z][\w&'.-]*[^\S\n]+)`;
const partyLabel = (words: string) =>
  String.raw`(?:${NOT_IN_A_NAME}\b(?:${words})\s*:\s*|(?:(?=[a-z])|${NOT_IN_A_NAME})\b(?:${words})\s+)`;

/** Whether a party as read ("Received Halden") holds a word of a contact's name ("Halden & Rowe LLP"). */
export function sharesAWord(read: string, name: string): boolean {
  const words = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  const own = new Set(words(name));
  return words(read).some((w) => own.has(w));
}

/** Where the text names the business's known contact: the text before and after it. */
export function knownContactIn(text: string, known: { name: string; written: string }) {
  const at = text.toLowerCase().indexOf(known.written.toLowerCase());
  if (at < 0) return undefined;
  let end = at + known.written.length;
  end += /^['’]s\b/.exec(text.slice(end))?.[0].length ?? 0;
  return { name: known.name, before: text.slice(0, at), after: text.slice(end) };
}

// (Pidgin too: "invoice dem", "bill am".)
const PRONOUN = /^(?:him|her|them|it|us|me|dem|am|una|they)$/i;
/** "our landlord", "our lawyers": who the party is to the business, with its name after, if any. */
// ("a client in Texas, Lone Star Media LLC": where the party is, said before its name.)
// (The trades a business deals with: "our landlord", "the plumber".)
const TRADES =
  "landlord|lawyers?|solicitors?|accountants?|auditors?|transporters?|printers?|caterers?|mechanics?|plumbers?|electricians?|consultants?|agents?|cleaners?";
const ROLES = `${TRADES}|suppliers?|vendors?|customers?|clients?`;
const ROLE_WORDS = String.raw`^(?:${ci("our|my|the|an?")})\s+(?:${ci(ROLES)})`;
/** "Landlord (Adeyemi Properties) bill for …", "our lawyers (Adaeze Nwosu & Co) …": the name in brackets beside a role is the party. */
export const ROLE_NAMED_IN_BRACKETS = new RegExp(
  String.raw`(?<!\d[^\S\n]*(?:[a-z]+[^\S\n]+)?)\b(?:(?:${ci("our|my|the")})\s+)?(?:${ci(ROLES)})\s*\(\s*(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)([A-Z][^()\n\d]{1,60}?)\s*\)`,
  "g",
);
const PLACE_AT = String.raw`\s+(?:in|from|based\s+in|out\s+of)\s+`;
// (The place is one word in capitals, its comma optional: "our landlord in Ikoyi Olumide
// Balogun", "a client in Texas, Lone Star Media LLC"; the name is what follows it.)
const ROLE = new RegExp(String.raw`${ROLE_WORDS}(?:${PLACE_AT}[A-Z][\w'-]*,?)?(?:\s+(.+))?$`);
// (Two or three words when the party is read up to a comma and a name in capitals follows it:
// "a client in New York, Lone Star Media LLC", "our customer in Victoria Island, Olumide Balogun";
// not "our landlord in Ikoyi Olumide Balogun, rent 500k".)
const ROLE_PLACE_OF_WORDS = new RegExp(String.raw`${ROLE_WORDS}${PLACE_AT}[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){1,2},?$`);
const roleOf = (contact: string, after: string) =>
  (/^\s*,\s*[A-Z]/.test(after) && ROLE_PLACE_OF_WORDS.exec(contact)) || ROLE.exec(contact);
// The words that name a party run until something that is not part of a name: an
// amount or quantity, a date word, "for", "@", "x", punctuation or a bracket ("Cloudways
// Ltd (USD)", "Lekki Gardens Estate (new client)").
const NAME_STOP =
  /^(?:\d.*|[$€£₦].*|\(.*|for|at|@|x|on|dated?|date:?|today|yesterday|tomorrow|last|next|this|due|net|payable|to|from|of|with|inclusive|incl|plus|him|her|them|us|it|usd|gbp|eur|ngn|bought|ordered|purchased|took|collected|received|paid|wants|needs|requested|asked|is|was|has|have|got|dropped|delivered|brought|supplied|billed|invoiced|charged|emailed|\W+)$/i;
// ("Oga, Kano Grains don send bill", "Need an invoice out to ACME", "14 days from invoice
// date", "invoice should be dated last friday": a request, a greeting, a word of address or the document's own word is no name.)
// ("Their bill: labour 180,000": whose it is was said before.)
// ("Drove to Ikeja today, invoice him 150k", "Finished the Lekki job, bill them": the work done, said first.)
// ("pop an invoice through to Greenfield Interiors Ltd": the way it goes, no name.)
// ("yesterday sold 25 cartons of malt to bolanle stores …, pls invoice them": the sale said first.)
const REQUEST_WORD =
  /^(?:sold|drove|went|came|did|done|finished|completed|delivered|fixed|repaired|installed|serviced|supplied|worked|visited|travell?ed|returned|please|pls|plz|kindly|record|create|enter|raise|log|book|do|make|help|send|prepare|generate|issue|out|over|oga|madam|ma|sir|boss|hi|hello|hey|dear|abeg|bros|invoice|inv|bill|receipt|can|could|would|will|you|we|we['’]ve|i|i['’]ve|i['’]m|back-?date|quick|just|should|must|shall|needs?|is|was|their|his|through|thru|across|thanks|thank|thx|cheers)$/i;
const BARE_ROLE = new RegExp(`^(?:${TRADES})$`);
/** A name of two or more capitalised words standing alone as a clause, after a comma ("…, Adeyemi Properties"). */
const NAME_AS_CLAUSE =
  /[,;][^\S\n]*(?!(?:Last|Next|This|On|Due|Paid|Today|Yesterday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)([A-Z][\w&'.-]*(?:[^\S\n]+(?:[A-Z&][\w&'.-]*|of|and)){1,4})[^\S\n]*(?=[,;]|\.?[^\S\n]*$)/;
const PARTY_LEAD = /^(?:new\s+)?(?:customer|cust|client|sup+lier|vendor)\s*:?\s+/i;

// (After a count or a price in the same clause: "Back-date an invoice … for Chinedu Okafor;" is no work said.)
const WORK_FOR =
  /(?<=\d[^,;:.\n]{0,80})\bfor\s+((?!(?:The|Our|A|An|My)\b)\p{Lu}[\w&'.-]*(?:\s+\p{Lu}[\w&'.-]*){1,4})(?=\s+(?:at|@)\s|\s*@|\s*[,:;]|\s*$)/u;

/** A document's number standing for a whole word ("INV-2026-031", "#SP-114"): never a party's name. */
export const A_CODE = new RegExp(`^${DOCUMENT_CODE.source}$|^#\\S*\\d`);

/** Short forms inside a business's name, whose full stop ends no name ("Power Gen Services Nig. Ltd"). */
const NAME_SHORT_FORM = /^(?:nig|bros|intl|int'l|ent|ind|mfg|svcs|assoc)$/i;

export function nameFrom(words: string): string | null {
  // ("Invoice 'Harrington & Co Ltd' £950 …": the quotes around a name are no part of it.)
  const tokens = words
    .replace(PARTY_LEAD, "")
    .replace(/^\s*['‘“"]([^'’”"\n]{2,60})['’”"]/, "$1")
    .split(/\s+/);
  if (REQUEST_WORD.test((tokens[0] ?? "").replace(/[,:;.!]+$/, ""))) return null;
  // ("INVOICE No. 0147": the document's number, no name.)
  if (/^(?:no|number|num|#)\.?:?$/i.test(tokens[0] ?? "") && /\d/.test(tokens[1] ?? "")) return null;
  // ("in favour of Mr. Chinedu Okafor": a title with its full stop before a name is no part
  // of it; "Mr Biggs Catering" is a business's name.)
  if (/^(?:mr|mrs|ms|dr)\.$/i.test(tokens[0] ?? "") && /^[A-Z]/.test(tokens[1] ?? "")) tokens.shift();
  // ("payable 14 days from the invoice date", "from the end of the month", "for the sum of …": no party.)
  if (
    /^the$/i.test(tokens[0] ?? "") &&
    /^(?:invoice|bill|date|end|day|month|week|start|delivery|due|sum|amount|total|balance)\b/i.test(tokens[1] ?? "")
  )
    return null;
  // ("Invoice dated 16-03-2026, credit period 30 days", its date moved to the end: the terms, no party.)
  if (/^(?:credit|payment)$/i.test(tokens[0] ?? "") && /^(?:period|terms?|days?|limit|note)\b/i.test(tokens[1] ?? ""))
    return null;
  const name: string[] = [];
  for (const [i, token] of tokens.entries()) {
    // ("Cape Packaging (Pty) Ltd", "Tata Motors (Pvt) Ltd": a legal form in brackets is part of the name.)
    if (name.length && /^\((?:pty|pvt|private|proprietary)\)$/i.test(token)) {
      name.push(token);
      continue;
    }
    const bare = token.replace(/[,:;.?!\-–—]+$/, "");
    // ("Halden & Rowe LLP": an ampersand joins a name's words.)
    if (!bare || (bare !== "&" && NAME_STOP.test(bare)) || findAmounts(bare).length || A_CODE.test(bare)) break;
    // ("Lakeshore Coffee Roasters CAD 2,400": a currency's code before the sum ends the name.)
    if (/^[A-Z]{3}$/.test(bare) && isCurrencyCode(bare) && /^\d/.test(tokens[i + 1] ?? "")) break;
    // ("CloudNest Inc. (new vendor)": a legal form keeps its full stop.)
    name.push(/^(?:inc|ltd|co|corp|plc)$/i.test(bare) && token.startsWith(`${bare}.`) ? `${bare}.` : bare);
    // ("Power Gen Services Nig. Ltd", "Adewale Bros. Enterprises": a short form's full stop goes on.)
    if (token === `${bare}.` && NAME_SHORT_FORM.test(bare)) {
      name[name.length - 1] = token;
      continue;
    }
    if (bare !== token) break; // "Bolanle Stores," ends at its punctuation
    // ("Spectranet Ltd internet subscription 25,000": a name ends at its legal form.)
    if (/^(?:ltd|limited|plc|inc|llc|llp|gmbh)$/i.test(bare)) break;
  }
  // ("invoice for the 2 used generators": an article alone is no name.)
  const said = name.join(" ");
  return name.length &&
    name.length <= 6 &&
    /[a-z]/i.test(said) &&
    !/^(?:the|a|an|this|that|these|those|our|my|some)$/i.test(said)
    ? said
    : null;
}

/**
 * A pasted document's first line (its first cell: "XYZ Supplier  Inv 00441  14 Mar 2026"),
 * when the words after it name it an invoice or bill (under its title, "BILL / INVOICE", "TAX
 * INVOICE", when it has one on a line of its own).
 */
// (A request may stand above it, a paragraph of its own: "Please record the bill below, …\n\nLekki Print House Ltd".)
const LETTERHEAD =
  /^\s*(?:[^\n]*\b(?:please|pls|kindly|record|enter|post|log|below|attached|here(?:'s| is)|this\s+(?:one|bill|invoice))\b[^\n]*\n[^\S\n]*\n\s*)?(?:(?:(?:tax|sales|commercial|pro-?forma)\s+)?(?:bill|invoice)(?:[^\S\n]*[/&|][^\S\n]*(?:bill|invoice))*[^\S\n]*\n\s*)?([A-Z][^\n|]*?)(?=[\s\S]*\b(?:invoice|inv|bill)\b)(?:[^\S\n]{2,}[^\n]*|[^\S\n]*(?:[-–—|][^\n]*)?)\n/i;
/**
 * The line under a letterhead held only its phone, registration numbers or street address
 * (blanked by spelledRight, same length): a business's details under its name.
 */
const DETAILS_BELOW = /^[^\S\n]*[^\w\n]{0,12}[^\S\n]{5,}[^\w\n]*[^\S\n]*(?:\n|$)/;
/** "bill globex 250k consultancy net 45": a bill's supplier written straight after the word, its price after it. */
const BILL_NAME_PRICE =
  /^\s*(?:(?:please|pls|kindly)\s+)?(?:bill|invoice)\s+(?!(?:from|frm|for|to|of|dated|no|ref|number)\b)([a-z][\w&'.-]*(?:[^\S\n]+[a-z][\w&'.-]*){0,3})[^\S\n]+(?=(?:[₦$£€]|ngn[^\S\n]*|n(?=\d))?\d)/i;
/** The company an email signs off with ("Regards,\nEbun Logistics Ltd"). */
const SIGN_OFF =
  /\n[^\S\n]*(?:(?:best|kind|warm)\s+)?(?:regards|thanks|thank\s+you|sincerely|cheers|yours\s+(?:faithfully|sincerely))[,.!]*[^\S\n]*\n(?:[^\n]*\n){0,3}?[^\S\n]*([A-Z][^\n]*?)[^\S\n]*(?:\n|$)(?![\s\S]*\b(?:ltd|limited|plc|inc|llc|llp)\b)/i;
/** An email that ends with its sender's name alone, a paragraph of one line ("…\n\nSwiftPrint Nigeria"). */
const LAST_LINE = /\n[^\S\n]*\n[^\S\n]*([A-Z][^\n]*?)[^\S\n]*\s*$/;
/** An email header's sender by name ("From: ShipFast Logistics Ltd <billing@shipfast.example>"). */
const EMAIL_SENDER = /^[^\S\n]*from[^\S\n]*:[^\S\n]*["']?([^<"'\n]+?)["']?[^\S\n]*<[^>\s]+@[^>\s]+>/im;
/** A name that is a business's: its legal form or trade word, or written in capitals. */
const COMPANY_LIKE =
  /\b(?:ltd|limited|plc|inc|llc|llp|gmbh|enterprises?|ventures|stores|mart|company|co|& co|nig|nigeria|services|supplies|suppliers?|logistics|trading)\.?$|^[^a-z]+$/i;

type Slot = { name: string; rest: string };
/** A party's words as one pattern found them: where its name stands in the text. */
interface Found {
  text: string;
  m: RegExpExecArray;
  /** What the pattern's group held. */
  written: string;
  /** The name read from it. */
  name: string;
  from: number;
  at: number;
}
/** What a pattern leaves for the items, or undefined when its reading is no party after all. */
type Take = (f: Found) => Slot | undefined;

/** The items follow the name. */
const itemsAfterName: Take = (f) => ({ name: f.name, rest: f.text.slice(f.at) });
/** The items follow the whole phrase the pattern matched. */
const itemsAfterMatch: Take = (f) => ({ name: f.name, rest: f.text.slice(f.m.index + f.m[0].length) });
/** "… printer paper from Office Mart at ₦12,000 per carton": the items on both sides of the name. */
const itemsAround: Take = (f) => ({ name: f.name, rest: `${f.text.slice(0, f.m.index)} ${f.text.slice(f.at)}` });
/**
 * A letterhead's or sign-off's name, taken only when it stands whole and looks like a
 * business's (or details stand under the letterhead); blanked where it stands, the rest kept.
 */
const namedOnItsOwn =
  (detailsMayShow: boolean): Take =>
  (f) => {
    const detailed = detailsMayShow && DETAILS_BELOW.test(f.text.slice(f.m.index + f.m[0].length));
    if (f.name !== f.written.trim() || !(COMPANY_LIKE.test(f.name) || detailed)) return undefined;
    return { name: f.name, rest: f.text.slice(0, f.from) + " ".repeat(f.name.length) + f.text.slice(f.at) };
  };

/** "New invoice – Funmilayo Adebayo" (the items on the lines below), "Enter vendor bill — Brightway, …". */
// ("Inv 204 - ota farms - 3 bags …", "Bill, Siemens AG, €1,200 …": a note's first field is the
// document's word, with its number or not, then a comma or a dash before the party.)
// ("Bill, Siemens AG, …": a comma after the word as a note's field; "Bill, urgent, from Eko
// Fuels" or "Invoice, as agreed, Ada Obi" is an aside, no party.)
const HEADING =
  /^\s*(?:(?:please|pls|kindly)\s+)?(?:(?:new|enter|record|log|add|create|post|book)\s+)?(?:(?:a|an|the|new|vendor|supplier|purchase|customer|sales)\s+)*(?:bill|invoice|inv)(?:[^\S\n]+(?:no\.?[^\S\n]*|#[^\S\n]*)?[A-Z]{0,4}[-/]?\d[\w/-]*)?\s*(?:[-–—:|]|,(?!\s*(?:\d|(?:urgent|asap|as\s+(?:agreed|discussed|promised)|please|pls|kindly|thanks|again|also|too|from|for|to|of|the|this|that|our|my|same|today|yesterday)\b)))\s*([^\n]+)/i;
/** "kaduna agro – 30 bags maize x 38,000", "bill - Swiftlink Broadband Ltd - internet …": the party first, a dash after it. */
const NAME_THEN_DASH =
  /^\s*(?:(?:bill|invoice|inv)\s*[-–—:]\s*)?(?!new\s+(?:bill|invoice|inv)\b|(?:bill|invoice|inv)\s*[-–—:])([a-z][^–—\n]*?)\s+[–—-]\s+/i;
/**
 * "Plant hire bill – Julius Okon Equipment Ltd", "Vet bill 16/03/2026 – Yusuf Veterinary
 * Services: …": what the document is for, its word, then a business's name after a dash.
 */
const WHAT_FOR_THEN_DASH =
  /^\s*(?:[A-Za-z][\w'-]*[^\S\n]+){1,3}?(?:bill|invoice|inv)\b[^\n–—-]{0,12}?[^\S\n][–—-][^\S\n]+([A-Z][^\n]*)/i;
/** "Send Müller GmbH an invoice for …", "give ACME the invoice": the party between the verb and the document. */
const BETWEEN_VERB_AND_INVOICE =
  /\b(?:send|give|issue|raise|prepare|make|email)\s+((?!(?:an?|the|this|that|out|over|me|us|our|sure|it|up)\b)[^\n,;]+?)\s+(?:an?|the|their|his|her|this)\s+(?:invoice|inv)\b/i;
/**
 * "Just finished a wedding cake for Grace Adebayo. Can you invoice her 150k?": the document
 * made out to a pronoun, whom the text named before it (after "for" or "to").
 */
// ("Drove to Ikeja for the CCTV install, invoice him 150k", "Went to Lekki for the repairs":
// a place someone went to names no one; "25 crates … went to Lekki Gardens Estate" are goods
// that went to the customer.)
const GONE = String.raw`(?:\b(?:${ci("drove|driving|travell?ed|flew|walked|rode|headed|trip|journey")})|(?:^|[.!?;,\n]\s*|\b(?:${ci("i|we|he|she|they|just")})\s+)(?:${ci("went|go|going|came|come|returned")}))`;
const NAMED_BEFORE_PRONOUN = new RegExp(
  String.raw`\b(?:${ci("for")}|(?<!${GONE}\s+)${ci("to")})\s+${NAME}(?=[^\n]*?\b(?:invoice|inv|bill|charge)\s+(?:her|him|them)\b)`,
);
/** "… to Chinedu Okafor at …", or "To: Brightstar Hotels Ltd, 7 Ozumba …" on a line of its own. */
const TO_PARTY = new RegExp(
  String.raw`(?<!${GONE}\s+)\bto\s+([A-Z].+)|` +
    /^[^\S\n]*(?:(?:[Bb]ill(?:ed)?|[Ss]old|[Ii]nvoice(?:d)?|BILL(?:ED)?|SOLD)\s+)?(?:[Tt]o|TO)\s*:\s*([A-Z].+)/.source,
  "m",
);
const FROM_PARTY = /\b(?:from|frm)(?:\s*:)?\s+(.+)/i;
/**
 * "yesterday sold 25 cartons of malt to bolanle stores at 7,200 a carton": typed in small
 * letters, whom the goods were sold to, closed by their price or the clause's end (never
 * "to the market", "to them").
 */
const SOLD_TO =
  /\b(?:sold|supplied|delivered)\b[^\n.;]*?\bto\s+((?!(?:the|a|an|our|my|their|his|her|them|him|us|me|you|site|market)\b)[a-z][\w&'.-]*(?:[^\S\n]+(?!(?:at|for|on|@)\b)[a-z][\w&'.-]*){0,3})(?=[^\S\n]+(?:at|@|for|on)\b|[^\S\n]*@|[^\S\n]*[,;.]|[^\S\n]*$)/;
/**
 * "enter bill for Adewale Block Industry: 500 blocks …", "bill for Chika Packaging - 20
 * rolls …": on a bill, a name in capitals after "for", closed by a colon, dash or comma
 * before the items, is whose bill it is (never what it is for: "bill for Office Rent:",
 * "bill for March:").
 */
// (Only the request opening the text: "Kano Grains bill for Rice Supply: …" is Kano Grains'.)
const BILL_FOR_NAME = new RegExp(
  String.raw`^\s*(?:(?:${ci("please|pls|kindly")})\s+)?(?:(?:${ci("enter|record|add|log|post|book|create|new|a|an|the")})\s+)*${ci("bill")}[^\S\n]+${ci("for")}[^\S\n]+${NAME}(?=[^\S\n]*(?::|,|[–—]|[^\S\n]-[^\S\n]|\n))`,
);
/**
 * "Kindly raise an invoice in favour of Ota Farms Ltd for …", "an invoice dated 9th March in
 * favor of ACME LLC": the formal letter's way of naming whom an invoice is made out to.
 */
const IN_FAVOUR_OF = /\bin\s+favou?r\s+of\s+(.+)/i;
/** "…, vendor is Softcom Solutions Ltd, due in 10 days": the party named by its role, wherever it stands. */
const ROLE_IS = /\b(?:[Vv]endor|[Ss]upplier|[Cc]ustomer|[Cc]lient)\s+(?:is|was|=)\s+([A-Z][^\n,;:]*)/;
/**
 * "log a bill: ₦2,750,000 office rent for Q2, Landmark Properties Ltd, due 1st April":
 * a business's name in its legal form, standing alone between commas, dashes or colons.
 */
const STANDALONE_COMPANY =
  /(?:^|[,;:—–]\s*|\s-\s+)([A-Z][\w&'.-]*(?:[^\S\n]+(?:[A-Z&][\w&'.-]*|of|and))*[^\S\n]+(?:Ltd|Limited|Plc|PLC|Inc|LLC|LLP|GmbH|Enterprises|Ventures|Nig(?:eria)?(?!\.?[^\S\n]+(?:Ltd|Limited|Plc|PLC)\b)|& Co)\.?)(?=\s*(?:[,;:—–]|\s-\s|\.(?:\s|$)|$))/;
/**
 * "Feb claims batch for Wellspring HMO Ltd, total N1,845,600. Invoice them …": on an
 * invoice, a business in its legal form after "for", ending its clause, is the customer.
 */
const FOR_COMPANY = new RegExp(
  String.raw`\bfor\s+${STANDALONE_COMPANY.source.slice(STANDALONE_COMPANY.source.indexOf("([A-Z]"))}`,
);
/** "It's Eko Fuels Ltd, 800 litres …", "This is from Globex:": the party named by what it is. */
const IT_IS =
  /\b(?:[Ii]t['’]s|[Ii]t\s+is|[Tt]his\s+is|[Tt]hey['’]re|[Tt]hey\s+are)\s+(?:from\s+)?(?!(?:VAT|Tax|GST|Due|Net|Payable|Inclusive|Exclusive)\b)([A-Z][^\n,;:.]*)/;
/**
 * "Sparkle Cleaners just dropped off their bill for …", "Chukwuma Electricals finished
 * rewiring the warehouse. Their bill: …": the business opening the text, whose bill it is
 * said after what it did (no count or sum between); never their document's number
 * ("XYZ Supplier bill, their inv no. 2231 - …": the number is kept out of the items).
 */
const SUBJECT_THEIR_DOCUMENT =
  /^[\s\-–—,:]*([A-Z][\w&'.-]*(?:[^\S\n]+[A-Z&][\w&'.-]*)*)[^\S\n]+[a-z][^.!?\n\d]*?[.!?,;]?\s*(?:[Tt]heir|[Hh]is|[Hh]er)\s+(?:bill|invoice|inv)\b(?!\.?\s*(?:no\.?|number|#))/;

/**
 * "Add bill: 2 flights Lagos-Port Harcourt @ ₦138,000, Air Peace, dated 12th March": on a
 * bill, a name in capitals standing alone as a clause right after the items' price.
 */
const NAME_AFTER_PRICE =
  /(?<=\d(?:[^\S\n]*(?:each|ea|per\s+\w+))?)[^\S\n]*[,;][^\S\n]*([A-Z][\w&'.-]*(?:[^\S\n]+[A-Z&][\w&'.-]*){0,3})[^\S\n]*(?=[,;]|\.?[^\S\n]*$)/;
/** Capitalised words that are no business: a month, a day, the tax, money's own words. */
const NOT_A_SUPPLIER =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|vat|tax|cash|paid|pos|transfer|total|thanks?|ok|okay|asap|eom)\b/i;

/** "Rivers Agro Supplies: 15 drums of palm oil …": a name of two or more capitalised words opening the text, a colon after it. */
const NAME_THEN_COLON = /^\s*([A-Z][\w&'.-]*(?:[^\S\n]+[A-Z&][\w&'.-]*)+)\s*:\s+(?=\S)/;

/**
 * "Lagos Water Corporation acc N21 800, due month-end": a name of two or more capitalised
 * words opening the text, then its sum (after "acc", "a/c" or the document's word).
 */
const NAME_THEN_SUM =
  /^\s*([A-Z][\w&'.-]*(?:[^\S\n]+[A-Z&][\w&'.-]*)+)[^\S\n]+(?:(?:acc(?:ount)?|a\/c|bill|inv(?:oice)?)\.?[^\S\n]+)?(?=(?:[₦$£€]|NGN[^\S\n]?|N)?\d)/;

/** "invoice ota farms …", "bill ACME for …", "bill from Globex", "we owe Kano Grains …": after the verb, in any case. */
function afterVerb(kind: "invoice" | "bill"): RegExp {
  const after =
    kind === "invoice"
      ? String.raw`(?:invoice|inv|bill|charge|raise invoice for)\s+(?:(?:addressed|made\s+out|issued|made)\s+to\s+|to\s+|for\s+|on\s+(?!(?:credit|account|behalf|the|an?|receipt|delivery)\b))?`
      : String.raw`(?:bill|invoice)\s+(?:from|frm)\s+|(?:we\s+)?(?:owe|owing)\s+`;
  return new RegExp(String.raw`\b(?:${after})(.+)`, "i");
}

/**
 * A sum written as money ("$120", "N28,500", "45k") standing before the party's name in
 * capitals ("1.2 million naira worth of rice, … for Bolanle Stores — invoice" names no "naira worth").
 */
const LEADING_SUM = String.raw`(?:(?:[₦$£€]|NGN\s*|N(?=\d))\d[\d,]*(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?[kKmM])`;

/**
 * "Ikeja Electric bill for …", "Kano Grains Ltd supplied …", "got amazon web services'
 * invoice …", "$120 DigitalOcean invoice for servers": the party before the document's
 * word or a verb of sending (a sum before the name is the price, kept for the items). In capitals when
 * the text has any ("Create an invoice …" names no party: a request is no name); a text
 * typed all in lower case may name it so too.
 */
// (Within one sentence: "pry 4 second term fees 240k, due 13th april. send inv" names no party;
// a legal form's full stop is no sentence's end: "Shenzhen Brightlight Electronics Co. bill:".)
function beforeDocumentWord(text: string): RegExp {
  // ("lagos water corporation bill 21,500 VAT inclusive": a tax's or currency's code in capitals
  // leaves a text typed in lower case.)
  const capitals = /[A-Z]/.test(text.slice(0, 40).replace(/\b(?:VAT|GST|WHT|NGN|USD|GBP|EUR|POS|ATM)\b/g, ""));
  return new RegExp(
    String.raw`^\s*(?:(?:[Oo]ga|[Mm]adam|[Ss]ir|[Bb]oss|[Bb]ros|[Aa]beg)[,!]?\s+)?(?:[Pp]lease\s+|[Pp]ls\s+|[Kk]indly\s+)?(?:(?:(?:[Ww]e|I)(?:['’]ve|\s+have)?(?:\s+just)?\s+)?(?:[Gg]ot|[Rr]eceived|[Rr]ecieved|[Rr]ecord|[Ee]nter|[Pp]ost|[Ll]og|[Bb]ook)\s+(?:the\s+)?)?${capitals ? String.raw`(?:${LEADING_SUM}\s+)?` : ""}(?!(?:Create|Record|Raise|Make|Add|Enter|Post|Send|Issue|Prepare|Generate|Draft|Log|Book|New|An?|The|Vendor|Supplier|Purchase|Customer|Sales)\b)(${capitals ? "[A-Z]" : "[a-z]"}(?:(?!(?<!\b(?:[Cc]o|[Ii]nc|[Ll]td|[Cc]orp|[Bb]ros|[Nn]ig|CO|INC|LTD|CORP))\.\s)[^:;\n])*?)(?:['’]s|(?<=s)['’])?(?:(?<!\b(?:[Cc]o|[Ii]nc|[Ll]td|[Cc]orp|[Bb]ros|[Nn]ig|CO|INC|LTD|CORP))\.)?\s+(?:(?:total|monthly|weekly|quarterly|annual|yearly|final|interim|latest|usual|regular)\s+(?=bill|invoice))?(?:invoice|inv|bill|supplied|sent|invoiced|billed|charged|owes|took|bought|ordered|collected|purchased|stayed|hired|rented|delivered|don\s+(?:send|bring|supply|deliver))\b(?!\s+to\b)`,
    capitals ? "" : "i",
  );
}

/**
 * The ways a party is named when the sentence is not "invoice <Name> for ...", in the order
 * tried. A heading that names the party comes before any "from" in the sentence ("Enter
 * supplier invoice: ABC Transport Co, haulage of grain from Kano, …").
 */
function partyPatterns(kind: "invoice" | "bill", text: string): { pattern: RegExp; take: Take }[] {
  return [
    { pattern: ROLE_IS, take: itemsAround },
    ...(kind === "invoice" ? [{ pattern: IN_FAVOUR_OF, take: itemsAround }] : []),
    // ("His bill is 25k": the words joining the bill to its sum are no item.)
    {
      pattern: SUBJECT_THEIR_DOCUMENT,
      take: (f) => ({
        name: f.name,
        rest: f.text.slice(f.m.index + f.m[0].length).replace(/^\s*(?:is|was|came\s+to|comes\s+to)\b/i, ""),
      }),
    },
    { pattern: HEADING, take: itemsAfterName },
    // (Before "invoice for …": "Send Chinedu Okafor an invoice for interior design" names its party first.)
    ...(kind === "invoice" ? [{ pattern: BETWEEN_VERB_AND_INVOICE, take: itemsAfterMatch }] : []),
    { pattern: afterVerb(kind), take: itemsAfterName },
    // (The request to the pronoun is no part of the items: "Can you invoice her".)
    ...(kind === "invoice"
      ? [
          {
            pattern: NAMED_BEFORE_PRONOUN,
            take: (f: Found) => {
              const around = itemsAround(f)!;
              return {
                ...around,
                rest: around.rest.replace(
                  /\b(?:(?:can|could|would|will|pls|please)\s+)*(?:you\s+)?(?:(?:please|pls|kindly)\s+)?(?:invoice|inv|bill|charge)\s+(?:her|him|them)\b/gi,
                  (m) => " ".repeat(m.length),
                ),
              };
            },
          },
        ]
      : []),
    // (Never a bank the money came from: "Con Edison bill … - I paid it right away from Chase".)
    {
      pattern: kind === "invoice" ? TO_PARTY : FROM_PARTY,
      take: (f) => (kind === "bill" && knownBankIn(f.name) !== null ? undefined : itemsAround(f)),
    },
    // (The items are the sale around the name: "sold 25 cartons of malt … at 7,200 a carton".)
    ...(kind === "invoice"
      ? [
          {
            pattern: SOLD_TO,
            take: (f: Found) => ({
              name: f.name,
              rest: `${f.text.slice(0, f.from).replace(/\bto\s*$/i, "")} ${f.text.slice(f.at)}`,
            }),
          },
        ]
      : []),
    ...(kind === "bill"
      ? [
          {
            pattern: BILL_FOR_NAME,
            take: (f: Found) =>
              f.name === f.written.trim() &&
              /[a-z]{2}/.test(f.name) &&
              !NOT_A_SUPPLIER.test(f.name) &&
              !lexiconAccount("expense", f.name)
                ? itemsAfterMatch(f)
                : undefined,
          },
        ]
      : []),
    // (Only a business's name after the dash: "Kano Grains bill - 30 bags …" is read below.)
    { pattern: WHAT_FOR_THEN_DASH, take: (f) => (COMPANY_LIKE.test(f.name) ? itemsAfterName(f) : undefined) },
    {
      pattern: beforeDocumentWord(text),
      // "Kaduna Agro Enterprises — 60 crates of eggs …, bill dated the 19th": the items
      // stand between the name and the word "bill".
      take: (f) => {
        // ("N28,500 MTN Nigeria bill for the office phone lines": the sum before the name is the price.)
        const lead = f.text.slice(f.m.index, f.from);
        const sum = findAmounts(lead).length ? lead : "";
        // ("Lagos Water Corporation water bill": what the bill is for, in small letters after the name, is its item.)
        const what = /^(.*[A-Z]\S*)((?:\s+[a-z][a-z-]*)+)$/.exec(f.name);
        if (what && lexiconAccount("expense", what[2]!))
          return { name: what[1]!, rest: `${sum} ${what[2]} ${f.text.slice(f.m.index + f.m[0].length)}` };
        const slot = f.name !== f.written.trim() ? itemsAfterName(f) : itemsAfterMatch(f);
        return sum && slot ? { ...slot, rest: `${sum} ${slot.rest}` } : slot;
      },
    },
    {
      pattern: NAME_THEN_DASH,
      // (Only a whole name before the dash, never the start of a sentence.)
      // ("Covenant Chapel (new customer) – outdoor catering …", "Alhaji Sani Properties (landlord,
      // annex building) — 1st term rent …": a note in words after a name in capitals; "Sheet1 (USD) —
      // rate 1,560" is a sheet's title.)
      take: (f) =>
        (f.name !== f.written.trim() &&
          !(/^[A-Z]/.test(f.name) && /^\s*\([^()\d]*[a-z][^()\d]*\)\s*$/.test(f.written.slice(f.name.length)))) ||
        /\b(?:bill|invoice|inv)\b/i.test(f.name)
          ? undefined
          : itemsAfterMatch(f),
    },
    {
      pattern: NAME_THEN_COLON,
      // (Never a label: "Payment Terms: 30 days", "Sales Invoice:".)
      take: (f) =>
        /\b(?:bill|invoice|inv|terms?|date|total|amount|vat|tax|due|description|qty|price|payment|ref|reference|notes?|items?|subject|re)\b/i.test(
          f.name,
        ) || f.name !== f.written.trim()
          ? undefined
          : itemsAfterMatch(f),
    },
    { pattern: NAME_THEN_SUM, take: (f) => (f.name === f.written.trim() ? itemsAfterMatch(f) : undefined) },
    // (A whole name only: "it's VAT inclusive" names no party.)
    { pattern: IT_IS, take: (f) => (f.name === f.written.trim() ? itemsAfterName(f) : undefined) },
    { pattern: STANDALONE_COMPANY, take: (f) => (f.name === f.written.trim() ? itemsAround(f) : undefined) },
    ...(kind === "invoice"
      ? [{ pattern: FOR_COMPANY, take: (f: Found) => (f.name === f.written.trim() ? itemsAround(f) : undefined) }]
      : []),
    // A supplier's invoice pasted whole: its letterhead names it on the first line, or its
    // sign-off on the last ones; "bill globex 250k consultancy": the supplier right after
    // the word, the price after the name.
    ...(kind === "bill"
      ? [
          { pattern: LETTERHEAD, take: namedOnItsOwn(true) },
          { pattern: SIGN_OFF, take: namedOnItsOwn(false) },
          { pattern: BILL_NAME_PRICE, take: itemsAfterMatch },
          { pattern: LAST_LINE, take: namedOnItsOwn(false) },
          {
            pattern: NAME_AFTER_PRICE,
            take: (f: Found) =>
              f.name === f.written.trim() && !NOT_A_SUPPLIER.test(f.name) && knownBankIn(f.name) === null
                ? itemsAround(f)
                : undefined,
          },
        ]
      : []),
  ];
}

/** The name a pattern's words hold: "water corp (lagos water corporation) sent …" gives the name in full in brackets. */
function nameIn(written: string): string | null {
  const short = nameFrom(written);
  const full =
    short && new RegExp(`^\\s*${escapeRegExp(short)}\\s*\\(([a-z][a-z&'. -]{3,60})\\)`, "i").exec(written)?.[1];
  // (Only the same name longer, sharing its words: "Harrow & Finch Ltd (new client)" is a note.)
  const sameName =
    full &&
    full.trim().split(/\s+/).length > 1 &&
    short!
      .toLowerCase()
      .split(/\s+/)
      .every((w) =>
        full
          .toLowerCase()
          .split(/\s+/)
          .some((f) => f.startsWith(w)),
      );
  return sameName ? full.trim() : short;
}

/** The party by the first of partyPatterns that names one, and the text left for the items. */
function partySlot(kind: "invoice" | "bill", text: string): Slot | null {
  for (const { pattern, take } of partyPatterns(kind, text)) {
    const m = pattern.exec(text);
    // (The party is the first group, or the second where a pattern has two ways to name it.)
    const written = m?.[1] ?? m?.[2];
    if (!m || !written) continue;
    const name = nameIn(written);
    if (!name) continue;
    const from = m.index + m[0].indexOf(written) + written.indexOf(name);
    const slot = take({ text, m, written, name, from, at: from + name.length });
    if (slot) return slot;
  }
  return null;
}

/** "invoice in pounds to …": the currency the document is in, said where a party may stand. */
const IN_CURRENCY = /\b(?:in|into)\s+(?:pounds?(?:\s+sterling)?|dollars?|euros?|naira|usd|gbp|eur|ngn)\b/gi;

/**
 * The words before a party that are not its name, blanked (same length, so the rest keeps
 * its place): a date that opens the text ("March 9, 2026 — Halden & Rowe LLP invoice …",
 * "Last Thursday Arik Air invoiced us …", "Two days ago we supplied …") and the currency
 * said after the document's word. The dates and currency are read from the whole text.
 */
function withoutLeadIn(text: string, today: string): string {
  const opening = findDates(text.slice(0, 60), today).find((d) => text.slice(0, d.start).trim() === "");
  const blank = (w: string) => " ".repeat(w.length);
  const dated = opening
    ? blank(text.slice(0, opening.end)) + text.slice(opening.end).replace(/^[\s,;:—–-]*/, blank)
    : text;
  return dated.replace(IN_CURRENCY, blank);
}

/**
 * The invoice's customer or the bill's supplier, and the text left for the items: first
 * "invoice <Name> …" / "Supplier: <Name>" in the name's own capitals, then partySlot's
 * patterns; a role ("our landlord Olumide Balogun") gives way to the name beside it, and
 * the business's known contact wins where the sentence's shape hid it. `known` says where
 * the text names that contact.
 */
export function documentParty(
  kind: "invoice" | "bill",
  said: string,
  source: ExtractionSource,
): { contact: string | null; rest: string; known: ReturnType<typeof knownContactIn> } {
  const text = withoutLeadIn(said, source.today);
  const patterns =
    kind === "invoice"
      ? [
          new RegExp(
            String.raw`\b${ci("invoice")}[^\S\n]+(?:${ci("to")}\s*:?\s+|${ci("for")}\s*:?\s+)?(?:${ci("customer")}\s+|${ci("client")}\s+)?${NAME}(?!\w)(?:\s*(?:for\b|:|-|–|—|,|with\b)|[^\S\n]*\n)`,
          ),
          // ("Harvest sales — new buyer Sahel Commodities Ltd, 18 tonnes …": a buyer is the customer;
          // "Debtor: ACME LLC", the British bookkeeper's word for one.)
          new RegExp(
            String.raw`${partyLabel(`${ci("customer")}|${ci("client")}|${ci("buyer")}|${ci("debtor")}`)}${NAME}`,
          ),
        ]
      : [
          new RegExp(
            String.raw`\b(?:${ci("bill")}|${ci("invoice")}|${ci("purchase")})\s+(?:${ci("from")}|${ci("frm")})\s+${NAME}(?!\w)(?:\s*(?:for\b|:|-|–|—|,|with\b)|[^\S\n]*\n)`,
          ),
          // ("Creditor: Eko Fuels Ltd.": the British bookkeeper's word for the supplier.)
          new RegExp(String.raw`${partyLabel(`${ci("supplier")}|${ci("vendor")}|${ci("creditor")}`)}${NAME}`),
        ];
  let contact: string | null = null;
  let itemsFrom = 0;
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    // "Invoice him, due on receipt", "INVOICE INV-2026-031 - …": the party is named elsewhere in the text.
    const read = m?.[1]?.replace(/\s+(?:for|with)$/i, "").trim();
    // ("pls bill from xyz supplier 5 pallets …": a count after the word is no party's name;
    // "INVOICE No. 0147": nor is the document's number.)
    const aCount =
      (m !== null && !m[0].includes(":") && /^\d[\d,.]*(?:\s|$)/.test(read ?? "")) ||
      /^(?:no\.?|number|num|#)\s*[:#]?\s*[\w/-]*\d/i.test(read ?? "");
    // ("Invoice INV-0042 to Bolanle Stores": the head of the document's number is no name.)
    const codeHead = m !== null && /^[-/]\d/.test(text.slice(m.index + m[0].indexOf(m[1]!) + m[1]!.length));
    if (m && read && !PRONOUN.test(read) && !A_CODE.test(read) && !aCount && !codeHead) {
      // ("New client: Lekki Gardens Estate Ltd. Invoice them …", "Creditor: Eko Fuels Ltd. 2,500
      // litres …": the name ends with its sentence.)
      contact = m[1]!
        .split(/(?<!\b(?:Nig|NIG|Bros|BROS|Intl|Ent|Ind|Mfg|Svcs|Assoc))\.\s+(?=[A-Z\d])/)[0]!
        .replace(/\s+(?:for|with)$/i, "")
        .trim();
      itemsFrom = m.index + m[0].length;
      // (The items start with the count after the name's sentence: "… Ltd. 2,500 litres".)
      const cut = m[1]!.indexOf(contact);
      if (/^\.\s+\d/.test(m[1]!.slice(cut + contact.length)))
        itemsFrom = m.index + m[0].indexOf(m[1]!) + cut + contact.length + 1;
      // "Invoice ACME LLC 1,250,000 NGN for ...": the name ends where an amount begins.
      const name = nameFrom(contact);
      const after = name ? contact.slice(contact.indexOf(name) + name.length) : "";
      // ("Invoice Nairobi Fresh Produce Ltd KES180,000 for …": a currency's code before it too.)
      if (
        name &&
        name !== contact &&
        (/^\s*(?:[\d$€£₦₹]|(?:ngn|usd|gbp|eur)\s*\d)/i.test(after) || /^\s*[A-Z]{3}\s*\d/.test(after))
      ) {
        itemsFrom = m.index + m[0].indexOf(m[1]!) + m[1]!.indexOf(name) + name.length;
        contact = name;
      }
      break;
    }
  }
  let rest = text.slice(itemsFrom);
  if (!contact) {
    const slot = partySlot(kind, text);
    // ("inv dem, due end of month": a pronoun names no one; the party is said elsewhere.)
    if (slot && !PRONOUN.test(slot.name.trim())) ({ name: contact, rest } = slot);
  }
  // ("16 hrs of consulting for ACME LLC at NGN 35000/hr: please issue a sales invoice": the
  // work said first, whom it was for inside it; a business's name, two words or a legal form.)
  // (A contact of the business's named anywhere is read below instead.)
  const workedFor =
    !contact && kind === "invoice" && !(source.knownContact && knownContactIn(text, source.knownContact))
      ? WORK_FOR.exec(text)
      : null;
  if (workedFor) {
    const end = workedFor.index + workedFor[0].indexOf(workedFor[1]!) + workedFor[1]!.length;
    contact = workedFor[1]!;
    rest = `${text.slice(0, workedFor.index)}${" ".repeat(end - workedFor.index)}${text.slice(end)}`;
  }
  // "from our landlord Olumide Balogun", "from our lawyers, Adaeze Nwosu & Co, for …": the
  // role is not the name; the name is beside it.
  const role = contact ? roleOf(contact, text.slice(text.indexOf(contact) + contact.length)) : null;
  // ("received from the auditors this morning: … HALDEN & ROWE LLP …": a role with no name
  // beside it gives way to the business's contact the text names.)
  // ("landlord bill for shop rent 1.2m …, Adeyemi Properties": a role typed bare, in small letters, names no one.)
  let roleAlone = (role !== null && role[1] === undefined) || (contact !== null && BARE_ROLE.test(contact));
  if (role && contact) {
    const after = text.slice(text.indexOf(contact) + contact.length);
    // (The name beside ends at a dash or an amount: "our auditors, Okoro & Partners – FY2025 audit fee ₦1,500,000".)
    // (It ends where a name does: "a client in Texas, Lone Star Media LLC for 10 hours".)
    const written = role[1] ?? /^\s*,\s*([^,:;\n–—]+?)(?=\s*(?:[,:;\n–—]|\s-\s|[₦$£€\d]|$))/.exec(after)?.[1]?.trim();
    const beside = written && (nameFrom(written) ?? written);
    if (beside) {
      roleAlone = false;
      contact = beside;
      rest = rest.replace(beside, " ");
    }
  }
  // ("invoice for boiler repair £260", "Invoice for consulting $500": what is sold, in small
  // letters after "for", is the item and no customer's name; "invoice for ota farms 50k" names one.)
  if (
    kind === "invoice" &&
    contact &&
    !/\p{Lu}/u.test(contact) &&
    lexiconAccount("income", contact) !== undefined &&
    /\b(?:invoice|inv)\s+for\s+$/i.test(text.slice(0, text.indexOf(contact)))
  ) {
    // ("invoice for web design for Tobi 300k": the customer may follow it.)
    const sold = contact;
    const after = text.slice(text.indexOf(sold) + sold.length);
    const slot = /^\s+(?:for|to)\s+\p{Lu}/u.test(after) ? partySlot(kind, after) : null;
    contact = slot?.name ?? null;
    rest = slot ? `${sold} ${slot.rest}` : text;
  }
  const known = source.knownContact && knownContactIn(text, source.knownContact);
  // Another party read whole ("Invoice Ada ..., pay into Zenith" with a contact Zenith) stands.
  const same = known && contact !== null && sameContactName(contact, known.name);
  // ("Blue crest consulting ltd. Invoice for payroll processing …": the business's contact
  // that starts the prompt, not the lower-case words after "for".)
  // ("ACME LLC - 2 trucks Apapa to Abuja, …": so is the contact heading it before a dash, colon or comma.)
  const leadsIt =
    known &&
    /^\W*$/.test(known.before) &&
    contact !== null &&
    (!/[A-Z]/.test(contact) || /^[^\S\n]*(?:[–—:,]|-\s)/.test(known.after));
  if (known && !same && (!contact || sharesAWord(contact, known.name) || leadsIt || roleAlone)) {
    // The business's own contact, where the sentence's shape hid it: the items follow it.
    contact = known.name;
    // The items around it ("we sold 30 bags of cement to <name> at 9,800 a bag"), joined.
    const before = known.before.replace(/\b(?:to|for|from|frm|with|by)\s*$/i, "");
    rest = findAmounts(before).length ? `${before} ${known.after}` : known.after;
  } else if (known && same) contact = known.name;
  // ("our landlord bill for shop rent 1.2m due end of month, Adeyemi Properties": with no
  // contact known, the name standing as a clause of its own, after a comma, is the role's.)
  else if (roleAlone && contact !== null) {
    const named = NAME_AS_CLAUSE.exec(text)?.[1];
    if (named && !NOT_A_SUPPLIER.test(named)) {
      contact = named;
      rest = rest.replace(named, " ");
    }
  }
  // ("Subject: Invoice from Globex Nigeria Limited" in a forwarded email's header, blanked
  // from the text: the business's contact it names, when the text names no other.)
  if (
    !contact &&
    !known &&
    source.knownContact &&
    source.prompt.toLowerCase().includes(source.knownContact.written.toLowerCase())
  )
    contact = source.knownContact.name;
  // ("From: ShipFast Logistics Ltd <billing@shipfast.example>" heading a supplier's email,
  // blanked with the header: the business that sent it, when the text names no other.)
  const sender = !contact && kind === "bill" ? EMAIL_SENDER.exec(source.prompt)?.[1] : undefined;
  if (sender && COMPANY_LIKE.test(sender)) contact = nameFrom(sender);
  return { contact, rest, known };
}
