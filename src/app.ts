// createApp(): middleware order, error handling, routers and the OpenAPI document.
// Everything lives under /v1/accounting (CONTRACT 1).
import { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { creators } from "./creates/registry";
import { getDb } from "./db/client";
import type { AppEnv } from "./env";
import { ApiError, handleError } from "./lib/errors";
import { withExamples } from "./lib/openapi-examples";
import { BASE_PATH } from "./lib/paths";
import { createRouter } from "./lib/router";
import { securitySchemes } from "./lib/security";
import { limitBody, requireJson } from "./middleware/body";
import { dispatchAfterWrites } from "./middleware/webhooks";
import { accountsRouter } from "./routes/accounts";
import { auditLogRouter } from "./routes/audit-log";
import { authRouter } from "./routes/auth";
import { bankRulesRouter } from "./routes/bank-rules";
import { bankTransactionsRouter } from "./routes/bank-transactions";
import { banksRouter } from "./routes/banks";
import { cashRouter } from "./routes/cash";
import { contactsRouter } from "./routes/contacts";
import { deletionsRouter } from "./routes/deletions";
import { documentsRouter } from "./routes/documents";
import { healthRouter } from "./routes/health";
import { jobsRouter } from "./routes/jobs";
import { journalsRouter } from "./routes/journals";
import { oauthRouter } from "./routes/oauth";
import { OWNER_FORM_PATHS, ownerPagesRouter } from "./routes/owner-pages";
import { prepaymentsRouter } from "./routes/prepayments";
import { reportsRouter } from "./routes/reports";
import { settingsRouter } from "./routes/settings";
import { taxCodesRouter } from "./routes/tax-codes";
import { webhooksRouter } from "./routes/webhooks";

/** The API reference's script, served from public/ (wrangler.toml [assets]). */
export const DOCS_SCRIPT_PATH = `${BASE_PATH}/assets/scalar-api-reference.js`;
/** Cap on JSON bodies. */
const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Cap on AI create bodies, which carry base64 attachments. Workers gives an isolate
 * 128 MB, and a body is held as text, as parsed JSON and as decoded bytes at once;
 * larger sets of files go as url attachments or across requests.
 */
export const MAX_CREATE_BODY_BYTES = 30 * 1024 * 1024;
/** The consent and owner pages' forms post application/x-www-form-urlencoded, as browsers do. */
const formPaths = new Set([`${BASE_PATH}/oauth/consent`, ...OWNER_FORM_PATHS.map((path) => `${BASE_PATH}${path}`)]);
const createPaths = new Set(
  Object.values(creators).map((creator) => `${BASE_PATH}${creator.path ?? `/${creator.resource}`}`),
);

function createApi() {
  const api = createRouter();
  api.use((c, next) => (formPaths.has(c.req.path) ? next() : requireJson(c, next)));
  api.use(async (c, next) => {
    c.set("db", getDb(c.env.DB));
    await next();
  });
  api.use(dispatchAfterWrites);
  api.route("/", healthRouter);
  api.route("/", authRouter);
  api.route("/", oauthRouter);
  api.route("/", ownerPagesRouter);
  api.route("/", contactsRouter);
  api.route("/", jobsRouter);
  api.route("/", accountsRouter);
  api.route("/", banksRouter);
  api.route("/", journalsRouter);
  api.route("/", documentsRouter("invoice"));
  api.route("/", documentsRouter("bill"));
  api.route("/", documentsRouter("credit_note"));
  api.route("/", documentsRouter("supplier_credit"));
  api.route("/", prepaymentsRouter);
  api.route("/", cashRouter("expense"));
  api.route("/", cashRouter("income"));
  api.route("/", bankTransactionsRouter);
  api.route("/", bankRulesRouter);
  api.route("/", reportsRouter);
  api.route("/", auditLogRouter);
  api.route("/", settingsRouter);
  api.route("/", taxCodesRouter);
  api.route("/", webhooksRouter);
  api.route("/", deletionsRouter);

  for (const [name, scheme] of Object.entries(securitySchemes)) {
    api.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
  }
  const documentConfig = {
    openapi: "3.1.0",
    info: {
      title: "Accounting API",
      version: "1.0.0",
      description:
        'Double-entry bookkeeping for businesses. Every response uses the envelope `{status, message, data, meta?}`; failures are `{status: "failed", message, code, errors?, request_id}`. Authenticated responses carry X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset; 429 adds Retry-After. Every response carries X-Request-Id, Strict-Transport-Security, X-Content-Type-Options: nosniff, X-Frame-Options: DENY and Cache-Control: no-store.',
    },
    servers: [{ url: BASE_PATH, description: "This deployment" }],
  };
  // Generated once per isolate. The headers the cross-cutting middleware reads and sets
  // are declared with each route (lib/route.ts).
  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  api.get("/openapi.json", (c) => {
    document ??= withExamples(api.getOpenAPI31Document(documentConfig));
    return c.json(document);
  });
  api.get(
    "/docs",
    Scalar({
      url: `${BASE_PATH}/openapi.json`,
      pageTitle: "Accounting API reference",
      // The pinned script is a static asset of this worker (scripts/assets.sh), and the
      // page asks for no web fonts: the reference works offline and loads nothing from a CDN.
      cdn: DOCS_SCRIPT_PATH,
      withDefaultFonts: false,
      telemetry: false,
      // Scalar's hosted extras (AI chat, MCP generation, its developer toolbar) call its
      // servers; the reference itself needs none of them.
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: "never",
      // Every operation listed in the sidebar, not just the tag names.
      defaultOpenAllTags: true,
    }),
  );
  return api;
}

export function createApp() {
  const app = new OpenAPIHono<AppEnv>();
  app.use(requestId());
  // First of all, on every path (unknown ones too): the body is read to its end before
  // anything can answer (src/middleware/body.ts says why).
  const defaultLimit = limitBody(MAX_BODY_BYTES);
  const createLimit = limitBody(MAX_CREATE_BODY_BYTES);
  app.use((c, next) => (c.req.method === "POST" && createPaths.has(c.req.path) ? createLimit : defaultLimit)(c, next));
  // On every response, errors included. Routes may set their own (the consent page's
  // stricter framing and CSP), which these do not overwrite.
  app.use(
    secureHeaders({
      overwrite: false,
      strictTransportSecurity: "max-age=31536000; includeSubDomains",
      xFrameOptions: "DENY",
    }),
  );
  app.use(async (c, next) => {
    await next();
    // Responses carry keys, tokens and books: no shared or browser cache keeps them.
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  app.get("/", (c) => c.redirect(`${BASE_PATH}/docs`));
  app.route(BASE_PATH, createApi());
  app.notFound((c) => handleError(new ApiError("not_found", `No route for ${c.req.method} ${c.req.path}`), c));
  app.onError(handleError);
  return app;
}
