// Contacts on the AI create pipeline: drafts from the extractor become contact rows.
import type { z } from "@hono/zod-openapi";
import type { Creator } from "../creates/creator";
import { rowChunks } from "../db/bulk-insert";
import { sourceUuidTaken } from "../db/queries/source-uuid";
import { contacts } from "../db/schema";
import { nowIso } from "../lib/clock";
import { ApiError } from "../lib/errors";
import type { contactRecord } from "../schemas/contacts";
import { type Contact, toContact } from "./contacts";
import { type ContactDraft, contactSpec } from "./extraction";

export const contactCreator: Creator<ContactDraft, Contact, z.infer<typeof contactRecord>> = {
  resource: "contacts",
  spec: contactSpec,
  fromRecord: (record) => ({
    name: record.name,
    email: record.email ?? null,
    phone: record.phone ?? null,
    address: record.address ?? null,
    tax_id: record.tax_id ?? null,
    registration_number: record.registration_number ?? null,
    website: record.website ?? null,
    contact_person: record.contact_person ?? null,
    type: record.type,
  }),
  async build(db, { businessId, ids, sourceUuids, progress }, drafts) {
    for (const sourceUuid of sourceUuids) {
      if (sourceUuid && (await sourceUuidTaken(db, contacts, businessId, sourceUuid)))
        throw new ApiError("conflict", `Another contact already has source_uuid ${sourceUuid}`);
    }
    const now = nowIso();
    const rows = drafts.map((draft, i) => ({
      id: ids[i]!,
      businessId,
      sourceUuid: sourceUuids[i] ?? null,
      name: draft.name,
      email: draft.email?.toLowerCase() ?? null,
      phone: draft.phone,
      address: draft.address,
      taxId: draft.tax_id,
      registrationNumber: draft.registration_number,
      website: draft.website,
      contactPerson: draft.contact_person,
      type: draft.type,
      createdAt: now,
      updatedAt: now,
      version: 1,
    }));
    const statements = [];
    for (const chunk of rowChunks(contacts, rows)) statements.push(db.insert(contacts).values(chunk));
    // Checked and ready to write, all at once with the job's completion.
    await progress?.(rows.length, rows.length);
    return { statements, records: rows.map(toContact) };
  },
};
