// Contact schemas (SPEC 2.4, CONTRACT 7).
import { z } from "@hono/zod-openapi";
import { contactTypes } from "../db/schema";
import { createBody } from "./ai-create";
import { listQuerySchema, recordVersion, sourceUuidSchema, timestampSchema } from "./common";

export const contactSchema = z
  .object({
    uuid: z.uuid(),
    source_uuid: z.string().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    type: z.enum(contactTypes),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    version: recordVersion,
  })
  .openapi("Contact", {
    example: {
      uuid: "4f0d8a52-6a63-4c8e-9f5b-2f7c1e0e2b41",
      source_uuid: "crm-1042",
      name: "Acme Ltd",
      email: "accounts@acme.example",
      phone: "+234 803 555 0101",
      address: "12 Marina Road, Lagos",
      type: "customer",
      created_at: "2026-11-22T09:30:00.000Z",
      updated_at: "2026-11-22T09:30:00.000Z",
      version: 1,
    },
  });

const phoneSchema = z
  .string()
  .trim()
  .max(50)
  .regex(/^\+?[0-9()\-.\s]*[0-9][0-9()\-.\s]*(\s*(ext\.?|x)\s*\d+)?$/i, "Must be a phone number");

const contactFields = {
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254).nullable(),
  phone: phoneSchema.nullable(),
  address: z.string().trim().min(1).max(500).nullable(),
  type: z.enum(contactTypes),
  source_uuid: sourceUuidSchema,
};

/** A contact as a structured create sends it: the update's fields, name and type required. */
export const contactRecord = z
  .object({
    ...contactFields,
    email: contactFields.email.optional(),
    phone: contactFields.phone.optional(),
    address: contactFields.address.optional(),
    source_uuid: contactFields.source_uuid.optional(),
  })
  .openapi("ContactRecord", {
    example: { name: "Acme Ltd", type: "customer", email: "accounts@acme.example", source_uuid: "crm-1042" },
  });

export const createContactBody = createBody(contactRecord, { memo: null, name: "contact" });

export const updateContactBody = z
  .object(contactFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Provide at least one field to update")
  .openapi("UpdateContact", { example: { phone: "+234 803 555 0199", type: "supplier" } });

export const listContactsQuery = listQuerySchema.extend({
  schema: z.literal("contacts").openapi({
    param: { name: "schema", in: "query", required: true },
    description: "Must be `contacts`.",
  }),
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .openapi({
      param: { name: "search", in: "query" },
      description: "Case-insensitive match on name, email or phone.",
    }),
});
