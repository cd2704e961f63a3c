// A terse note's fields parted by slashes set off by spaces ("acct / Fuel & Lubricants /
// expense / 6230", "supplier / Ojota Timber Ltd / ojota@… / 12 Ikorodu Rd"): two or more
// make a note of fields; one alone belongs to what it stands in ("Gain / Loss on Disposal",
// "12 / 14 Broad Street", a debit and its credit, a division). "a/c", "12/14", "and/or" are
// unspaced and never fields' marks.

/** A slash set off by spaces (global: use with replace/match). */
export const SPACED_SLASH = /[^\S\n]+\/[^\S\n]+/g;

/** Whether the text is a note whose fields spaced slashes part: two or more of them. */
export const slashedNote = (text: string) => (text.match(SPACED_SLASH) ?? []).length >= 2;

/** The note's spaced slashes written as `mark` (a comma, a bar); text with one or none as it is. */
export const slashesAs = (text: string, mark: string) => (slashedNote(text) ? text.replace(SPACED_SLASH, mark) : text);
