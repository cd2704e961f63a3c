// Contact operations behind the routes and (later) the AI create jobs: identifier
// resolution, source_uuid uniqueness and the API shape of a record.
import type { z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { bumpVersion } from "../db/batch";
import { type ContactRow, contactInUse, findContact } from "../db/queries/contacts";
import { sourceUuidTaken } from "../db/queries/source-uuid";
import { contacts } from "../db/schema";
import type { Db } from "../env";
import { nowIso } from "../lib/clock";
import { ApiError, notFound } from "../lib/errors";
import type { contactSchema, updateContactBody } from "../schemas/contacts";
import { type Plan, plan } from "../write/commit";

export type Contact = z.infer<typeof contactSchema>;

export const toContact = (row: ContactRow): Contact => ({
  uuid: row.id,
  source_uuid: row.sourceUuid,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  tax_id: row.taxId,
  registration_number: row.registrationNumber,
  website: row.website,
  contact_person: row.contactPerson,
  type: row.type,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
  version: row.version,
});

const sourceUuidConflict = (sourceUuid: string) =>
  new ApiError("conflict", `Another contact already has source_uuid ${sourceUuid}`);

export async function getContact(db: Db, businessId: string, identifier: string): Promise<ContactRow> {
  const row = await findContact(db, businessId, identifier);
  if (!row) throw notFound("Contact");
  return row;
}

/** The contact as GET shows it; 404 when there is none. */
export const contactView = async (db: Db, businessId: string, identifier: string) =>
  toContact(await getContact(db, businessId, identifier));

export async function editContact(
  db: Db,
  businessId: string,
  identifier: string,
  input: z.infer<typeof updateContactBody>,
): Promise<Plan<Contact>> {
  const current = await getContact(db, businessId, identifier);
  const sourceUuid = input.source_uuid;
  if (sourceUuid && (await sourceUuidTaken(db, contacts, businessId, sourceUuid, { exceptId: current.id }))) {
    throw sourceUuidConflict(sourceUuid);
  }
  const changes: Partial<ContactRow> = {
    name: input.name,
    email: input.email === undefined ? undefined : (input.email?.toLowerCase() ?? null),
    phone: input.phone,
    address: input.address,
    taxId: input.tax_id,
    registrationNumber: input.registration_number,
    website: input.website,
    contactPerson: input.contact_person,
    type: input.type,
    sourceUuid,
    updatedAt: nowIso(),
  };
  return plan(
    [
      db
        .update(contacts)
        .set({ ...changes, version: bumpVersion(contacts.version) })
        .where(and(eq(contacts.businessId, businessId), eq(contacts.id, current.id)))
        .returning(),
    ],
    ([rows]) => {
      const [row] = rows as ContactRow[];
      if (!row) throw notFound("Contact");
      return toContact(row);
    },
  );
}

export async function removeContact(db: Db, businessId: string, identifier: string) {
  const current = await getContact(db, businessId, identifier);
  if (await contactInUse(db, businessId, current.id)) {
    throw new ApiError("conflict", `${current.name} has invoices, bills, expenses or income; delete those first`);
  }
  return plan(
    [db.delete(contacts).where(and(eq(contacts.businessId, businessId), eq(contacts.id, current.id)))],
    () => ({
      uuid: current.id,
      source_uuid: current.sourceUuid,
      deleted: true as const,
    }),
  );
}
