// GET /jobs/{job_reference}: the state of an async create (CONTRACT 9).
import { z } from "@hono/zod-openapi";
import { findJob, toJobView } from "../jobs/jobs";
import { success } from "../lib/envelope";
import { notFound } from "../lib/errors";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { jobSchema } from "../schemas/ai-create";
import { errorResponses, jsonResponse, successSchema } from "../schemas/common";

const get = defineRoute("business", {
  method: "get",
  path: "/jobs/{job_reference}",
  tags: ["Jobs"],
  summary: "Get an async job",
  description:
    "queued → processing → completed (result.uuids) or failed (error.code, error.message). attempts counts deliveries.",
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
    ...errorResponses("not_found"),
  },
});

export const jobsRouter = createRouter().openapi(get, async (c) => {
  const job = await findJob(c.get("db"), c.get("businessId"), c.req.valid("param").job_reference);
  if (!job) throw notFound("Job");
  return c.json(success("Job retrieved", toJobView(job)), 200);
});
