// OpenAPI security scheme names and the route-level requirement for each credential.
export const securitySchemes = {
  BusinessKey: {
    type: "apiKey" as const,
    in: "header" as const,
    name: "X-API-Key",
    description:
      "Business secret key (`svc_sk_…`). May also be sent as `api-key` or `sk`; several headers with different values are rejected.",
  },
  PartnerKey: {
    type: "apiKey" as const,
    in: "header" as const,
    name: "X-API-Key",
    description: "Partner secret key (`svc_partner_sk_…`), used only to register businesses.",
  },
};

export const businessSecurity = [{ BusinessKey: [] }];
export const partnerSecurity = [{ PartnerKey: [] }];
