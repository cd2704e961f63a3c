// Contact schemas (SPEC 2.4, CONTRACT 7).
import { z } from "@hono/zod-openapi";
import { contactTypes } from "../db/schema";
import { WEBSITE_WRITTEN } from "../extraction/grammar/contact-fields";
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
    tax_id: z.string().nullable().openapi({
      description:
        "The contact's tax identification number as written: a Nigerian TIN, a VAT number, a US EIN. Null when not known.",
      example: "12345678-0001",
    }),
    registration_number: z.string().nullable().openapi({
      description:
        "The contact's company registration number: RC or BN in Nigeria (kept with its prefix, `RC 123456`), a company number elsewhere. Null when not known.",
      example: "RC 123456",
    }),
    website: z.string().nullable().openapi({
      description:
        "The contact's website as written: a URL (`https://kanograins.com`) or a domain (`www.acme.example`). Null when not known.",
      example: "https://acme.example",
    }),
    contact_person: z.string().nullable().openapi({
      description:
        "Whom to address at the contact (a person or a department): printed as `Attn:` under the customer's name on invoices and credit notes. Null when not known.",
      example: "Mr. Bayo Adeniran",
    }),
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
      tax_id: "12345678-0001",
      registration_number: "RC 123456",
      website: "https://acme.example",
      contact_person: "Mr. Bayo Adeniran",
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

// A tax or registration number: letters, digits and the marks written between them
// ("12345678-0001", "12-3456789", "GB 123 4567 89", "RC 123456"), with at least one digit.
const NUMBER_WRITTEN = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const taxIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(NUMBER_WRITTEN, "Must be a tax identification number: letters and digits, with spaces, '-', '/' or '.'")
  .openapi({
    description:
      "Tax identification number (Nigerian TIN, VAT number, US EIN), at most 50 characters, with at least one digit. `null` clears it.",
    example: "12345678-0001",
  });
const registrationNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(NUMBER_WRITTEN, "Must be a registration number: letters and digits, with spaces, '-', '/' or '.'")
  .openapi({
    description:
      "Company registration number (RC or BN in Nigeria, a company number elsewhere), at most 50 characters, with at least one digit. `null` clears it.",
    example: "RC 123456",
  });

const websiteSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(WEBSITE_WRITTEN, "Must be a website: a URL (https://…) or a domain (acme.example)")
  .openapi({
    description:
      "The contact's website: a URL with http or https (`https://kanograins.com/about`) or a domain (`www.acme.example`, `acme.com.ng`), at most 500 characters. `null` clears it.",
    example: "https://acme.example",
  });
const contactPersonSchema = z.string().trim().min(1).max(200).openapi({
  description:
    "Whom to address at the contact, a person or a department (`Mr. Bayo Adeniran`, `Accounts Dept`), at most 200 characters. `null` clears it.",
  example: "Mr. Bayo Adeniran",
});

const contactFields = {
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254).nullable(),
  phone: phoneSchema.nullable(),
  address: z.string().trim().min(1).max(500).nullable(),
  tax_id: taxIdSchema.nullable(),
  registration_number: registrationNumberSchema.nullable(),
  website: websiteSchema.nullable(),
  contact_person: contactPersonSchema.nullable(),
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
    tax_id: contactFields.tax_id.optional(),
    registration_number: contactFields.registration_number.optional(),
    website: contactFields.website.optional(),
    contact_person: contactFields.contact_person.optional(),
    source_uuid: contactFields.source_uuid.optional(),
  })
  .openapi("ContactRecord", {
    example: {
      name: "Acme Ltd",
      type: "customer",
      email: "accounts@acme.example",
      tax_id: "12345678-0001",
      contact_person: "Mr. Bayo Adeniran",
      source_uuid: "crm-1042",
    },
  });

export const createContactBody = createBody(contactRecord, { memo: null, name: "contact" });

export const updateContactBody = z
  .object(contactFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Provide at least one field to update")
  .openapi("UpdateContact", { example: { phone: "+234 803 555 0199", tax_id: "12345678-0001", type: "supplier" } });

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
      description: "Case-insensitive match on name, email, phone, tax_id, registration_number or contact_person.",
    }),
});
