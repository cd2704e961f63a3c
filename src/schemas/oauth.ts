// OAuth request and response bodies (CONTRACT 11).
import { z } from "@hono/zod-openapi";
import { redirectUri } from "../oauth/authorization-request";
import { MAX_REDIRECT_URIS } from "../oauth/redirect-uris";
import { businessProfile } from "./business";

export const authorizationUrl = z
  .object({
    authorization_url: z
      .url()
      .openapi({ description: "Send the business owner's browser here: the service's consent page." }),
  })
  .openapi("AuthorizationUrl");

export const accessTokenBody = z
  .object({
    authorization_code: z.string().min(1).max(200),
    business_id: z.uuid().openapi({ description: "The business_id the redirect carried." }),
    redirect_uri: z.string().max(2000).openapi({
      description: "The redirect_uri of the authorization request, exactly (RFC 6749 4.1.3).",
    }),
    code_verifier: z
      .string()
      .regex(/^[A-Za-z0-9._~-]{43,128}$/, "must be 43-128 characters: letters, digits, '-', '.', '_' or '~'")
      .optional()
      .openapi({ description: "PKCE: required when the authorization request sent a code_challenge." }),
  })
  .openapi("AccessTokenRequest");

export const redirectUrisBody = z
  .object({
    redirect_uris: z
      .array(redirectUri)
      .max(MAX_REDIRECT_URIS)
      .openapi({
        description: `The app's whole list (at most ${MAX_REDIRECT_URIS}); authorization requests must name one exactly. https only (http for localhost); no fragments.`,
      }),
  })
  .openapi("RedirectUris", { example: { redirect_uris: ["https://app.example.com/callback"] } });

export const redirectUrisSchema = z.object({ redirect_uris: z.array(z.string()) }).openapi("RedirectUriList");

export const refreshTokenBody = z
  .object({
    refresh_token: z.string().min(1).max(200),
    business_id: z.uuid(),
  })
  .openapi("RefreshTokenRequest");

export const tokenPair = z
  .object({
    access_token: z
      .string()
      .openapi({ description: "Send as `Authorization: Bearer …` with the app's secret key. Valid for 60 minutes." }),
    refresh_token: z.string().openapi({
      description:
        "Single use: each refresh returns a new one. Presenting a spent refresh token revokes every token of the grant. Expires after 30 days.",
    }),
    expires_at: z.iso.datetime().openapi({ description: "When the access token expires." }),
    token_type: z.literal("Bearer"),
    business_id: z.uuid().openapi({ description: "The business the tokens act for." }),
  })
  .openapi("TokenPair");

export const tokenValidation = businessProfile
  .extend({
    authentication_method: z.literal("oauth"),
    expires_at: z.iso.datetime().openapi({ description: "When the access token expires." }),
  })
  .openapi("TokenValidation");

export const approvalSchema = z
  .object({
    app_uuid: z.uuid().openapi({ description: "The app's business uuid." }),
    app_name: z.string(),
    approved_at: z.iso.datetime(),
    expires_at: z.iso.datetime().openapi({ description: "When its refresh token lapses, unless used." }),
  })
  .openapi("Approval");
