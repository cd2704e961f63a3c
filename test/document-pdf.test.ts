// Invoices, bills and credits printed (issue 21): GET /{documents}/{uuid}/pdf lays the
// document out for a customer or supplier, in its currency, with its payments and the
// balance due; the text is read back from the pdf as a reader would see it.
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { call, createBusiness, type TestBusiness, today } from "./harness";

const post = async (biz: TestBusiness, path: string, record: Record<string, unknown>) => {
  const res = await call(path, { method: "POST", key: biz.key, body: { process_type: "direct", record } });
  expect(res.status, res.text).toBe(201);
  return res.json.data;
};
const pdfText = async (biz: TestBusiness, path: string) => {
  const res = await call(path, { key: biz.key });
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.bytes)), { mergePages: true });
  return { text, disposition: res.headers.get("content-disposition") };
};

describe("document pdfs", () => {
  it("print an invoice with the business, the customer, its lines, discounts, tax, payments and balance due", async () => {
    const biz = await createBusiness();
    const settings = await call("/settings", {
      method: "PUT",
      key: biz.key,
      body: { discount_presentation: "net", address: "12 Marina Road, Lagos" },
    });
    expect(settings.status, settings.text).toBe(200);
    expect(settings.json.data.address).toBe("12 Marina Road, Lagos");
    await post(biz, "/contacts", {
      name: "Acme Ltd",
      type: "customer",
      email: "ap@acme.test",
      address: "4 Broad St",
      tax_id: "12345678-0001",
      registration_number: "RC 123456",
      contact_person: "Mr. Bayo Adeniran",
    });
    const invoice = await post(biz, "/invoices", {
      contact: "Acme Ltd",
      date: today(),
      due_date: today(14),
      record_items: [
        { description: "Office chairs", quantity: 4, unit_price: 25_000, tax_rate: 7.5, discount: { percent: 10 } },
        { description: "Delivery", quantity: 1, unit_price: 5_000 },
      ],
    });
    const paid = await call(`/invoices/${invoice.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 50_000, category: "Cash", date: today() }] },
    });
    expect(paid.status, paid.text).toBe(200);
    const { text, disposition } = await pdfText(biz, `/invoices/${invoice.uuid}/pdf`);
    expect(disposition).toContain(`${invoice.number}.pdf`);
    // 100,000 less 10% is 90,000, plus 6,750 VAT, plus 5,000 delivery: 101,750; 50,000 paid.
    for (const expected of [
      `Invoice ${invoice.number}`,
      "12 Marina Road",
      "Acme Ltd",
      "Attn: Mr. Bayo Adeniran",
      "4 Broad St",
      "Tax ID: 12345678-0001",
      "Reg. no.: RC 123456",
      "Office chairs",
      "Delivery",
      "10%",
      "101,750.00",
      "6,750.00",
      "-10,000.00",
      "-50,000.00",
      "Balance due NGN",
      "51,750.00",
      today(14),
    ])
      expect(text, expected).toContain(expected);
  });

  it("print bills, credit notes and supplier credits, in the document's currency", async () => {
    const biz = await createBusiness();
    // A credit note is addressed to the customer's contact person; a bill (from the supplier) to no one.
    await post(biz, "/contacts", { name: "Globex", type: "supplier", contact_person: "Mrs. Ada Eze" });
    await post(biz, "/contacts", { name: "Acme Ltd", type: "customer", contact_person: "Accounts Dept" });
    const bill = await post(biz, "/bills", {
      contact: "Globex",
      date: today(),
      currency: "USD",
      exchange_rate: 1500,
      record_items: [{ description: "Spare parts", quantity: 2, unit_price: 120.5 }],
    });
    const billPdf = await pdfText(biz, `/bills/${bill.uuid}/pdf`);
    for (const expected of [`Bill ${bill.number}`, "Globex", "Spare parts", "241.00", "Balance due USD"])
      expect(billPdf.text, expected).toContain(expected);
    expect(billPdf.text).not.toContain("Attn:");
    const note = await post(biz, "/credit-notes", {
      contact: "Acme Ltd",
      date: today(),
      record_items: [{ description: "Returned chair", quantity: 1, unit_price: 25_000 }],
    });
    const notePdf = await pdfText(biz, `/credit-notes/${note.uuid}/pdf`);
    for (const expected of [
      `Credit note ${note.number}`,
      "Attn: Accounts Dept",
      "Returned chair",
      "Credit remaining NGN",
      "25,000.00",
    ])
      expect(notePdf.text, expected).toContain(expected);
    const credit = await post(biz, "/supplier-credits", {
      contact: "Globex",
      date: today(),
      record_items: [{ description: "Rebate", quantity: 1, unit_price: 3_000 }],
    });
    expect((await pdfText(biz, `/supplier-credits/${credit.uuid}/pdf`)).text).toContain(
      `Supplier credit ${credit.number}`,
    );
    // Unknown: 404; a parameter the route does not take: 400.
    expect((await call(`/invoices/${crypto.randomUUID()}/pdf`, { key: biz.key })).status).toBe(404);
    expect((await call(`/bills/${bill.uuid}/pdf?format=png`, { key: biz.key })).status).toBe(400);
  });

  it("print a long invoice over several pages, each numbered", async () => {
    const biz = await createBusiness();
    const invoice = await post(biz, "/invoices", {
      contact: "Acme Ltd",
      date: today(),
      record_items: Array.from({ length: 120 }, (_, i) => ({
        description: `Item ${i + 1}`,
        quantity: 1,
        unit_price: 100,
      })),
    });
    const res = await call(`/invoices/${invoice.uuid}/pdf`, { key: biz.key });
    const pdf = await getDocumentProxy(new Uint8Array(res.bytes));
    expect(pdf.numPages).toBeGreaterThan(1);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`page ${pdf.numPages} of ${pdf.numPages}`);
    expect(text).toContain("Item 120");
  });
});
