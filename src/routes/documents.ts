// Invoices and bills (SPEC 4.3, CONTRACT 7): one route set per kind. Every change posts
// to the ledger in the same batch as the document.

import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { handleCreate } from "../creates/handle-create";
import { pageOf } from "../db/queries/paginate";
import type { DocumentKind } from "../db/schema";
import { documents } from "../db/schema";
import { allocateCredit, removeAllocation } from "../documents/allocations";
import {
  deleteDocument,
  documentView,
  onlyAddsPayments,
  recordPayments,
  removePayment,
  updateDocument,
  voidDocument,
} from "../documents/commands";
import { printDocument } from "../documents/document-pdf";
import { creditKindOf, documentViews, isCredit, kindNoun, kindRules, listDocuments } from "../documents/documents";
import type { AppEnv } from "../env";
import { todayIn } from "../lib/clock";
import { success, successList } from "../lib/envelope";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { asyncAcceptedSchema, createExamples, STRUCTURED_CREATES } from "../schemas/ai-create";
import {
  deletedSchema,
  errorResponses,
  identifierParamSchema,
  jsonBody,
  jsonResponse,
  listSchema,
  successSchema,
} from "../schemas/common";
import {
  allocationsBody,
  createDocumentBody,
  documentListQuery,
  documentSchema,
  paymentsBody,
  paymentsResultSchema,
  updateDocumentBody,
} from "../schemas/documents";
import { commit, commitRetrying, plan } from "../write/commit";
import { writeContext } from "../write/context";
import { businessScope } from "../write/scope";

const settings = {
  invoice: {
    path: "/invoices",
    tag: "Invoices",
    schema: { value: "invoicing", required: true },
    example: '"Invoice Acme Ltd for 3 hours of consulting at 150,000 each and a setup fee of 20,000, due in 30 days"',
    record: {
      contact: "Acme Ltd",
      date: "2026-11-22",
      terms_days: 30,
      record_items: [{ description: "Consulting", quantity: 3, unit_price: 150000, tax_rate: 7.5 }],
      discount: { percent: 5 },
    },
    posting:
      "Dr Accounts Receivable / Cr the items' revenue accounts and VAT Payable; payments Dr the bank or cash account / Cr Accounts Receivable.",
  },
  bill: {
    path: "/bills",
    tag: "Bills",
    schema: { value: "bills", required: false },
    example: '"Bill from Globex for 12 reams of paper at 4,500 NGN, net 30"',
    record: {
      contact: "Globex",
      date: "2026-11-22",
      terms_days: 30,
      record_items: [{ description: "Paper", quantity: 12, unit_price: 4500, account: "Office Supplies" }],
    },
    posting:
      "Cr Accounts Payable / Dr the items' expense accounts and VAT Payable; payments Dr Accounts Payable / Cr the bank or cash account.",
  },
  credit_note: {
    path: "/credit-notes",
    tag: "Credit notes",
    schema: null,
    example: '"Credit note for Acme Ltd: 2 chairs returned at 45,000 each + VAT"',
    record: {
      contact: "Acme Ltd",
      date: "2026-11-22",
      record_items: [{ description: "Chairs returned", quantity: 2, unit_price: 45000, tax_rate: 7.5 }],
    },
    posting:
      "the invoice's entry the other way: Dr the items' revenue accounts and VAT Payable (output tax falls) / Cr Accounts Receivable. It lowers what the customer owes: apply it to their open invoices (POST /credit-notes/{uuid}/allocations) or refund it (POST /credit-notes/{uuid}/payments: money paid back, Dr Accounts Receivable / Cr the bank or cash account); what is neither is customer credit, in the aged receivables as a negative amount.",
  },
  supplier_credit: {
    path: "/supplier-credits",
    tag: "Supplier credits",
    schema: null,
    example: '"Supplier credit from Globex for 3 reams of paper returned at 4,500"',
    record: {
      contact: "Globex",
      date: "2026-11-22",
      record_items: [{ description: "Paper returned", quantity: 3, unit_price: 4500, account: "Office Supplies" }],
    },
    posting:
      "the bill's entry the other way: Dr Accounts Payable / Cr the items' expense accounts and VAT Payable (input tax falls). It lowers what the business owes the supplier: apply it to their open bills (POST /supplier-credits/{uuid}/allocations) or record the supplier's refund (POST /supplier-credits/{uuid}/payments: Dr the bank or cash account / Cr Accounts Payable); what is neither stays in the aged payables as a negative amount.",
  },
} as const;

export function documentsRouter(kind: DocumentKind) {
  const s = settings[kind];
  const { noun } = kindRules[kind];
  /** As a sentence names it: "invoice", "credit note". */
  const named = kindNoun(kind);
  const credit = isCredit(kind);
  const common = { tags: [s.tag] };
  const load = (c: Context<AppEnv>, identifier: string) => documentView(businessScope(c), kind, identifier);
  /** Routes of one record: ETag on reads, If-Match and the audit's "before" on writes (middleware/versions.ts). */
  const record = { table: documents, load };
  const one = `${s.path}/{uuid}`;

  const create = defineRoute("business", {
    ...common,
    method: "post",
    path: s.path,
    summary: `Create a ${named} (from a prompt, or structured)`,
    description: `E.g. ${s.example}. The contact is matched by name (ignoring case, punctuation and the legal form; else the one contact whose name starts with the words written, stated in assumptions) or created. VAT named without its rate ("+ VAT", "VAT inclusive") takes the standard rate of the business's country (7.5% in Nigeria), stated in assumptions; where there is no single rate, 400 on tax_rate. Discounts ("less 5% trade discount", "10k off", "5% off the chairs"; in a record, \`discount\` on a line or on the whole ${named}, \`{percent}\` or \`{amount}\`) come off before VAT: total_amount = subtotal − discount_total + tax_total, and the lines post at their discounted amounts. An item marked or named exempt or zero-rated ("(VAT exempt)", "rice VAT-exempt, delivery standard rated") takes 0% with the EXEMPT or ZERO code.${credit ? "" : ` Money already paid, said beside it ("…; he paid 200k into Zenith today", "they paid half upfront"), is recorded with it as payments; a balance said with the payment ("bal 300k due fri") must be the total less what was paid (else 400 on payments, quoting it).`} Posting: ${s.posting} A foreign-currency ${named} needs exchange_rate. ${credit ? `A ${named} has no due date or terms (400 if sent): its due_date is its date.` : `Without stated terms or due date, the ${named} is due on its date.`}${STRUCTURED_CREATES}`,
    request: { body: jsonBody(createDocumentBody, undefined, createExamples(JSON.parse(s.example), s.record)) },
    responses: {
      200: jsonResponse(successSchema(asyncAcceptedSchema), "Queued (process_type async)."),
      201: jsonResponse(
        successSchema(z.union([documentSchema, z.array(documentSchema)])),
        "Created (process_type direct).",
      ),
      ...errorResponses("invalid_request", "conflict", "payload_too_large", "model_unavailable"),
    },
  });
  const list = defineRoute("business", {
    ...common,
    method: "get",
    path: s.path,
    summary: `List ${named}s`,
    description: `Ordered by date (date_order), then creation time.${s.schema ? ` schema=${s.schema.value} is ${s.schema.required ? "required" : "optional"}.` : ""}`,
    request: { query: documentListQuery(s.schema, credit) },
    responses: {
      200: jsonResponse(listSchema(documentSchema), `A page of ${named}s.`),
      ...errorResponses("invalid_request"),
    },
  });
  const get = defineRoute(
    "business",
    {
      ...common,
      method: "get",
      path: one,
      summary: `Get a ${named}`,
      description: `One record by its uuid, or by the source_uuid your integration gave it; 404 when the business has none. The ETag header carries its version, for If-Match on a later change. With its lines, totals, payments${credit ? " (refunds)" : ""}, allocations, balance and status as of today in the business's time zone.`,
      request: { params: identifierParamSchema },
      responses: {
        200: jsonResponse(successSchema(documentSchema), `The ${named}.`),
        ...errorResponses("not_found"),
      },
    },
    record,
  );
  const print = defineRoute("business", {
    ...common,
    method: "get",
    path: `${one}/pdf`,
    summary: `Print a ${named} (pdf)`,
    description: `The ${named} laid out for print on A4, to send to the ${kindRules[kind].contactType}: the business's name, address (PUT /settings) and email; the ${kindRules[kind].contactType}'s name, address and email, with its tax_id and registration_number when set${kindRules[kind].contactType === "customer" ? ", and its contact_person as `Attn: …` under its name" : ""}; the number, date${credit ? "" : ", due date"} and currency; each line with its quantity, unit price, discount, tax rate and amount; subtotal, discounts, tax and total; each ${credit ? "refund and allocation" : "payment and credit applied"}; and the ${credit ? "credit remaining" : "balance due"}, all in the ${named}'s currency, with page numbers. A void one says so. Content-Disposition names the file after its number.`,
    request: { params: identifierParamSchema },
    responses: {
      200: {
        description: `The ${named} as a pdf.`,
        content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      },
      ...errorResponses("not_found"),
    },
  });
  const update = defineRoute(
    "business",
    {
      ...common,
      method: "put",
      path: one,
      summary: `Update a ${named}`,
      description: `New items or a new date reverse the posted entry and post a new one. The total may not fall below what was paid and allocated, and the date may not move after the first payment or allocation (400). While a categorized bank transaction made one of its payments (or refunds), its items, discount, tax_inclusive and date are held (409 until that transaction is set to uncategorized); its narration may change.${credit ? ` A ${named} has no due date (400 on due_date).` : ""}`,
      request: { params: identifierParamSchema, body: jsonBody(updateDocumentBody) },
      responses: {
        200: jsonResponse(successSchema(documentSchema), `The updated ${named}.`),
        ...errorResponses("invalid_request", "not_found", "conflict", "payload_too_large"),
      },
    },
    record,
  );
  const pay = defineRoute("business", {
    ...common,
    method: "post",
    path: `${one}/payments`,
    summary: credit ? `Record refunds of a ${named}` : `Record payments on a ${named}`,
    description: `${credit ? `A refund settles the ${named} with money instead of an allocation: ${kind === "credit_note" ? "paid back to the customer (Dr Accounts Receivable / Cr the bank or cash account)" : "paid back by the supplier (Dr the bank or cash account / Cr Accounts Payable)"}; refunds take the payments' shape. ` : ""}overwrite false (default): payments are added, and an entry with a uuid updates that payment (404 if it is not on this document). overwrite true: the supplied payments replace all. ${credit ? "Refunded and allocated above the total: 400." : `Payments added above what the ${named} leaves open (after other payments and credits): the last one added pays the balance and the rest is kept as the contact's credit, a ${kindNoun(creditKindOf(kind))} of that money (origin overpayment, named in kept_as_credit) to apply to another ${named} or refund; with overwrite, or a payment edited by uuid, above the total: 400.`} A payment at a different exchange_rate posts the difference to Foreign Exchange Gain/Loss.${credit ? "" : " withholding_tax kept back from a new payment settles the document too, as a payment of its own to WHT Receivable (invoices) or WHT Payable (bills)."}`,
    request: { params: identifierParamSchema, body: jsonBody(paymentsBody) },
    responses: {
      200: jsonResponse(successSchema(paymentsResultSchema), `The ${named}'s ${credit ? "refunds" : "payments"}.`),
      ...errorResponses("invalid_request", "not_found", "conflict", "payload_too_large"),
    },
  });
  const removePaymentRoute = defineRoute("business", {
    ...common,
    method: "delete",
    path: `${one}/payments/{payment_uuid}`,
    summary: `Remove a ${credit ? "refund" : "payment"} from a ${named}`,
    description:
      "Reverses that payment's entry and removes it; no other payment's entry moves (except, on a foreign-currency document that was paid in full, the latest payment recorded, which carried the rounding remainder). 404 when the payment is not on this document; 409 while a categorized bank transaction made it (uncategorize that first). Answers the document's remaining payments.",
    request: { params: identifierParamSchema.extend({ payment_uuid: z.uuid() }) },
    responses: {
      200: jsonResponse(successSchema(paymentsResultSchema), "The document's remaining payments."),
      ...errorResponses("invalid_request", "not_found", "conflict"),
    },
  });
  const voidRoute = defineRoute(
    "business",
    {
      ...common,
      method: "post",
      path: `${one}/void`,
      summary: `Void a ${named}`,
      description: `Reverses its entry on the ${named}'s own date (so no period's figures keep it), makes its balance zero and its status void, and keeps it, its number and its lines as history; it leaves the aged reports. No body. 409 while it has payments (remove each with DELETE …/payments/{payment_uuid} first) or credit allocations (DELETE /${kindRules[creditKindOf(kind)].path}/{uuid}/allocations/{allocation_uuid}), and when it is void already. A voided ${named} takes no edit, payment, allocation or deletion (409).`,
      request: { params: identifierParamSchema },
      responses: {
        200: jsonResponse(successSchema(documentSchema), `The voided ${named}.`),
        ...errorResponses("not_found", "conflict"),
      },
    },
    record,
  );
  const remove = defineRoute(
    "business",
    {
      ...common,
      method: "delete",
      path: one,
      summary: `Delete a ${named}`,
      description:
        "Reverses its entry, then removes it; its number is not given again. For a document that was sent, prefer POST …/void, which keeps it as history. 409 while it has payments (remove each with DELETE …/payments/{payment_uuid} first, so the money they moved never leaves the books unnoticed) or credit allocations, and for a voided one.",
      request: { params: identifierParamSchema },
      responses: {
        200: jsonResponse(successSchema(deletedSchema), `The ${named} was deleted.`),
        ...errorResponses("invalid_request", "not_found", "conflict"),
      },
    },
    record,
  );

  const allocate = defineRoute(
    "business",
    {
      ...common,
      method: "post",
      path: `${one}/allocations`,
      summary: `Apply a ${named} to ${kindRules[kind].appliesTo ?? ""}s`,
      description: `Applies the ${named}'s balance to open ${kindRules[kind].appliesTo}s of the same contact and currency (by uuid, source_uuid or number): each allocation lowers both balances; a ${kindRules[kind].appliesTo} fully covered is paid. Nothing posts in the business currency (both sit on ${kindRules[kind].control === "receivable" ? "Accounts Receivable" : "Accounts Payable"}) unless the two documents were converted at different exchange rates: that difference goes to Foreign Exchange Gain/Loss on the allocation's date. 400 when an amount is more than is open on either document, when the ${kindRules[kind].appliesTo} is another contact's or in another currency, or dated before either document; 409 on a voided one or in a locked period. Answers the ${named}.`,
      request: { params: identifierParamSchema, body: jsonBody(allocationsBody) },
      responses: {
        200: jsonResponse(successSchema(documentSchema), `The ${named}, with its allocations.`),
        ...errorResponses("invalid_request", "not_found", "conflict", "payload_too_large"),
      },
    },
    record,
  );
  const unallocate = defineRoute(
    "business",
    {
      ...common,
      method: "delete",
      path: `${one}/allocations/{allocation_uuid}`,
      summary: `Take back an allocation of a ${named}`,
      description: `Both documents' balances open again by its amount, and its exchange difference (if any) is reversed. 404 when the allocation is not this ${named}'s.`,
      request: { params: identifierParamSchema.extend({ allocation_uuid: z.uuid() }) },
      responses: {
        200: jsonResponse(successSchema(documentSchema), `The ${named}, with its remaining allocations.`),
        ...errorResponses("invalid_request", "not_found", "conflict"),
      },
    },
    record,
  );

  type View = z.infer<typeof documentSchema>;
  const router = createRouter()
    .openapi(create, async (c) => {
      const outcome = await handleCreate(
        c.env,
        writeContext(c),
        businessScope(c),
        kindRules[kind].path,
        c.req.valid("json"),
      );
      if (outcome.mode === "async") return c.json(success(`${noun} creation queued`, outcome.accepted), 200);
      const records = outcome.records as View[];
      return c.json(
        success(
          records.length === 1 ? `${noun} created` : `${records.length} ${named}s created`,
          records.length === 1 ? records[0]! : records,
        ),
        201,
      );
    })
    .openapi(list, async (c) => {
      const query = c.req.valid("query");
      const db = c.get("db");
      const { rows, total } = await listDocuments(db, {
        businessId: c.get("businessId"),
        kind,
        ...pageOf(query),
        contactId: query.contact,
        status: query.status,
        dateFrom: query.date_from,
        dateTo: query.date_to,
        dueFrom: "due_from" in query ? (query.due_from as string | undefined) : undefined,
        dueTo: "due_to" in query ? (query.due_to as string | undefined) : undefined,
        today: todayIn(c.get("business").timezone),
      });
      const data = await documentViews(db, c.get("businessId"), rows, todayIn(c.get("business").timezone));
      return c.json(successList(`${noun}s retrieved`, data, { page: query.page, limit: query.limit, total }), 200);
    })
    .openapi(get, async (c) => c.json(success(`${noun} retrieved`, await load(c, c.req.valid("param").uuid)), 200))
    .openapi(print, async (c) => {
      const { bytes, filename } = await printDocument(businessScope(c), kind, c.req.valid("param").uuid);
      return new Response(bytes, {
        headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${filename}"` },
      }) as never;
    })
    .openapi(update, async (c) => {
      const body = c.req.valid("json");
      const planned = await updateDocument(businessScope(c), kind, c.req.valid("param").uuid, {
        date: body.date,
        dueDate: body.due_date,
        narration: body.narration,
        items: body.record_items,
        discount: body.discount,
        taxInclusive: body.tax_inclusive,
        sourceUuid: body.source_uuid,
      });
      return c.json(success(`${noun} updated`, await commit(writeContext(c), planned)), 200);
    })
    .openapi(pay, async (c) => {
      const body = c.req.valid("json");
      const build = () => recordPayments(businessScope(c), kind, c.req.valid("param").uuid, body);
      const view = onlyAddsPayments(body)
        ? await commitRetrying(writeContext(c), build)
        : await commit(writeContext(c), await build());
      const kept = view.kept_as_credit;
      const message = kept
        ? `Payments recorded; ${kept.amount} above the balance kept as the contact's credit (${kindNoun(kept.kind)} ${kept.uuid})`
        : "Payments recorded";
      return c.json(success(message, view), 200);
    })
    .openapi(removePaymentRoute, async (c) => {
      const { uuid, payment_uuid } = c.req.valid("param");
      const view = await commit(writeContext(c), await removePayment(businessScope(c), kind, uuid, payment_uuid));
      return c.json(success("Payment removed", view), 200);
    })
    .openapi(voidRoute, async (c) => {
      const planned = await voidDocument(businessScope(c), kind, c.req.valid("param").uuid);
      return c.json(success(`${noun} voided`, await commit(writeContext(c), planned)), 200);
    })
    .openapi(remove, async (c) => {
      const planned = await deleteDocument(businessScope(c), kind, c.req.valid("param").uuid);
      return c.json(success(`${noun} deleted`, await commit(writeContext(c), planned)), 200);
    });
  if (!credit) return router;
  return router
    .openapi(allocate, async (c) => {
      const scope = businessScope(c);
      const applied = await allocateCredit(scope, kind, c.req.valid("param").uuid, c.req.valid("json").allocations);
      const view = await commit(
        writeContext(c),
        plan(applied.statements, () => documentView(scope, kind, applied.creditId), { reads: applied.reads }),
      );
      return c.json(
        success(`${noun} applied`, applied.assumptions.length ? { ...view, assumptions: applied.assumptions } : view),
        200,
      );
    })
    .openapi(unallocate, async (c) => {
      const scope = businessScope(c);
      const { uuid, allocation_uuid } = c.req.valid("param");
      const removed = await removeAllocation(scope, kind, uuid, allocation_uuid);
      const view = await commit(
        writeContext(c),
        plan(removed.statements, () => documentView(scope, kind, removed.creditId), { reads: removed.reads }),
      );
      return c.json(success("Allocation removed", view), 200);
    });
}
