// Route declarations. `defineRoute(access, config, record?)` adds, in one place, what the
// cross-cutting middleware does to a route and its OpenAPI documentation:
// - who may call: the security requirement and the auth middleware (which also rate
//   limits, runs Idempotency-Key on POST and audits writes: middleware/auth.ts);
// - the failure answers every route of that kind can give (merged with the route's own);
// - the Idempotency-Key header on every POST;
// - for a write with one success status, that status (the commit's audit entry states it);
// - for a record route (`record` given): the versions middleware, the ETag on 200 from
//   GET/PUT/PATCH and the If-Match header on PUT/PATCH/DELETE (middleware/versions.ts).
import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../env";
import { appAuth, businessAuth, oauthTokenAuth, partnerAuth } from "../middleware/auth";
import { type LoadRecord, type RecordTable, versioned } from "../middleware/versions";
import { errorResponses } from "../schemas/common";
import { refuseUnknownFields } from "./body-fields";
import type { ErrorCode } from "./errors";
import { refuseUnknownQuery } from "./query-params";
import { appSecurity, businessSecurity, oauthSecurity, partnerSecurity } from "./security";

const ACCESS = {
  /** The business's own key, or an app's key with a token for the business. */
  business: {
    security: businessSecurity,
    auth: businessAuth,
    errors: ["invalid_api_key", "forbidden", "rate_limited"] as ErrorCode[],
  },
  partner: { security: partnerSecurity, auth: partnerAuth, errors: ["invalid_api_key", "rate_limited"] as ErrorCode[] },
  /** The OAuth token endpoints: the app's key alone. */
  app: {
    security: appSecurity,
    auth: appAuth,
    errors: ["invalid_api_key", "invalid_token", "rate_limited"] as ErrorCode[],
  },
  /** The app's key and the token together. */
  oauthToken: {
    security: oauthSecurity,
    auth: oauthTokenAuth,
    errors: ["invalid_api_key", "invalid_token", "forbidden", "rate_limited"] as ErrorCode[],
  },
};
export type Access = keyof typeof ACCESS;

const idempotencyKeyParameter = {
  name: "Idempotency-Key",
  in: "header" as const,
  required: false,
  description:
    "Makes a retry safe: the first response for this key (per business, or per partner on register-business) is stored for 24 hours and replayed byte for byte, with `Idempotent-Replayed: true`. The same key with a different method, path, query or body: 400. While the first request is still running: 409. 409, 429 and 5xx responses are not stored, so a retry runs again. 1 to 255 visible ASCII characters, e.g. a UUID.",
  schema: { type: "string" as const, maxLength: 255 },
};

const ifMatchParameter = {
  name: "If-Match",
  in: "header" as const,
  required: false,
  description:
    "Optimistic concurrency: the ETag of the version this change is based on (or a comma-separated list of them, or `*` for any). If the record has changed since, the request fails with 409 `conflict` and nothing changes; fetch it again and retry with the new ETag. Weak tags never match. Without the header the write still applies only to the version this request read: if another request changes the record while it runs, the answer is 409 `conflict` and nothing changes.",
  schema: { type: "string" as const },
};

const etagHeader = {
  ETag: {
    description:
      "The record's version (`version` in the body: 1 when created, one more after every change). Send it back in If-Match to update or delete only that version.",
    schema: { type: "string" as const },
  },
};

/** The versioned table of a record route and how GET shows one of its records (needed for writes). */
export interface RecordVersioning {
  table: RecordTable;
  load?: LoadRecord;
}

type Config = Omit<RouteConfig, "security" | "middleware">;
type Responses = RouteConfig["responses"];

/** The route's own failure answers, with those every route of its kind can give added. */
function withStandardErrors(responses: Responses, codes: ErrorCode[]): Responses {
  const merged: Responses = { ...responses };
  for (const [status, standard] of Object.entries(errorResponses(...codes))) {
    const own = merged[status] as { description: string } | undefined;
    if (!own) merged[status] = standard;
    else if (!own.description.includes(standard.description))
      merged[status] = { ...own, description: `${own.description} ${standard.description}` };
  }
  return merged;
}

/**
 * The operation's id for generated clients, from its summary when it states none: "List
 * contacts" is listContacts, "Get a bank" getBank (articles and brackets left out).
 */
export function operationIdOf(summary: string): string {
  const words = summary
    .replace(/\([^)]*\)/g, " ")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w && !["a", "an", "the", "s"].includes(w.toLowerCase()));
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join("");
}

export function defineRoute<const R extends Config>(access: Access, config: R, record?: RecordVersioning) {
  const { method } = config;
  const parameters = [...(config.parameters ?? [])];
  const errors = [...ACCESS[access].errors];
  let responses = config.responses;
  if (method === "post") {
    parameters.push(idempotencyKeyParameter);
    errors.push("invalid_request", "conflict");
  }
  if (record && (method === "put" || method === "patch" || method === "delete")) {
    parameters.push(ifMatchParameter);
    errors.push("invalid_request", "not_found", "conflict");
  }
  if (record && (method === "get" || method === "put" || method === "patch") && responses[200]) {
    responses = { ...responses, 200: { ...(responses[200] as object), headers: etagHeader } as Responses[string] };
  }
  const middleware: MiddlewareHandler<AppEnv>[] = [
    ACCESS[access].auth,
    refuseUnknownQuery(config.request?.query as z.ZodType | undefined),
  ];
  // A write's one success status: the commit writes its audit entry complete with it.
  const successes = Object.keys(config.responses).filter((status) => /^2\d\d$/.test(status));
  if (method !== "get" && successes.length === 1) {
    const status = Number(successes[0]);
    middleware.unshift(async (c, next) => {
      c.set("successStatus", status);
      await next();
    });
  }
  if (record) middleware.push(versioned(record.table, record.load));
  const body = (config.request?.body?.content as { "application/json"?: { schema: z.ZodType } } | undefined)?.[
    "application/json"
  ];
  if (body) middleware.push(refuseUnknownFields(body.schema));
  return createRoute({
    ...config,
    operationId: config.operationId ?? (config.summary ? operationIdOf(config.summary) : undefined),
    parameters,
    responses: withStandardErrors(responses, errors),
    security: ACCESS[access].security,
    middleware,
  }) as unknown as R & { getRoutingPath(): string };
}
