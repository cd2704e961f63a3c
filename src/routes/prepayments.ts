// Prepayments (issue 19): money that moved before the invoice (bill) it is for, kept as
// the contact's credit (documents/prepayments.ts).
import { recordPrepayment } from "../documents/prepayments";
import { success } from "../lib/envelope";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { errorResponses, jsonBody, jsonResponse, successSchema } from "../schemas/common";
import { documentSchema, prepaymentBody } from "../schemas/documents";
import { commit } from "../write/commit";
import { writeContext } from "../write/context";
import { businessScope } from "../write/scope";

const create = defineRoute("business", {
  method: "post",
  path: "/prepayments",
  tags: ["Credit notes", "Supplier credits"],
  summary: "Record a prepayment (money before the invoice or bill)",
  description:
    "A deposit or advance: money received from a customer (`type: received`) or paid to a supplier (`type: paid`) before any invoice (bill) it is for. It is kept as the contact's credit: a credit note (supplier credit) with origin `prepayment`, no lines and the amount as its total, posted as that money (received: Dr the bank or cash account / Cr Accounts Receivable; paid: Dr Accounts Payable / Cr the bank or cash account). Apply it to their invoices (bills) when they come (POST /credit-notes/{uuid}/allocations) or refund it (…/payments); until then the aged reports show it as a negative amount. Answers the credit (201).",
  request: { body: jsonBody(prepaymentBody) },
  responses: {
    201: jsonResponse(successSchema(documentSchema), "The credit note (supplier credit) holding the prepayment."),
    ...errorResponses("invalid_request", "conflict", "payload_too_large"),
  },
});

export const prepaymentsRouter = createRouter().openapi(create, async (c) => {
  const view = await commit(writeContext(c), await recordPrepayment(businessScope(c), c.req.valid("json")));
  return c.json(success("Prepayment recorded", view), 201);
});
