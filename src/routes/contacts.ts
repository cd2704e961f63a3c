// Contacts (SPEC 4.4): AI create, list, get, update, delete.

import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { type Contact, editContact, getContact, removeContact, toContact } from "../contacts/contacts";
import { handleCreate } from "../creates/handle-create";
import { listContacts } from "../db/queries/contacts";
import { pageOf } from "../db/queries/paginate";
import { contacts } from "../db/schema";
import type { AppEnv } from "../env";
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
import { contactSchema, createContactBody, listContactsQuery, updateContactBody } from "../schemas/contacts";
import { commit } from "../write/commit";
import { writeContext } from "../write/context";
import { businessScope } from "../write/scope";

const tags = ["Contacts"];
const common = { tags };
const load = async (c: Context<AppEnv>, identifier: string) =>
  toContact(await getContact(c.get("db"), c.get("businessId"), identifier));
/** Routes of one record: ETag on reads, If-Match and the audit's "before" on writes (middleware/versions.ts). */
const record = { table: contacts, load };

const create = defineRoute("business", {
  ...common,
  method: "post",
  path: "/contacts",
  summary: "Create contacts (from a prompt, or structured)",
  description:
    "Reads one contact from the prompt (and text_attachment), or several from a csv/xlsx/xls file or tabular text_attachment. Fields the input does not state are null; an unstated type is `other`. A labelled tax number (`TIN 1023456789`, `Tax ID No. …`, `VAT no GB123456789`, `EIN 12-3456789`) is the `tax_id`, a company registration number (`RC 123456`, `BN 2345678`, `company number 01234567`) the `registration_number`; a second, different one of either is a 400 quoting it. A website written with `https://` or `www.` (or a domain after `website`, `web` or `site`: `website: kanograins.com`) is the `website`; whom to address, after `Attn:`, `Attention:`, `Att:`, `contact person`, `Contact:`, `ask for` or `speak to` (`Attn: Mr. Bayo Adeniran`), the `contact_person`; neither is left in the name or the address, a `c/o` line stays in the address, and a second, different one of either is a 400 quoting it. Without a name the request fails with the missing field listed. async (default) answers 200 with one job per attachment; direct answers 201 with the contact, or an array when the input held several." +
    STRUCTURED_CREATES,
  request: {
    body: jsonBody(
      createContactBody,
      undefined,
      createExamples(
        "Add customer Acme Ltd, accounts@acme.example, +234 803 555 0199, TIN 12345678-0001, RC 123456, Attn: Mr. Bayo Adeniran, www.acme.example",
        {
          name: "Acme Ltd",
          type: "customer",
          email: "accounts@acme.example",
          phone: "+234 803 555 0199",
          tax_id: "12345678-0001",
          registration_number: "RC 123456",
          website: "www.acme.example",
          contact_person: "Mr. Bayo Adeniran",
        },
      ),
    ),
  },
  responses: {
    200: jsonResponse(
      successSchema(asyncAcceptedSchema),
      "Queued (process_type async). Poll GET /jobs/{job_reference}.",
    ),
    201: jsonResponse(
      successSchema(z.union([contactSchema, z.array(contactSchema)])),
      "Created (process_type direct).",
    ),
    ...errorResponses("invalid_request", "conflict", "payload_too_large", "model_unavailable"),
  },
});

const list = defineRoute("business", {
  ...common,
  method: "get",
  path: "/contacts",
  summary: "List contacts",
  description:
    "Ordered by creation time (date_order), then uuid. `search` matches name, email, phone, tax_id, registration_number or contact_person.",
  request: { query: listContactsQuery },
  responses: {
    200: jsonResponse(listSchema(contactSchema), "A page of contacts."),
    ...errorResponses("invalid_request"),
  },
});

const get = defineRoute(
  "business",
  {
    ...common,
    method: "get",
    path: "/contacts/{uuid}",
    summary: "Get a contact",
    description:
      "One record by its uuid, or by the source_uuid your integration gave it; 404 when the business has none. The ETag header carries its version, for If-Match on a later change.",
    request: { params: identifierParamSchema },
    responses: {
      200: jsonResponse(successSchema(contactSchema), "The contact."),
      ...errorResponses("not_found"),
    },
  },
  record,
);

const update = defineRoute(
  "business",
  {
    ...common,
    method: "put",
    path: "/contacts/{uuid}",
    summary: "Update a contact",
    description:
      "Changes only the fields sent. `null` clears an optional field (email, phone, address, tax_id, registration_number, website, contact_person).",
    request: { params: identifierParamSchema, body: jsonBody(updateContactBody) },
    responses: {
      200: jsonResponse(successSchema(contactSchema), "The updated contact."),
      ...errorResponses("invalid_request", "not_found", "conflict", "payload_too_large"),
    },
  },
  record,
);

const remove = defineRoute(
  "business",
  {
    ...common,
    method: "delete",
    path: "/contacts/{uuid}",
    summary: "Delete a contact",
    description: "409 while invoices, bills, expenses or income name the contact.",
    request: { params: identifierParamSchema },
    responses: {
      200: jsonResponse(successSchema(deletedSchema), "The contact was deleted."),
      ...errorResponses("invalid_request", "not_found", "conflict"),
    },
  },
  record,
);

export const contactsRouter = createRouter()
  .openapi(create, async (c) => {
    const outcome = await handleCreate(c.env, writeContext(c), businessScope(c), "contacts", c.req.valid("json"));
    if (outcome.mode === "async") return c.json(success("Contact creation queued", outcome.accepted), 200);
    const records = outcome.records as Contact[];
    const data = records.length === 1 ? records[0]! : records;
    return c.json(success(records.length === 1 ? "Contact created" : `${records.length} contacts created`, data), 201);
  })
  .openapi(list, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listContacts(c.get("db"), {
      businessId: c.get("businessId"),
      ...pageOf(query),
      search: query.search || undefined,
    });
    return c.json(
      successList("Contacts retrieved", rows.map(toContact), { page: query.page, limit: query.limit, total }),
      200,
    );
  })
  .openapi(get, async (c) => c.json(success("Contact retrieved", await load(c, c.req.valid("param").uuid)), 200))
  .openapi(update, async (c) => {
    const planned = await editContact(c.get("db"), c.get("businessId"), c.req.valid("param").uuid, c.req.valid("json"));
    return c.json(success("Contact updated", await commit(writeContext(c), planned)), 200);
  })
  .openapi(remove, async (c) => {
    const planned = await removeContact(c.get("db"), c.get("businessId"), c.req.valid("param").uuid);
    return c.json(success("Contact deleted", await commit(writeContext(c), planned)), 200);
  });
