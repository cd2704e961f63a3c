// Manual journals (CONTRACT 7): AI create, list, get, update (reverse and re-post),
// delete (reverse).

import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { handleCreate } from "../creates/handle-create";
import { pageOf } from "../db/queries/paginate";
import { journals } from "../db/schema";
import type { AppEnv } from "../env";
import { editJournal, findJournal, journalViews, listJournals, removeJournal } from "../journals/journals";
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
import { createJournalBody, journalSchema, listJournalsQuery, updateJournalBody } from "../schemas/journals";
import { commit } from "../write/commit";
import { writeContext } from "../write/context";
import { businessScope } from "../write/scope";

const common = { tags: ["Journals"] };

async function load(c: Context<AppEnv>, identifier: string) {
  const db = c.get("db");
  const [view] = await journalViews(db, c.get("businessId"), c.get("business").currency, [
    await findJournal(db, c.get("businessId"), identifier),
  ]);
  return view!;
}
/** Routes of one record: ETag on reads, If-Match and the audit's "before" on writes (middleware/versions.ts). */
const record = { table: journals, load };

const create = defineRoute("business", {
  ...common,
  method: "post",
  path: "/journals",
  summary: "Create a journal (from a prompt, or structured)",
  description:
    'E.g. "Debit Rent 500, credit Cash 500", "record depreciation of 1,200 on office equipment for January", "transfer 20,000 from Cash to Petty Cash yesterday". Account names must exist in the chart (400 otherwise); debits must equal credits. Accounts Receivable and Accounts Payable are control accounts, equal to the aged reports: a line on one names its customer or supplier (lines[].contact; 400 on that field without one) and counts in the aged reports for that contact, due on its date. From a prompt, the business\'s contact the prompt names is the control line\'s. The date defaults to today.' +
    STRUCTURED_CREATES,
  request: {
    body: jsonBody(
      createJournalBody,
      undefined,
      createExamples("Accrue November rent of 250,000 on 30 November: debit Rent, credit Accrued Liabilities", {
        date: "2026-11-30",
        narration: "November rent accrual",
        lines: [
          { account: "Rent", debit: 250000 },
          { account: "Accrued Liabilities", credit: 250000 },
        ],
      }),
    ),
  },
  responses: {
    200: jsonResponse(successSchema(asyncAcceptedSchema), "Queued (process_type async)."),
    201: jsonResponse(successSchema(z.union([journalSchema, z.array(journalSchema)])), "Posted (process_type direct)."),
    ...errorResponses("invalid_request", "conflict", "payload_too_large", "model_unavailable"),
  },
});

const list = defineRoute("business", {
  ...common,
  method: "get",
  path: "/journals",
  summary: "List journals",
  description: "Ordered by date (date_order), then creation time, then uuid.",
  request: { query: listJournalsQuery },
  responses: {
    200: jsonResponse(listSchema(journalSchema), "A page of journals."),
    ...errorResponses("invalid_request"),
  },
});

const get = defineRoute(
  "business",
  {
    ...common,
    method: "get",
    path: "/journals/{uuid}",
    summary: "Get a journal",
    description:
      "One record by its uuid, or by the source_uuid your integration gave it; 404 when the business has none. The ETag header carries its version, for If-Match on a later change. Its lines show each account, side and contact.",
    request: { params: identifierParamSchema },
    responses: {
      200: jsonResponse(successSchema(journalSchema), "The journal."),
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
    path: "/journals/{uuid}",
    summary: "Update a journal",
    description:
      "New lines or a new date reverse the posted entry and post a corrected one; posted lines are never changed. A line on Accounts Receivable or Payable names its contact (lines[].contact), or is 400.",
    request: { params: identifierParamSchema, body: jsonBody(updateJournalBody) },
    responses: {
      200: jsonResponse(successSchema(journalSchema), "The updated journal."),
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
    path: "/journals/{uuid}",
    summary: "Delete a journal",
    description: "Posts a reversing entry and removes the journal.",
    request: { params: identifierParamSchema },
    responses: {
      200: jsonResponse(successSchema(deletedSchema), "The journal was reversed and deleted."),
      ...errorResponses("invalid_request", "not_found", "conflict"),
    },
  },
  record,
);

export const journalsRouter = createRouter()
  .openapi(create, async (c) => {
    const outcome = await handleCreate(c.env, writeContext(c), businessScope(c), "journals", c.req.valid("json"));
    if (outcome.mode === "async") return c.json(success("Journal creation queued", outcome.accepted), 200);
    const records = outcome.records as z.infer<typeof journalSchema>[];
    return c.json(
      success(
        records.length === 1 ? "Journal posted" : `${records.length} journals posted`,
        records.length === 1 ? records[0]! : records,
      ),
      201,
    );
  })
  .openapi(list, async (c) => {
    const query = c.req.valid("query");
    const db = c.get("db");
    const { rows, total } = await listJournals(db, {
      businessId: c.get("businessId"),
      ...pageOf(query),
    });
    const data = await journalViews(db, c.get("businessId"), c.get("business").currency, rows);
    return c.json(successList("Journals retrieved", data, { page: query.page, limit: query.limit, total }), 200);
  })
  .openapi(get, async (c) => c.json(success("Journal retrieved", await load(c, c.req.valid("param").uuid)), 200))
  .openapi(update, async (c) => {
    const body = c.req.valid("json");
    const planned = await editJournal(
      c.get("db"),
      c.get("businessId"),
      c.get("business").currency,
      c.req.valid("param").uuid,
      {
        date: body.date,
        narration: body.narration,
        reference: body.reference,
        sourceUuid: body.source_uuid,
        lines: body.lines,
      },
    );
    return c.json(success("Journal updated", await commit(writeContext(c), planned)), 200);
  })
  .openapi(remove, async (c) => {
    const planned = await removeJournal(c.get("db"), c.get("businessId"), c.req.valid("param").uuid);
    return c.json(success("Journal deleted", await commit(writeContext(c), planned)), 200);
  });
