// OAuth 2.0 for third-party apps (SPEC 1 and 5, CONTRACT 11). The JSON endpoints are in
// the OpenAPI document; the consent page (GET and POST /oauth/consent) is HTML for the
// business owner's browser and is linked from the authorization URL instead.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { getBusinessProfile } from "../db/queries/businesses";
import type { AppEnv } from "../env";
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
  resolveAuthorization,
} from "../oauth/authorization-request";
import { CONSENT_HEADERS, consentPage, invalidRequestPage } from "../oauth/consent-page";
import { csrfToken, forgedPost } from "../oauth/csrf";
import { exchangeCode, issueCode, listApprovals, refreshTokens, revokeApproval } from "../oauth/grants";
import { signInOwner } from "../oauth/owner-sign-in";
import { listRedirectUris, replaceRedirectUris } from "../oauth/redirect-uris";
import { admitPage } from "../rate-limit/pages";
import { errorResponses, jsonBody, jsonResponse, successSchema } from "../schemas/common";
import {
  accessTokenBody,
  approvalSchema,
  authorizationUrl,
  redirectUrisBody,
  redirectUrisSchema,
  refreshTokenBody,
  tokenPair,
  tokenValidation,
} from "../schemas/oauth";
import { commit } from "../write/commit";
import { writeContext } from "../write/context";

const authorization = createRoute({
  method: "get",
  path: "/oauth/authorization",
  tags: ["OAuth"],
  summary: "Start an authorization (no key)",
  operationId: "startAuthorization",
  description:
    "Returns the URL of the service's consent page for this request. redirect_uri must be one the app registered (PUT /oauth/redirect-uris), character for character; anything else is refused here and on the consent page, never redirected to. Send the business owner's browser to the URL: they sign in with the email and password from register-business, see the app's name and its privacy and terms links, and approve or deny. On approval the browser returns to `redirect_uri?reference=…&authorization_code=…&business_id=…`; on denial to `redirect_uri?reference=…&error=access_denied`. Codes are single use, last 10 minutes and are bound to the app, the redirect_uri and (with PKCE, recommended) the code_challenge. Failed sign-ins are limited to 5 per account and 20 per client IP in any 15 minutes (a sliding window); this route and the consent page are rate limited per client IP.",
  security: [],
  request: { query: authorizationQuery },
  responses: {
    200: jsonResponse(successSchema(authorizationUrl), "The consent page URL."),
    ...errorResponses("invalid_request", "forbidden", "rate_limited"),
  },
});

const getRedirectUris = defineRoute("app", {
  method: "get",
  path: "/oauth/redirect-uris",
  tags: ["OAuth"],
  summary: "List the app's registered redirect URIs (app secret key)",
  description: "The URIs an authorization request for this app may name, exactly.",
  responses: { 200: jsonResponse(successSchema(redirectUrisSchema), "The app's redirect URIs.") },
});

const getApprovals = defineRoute("app", {
  method: "get",
  path: "/oauth/approvals",
  tags: ["OAuth"],
  summary: "List the apps this business approved (the business's own key)",
  description:
    "Every app that holds a live token for this business. With the business's own secret key only: an app acting for the business cannot list the others.",
  responses: { 200: jsonResponse(successSchema(z.array(approvalSchema)), "The approved apps.") },
});

const deleteApproval = defineRoute("app", {
  method: "delete",
  path: "/oauth/approvals/{app_uuid}",
  tags: ["OAuth"],
  summary: "Revoke an app's access (the business's own key)",
  description:
    "Revokes every token the app holds for this business at once (its next request is 401 invalid_token) and expires its codes not yet exchanged. To let it in again, the owner approves it again.",
  request: { params: z.object({ app_uuid: z.uuid() }) },
  responses: {
    200: jsonResponse(
      successSchema(z.object({ app_uuid: z.uuid(), revoked: z.literal(true) })),
      "The app's access is revoked.",
    ),
    ...errorResponses("not_found"),
  },
});

const putRedirectUris = defineRoute("app", {
  method: "put",
  path: "/oauth/redirect-uris",
  tags: ["OAuth"],
  summary: "Replace the app's registered redirect URIs (app secret key)",
  description:
    "The whole list, replaced at once. Authorization requests are matched against it exactly (RFC 9700): no prefixes, no wildcards, the query string included. Codes already issued keep working with the URI they were issued for.",
  request: { body: jsonBody(redirectUrisBody) },
  responses: {
    200: jsonResponse(successSchema(redirectUrisSchema), "The app's redirect URIs, as stored."),
    ...errorResponses("invalid_request"),
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
    "Authenticated with the app's own secret key (no Bearer token). redirect_uri is required and must equal the authorization request's; with PKCE, code_verifier is required and must match its code_challenge. A code works once: presenting it again fails and revokes the tokens it was exchanged for.",
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
    return { request: parsed.data, app: await resolveAuthorization(c.get("db"), parsed.data) };
  } catch (err) {
    if (err instanceof ApiError)
      return { failure: html(c, invalidRequestPage(err.message), err.status === 403 ? 403 : 400) };
    throw err;
  }
}

async function approve(
  c: Context<AppEnv>,
  request: AuthorizationRequest,
  app: { businessId: string; name: string },
  form: Record<string, unknown>,
  csrf: string,
) {
  const signIn = await signInOwner(c, form);
  const again = (
    state: { error?: string; businesses?: { id: string; name: string }[] },
    status: 200 | 400 | 401 | 429,
    extra: Record<string, string> = {},
  ) => html(c, consentPage(request, app, { ...state, email: signIn.email, csrf }), status, extra);
  if (signIn.outcome === "refused") return again({ error: signIn.message }, signIn.status, signIn.headers);
  if (signIn.outcome === "choose") return again({ businesses: signIn.businesses }, 200);
  const user = signIn.owner;
  const db = c.get("db");
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
        codeChallenge: request.code_challenge,
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
    await admitPage(c);
    const query = c.req.valid("query");
    await resolveAuthorization(c.get("db"), query);
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
      codeVerifier: body.code_verifier,
    });
    const tokens = await commit(writeContext(c), planned);
    return c.json(success("Access token issued", tokens), 200);
  })
  .openapi(getApprovals, async (c) => {
    const approvals = await listApprovals(c.get("db"), c.get("credential").businessId!);
    return c.json(success("Approved apps retrieved", approvals), 200);
  })
  .openapi(deleteApproval, async (c) => {
    const { app_uuid } = c.req.valid("param");
    const businessId = c.get("credential").businessId!;
    const revoked = await commit(writeContext(c), await revokeApproval(c.get("db"), businessId, app_uuid));
    return c.json(success("App access revoked", revoked), 200);
  })
  .openapi(getRedirectUris, async (c) => {
    const uris = await listRedirectUris(c.get("db"), c.get("credential").businessId!);
    return c.json(success("Redirect URIs retrieved", { redirect_uris: uris }), 200);
  })
  .openapi(putRedirectUris, async (c) => {
    const { redirect_uris } = c.req.valid("json");
    const appBusinessId = c.get("credential").businessId!;
    const stored = await commit(writeContext(c), replaceRedirectUris(c.get("db"), appBusinessId, redirect_uris));
    return c.json(success("Redirect URIs replaced", { redirect_uris: stored }), 200);
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
  await admitPage(c);
  const resolved = await consentRequest(c, c.req.query());
  if (resolved.failure) return resolved.failure;
  return html(c, consentPage(resolved.request, resolved.app, { csrf: csrfToken(c) }), 200);
});

oauthRouter.post("/oauth/consent", async (c) => {
  await admitPage(c);
  const form = await c.req.parseBody();
  const forged = forgedPost(c, form);
  if (forged) return html(c, invalidRequestPage(`${forged} Open the authorization link again.`), 403);
  const resolved = await consentRequest(c, form);
  if (resolved.failure) return resolved.failure;
  // Only a registered redirect URI gets here (consentRequest checked it): a denial goes nowhere else.
  if (form.decision === "deny") return c.redirect(redirectBack(resolved.request, { error: "access_denied" }), 303);
  const csrf = form.csrf_token as string;
  if (form.decision !== "approve")
    return html(c, consentPage(resolved.request, resolved.app, { error: "Choose approve or deny.", csrf }), 400);
  return approve(c, resolved.request, resolved.app, form, csrf);
});
