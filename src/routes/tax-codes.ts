// Tax codes: the named rates a business's lines carry (business/tax-codes.ts).
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  createTaxCode,
  deleteTaxCode,
  findTaxCode,
  listTaxCodes,
  taxCodeView,
  updateTaxCode,
} from "../business/tax-codes";
import { pageOf } from "../db/queries/paginate";
import { taxCodes, taxKinds } from "../db/schema";
import type { AppEnv } from "../env";
import { success, successList } from "../lib/envelope";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import {
  deletedSchema,
  errorResponses,
  identifierParamSchema,
  jsonBody,
  jsonResponse,
  listQuerySchema,
  listSchema,
  recordVersion,
  successSchema,
} from "../schemas/common";
import { commit } from "../write/commit";
import { writeContext } from "../write/context";
import { businessScope } from "../write/scope";

const common = { tags: ["Tax codes"] };

/** A tax code by its uuid or its code ("STD"): the shared parameter, described for codes. */
const codeParam = z.object({
  uuid: identifierParamSchema.shape.uuid.openapi({
    description: "The tax code's uuid, or its code (`STD`).",
    example: "STD",
  }),
});

const load = async (c: Context<AppEnv>, identifier: string) =>
  taxCodeView(await findTaxCode(businessScope(c), identifier));
/** Routes of one record: ETag on reads, If-Match and the audit's "before" on writes. */
const record = { table: taxCodes, load };

const kind = z.enum(taxKinds).openapi({
  description:
    "`standard` and `reduced` rates are above 0; `zero_rated` (taxable at 0%) and `exempt` (outside the tax) are both 0% and told apart only by the code, as a VAT return needs.",
});

const taxCodeSchema = z
  .object({
    uuid: z.uuid(),
    code: z.string().openapi({ description: "Upper case, unique within the business: what lines send as `tax_code`." }),
    name: z.string(),
    rate: z.number().openapi({ description: "Percent, e.g. 7.5." }),
    kind,
    active: z
      .boolean()
      .openapi({ description: "Inactive codes stay on the lines that used them; new lines refuse them." }),
    created_at: z.string(),
    updated_at: z.string(),
    version: recordVersion,
  })
  .openapi("TaxCode", {
    example: {
      uuid: "6f1c2b7e-4d3a-4b8e-9c1d-2e3f4a5b6c7d",
      code: "STD",
      name: "VAT 7.5% (standard rate)",
      rate: 7.5,
      kind: "standard",
      active: true,
      created_at: "2026-11-22T09:30:00.000Z",
      updated_at: "2026-11-22T09:30:00.000Z",
      version: 1,
    },
  });

const createBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,19}$/)
      .openapi({ description: "Letters, digits, `_`, `.` or `-`, at most 20; stored upper case." }),
    name: z.string().trim().min(1).max(100),
    rate: z
      .number()
      .min(0)
      .max(100)
      .openapi({ description: "Percent, at most 4 decimal places. Never changes once created." }),
    kind,
  })
  .openapi("CreateTaxCode", { example: { code: "RED5", name: "Reduced rate 5%", rate: 5, kind: "reduced" } });

const updateBody = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => b.name !== undefined || b.active !== undefined, { message: "Send name or active" })
  .openapi("UpdateTaxCode", { example: { active: false } });

const list = defineRoute("business", {
  ...common,
  method: "get",
  path: "/tax-codes",
  summary: "List tax codes",
  description:
    "The business's tax codes, newest first unless `date_order=asc` (those made together by code): its country's starting set (for Nigeria STD 7.5%, ZERO and EXEMPT; elsewhere the standard rate where the country has one national rate, ZERO and EXEMPT), then its own.",
  request: { query: listQuerySchema },
  responses: {
    200: jsonResponse(listSchema(taxCodeSchema), "A page of tax codes."),
    ...errorResponses("invalid_request"),
  },
});
const get = defineRoute(
  "business",
  {
    ...common,
    method: "get",
    path: "/tax-codes/{uuid}",
    summary: "Get a tax code",
    description: "By uuid or code (`STD`).",
    request: { params: codeParam },
    responses: {
      200: jsonResponse(successSchema(taxCodeSchema), "The tax code."),
      ...errorResponses("not_found"),
    },
  },
  record,
);
const create = defineRoute("business", {
  ...common,
  method: "post",
  path: "/tax-codes",
  summary: "Create a tax code",
  description:
    "A named rate lines may then send as `tax_code`. A code already used answers 409. A `zero_rated` or `exempt` code has rate 0; a `standard` or `reduced` one a rate above 0.",
  request: { body: jsonBody(createBody) },
  responses: {
    201: jsonResponse(successSchema(taxCodeSchema), "The tax code."),
    ...errorResponses("invalid_request", "conflict", "payload_too_large"),
  },
});
const update = defineRoute(
  "business",
  {
    ...common,
    method: "patch",
    path: "/tax-codes/{uuid}",
    summary: "Rename, retire or restore a tax code",
    description:
      "Only `name` and `active` change; a code's rate and kind never do (lines keep the rate they were posted at): retire it and create another. Audited; If-Match honoured.",
    request: { params: codeParam, body: jsonBody(updateBody) },
    responses: {
      200: jsonResponse(successSchema(taxCodeSchema), "The tax code as changed."),
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
    path: "/tax-codes/{uuid}",
    summary: "Delete an unused tax code",
    description:
      'Only a code no line of an invoice, bill, expense or income has used (one made by mistake); a used code answers 409: retire it with `PATCH {"active": false}`.',
    request: { params: codeParam },
    responses: {
      200: jsonResponse(successSchema(deletedSchema), "Deleted."),
      ...errorResponses("invalid_request", "not_found", "conflict"),
    },
  },
  record,
);

export const taxCodesRouter = createRouter()
  .openapi(list, async (c) => {
    const q = c.req.valid("query");
    const { items, total } = await listTaxCodes(businessScope(c), pageOf(q));
    return c.json(successList("Tax codes retrieved", items, { page: q.page, limit: q.limit, total }), 200);
  })
  .openapi(get, async (c) =>
    c.json(
      success("Tax code retrieved", taxCodeView(await findTaxCode(businessScope(c), c.req.valid("param").uuid))),
      200,
    ),
  )
  .openapi(create, async (c) => {
    const planned = await createTaxCode(businessScope(c), c.req.valid("json"));
    return c.json(success("Tax code created", await commit(writeContext(c), planned)), 201);
  })
  .openapi(update, async (c) => {
    const planned = await updateTaxCode(businessScope(c), c.req.valid("param").uuid, c.req.valid("json"));
    return c.json(success("Tax code updated", await commit(writeContext(c), planned)), 200);
  })
  .openapi(remove, async (c) => {
    const planned = await deleteTaxCode(businessScope(c), c.req.valid("param").uuid);
    return c.json(success("Tax code deleted", await commit(writeContext(c), planned)), 200);
  });
