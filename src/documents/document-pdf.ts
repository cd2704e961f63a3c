// An invoice, bill, credit note or supplier credit laid out for print (issue 21): A4
// portrait, the business (name, address, email) and the contact, the number and dates,
// the lines with their discounts and tax, the totals, the payments (refunds) and credits
// applied, and the balance due, all in the document's currency; "Page n of m" at the
// foot. Built with @pdfme/pdf-lib and the standard Helvetica faces, like the reports
// (ledger/report-pdf.ts): a character they cannot draw is spelled out or "?".
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "@pdfme/pdf-lib";
import { eq } from "drizzle-orm";
import { findContact } from "../db/queries/contacts";
import { businesses, type DocumentKind } from "../db/schema";
import { notFound } from "../lib/errors";
import { currencyExponent } from "../lib/money";
import type { BusinessScope } from "../write/scope";
import { type DocumentView, documentView } from "./commands";
import { kindRules } from "./documents";

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const SIZE = { title: 18, heading: 10, row: 9 };
const ROW = 14;
const SYMBOLS: Record<string, string> = { "₦": "NGN ", "€": "EUR ", "£": "GBP ", "–": "-", "—": "-", "−": "-" };

const TITLES: Record<DocumentKind, string> = {
  invoice: "Invoice",
  bill: "Bill",
  credit_note: "Credit note",
  supplier_credit: "Supplier credit",
};

/** Who the document is from and to: a sale's is the business to its customer, a purchase's the supplier to the business. */
export interface PrintParties {
  business: { name: string; address: string | null; email: string };
  contact: {
    name: string;
    address: string | null;
    email: string | null;
    taxId?: string | null;
    registrationNumber?: string | null;
    /** Whom to address at the customer: "Attn: …" under its name on a sale. */
    contactPerson?: string | null;
  };
}

/** An address's lines: apart by a new line (any kind) or a comma. */
const addressLines = (address: string | null) => (address ?? "").split(/\r?\n|\r|, /).filter((l) => l.trim());

function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((ch) => SYMBOLS[ch] ?? (known.has(ch.codePointAt(0)!) ? ch : "?")).join("");
}

export async function documentPdf(kind: DocumentKind, doc: DocumentView, parties: PrintParties): Promise<Uint8Array> {
  const digits = currencyExponent(doc.currency);
  const money = (value: number) =>
    `${value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
  const title = `${TITLES[kind]} ${doc.number}`;
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const right = PAGE.width - PAGE.margin;
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const write = (s: string, x: number, size = SIZE.row, font = regular, align: "left" | "right" = "left") => {
    const t = drawable(font, s);
    page.drawText(t, {
      x: align === "right" ? x - font.widthOfTextAtSize(t, size) : x,
      y,
      size,
      font,
      color: rgb(0, 0, 0),
    });
  };
  const fit = (s: string, width: number, font = regular) => {
    let t = drawable(font, s);
    if (font.widthOfTextAtSize(t, SIZE.row) <= width) return t;
    while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, SIZE.row) > width) t = t.slice(0, -1);
    return `${t}…`;
  };
  const rule = () =>
    page.drawLine({
      start: { x: PAGE.margin, y: y - 4 },
      end: { x: right, y: y - 4 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
  // Columns of the lines table: description, then figures right-aligned at these x.
  const columns = [
    { name: "Qty", x: right - 300 },
    { name: "Unit price", x: right - 220 },
    { name: "Discount", x: right - 150 },
    { name: "Tax %", x: right - 95 },
    { name: "Amount", x: right },
  ];
  const descriptionWidth = columns[0]!.x - 40 - PAGE.margin;
  const tableHeader = () => {
    for (const c of columns) write(c.name, c.x, SIZE.row, bold, "right");
    write("Description", PAGE.margin, SIZE.row, bold);
    rule();
    y -= ROW + 2;
  };
  const newPage = (withTable: boolean) => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - PAGE.margin;
    if (pages.length > 1) {
      write(`${title} (continued)`, PAGE.margin, SIZE.heading, bold);
      y -= 20;
      if (withTable) tableHeader();
    }
  };
  const room = (needed: number, withTable = false) => {
    if (y - needed < PAGE.margin + 20) newPage(withTable);
  };

  newPage(false);
  // The business, and the title on the right.
  write(parties.business.name, PAGE.margin, SIZE.heading + 3, bold);
  write(title, right, SIZE.title, bold, "right");
  y -= 16;
  for (const line of [...addressLines(parties.business.address), parties.business.email]) {
    write(fit(line, right - 200 - PAGE.margin), PAGE.margin, SIZE.row);
    y -= 12;
  }
  y -= 10;
  // The contact, and the document's facts.
  const sale = kind === "invoice" || kind === "credit_note";
  const facts: [string, string][] = [
    ["Number", doc.number],
    ["Date", doc.date],
    ...(kind === "invoice" || kind === "bill" ? [["Due date", doc.due_date] as [string, string]] : []),
    ["Currency", doc.currency],
    ...(doc.status === "void" ? [["Status", "VOID"] as [string, string]] : []),
  ];
  const top = y;
  write(sale ? "Bill to" : "From", PAGE.margin, SIZE.row, bold);
  y -= 13;
  // A tax invoice shows the customer's (a bill the supplier's) tax and registration numbers;
  // an invoice or credit note is addressed to the customer's contact person.
  const { taxId, registrationNumber, contactPerson } = parties.contact;
  for (const line of [
    parties.contact.name,
    sale && contactPerson ? `Attn: ${contactPerson}` : "",
    ...addressLines(parties.contact.address),
    parties.contact.email ?? "",
    taxId ? `Tax ID: ${taxId}` : "",
    registrationNumber ? `Reg. no.: ${registrationNumber}` : "",
  ]) {
    if (!line) continue;
    write(fit(line, right - 170 - PAGE.margin), PAGE.margin, SIZE.row);
    y -= 12;
  }
  const contactEnd = y;
  y = top;
  for (const [label, value] of facts) {
    write(label, right - 150, SIZE.row, bold);
    write(value, right, SIZE.row, regular, "right");
    y -= 13;
  }
  y = Math.min(y, contactEnd) - 16;
  if (doc.narration) {
    write(fit(doc.narration, right - PAGE.margin), PAGE.margin, SIZE.row);
    y -= 18;
  }

  tableHeader();
  for (const item of doc.record_items) {
    room(ROW, true);
    write(fit(item.description, descriptionWidth), PAGE.margin, SIZE.row);
    const discount = item.discount
      ? "percent" in item.discount
        ? `${item.discount.percent}%`
        : money(item.discount.amount)
      : "";
    const cells = [
      String(item.quantity),
      money(item.unit_price),
      discount,
      item.tax_rate ? String(item.tax_rate) : "",
      money(item.amount),
    ];
    cells.forEach((cell, i) => {
      write(cell, columns[i]!.x, SIZE.row, regular, "right");
    });
    y -= ROW;
  }
  y -= 6;
  // Totals, payments and credits, the balance due.
  const totals: [string, string, boolean][] = [
    [`Subtotal${doc.tax_inclusive ? " (tax inclusive)" : ""}`, money(doc.subtotal), false],
    ...(doc.discount_total ? [["Discounts", `-${money(doc.discount_total)}`, false] as [string, string, boolean]] : []),
    [doc.tax_inclusive ? "Tax included" : "Tax", money(doc.tax_total), false],
    [`Total ${doc.currency}`, money(doc.total_amount), true],
  ];
  const settled: [string, string, boolean][] = [
    ...doc.payments.map(
      (p) =>
        [
          `${kindRules[kind].appliesTo ? "Refund" : "Payment"} ${p.date} (${p.category})`,
          `-${money(p.amount_paid)}`,
          false,
        ] as [string, string, boolean],
    ),
    ...doc.allocations.map(
      (a) => [`Credit ${a.document.number} ${a.date}`, `-${money(a.amount)}`, false] as [string, string, boolean],
    ),
  ];
  const balanceLabel = kindRules[kind].appliesTo ? "Credit remaining" : "Balance due";
  for (const [label, value, strong] of [
    ...totals,
    ...settled,
    [`${balanceLabel} ${doc.currency}`, money(doc.balance), true] as [string, string, boolean],
  ]) {
    room(ROW);
    write(label, right - 110, SIZE.row, strong ? bold : regular, "right");
    write(value, right, SIZE.row, strong ? bold : regular, "right");
    y -= ROW;
  }
  pages.forEach((p, n) => {
    page = p;
    y = PAGE.margin / 2;
    write(`${title} - page ${n + 1} of ${pages.length}`, right, SIZE.row - 1, regular, "right");
  });
  return pdf.save();
}

/** The document as GET shows it, printed with the business's and the contact's details. */
export async function printDocument(s: BusinessScope, kind: DocumentKind, identifier: string) {
  const doc = await documentView(s, kind, identifier);
  const [[business], contact] = await Promise.all([
    s.db
      .select({ name: businesses.name, email: businesses.email, address: businesses.address })
      .from(businesses)
      .where(eq(businesses.id, s.businessId)),
    findContact(s.db, s.businessId, doc.contact.uuid),
  ]);
  if (!business) throw notFound("Business");
  const bytes = await documentPdf(kind, doc, {
    business,
    contact: {
      name: doc.contact.name,
      address: contact?.address ?? null,
      email: contact?.email ?? null,
      taxId: contact?.taxId ?? null,
      registrationNumber: contact?.registrationNumber ?? null,
      contactPerson: contact?.contactPerson ?? null,
    },
  });
  return { bytes, filename: `${doc.number}.pdf` };
}
