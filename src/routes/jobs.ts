// GET /jobs/{job_reference}: the state of an async create (CONTRACT 9).
import { createRoute, z } from "@hono/zod-openapi";
import { findJob, toJobView } from "../jobs/jobs";
import { success } from "../lib/envelope";
import { notFound } from "../lib/errors";
import { createRouter } from "../lib/router";
import { businessSecurity } from "../lib/security";
import { businessAuth } from "../middleware/auth";
import { jobSchema } from "../schemas/ai-create";
import { errorResponses, jsonResponse, successSchema } from "../schemas/common";

const get = createRoute({
  method: "get",
  path: "/jobs/{job_reference}",
  tags: ["Jobs"],
  summary: "Get an async job",
  description:
    "queued → processing → completed (result.uuids) or failed (error.code, error.message). attempts counts deliveries.",
  security: businessSecurity,
  middleware: [businessAuth] as const,
  request: {
    params: z.object({
      job_reference: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: "job_reference", in: "path" }, example: "job_01JD6Z3K8V2M9Q4X7R5T0W1Y2B" }),
    }),
  },
  responses: {
    200: jsonResponse(successSchema(jobSchema), "The job."),
    ...errorResponses("invalid_api_key", "forbidden", "not_found", "rate_limited"),
  },
});

export const jobsRouter = createRouter().openapi(get, async (c) => {
  const job = await findJob(c.get("db"), c.get("businessId"), c.req.valid("param").job_reference);
  if (!job) throw notFound("Job");
  return c.json(success("Job retrieved", toJobView(job)), 200);
});
