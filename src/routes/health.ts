// Unauthenticated liveness route; also the baseline of `npm run bench`.
import { createRoute, z } from "@hono/zod-openapi";
import { success } from "../lib/envelope";
import { createRouter } from "../lib/router";
import { errorResponses, jsonResponse, successSchema } from "../schemas/common";

const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["Service"],
  summary: "Liveness check",
  operationId: "getHealth",
  description:
    "Answers 200 while the service is up. Needs no key and is not rate limited; it reads nothing from the books.",
  responses: {
    200: jsonResponse(successSchema(z.object({ status: z.literal("ok") })), "The service is up."),
    ...errorResponses(),
  },
});

export const healthRouter = createRouter().openapi(health, (c) =>
  c.json(success("Service is up", { status: "ok" as const }), 200),
);
