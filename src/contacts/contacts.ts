// Contact operations behind the routes and (later) the AI create jobs: identifier
// resolution, source_uuid uniqueness and the API shape of a record.
import type { z } from "@hono/zod-openapi";
import type { ExpectedVersion } from "../db/batch";
import { isUniqueViolation } from "../db/errors";
import { type ContactRow, contactInUse, deleteContact, findContact, updateContact } from "../db/queries/contacts";
import { sourceUuidTaken } from "../db/queries/source-uuid";
import { contacts } from "../db/schema";
import type { Db } from "../env";
import { nowIso } from "../lib/clock";
import { ApiError, notFound } from "../lib/errors";
import type { contactSchema, updateContactBody } from "../schemas/contacts";

export type Contact = z.infer<typeof contactSchema>;

export const toContact = (row: ContactRow): Contact => ({
  uuid: row.id,
  source_uuid: row.sourceUuid,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
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

export async function editContact(
  db: Db,
  businessId: string,
  identifier: string,
  input: z.infer<typeof updateContactBody>,
  expected?: ExpectedVersion,
): Promise<Contact> {
  const current = await getContact(db, businessId, identifier);
  const sourceUuid = input.source_uuid;
  if (sourceUuid && (await sourceUuidTaken(db, contacts, businessId, sourceUuid, { exceptId: current.id }))) {
    throw sourceUuidConflict(sourceUuid);
  }
  try {
    const row = await updateContact(
      db,
      businessId,
      current.id,
      {
        name: input.name,
        email: input.email === undefined ? undefined : (input.email?.toLowerCase() ?? null),
        phone: input.phone,
        address: input.address,
        type: input.type,
        sourceUuid,
        updatedAt: nowIso(),
      },
      expected,
    );
    if (!row) throw notFound("Contact");
    return toContact(row);
  } catch (err) {
    if (sourceUuid && isUniqueViolation(err)) throw sourceUuidConflict(sourceUuid);
    throw err;
  }
}

export async function removeContact(db: Db, businessId: string, identifier: string, expected?: ExpectedVersion) {
  const current = await getContact(db, businessId, identifier);
  if (await contactInUse(db, businessId, current.id)) {
    throw new ApiError("conflict", `${current.name} has invoices, bills, expenses or income; delete those first`);
  }
  await deleteContact(db, businessId, current.id, expected);
  return { uuid: current.id, source_uuid: current.sourceUuid, deleted: true as const };
}
