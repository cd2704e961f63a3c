// Never drop input silently (issue 21): a query parameter the route does not declare is a
// 400 that names it, before anything runs: GET /invoices?status=overdue must not answer
// every invoice as if the filter applied. `defineRoute` adds the check to every route
// from its declared query schema (none declared: any parameter is refused).
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

/** The names an object schema declares, through the wrappers a query schema may have. */
function declaredNames(schema: z.ZodType | undefined): string[] {
  const def = (
    schema as unknown as { _zod?: { def: { type: string; shape?: object; in?: z.ZodType; innerType?: z.ZodType } } }
  )?._zod?.def;
  if (!def) return [];
  if (def.type === "object") return Object.keys(def.shape ?? {});
  return declaredNames(def.in ?? def.innerType);
}

export function refuseUnknownQuery(schema: z.ZodType | undefined): MiddlewareHandler<AppEnv> {
  const declared = new Set(declaredNames(schema));
  return async (c, next) => {
    const unknown = Object.keys(c.req.queries()).filter((name) => !declared.has(name));
    if (unknown.length)
      throw new ApiError(
        "invalid_request",
        `Unknown query parameter${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}: not part of this request, so nothing was done`,
        unknown.map((field) => ({ field, message: "Unknown query parameter" })),
      );
    await next();
  };
}
