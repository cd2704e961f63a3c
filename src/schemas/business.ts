// Request and response schemas for business registration and key validation (CONTRACT 12).
import { z } from "@hono/zod-openapi";
import { isCountryCode, isCurrencyCode, isTimeZone } from "../lib/locale";

const upper = (value: string) => value.trim().toUpperCase();

export const registerBusinessBody = z
  .object({
    email: z.email().max(254),
    firstname: z.string().trim().min(1).max(100),
    lastname: z.string().trim().min(1).max(100),
    business_name: z.string().trim().min(1).max(200),
    password: z.string().min(6).max(200),
    country: z
      .string()
      .transform(upper)
      .refine(isCountryCode, "Must be an ISO 3166-1 alpha-2 country code")
      .default("US")
      .openapi({ type: "string", example: "NG" }),
    currency: z
      .string()
      .transform(upper)
      .refine(isCurrencyCode, "Must be an ISO 4217 currency code")
      .default("USD")
      .openapi({ type: "string", example: "NGN" }),
    timezone: z
      .string()
      .refine(isTimeZone, "Must be an IANA time zone such as Africa/Lagos")
      .default("America/New_York"),
    industry: z.string().trim().min(1).max(100).optional(),
    grant_access: z
      .enum(["admin", "editor", "viewer"])
      .optional()
      .openapi({ description: "With admin, the response includes the new business's API keys." }),
    credit_from_referral_partner: z.boolean().optional(),
  })
  .openapi("RegisterBusiness", {
    example: {
      email: "ada@example.com",
      firstname: "Ada",
      lastname: "Obi",
      business_name: "Ada Foods Ltd",
      password: "correct horse",
      country: "NG",
      currency: "NGN",
      timezone: "Africa/Lagos",
      grant_access: "admin",
    },
  });

export const registeredBusiness = z
  .object({
    business_uuid: z.uuid(),
    name: z.string(),
    currency: z.string(),
    country: z.string(),
    api_public_key: z.string().optional().openapi({ description: "Only when grant_access is admin." }),
    api_secret_key: z
      .string()
      .optional()
      .openapi({ description: "Only when grant_access is admin. Shown once; store it in a secret store." }),
  })
  .openapi("RegisteredBusiness");

export const businessProfile = z
  .object({
    uuid: z.uuid(),
    name: z.string(),
    email: z.string(),
    logo: z.string().nullable(),
    currency: z.string(),
    country: z.string(),
    timezone: z.string(),
  })
  .openapi("BusinessProfile", {
    example: {
      uuid: "9a6c3f3e-3f7e-4c1a-8d7e-3f0a2b1c4d5e",
      name: "Ada Foods Ltd",
      email: "ada@example.com",
      logo: null,
      currency: "NGN",
      country: "NG",
      timezone: "Africa/Lagos",
    },
  });
