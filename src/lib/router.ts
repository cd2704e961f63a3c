// The router factory every resource uses: validation failures become 400 envelopes with
// one entry per field (CONTRACT 2).
import { OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import type { AppEnv } from "../env";
import { ApiError, type FieldError } from "./errors";

export function fieldErrors(error: z.ZodError, target?: string): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join(".") : target === "json" ? "body" : (target ?? "body"),
    message: issue.message,
  }));
}

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new ApiError("invalid_request", "Invalid request", fieldErrors(result.error, result.target));
      }
    },
  });
}
