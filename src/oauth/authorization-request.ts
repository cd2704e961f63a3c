// The authorization request (CONTRACT 11, RFC 9700): which app asks, where the browser
// goes back to (one of the app's registered redirect URIs, exactly), the app's own state
// (`reference`) and, optionally, a PKCE challenge. Checked when the app asks for the URL
// and again on the consent page, which anyone can open with any parameters.
import { z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { findActiveKey } from "../db/queries/credentials";
import { businesses, oauthRedirectUris } from "../db/schema";
import type { Db } from "../env";
import { ApiError } from "../lib/errors";
import { hashKey, parseKey } from "../lib/keys";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https anywhere; plain http only to this machine, for development. No fragments (RFC 6749 3.1.2). */
const appUrl = (what: string) =>
  z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .refine((value) => {
      // Refinements run even when the url check above failed.
      const url = URL.parse(value);
      return url === null || url.protocol === "https:" || LOOPBACK_HOSTS.has(url.hostname);
    }, `${what} must use https (http is allowed only for localhost)`)
    .refine((value) => !value.includes("#"), `${what} must not contain a fragment`);

export const redirectUri = appUrl("redirect_uri");

export const authorizationQuery = z
  .object({
    client_id: z.string().openapi({ description: "The app's public key (`svc_pk_…`).", example: "svc_pk_…" }),
    redirect_uri: redirectUri.openapi({
      description:
        "Where the browser returns after the owner decides: one of the app's registered redirect URIs (PUT /oauth/redirect-uris), exactly.",
      example: "https://app.example.com/callback",
    }),
    reference: z.string().min(1).max(200).openapi({
      description: "The app's state for this request, returned unchanged on the redirect.",
      example: "c9f1a2",
    }),
    privacy_url: appUrl("privacy_url").openapi({
      description: "The app's privacy policy, linked on the consent page.",
      example: "https://app.example.com/privacy",
    }),
    terms_url: appUrl("terms_url").openapi({
      description: "The app's terms of service, linked on the consent page.",
      example: "https://app.example.com/terms",
    }),
    code_challenge: z
      .string()
      .regex(/^[A-Za-z0-9._~-]{43,128}$/, "must be 43-128 characters of base64url")
      .optional()
      .openapi({
        description:
          "PKCE (RFC 7636): BASE64URL(SHA-256(code_verifier)). The exchange must then send the code_verifier.",
      }),
    code_challenge_method: z
      .literal("S256", { error: "only S256 is supported (plain is not)" })
      .optional()
      .openapi({ description: "S256, required with code_challenge." }),
  })
  .superRefine((q, ctx) => {
    if ((q.code_challenge === undefined) !== (q.code_challenge_method === undefined))
      ctx.addIssue({
        code: "custom",
        path: [q.code_challenge === undefined ? "code_challenge" : "code_challenge_method"],
        message: "code_challenge and code_challenge_method=S256 go together",
      });
  });
export type AuthorizationRequest = z.infer<typeof authorizationQuery>;

export interface OAuthClient {
  businessId: string;
  name: string;
}

/** The app behind a client_id; 400 when it is not an active app key, 403 when the app's API access is off. */
export async function resolveClient(db: Db, clientId: string): Promise<OAuthClient> {
  const unknown = new ApiError("invalid_request", "client_id is not an active app public key", [
    { field: "client_id", message: "Unknown client" },
  ]);
  if (parseKey(clientId) !== "business_public") throw unknown;
  const key = await findActiveKey(db, await hashKey(clientId));
  if (key?.kind !== "business_public" || !key.businessId) throw unknown;
  if (!key.businessApiAccess) throw new ApiError("forbidden", "Developer API access is not active for this app");
  const [app] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, key.businessId))
    .limit(1);
  if (!app) throw unknown;
  return { businessId: key.businessId, name: app.name };
}

/** 400 unless `uri` is, character for character, one the app registered. */
export async function checkRedirectUri(db: Db, app: OAuthClient, uri: string) {
  const [registered] = await db
    .select({ uri: oauthRedirectUris.uri })
    .from(oauthRedirectUris)
    .where(and(eq(oauthRedirectUris.appBusinessId, app.businessId), eq(oauthRedirectUris.uri, uri)))
    .limit(1);
  if (!registered)
    throw new ApiError("invalid_request", "redirect_uri is not one of the app's registered redirect URIs", [
      {
        field: "redirect_uri",
        message:
          "Not registered for this app: register it exactly with PUT /oauth/redirect-uris (the app's secret key)",
      },
    ]);
}

/** The app behind a request and its redirect URI checked: what the consent page may act on. */
export async function resolveAuthorization(db: Db, request: AuthorizationRequest): Promise<OAuthClient> {
  const app = await resolveClient(db, request.client_id);
  await checkRedirectUri(db, app, request.redirect_uri);
  return app;
}

/** The redirect back to the app, with the given parameters added to its own query. */
export function redirectBack(request: AuthorizationRequest, params: Record<string, string>): string {
  const url = new URL(request.redirect_uri);
  url.searchParams.set("reference", request.reference);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
