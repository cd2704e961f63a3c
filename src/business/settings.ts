// The choices a business makes about how its books are kept (GET/PUT /settings):
// - discount_presentation: "net" posts a discounted document's revenue (expense) lines at
//   what is charged after discounts; "gross" posts them before discounts, with the
//   discounts to Discounts Allowed (invoices) / Discounts Received (bills).
// A change applies to documents posted (created or edited) after it; those posted before
// keep their entries until they are edited.
import { eq } from "drizzle-orm";
import { bumpVersion } from "../db/batch";
import { businesses } from "../db/schema";
import type { Db } from "../env";
import { nowIso } from "../lib/clock";
import { notFound } from "../lib/errors";
import { known } from "../write/commit";
import type { BusinessScope } from "../write/scope";

export type DiscountPresentation = (typeof businesses.$inferSelect)["discountPresentation"];

export interface SettingsView {
  discount_presentation: DiscountPresentation;
  lock_date: string | null;
  fiscal_year_start: number;
  address: string | null;
  version: number;
  updated_at: string;
}

async function readSettings(db: Db, businessId: string) {
  const [row] = await db
    .select({
      discountPresentation: businesses.discountPresentation,
      lockDate: businesses.lockDate,
      fiscalYearStart: businesses.fiscalYearStart,
      address: businesses.address,
      version: businesses.settingsVersion,
      updatedAt: businesses.updatedAt,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound("Business");
  return row;
}

/** How the business presents discounts on the ledger (read only when a document has one). */
export const discountPresentation = async (db: Db, businessId: string) =>
  (await readSettings(db, businessId)).discountPresentation;

export async function settingsView(s: BusinessScope): Promise<SettingsView> {
  const row = await readSettings(s.db, s.businessId);
  return {
    discount_presentation: row.discountPresentation,
    lock_date: row.lockDate,
    fiscal_year_start: row.fiscalYearStart,
    address: row.address,
    version: row.version,
    updated_at: row.updatedAt,
  };
}

/** Replaces the settings, guarded by the version read here: two changes at once, one 409s. */
export async function replaceSettings(
  s: BusinessScope,
  body: {
    discount_presentation: DiscountPresentation;
    lock_date?: string | null;
    fiscal_year_start?: number;
    address?: string | null;
  },
) {
  const read = await readSettings(s.db, s.businessId);
  const updatedAt = nowIso();
  // (Absent, the lock date stays as it is: a client that knows only the discount setting keeps it.)
  const lockDate = body.lock_date === undefined ? read.lockDate : body.lock_date;
  const fiscalYearStart = body.fiscal_year_start ?? read.fiscalYearStart;
  const address = body.address === undefined ? read.address : body.address;
  const view: SettingsView = {
    discount_presentation: body.discount_presentation,
    lock_date: lockDate,
    fiscal_year_start: fiscalYearStart,
    address,
    version: read.version + 1,
    updated_at: updatedAt,
  };
  return known(
    [
      s.db
        .update(businesses)
        .set({
          discountPresentation: body.discount_presentation,
          lockDate,
          fiscalYearStart,
          address,
          settingsVersion: bumpVersion(businesses.settingsVersion),
          updatedAt,
        })
        .where(eq(businesses.id, s.businessId)),
    ],
    view,
    {
      reads: [
        {
          table: businesses,
          idColumn: businesses.id,
          versionColumn: businesses.settingsVersion,
          id: s.businessId,
          version: read.version,
        },
      ],
      audit: { record: s.businessId },
      noun: "settings",
    },
  );
}
