// References in prompts and statement lines: "ref FT2606412345", "REF:TRF/2026/0310/001",
// "Journal ref JV-2026-014", "voucher 88123". The word must stand alone ("refund" and
// "referral" are no references) and the reference must hold a digit.
// (A journal voucher's own code, "JV-2026-031: petty cash top-up …", "Journal JV-031", "JNL/2026/044 pls:", "JV-NGO-007 | 12/03/2026" with a unit's letters, is the reference whole.)
const REFERENCE =
  /\b(?:(?:ref(?:erence)?|voucher|jv)\b(?:\s*no\.?)?\s*[:#.]?\s*([A-Z0-9][A-Z0-9/-]*\d[A-Z0-9/-]*)|((?:JV|JNL|JE|GJ)[-/](?:[A-Z]{1,6}[-/])*\d[A-Z0-9/-]*))\b[,;]?/i;

export interface FoundReference {
  value: string;
  start: number;
  end: number;
}

/** Every reference in a text ("ref HL/INV/0987"), for readers that take them out. */
export const REFERENCES = new RegExp(REFERENCE.source, "gi");

export function findReference(text: string): FoundReference | null {
  const m = REFERENCE.exec(text);
  return m ? { value: (m[1] ?? m[2])!, start: m.index, end: m.index + m[0].length } : null;
}

/**
 * An order or document number a document names ("PO 7781", "LPO no. 55/2026", "our
 * order #A-1200", "invoice no 332"): kept in the narration (the prompt), never an item.
 */
export const ORDER_REFERENCE =
  /\b(?:(?:p\.?o|lpo|purchase\s+order)\.?\s*(?:no\.?|number|#)?|(?:our\s+|your\s+)?(?:order|invoice|inv)\s*(?:no\.?|number|#))\s*[:#]?\s*(?=[A-Z0-9/-]*\d)[A-Z0-9][A-Z0-9/-]*\b|\b(?:invoice|inv|bill)\s+(?:[A-Z]{1,6}[-/][A-Z0-9/-]*\d[A-Z0-9/-]*|\d{3,}(?![,.]\d)(?=\s*(?:[\n,;:(]|$)))/gi;
// ("invoice HR-2026-044", "invoice HRL/NG/118", "Invoice 5512" on a line of its own: a number, never a count;
// "light bill 148,300" is a sum.)

/**
 * A document's code standing alone, capitals, a dash or slash, digits ("HR-2026-044",
 * "PH-0087", "KG/2026/0417"): no item, no amount.
 */
export const DOCUMENT_CODE = /\b[A-Z]{1,6}[-/]\d[A-Z0-9/-]*\b/g;

/** Where the text names a document's code (DOCUMENT_CODE), for readers that skip its digits. */
export const documentCodes = (text: string) =>
  [...text.matchAll(DOCUMENT_CODE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));

// What a pasted letterhead, receipt or signature carries besides the document: phone
// numbers, registration and account numbers, street addresses. Never an amount, a count
// or a party's name.
// (A mobile, "0803 456 7890", or a Lagos line, "01 271 5500", "01-2701234".)
const PHONE = String.raw`(?:\+?234[^\S\n]?|\b0)(?:[789][01]\d|1)[^\S\n-]?-?\d{3}[^\S\n-]?-?\d{4}\b`;
const LABELLED_NUMBER = String.raw`\b(?:(?:(?:meter|account|acct|a\/c|customer|cust|policy|card|phone|tel|till)\s*(?:no\.?|number|#)|tel|phone|mobile|whatsapp|call\s+(?:me|us)\s+on|rcpt\s*#?|receipt\s*(?:no\.?|#)|waybill)\s*[:#.]?[^\S\n]*\+?(?=[A-Z0-9/-]*\d)[A-Z0-9][A-Z0-9/-]*(?:[^\S\n]\d{2,}(?![\d,.]))*|(?:rc|tin|grn)\s*(?:no\.?|number|#)?\s*[:#.]?[^\S\n]*\d{5,}[\d-]*)`;
// ("RC 123456", "TIN: 01234567-0001": the number is long; "400g tin 2,850" is a tin.)
const STREET = String.raw`(?:St|Street|Ave|Avenue|Road|Rd|Close|Crescent|Cres|Way|Drive|Lane|Boulevard|Blvd|Expressway|Highway)`;
// (A street's name holds no small word of a sentence: "on 13th March 2026 for road transport" is no address;
// nor is a count of things priced after the street's word: "10 solar street lights @ 95k".)
const ADDRESS = String.raw`\b(?:(?:plot|block|suite|no\.?)[^\S\n]*)?\d{1,4}[A-Za-z]?,?[^\S\n]+(?:(?!(?:for|of|the|and|to|on|in|at|by|with|from|an?|per|each)\b)[A-Z][\w'’.-]*[^\S\n]+){1,4}${STREET}\b(?![^\S\n]+[\w-]+[^\S\n]*(?:@|\bat[^\S\n]*[₦$£€\d]|[x×][^\S\n]*\d))\.?(?:,[^\S\n]*[A-Z][\w.]*(?:[^\S\n]+[A-Z][\w.]*)*){0,3}`;
// ("4th Floor, 21 Gresham Street": the floor of an address.)
const FLOOR = String.raw`\b\d{1,2}(?:st|nd|rd|th)[^\S\n]+floor\b`;
const CONTACT_DETAILS = new RegExp(
  String.raw`\(\s*${PHONE}\s*\)|${PHONE}|${LABELLED_NUMBER}|${ADDRESS}|${FLOOR}`,
  "gi",
);
/** A UK postcode ("London EC2V 7JE"), in its capitals only: "x2 3kg" is no postcode. */
// (Its digits may be written wide already: "2V" reads as a rating, shielded as one.)
const POSTCODE = /\b[A-Z]{1,2}[\d\uff10-\uff19][A-Z\d\uff10-\uff19]?[^\S\n][\d\uff10-\uff19][A-Z]{2}\b/g;

/** The text with phone numbers, labelled numbers ("RC 123456", "meter no 0101 2345 678") and street addresses blanked, same length. */
export const withoutContactDetails = (text: string) =>
  text.replace(POSTCODE, (m) => " ".repeat(m.length)).replace(CONTACT_DETAILS, (m) => " ".repeat(m.length));
