// OpenAPI security scheme names and the route-level requirement for each credential.
export const securitySchemes = {
  BusinessKey: {
    type: "apiKey" as const,
    in: "header" as const,
    name: "X-API-Key",
    description:
      "Business secret key (`svc_sk_…`). May also be sent as `api-key` or `sk`; several headers with different values are rejected.",
  },
  OAuthBearer: {
    type: "http" as const,
    scheme: "bearer",
    description:
      "OAuth access token (`svc_at_…`) from POST /oauth/access/token, sent with the app's own secret key in X-API-Key; the request then acts for the token's business and is rate limited per token.",
  },
  PartnerKey: {
    type: "apiKey" as const,
    in: "header" as const,
    name: "X-API-Key",
    description: "Partner secret key (`svc_partner_sk_…`), used only to register businesses.",
  },
};

/** Business routes: the business's own key, or an app's key plus an OAuth token for the business. */
export const businessSecurity: Record<string, string[]>[] = [{ BusinessKey: [] }, { BusinessKey: [], OAuthBearer: [] }];
/** The OAuth token endpoints: the app's secret key alone. */
export const appSecurity = [{ BusinessKey: [] }];
/** GET /oauth/token/validate: the app's key and the token together. */
export const oauthSecurity = [{ BusinessKey: [], OAuthBearer: [] }];
export const partnerSecurity = [{ PartnerKey: [] }];
