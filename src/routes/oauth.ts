// OAuth 2.0 for third-party apps (SPEC 1 and 5, CONTRACT 11). The JSON endpoints are in
// the OpenAPI document; the consent page (GET and POST /oauth/consent) is HTML for the
// business owner's browser and is linked from the authorization URL instead.
import { createRoute, type z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { findUserByEmail, getBusinessProfile } from "../db/queries/businesses";
import type { AppEnv } from "../env";
import { verifyPassword } from "../lib/crypto";
import { success } from "../lib/envelope";
import { ApiError } from "../lib/errors";
import { newId } from "../lib/ids";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { apiPath } from "../middleware/audit";
import {
  type AuthorizationRequest,
  authorizationQuery,
  redirectBack,
  resolveClient,
} from "../oauth/authorization-request";
import { CONSENT_HEADERS, consentPage, invalidRequestPage } from "../oauth/consent-page";
import { exchangeCode, issueCode, refreshTokens } from "../oauth/grants";
import { startSignIn } from "../oauth/sign-in-limits";
import { errorResponses, jsonBody, jsonResponse, successSchema } from "../schemas/common";
import { accessTokenBody, authorizationUrl, refreshTokenBody, tokenPair, tokenValidation } from "../schemas/oauth";
import { commit } from "../write/commit";
import { writeContext } from "../write/context";

const authorization = createRoute({
  method: "get",
  path: "/oauth/authorization",
  tags: ["OAuth"],
  summary: "Start an authorization (no key)",
  description:
    "Returns the URL of the service's consent page for this request. Send the business owner's browser there: they sign in with the email and password from register-business, see the app's name and its privacy and terms links, and approve or deny. On approval the browser returns to `redirect_uri?reference=…&authorization_code=…&business_id=…`; on denial to `redirect_uri?reference=…&error=access_denied`. Codes are single use, last 10 minutes and are bound to the app and the redirect_uri. Failed sign-ins are limited to 5 per account and 20 per client IP per 15 minutes.",
  security: [],
  request: { query: authorizationQuery },
  responses: {
    200: jsonResponse(successSchema(authorizationUrl), "The consent page URL."),
    ...errorResponses("invalid_request", "forbidden"),
  },
});

const tokenResponses = {
  200: {
    ...jsonResponse(successSchema(tokenPair), "A new access and refresh token pair."),
  },
  ...errorResponses("invalid_request", "invalid_grant", "invalid_token", "forbidden", "payload_too_large"),
};

const accessToken = defineRoute("app", {
  method: "post",
  path: "/oauth/access/token",
  tags: ["OAuth"],
  summary: "Exchange an authorization code for tokens (app secret key)",
  description:
    "Authenticated with the app's own secret key (no Bearer token). A code works once: presenting it again fails and revokes the tokens it was exchanged for.",
  request: { body: jsonBody(accessTokenBody) },
  responses: tokenResponses,
});

const refreshToken = defineRoute("app", {
  method: "post",
  path: "/oauth/refresh/token",
  tags: ["OAuth"],
  summary: "Rotate a refresh token (app secret key)",
  description:
    "Returns a new pair and spends the refresh token; the previous access token stops working. Presenting a spent refresh token again revokes every token of the grant (reuse detection): the business owner must approve the app again.",
  request: { body: jsonBody(refreshTokenBody) },
  responses: tokenResponses,
});

const validateToken = defineRoute("oauthToken", {
  method: "get",
  path: "/oauth/token/validate",
  tags: ["OAuth"],
  summary: "Validate an access token (app secret key + Bearer token)",
  description: "Returns the profile of the business the token acts for.",
  responses: {
    200: jsonResponse(successSchema(tokenValidation), "The token is valid."),
    ...errorResponses("invalid_token", "forbidden"),
  },
});

function html(
  c: Context<AppEnv>,
  body: Promise<string> | string,
  status: 200 | 400 | 401 | 403 | 429,
  extra: Record<string, string> = {},
) {
  return c.html(body, status, { ...CONSENT_HEADERS, ...extra });
}

/** The authorization request and its app, or the HTML page that says what is wrong with them. */
async function consentRequest(c: Context<AppEnv>, input: Record<string, unknown>) {
  const parsed = authorizationQuery.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { failure: html(c, invalidRequestPage(`${issue.path.join(".") || "request"}: ${issue.message}`), 400) };
  }
  try {
    return { request: parsed.data, app: await resolveClient(c.get("db"), parsed.data.client_id) };
  } catch (err) {
    if (err instanceof ApiError)
      return { failure: html(c, invalidRequestPage(err.message), err.status === 403 ? 403 : 400) };
    throw err;
  }
}

// A fixed hash to verify against when the email is unknown, so the response takes the
// same time whether or not the account exists.
const DUMMY_HASH =
  "pbkdf2-sha256$100000$00000000000000000000000000000000$0000000000000000000000000000000000000000000000000000000000000000";

async function approve(
  c: Context<AppEnv>,
  request: AuthorizationRequest,
  app: { businessId: string; name: string },
  form: Record<string, unknown>,
) {
  const email = typeof form.email === "string" ? form.email.trim().toLowerCase() : "";
  const password = typeof form.password === "string" ? form.password : "";
  const again = (error: string, status: 400 | 401 | 429, extra: Record<string, string> = {}) =>
    html(c, consentPage(request, app, { error, email }), status, extra);
  if (!email || !password || email.length > 320 || password.length > 1000)
    return again("Enter your email and password.", 400);
  // Cloudflare sets CF-Connecting-IP on every request it forwards; a client cannot forge it there.
  const attempt = await startSignIn(c.env, email, c.req.header("cf-connecting-ip") ?? "unknown");
  if (!attempt.allowed) {
    return again(`Too many failed sign-in attempts. Try again in ${Math.ceil(attempt.retryAfter / 60)} minutes.`, 429, {
      "Retry-After": String(attempt.retryAfter),
    });
  }
  const db = c.get("db");
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) return again("The email or password is not right.", 401);
  await attempt.succeeded();
  // The business's audit log says who let which app in, written with the code.
  const code = await commit(
    {
      db,
      businessId: user.businessId,
      actor: {
        id: newId(),
        requestId: c.get("requestId"),
        credential: { kind: "owner", keyId: null, userId: user.id, appBusinessId: app.businessId },
        method: "POST",
        route: "/oauth/consent",
        path: apiPath(c.req.url),
      },
    },
    {
      ...(await issueCode(db, {
        appBusinessId: app.businessId,
        businessId: user.businessId,
        userId: user.id,
        redirectUri: request.redirect_uri,
      })),
      audit: {
        record: app.businessId,
        status: 303,
        after: { approved_app: { business_uuid: app.businessId, name: app.name }, redirect_uri: request.redirect_uri },
      },
    },
  );
  return c.redirect(redirectBack(request, { authorization_code: code, business_id: user.businessId }), 303);
}

export const oauthRouter = createRouter()
  .openapi(authorization, async (c) => {
    const query = c.req.valid("query");
    await resolveClient(c.get("db"), query.client_id);
    const url = new URL("consent", c.req.url);
    url.search = new URLSearchParams(query as z.infer<typeof authorizationQuery>).toString();
    return c.json(
      success("Send the business owner to the authorization URL", { authorization_url: url.toString() }),
      200,
    );
  })
  .openapi(accessToken, async (c) => {
    const body = c.req.valid("json");
    const planned = await exchangeCode(c.get("db"), {
      appBusinessId: c.get("credential").businessId!,
      code: body.authorization_code,
      businessId: body.business_id,
      redirectUri: body.redirect_uri,
    });
    const tokens = await commit(writeContext(c), planned);
    return c.json(success("Access token issued", tokens), 200);
  })
  .openapi(refreshToken, async (c) => {
    const body = c.req.valid("json");
    const planned = await refreshTokens(c.get("db"), {
      appBusinessId: c.get("credential").businessId!,
      refreshToken: body.refresh_token,
      businessId: body.business_id,
    });
    const tokens = await commit(writeContext(c), planned);
    return c.json(success("Tokens refreshed", tokens), 200);
  })
  .openapi(validateToken, async (c) => {
    const profile = await getBusinessProfile(c.get("db"), c.get("businessId"));
    const oauth = c.get("credential").oauth;
    if (!profile || !oauth) throw new ApiError("invalid_token", "Invalid, expired or revoked access token");
    return c.json(
      success("Access token is valid", {
        ...profile,
        authentication_method: "oauth" as const,
        expires_at: oauth.expiresAt,
      }),
      200,
    );
  });

// The consent page, outside the OpenAPI document: HTML for people, not JSON for programs.
oauthRouter.get("/oauth/consent", async (c) => {
  const resolved = await consentRequest(c, c.req.query());
  if (resolved.failure) return resolved.failure;
  return html(c, consentPage(resolved.request, resolved.app), 200);
});

oauthRouter.post("/oauth/consent", async (c) => {
  const form = await c.req.parseBody();
  const resolved = await consentRequest(c, form);
  if (resolved.failure) return resolved.failure;
  if (form.decision === "deny") return c.redirect(redirectBack(resolved.request, { error: "access_denied" }), 303);
  if (form.decision !== "approve")
    return html(c, consentPage(resolved.request, resolved.app, { error: "Choose approve or deny." }), 400);
  return approve(c, resolved.request, resolved.app, form);
});
