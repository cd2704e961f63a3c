// OAuth request and response bodies (CONTRACT 11).
import { z } from "@hono/zod-openapi";
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
    redirect_uri: z.string().max(2000).optional().openapi({
      description: "When given, must equal the redirect_uri of the authorization request (RFC 6749 4.1.3).",
    }),
  })
  .openapi("AccessTokenRequest");

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
