// GET/PUT /settings: how the business keeps its books (business/settings.ts).
import { z } from "@hono/zod-openapi";
import { replaceSettings, settingsView } from "../business/settings";
import { success } from "../lib/envelope";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { errorResponses, isoDate, jsonBody, jsonResponse, successSchema } from "../schemas/common";
import { commit } from "../write/commit";
import { writeContext } from "../write/context";
import { businessScope } from "../write/scope";

const common = { tags: ["Settings"] };

const discountPresentation = z.enum(["net", "gross"]).openapi({
  description:
    "How a discounted invoice or bill posts. `net` (the default): its revenue (expense) lines at what is charged after discounts. `gross`: the lines before discounts, and the discounts on their own line, to Discounts Allowed (an expense, for invoices) or Discounts Received (other income, for bills), each created on first use. A change applies to documents posted (created or edited) after it.",
});

const lockDate = isoDate.nullable().openapi({
  description:
    "The books are locked up to and including this date: any create, edit, void, payment, reversal or bank categorization dated on or before it (or of a record dated so) answers 409 `conflict` naming the date, whatever the path (AI and structured creates, jobs, document, cash and journal edits, bank rows). `null`: nothing is locked. Moving it is audited like every settings change.",
  example: "2025-12-31",
});

const fiscalYearStart = z.number().int().min(1).max(12).openapi({
  description:
    "The month (1 = January, the default) the fiscal year starts in. Reports close each fiscal year's profit into Retained Earnings when they are made (no entries are posted): a trial balance as of a date shows this fiscal year's income and expenses and the earlier years inside Retained Earnings; the balance sheet shows Retained Earnings and Current Year Earnings apart.",
  example: 4,
});

const address = z.string().trim().min(1).max(500).nullable().openapi({
  description:
    "The business's postal address, printed under its name on invoices, bills and credits (GET …/{uuid}/pdf); lines apart with a new line or a comma. `null`: none.",
  example: "12 Marina Road, Lagos",
});

const settingsSchema = z
  .object({
    discount_presentation: discountPresentation,
    lock_date: lockDate,
    fiscal_year_start: fiscalYearStart,
    address,
    version: z.number().int().openapi({ description: "Grows by one with each change." }),
    updated_at: z.string(),
  })
  .openapi("Settings", {
    example: {
      discount_presentation: "gross",
      lock_date: "2025-12-31",
      fiscal_year_start: 1,
      address: "12 Marina Road, Lagos",
      version: 2,
      updated_at: "2026-11-22T09:30:00.000Z",
    },
  });

const settingsBody = z
  .object({
    discount_presentation: discountPresentation,
    lock_date: lockDate.optional().openapi({
      description: "Absent: the lock date stays as it is. `null` unlocks the books; a date locks them up to it.",
    }),
    fiscal_year_start: fiscalYearStart.optional().openapi({ description: "Absent: stays as it is." }),
    address: address.optional().openapi({ description: "Absent: stays as it is." }),
  })
  .openapi("ReplaceSettings", { example: { discount_presentation: "gross", lock_date: "2025-12-31" } });

const get = defineRoute("business", {
  ...common,
  method: "get",
  path: "/settings",
  summary: "Get the business's settings",
  description:
    "How the business keeps its books: discount presentation, lock date, fiscal year start and the address printed on its documents, with the version a change is guarded by.",
  responses: { 200: jsonResponse(successSchema(settingsSchema), "The settings.") },
});
const put = defineRoute("business", {
  ...common,
  method: "put",
  path: "/settings",
  summary: "Replace the business's settings",
  description:
    "`discount_presentation` is always sent; `lock_date`, `fiscal_year_start` and `address` when they change. Audited. Two changes at once: one answers 409 `conflict` and changes nothing.",
  request: { body: jsonBody(settingsBody) },
  responses: {
    200: jsonResponse(successSchema(settingsSchema), "The settings as changed."),
    ...errorResponses("invalid_request", "conflict", "payload_too_large"),
  },
});

export const settingsRouter = createRouter()
  .openapi(get, async (c) => c.json(success("Settings retrieved", await settingsView(businessScope(c))), 200))
  .openapi(put, async (c) => {
    const planned = await replaceSettings(businessScope(c), c.req.valid("json"));
    return c.json(success("Settings updated", await commit(writeContext(c), planned)), 200);
  });
