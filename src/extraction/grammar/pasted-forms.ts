// A document pasted from other software's screens and exports (QuickBooks, Xero, Zoho, Sage),
// a label on each line ("Customer: ACME LLC", "Invoice #: 1047", "Vendor Name: XYZ
// Supplier"), and the scanned paper a supplier sent (its letterhead above the lines),
// rewritten in the words a sentence would use, so the document grammar reads them as it
// reads a request: "Invoice ACME LLC:" at the top, the document's own numbers gone. A chat
// pasted whole (WhatsApp) is read as its messages, without their stamps and speakers.
import { CHAT_STAMP, stampDay } from "./chat";
import { findDates } from "./dates";

/** One labelled line's label and what follows it up to a wide gap ("Date 16/03/2026  Ref PI-778"). */
const LABELLED = (label: string) =>
  new RegExp(String.raw`^[^\S\n]*(?:${label})[^\S\n]*:[^\S\n]*(\S(?:[^\n]*?\S)??)(?=[^\S\n]{2,}|[^\S\n]*$)`, "im");

// The labels that name the other party, most particular first ("Customer Name:", "Bill To:";
// a Sage screen's "A/C: SUNRISE" code is followed by "Name: Sunrise Pharmacy Ltd").
const PARTY_LABELS = {
  invoice: [String.raw`(?:customer|client)(?:[^\S\n]+name)?`, String.raw`(?:bill(?:ed)?|sold|invoice)[^\S\n]+to`, "to"],
  bill: [String.raw`(?:supplier|vendor)(?:[^\S\n]+name)?`, "payee"],
} as const;
/** A Sage screen's account code before the name, on one line: "Supplier A/C: XYZSUP  XYZ Supplier". */
const ACCOUNT_THEN_NAME = (role: string) =>
  new RegExp(String.raw`^[^\S\n]*(?:${role})[^\S\n]+a\/c[^\S\n]*:[^\S\n]*\S+[^\S\n]{2,}(\S[^\n]*?)[^\S\n]*$`, "im");
const ROLE = { invoice: "customer|client", bill: "supplier|vendor" } as const;
/** "Name: Sunrise Pharmacy Ltd" under an account code ("A/C: SUNRISE"), on a form that names no party otherwise. */
const NAME_UNDER_CODE = /^[^\S\n]*a\/c[^\S\n]*:[^\n]*\n[^\S\n]*name[^\S\n]*:[^\S\n]*(\S[^\n]*?)[^\S\n]*$/im;

/**
 * The document's own number on a line of its own ("Invoice #: 1047", "Invoice Number:
 * INV-0318", "Bill#: XS-20931", "A/C: SUNRISE"): in the narration, no item's.
 */
const OWN_NUMBER =
  /^[^\S\n]*(?:(?:invoice|bill|inv|document|order)[^\S\n]*(?:#|no\.?|number|num)|a\/c)[^\S\n]*:?[^\S\n]*[#:]?[^\S\n]*[\w/-]*\d?[\w/-]*[^\S\n]*$/gim;
/** "Invoice Date:", "Bill Date:", "Issue Date:": the date's label, said as a sentence says it. */
const DATE_LABEL = /^([^\S\n]*)(?:invoice|bill|issue|document|inv)[^\S\n]+date[^\S\n]*:/gim;

/** What is said of a name in brackets after it ("Mama Put Kitchen (new)") or an email after it. */
const cleanName = (name: string) => name.replace(/\s*\((?:new|[^)]*customer|[^)]*supplier)\)\s*$/i, "").trim();

/**
 * A form's labelled party ("Customer: ACME LLC", "Vendor Name: XYZ Supplier", "To: ACME
 * LLC" on an invoice) written as the request's first words ("Invoice ACME LLC:", "Bill from
 * XYZ Supplier:"), its line gone; the document's number lines gone and its date labels
 * read as "Date:". A text with no such label is left as it is. (On a bill, "To:" and
 * "Customer:" address the business itself: they are no party.)
 */
export function exportedFormAsSaid(kind: "invoice" | "bill", written: string): string {
  // ("A/P — Brightstar Hotels Ltd — staff dinner …": the ledger a note is for, no party.)
  const text = written.replace(/^([^\S\n]*)(?:a\/[pr]|ap|ar)[^\S\n]*[-–—:][^\S\n]*/i, "$1");
  let found: RegExpExecArray | null = ACCOUNT_THEN_NAME(ROLE[kind]).exec(text);
  for (const label of PARTY_LABELS[kind]) {
    if (found) break;
    found = LABELLED(label).exec(text);
  }
  found ??= NAME_UNDER_CODE.exec(text);
  // (A sentence after the label ends the name at its comma: "Supplier: Kano Grains Ltd, 10 bags …".)
  const value = found ? found[1]!.split(/[,;]|\s[-–—]\s/)[0]! : "";
  const name = cleanName(value);
  // (A label whose value is no name: "To: be confirmed", "Customer: 0412".)
  if (
    !found ||
    !/^[A-Za-z]/.test(name) ||
    /^(?:be\b|tbc\b|n\/a\b|none\b|the\s+(?:same|office|business|company)\b)/i.test(name)
  )
    return text;
  const valueAt = found.index + found[0].lastIndexOf(found[1]!);
  const lineStart = text.lastIndexOf("\n", valueAt - 1) + 1;
  const lineEnd = text.indexOf("\n", valueAt);
  const end = lineEnd < 0 ? text.length : lineEnd;
  // (What follows the name on its line stays: "To: ACME LLC    Date: 18/03/2026", ", 10 bags …".)
  const after = text.slice(valueAt + value.length, end).replace(/^\s*[,;]/, "");
  const without = `${text.slice(0, lineStart)}${after.trim()}${text.slice(end)}`;
  const head = kind === "invoice" ? `Invoice ${name}:` : `Bill from ${name}:`;
  return `${head}\n${without.replace(OWN_NUMBER, "").replace(DATE_LABEL, "$1Date:")}`;
}

/** A business's name by its legal form or trade word ("GLOBEX NIGERIA LIMITED", "Amazon Web Services, Inc.", "Lagos Water Corporation"). */
const LEGAL_NAME =
  /^([A-Za-z][\w&'.-]*(?:,?[^\S\n]+(?:[A-Za-z&][\w&'.-]*))*?,?[^\S\n]+(?:ltd|limited|plc|inc|llc|llp|ag|gmbh|s\.?a|corporation|corp|company|co|nig(?:eria)?\s+(?:ltd|limited)))\.?$/i;
/** Words that head a document, never its sender's name ("TAX INVOICE", "DEMAND NOTICE"). */
const DOCUMENT_HEAD =
  /\b(?:invoice|receipt|bill|statement|notice|ticket|waybill|proforma|total|date|customer|account|acct|meter|tariff|quotation)\b/i;
/** A bill that names its supplier in words: "bill from …", "Supplier: …", "… sent us". */
const SUPPLIER_SAID = /\b(?:bill|invoice|purchase)\s+(?:from|frm)\b|^[^\S\n]*(?:supplier|vendor)\b[^\n]*:/im;
/** A meter's readings, no money ("PREV READING 18,204   PRES READING 20,061   CONS (KWH) 1,857"). */
const READINGS = /^[^\n]*\b(?:prev(?:ious)?|pres(?:ent)?|current|last|opening|closing)\.?[^\S\n]+reading\b[^\n]*$/gim;

/**
 * A supplier's paper pasted as it was scanned: its letterhead's first line names who sent it
 * ("GLOBEX NIGERIA LIMITED / 23 Creek Rd, Apapa …", "EKO FUELS LTD   DELIVERY TICKET 00781",
 * "KANO GRAINS LTD — Sabon Gari market"), written as "Bill from …:" at the top when the
 * request names no supplier itself; a meter's readings are blanked. The letterhead is a
 * block's first line (the text's, or the first after a blank line) and a name by its legal
 * form; a title ("TAX INVOICE") or a line that says more is no letterhead.
 */
export function scannedBillAsSaid(text: string): string {
  const read = text.replace(READINGS, (line) => " ".repeat(line.length));
  if (SUPPLIER_SAID.test(read)) return read;
  for (const block of read.matchAll(/(?:^|\n[^\S\n]*\n)[^\S\n]*([^\n]+)/g)) {
    // (The name ends at a wide gap or a dash: what follows is the document's title or address.)
    const head = block[1]!.split(/[^\S\n]{2,}|\s[—–-]\s|\t/)[0]!.trim();
    const name = LEGAL_NAME.exec(head)?.[1];
    if (name && !DOCUMENT_HEAD.test(name)) {
      // (Its line keeps what follows the name: "DELIVERY TICKET 00781", an address.)
      const at = block.index + block[0].indexOf(name);
      return `Bill from ${name}:\n${read.slice(0, at)}${" ".repeat(name.length)}${read.slice(at + name.length)}`;
    }
  }
  return read;
}

/**
 * A pasted row whose only value is a dash or "nil" ("VAT	-", "Penalty  -", "Discount: nil"):
 * nothing charged, so no line; blanked, so its label joins no other row. A row of a label
 * and one sum across empty cells ("less discount | | | (100,000)", "Total | | | 2,800,000")
 * is the label and its sum.
 */
export const nilRowsDropped = (text: string) =>
  text
    .replace(
      /^([^\S\n]*[A-Za-z][^|\t\n\d]*?)[^\S\n]*(?:[|\t][^\S\n]*){2,}(\(?(?:[₦$£€]|ngn\s*)?\d[\d,]*(?:\.\d+)?\)?)[^\S\n]*\|?[^\S\n]*$/gim,
      "$1 $2",
    )
    .replace(
      /^[^\S\n]*[A-Za-z][A-Za-z .'/&()%-]*?(?:[^\S\n]*[:|\t][^\S\n]*|[^\S\n]{2,})(?:-+|—|–|nil)[^\S\n]*$/gim,
      (line) => " ".repeat(line.length),
    );

/**
 * A chat's message stamp and speaker ("[18/03/2026, 09:14] Bolanle Stores: ", "18/03/2026,
 * 09:14 - Femi: "): when it was said and who said it, no date of the record nor item.
 */
const STAMP_AND_SPEAKER = new RegExp(String.raw`${CHAT_STAMP.source}(?:([^:\n]{1,40}):[^\S\n]*)?`, "gim");
/** A colleague named by the desk they sit at, no party. */
const OFFICE_ROLE =
  /\b(?:boss|oga|madam|mgr|manager|admin|accounts?|accountant|store\s*keeper|storekeeper|cashier|driver|secretary|office|staff|md|ceo|gm|hr|pa|sales\s+rep|supervisor|foreman)\b/i;
/** Emoji and their joiners and skin tones, no words of the record ("👍", "🙏🏽", "✅"). */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}/gu;
/** "🎤 Voice note (0:41) transcript:": what the message is, not what it says. */
const VOICE_NOTE = /\bvoice[^\S\n]+note(?:[^\S\n]*\(\d+:\d{2}\))?[^\S\n]*(?:transcript)?[^\S\n]*:?/gi;

/**
 * A chat pasted whole, its messages as the lines of one text: each message's stamp gone,
 * and its emoji; the quotes of a voice note's transcript gone. The day the
 * messages were sent, when they share one and it is not today, dates the record where
 * nothing else in them does ("the record is dated by the messages, not by the later 'ok
 * record it'"). A text with no chat stamp is left as it is.
 */
export function chatAsSaid(text: string, today: string): string {
  const days = new Set<string>();
  const read = text.replace(STAMP_AND_SPEAKER, (_, ...groups: (string | undefined)[]) => {
    const day = stampDay(groups[0] ?? groups[3]!, groups[1] ?? groups[4]!, groups[2] ?? groups[5]!);
    if (day) days.add(day);
    const speaker = groups[6];
    // (The other side's name stays, without the person or desk in brackets: it may be the
    // party, "Chinedu Okafor: … send me invoice"; the user's own "Me:" and a colleague's
    // desk, "Office Mgr:", "Store keeper:", "Boss:", are no party's.)
    const name = speaker?.replace(/\s*\([^)]*\)\s*$/, "").trim();
    return name && !/^(?:me|i|myself|you)$/i.test(name) && !OFFICE_ROLE.test(name) ? `${name}: ` : "";
  });
  if (!days.size) return text;
  const said = read
    .replace(EMOJI, "")
    .replace(VOICE_NOTE, "")
    .replace(/^([^\S\n]*)["“]|["”]([^\S\n]*)$/gm, "$1$2");
  const [day] = [...days];
  if (days.size > 1 || day === today || findDates(said, today).length) return said;
  const [y, m, d] = day!.split("-");
  return `${said}\ndated ${d}/${m}/${y}`;
}

const COUNT = String.raw`(\d+(?:\.\d+)?)`;
const PRICE = String.raw`((?:[₦$£€]|ngn\s*|usd\s*|gbp\s*|eur\s*)?\d[\d,]*(?:\.\d+)?)`;
/** "Line 1: Event photography, 1, 275,000.00": a screen's line as description, count, price (and its total). */
const LINE_AS_CELLS = new RegExp(
  String.raw`^[^\S\n]*(?:line|item)[^\S\n]*\d*[^\S\n]*:[^\S\n]*([^,\n]*[a-z][^,\n]*?),[^\S\n]*${COUNT},[^\S\n]*${PRICE}(?:,[^\S\n]*${PRICE})?[^\S\n]*$`,
  "gim",
);
/** "Item: Conference hall AV setup  Qty 1  Rate 420,000": each field named on the item's line. */
const LINE_AS_FIELDS = new RegExp(
  String.raw`^[^\S\n]*(?:line|item)[^\S\n]*\d*[^\S\n]*:[^\S\n]*([^\n]*?[a-z][^\n]*?)[^\S\n]+(?:qty|quantity)[^\S\n]*:?[^\S\n]*${COUNT}[^\S\n,|]+(?:rate|price|unit[^\S\n]+price)[^\S\n]*:?[^\S\n]*${PRICE}[^\S\n]*$`,
  "gim",
);

/**
 * A screen's item lines, each labelled ("Line 1: Event photography, 1, 275,000.00",
 * "Item: Projector hire  Qty 2  Rate 35,000"), written as a sentence lists items ("1 Event
 * photography @ 275,000.00"); a line's total stays only where it is not the count times
 * the price (to be refused). Any other line is left as it is.
 */
export function itemLinesAsSaid(text: string): string {
  const cents = (money: string) => Math.round(Number(money.replace(/[^\d.]/g, "")) * 100);
  return text
    .replace(LINE_AS_CELLS, (line, what: string, count: string, price: string, total: string | undefined) =>
      total && Math.round(Number(count) * cents(price)) !== cents(total)
        ? line
        : `${count} ${what.trim().replace(/;/g, " ")} @ ${price}`,
    )
    .replace(LINE_AS_FIELDS, (_, what: string, count: string, price: string) => `${count} ${what.trim()} @ ${price}`);
}

/** A screen's payment line: "Payment Made: (150,000.00) 18/03/2026 via Zenith", "Payment received 16/03/2026 — 200,000 into Access". */
const PAYMENT_LINE =
  /^[^\S\n]*(?:payments?[^\S\n]+(?:made|received|recorded|applied)|amount[^\S\n]+(?:paid|received)|receive[^\S\n]+payment)[^\S\n]*:?[^\S\n]*([^\n]*)$/gim;
const PAID_SUM =
  /\(?((?:[₦$£€]|ngn\s*|usd\s*)?\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?:[₦$£€]|ngn\s*|usd\s*)?\d{4,}(?:\.\d+)?)\)?/i;
const PAID_ON = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/;
const PAID_VIA = /\b(?:via|into|to|from|by|thru|through)[^\S\n]+([A-Za-z][^\n,;—–]*?)[^\S\n]*(?:[,;—–]|$)/i;

/**
 * A screen's payment line, the sum in brackets as software shows money taken off, said as
 * a sentence says it ("paid 150,000.00 via Zenith on 18/03/2026"), for the payment reader;
 * the "Balance Due" row that follows it is what is left after it, no total of the lines.
 * A payment line without one sum is left as it is.
 */
export function paymentLinesAsSaid(text: string): string {
  let paid = false;
  const said = text.replace(PAYMENT_LINE, (line, rest: string) => {
    const dated = PAID_ON.exec(rest)?.[0];
    const undated = dated ? rest.replace(dated, " ") : rest;
    const sums = undated.match(new RegExp(PAID_SUM.source, "gi")) ?? [];
    const sum = PAID_SUM.exec(undated)?.[1];
    if (!sum || sums.length > 1) return line;
    const via = PAID_VIA.exec(rest)?.[1];
    // (Anything else on it, a day in words or a percentage, would be lost: the line stays.)
    if (/\d|%/.test(undated.replace(sum, " ").replace(PAID_VIA, " "))) return line;
    paid = true;
    return `paid ${sum}${via ? ` via ${via}` : ""}${dated ? ` on ${dated}` : ""}`;
  });
  return paid
    ? said.replace(
        /^[^\S\n]*balance[^\S\n]+due[^\S\n]*:?[^\S\n]*\(?(?:[₦$£€]|ngn\s*)?\d[\d,]*(?:\.\d+)?\)?[^\S\n]*$/im,
        "",
      )
    : text;
}

/**
 * A document's numbered lines ("1. Annual maintenance - CCTV (8 cameras)    1    480,000.00",
 * "2. Replacement DVR 16ch    1    215,000.00"): the line's number is no count, and a line
 * of one, its sum set apart after the count, is one at that sum ("1 Replacement DVR 16ch @
 * 215,000.00"). Only where two lines or more are numbered in turn; a count above one
 * leaves the sum unsaid (a price of one, or the line's total?) as it was.
 */
export function numberedLinesAsSaid(text: string): string {
  const lines = text.split("\n");
  const numbered = (line: string | undefined, n: number) =>
    line !== undefined && new RegExp(String.raw`^[^\S\n]*${n}[.)][^\S\n]+[A-Za-z]`).test(line);
  let n = 0;
  return lines
    .map((line, i) => {
      n = numbered(line, n + 1) ? n + 1 : numbered(line, 1) ? 1 : 0;
      if (!n || !(numbered(lines[i + 1], n + 1) || (n > 1 && numbered(lines[i - 1], n - 1)))) return line;
      const rest = line.replace(/^[^\S\n]*\d+[.)][^\S\n]+/, "");
      const one = /^(.*?[a-z].*?)[^\S\n]{2,}1[^\S\n]{2,}((?:[₦$£€]|ngn\s*)?\d[\d,]*(?:\.\d+)?)[^\S\n]*$/i.exec(rest);
      return one ? `1 ${one[1]} @ ${one[2]}` : rest;
    })
    .join("\n");
}
