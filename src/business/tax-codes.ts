// Tax codes (issue 19): the named rates a business puts on its lines. Every business
// starts with its country's set (the standard rate where lib/tax.ts knows it, zero-rated
// and exempt) and may add its own (a reduced rate, a sales tax). A line names a code
// (`tax_code`, by code or uuid) or a rate (`tax_rate`); a rate alone takes the one active
// code of that rate when there is exactly one (so 7.5 is STD in Nigeria), and 0 takes
// none (zero-rated and exempt are both 0%: only the code tells them apart). A code's
// rate never changes; it is retired by making it inactive, and lines that used it keep it.
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type PageInput, paginate } from "../db/queries/paginate";
import { cashTransactions, documentItems, type TaxKind, taxCodes } from "../db/schema";
import { exactDecimal } from "../documents/amounts";
import type { Db } from "../env";
import { nowIso } from "../lib/clock";
import { ApiError, notFound } from "../lib/errors";
import { isUuid, newId } from "../lib/ids";
import { standardTaxRate } from "../lib/tax";
import { known, plan } from "../write/commit";
import type { BusinessScope } from "../write/scope";

export type TaxCodeRow = typeof taxCodes.$inferSelect;

export interface TaxCodeView {
  uuid: string;
  code: string;
  name: string;
  rate: number;
  kind: TaxKind;
  active: boolean;
  created_at: string;
  updated_at: string;
  version: number;
}

/** Countries whose value-added tax is called GST. */
const GST = new Set(["AU", "NZ", "IN", "SG"]);

/** The codes a business of `country` starts with. */
export function startingTaxCodes(country: string): { code: string; name: string; rate: string; kind: TaxKind }[] {
  const standard = standardTaxRate(country);
  const tax = GST.has(country.toUpperCase()) ? "GST" : "VAT";
  return [
    ...(standard
      ? [{ code: "STD", name: `${tax} ${standard}% (standard rate)`, rate: standard, kind: "standard" as const }]
      : []),
    { code: "ZERO", name: `${tax} 0% (zero-rated)`, rate: "0", kind: "zero_rated" },
    { code: "EXEMPT", name: `Exempt from ${tax}`, rate: "0", kind: "exempt" },
  ];
}

/** The inserts that give a new business its country's codes (business/register.ts). */
export function startingTaxCodeStatements(db: Db, businessId: string, country: string): BatchItem<"sqlite">[] {
  const now = nowIso();
  return startingTaxCodes(country).map((c) =>
    db.insert(taxCodes).values({ id: newId(), businessId, ...c, createdAt: now, updatedAt: now }),
  );
}

export const taxCodeView = (row: TaxCodeRow): TaxCodeView => ({
  uuid: row.id,
  code: row.code,
  name: row.name,
  rate: Number(row.rate),
  kind: row.kind,
  active: row.active,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
  version: row.version,
});

/** A business's codes, read once per create: what a line's tax_code or tax_rate answers to. */
export class TaxCodes {
  constructor(readonly rows: TaxCodeRow[]) {}

  byId(id: string | null): TaxCodeRow | undefined {
    return id ? this.rows.find((r) => r.id === id) : undefined;
  }

  /**
   * The rate and code of a line: the code named (active, by code or uuid), checked against
   * a rate also given; else the rate, with the one active code of that rate (none for 0).
   */
  /**
   * `kept`: the codes the record being edited already carries, which it may keep though
   * retired since ("lines that used it keep it").
   */
  forLine(
    line: { tax_code?: string | null; tax_rate?: string | null },
    field = "",
    kept: ReadonlySet<string> = new Set(),
  ) {
    const at = (name: string) => (field ? `${field}.${name}` : name);
    if (line.tax_code) {
      const named = line.tax_code.trim();
      const code = this.rows.find((r) =>
        isUuid(named) ? r.id === named.toLowerCase() : r.code === named.toUpperCase(),
      );
      if (!code || (!code.active && !kept.has(code.id)))
        throw new ApiError(
          "invalid_request",
          `${at("tax_code")}: ${code ? `${code.code} is inactive` : `the business has no tax code ${named}`}; GET /tax-codes lists them`,
          [{ field: at("tax_code"), message: code ? "Inactive tax code" : "Unknown tax code" }],
        );
      if (line.tax_rate != null && Number(line.tax_rate) !== Number(code.rate))
        throw new ApiError(
          "invalid_request",
          `${at("tax_rate")}: ${line.tax_rate}% is not the rate of ${code.code} (${code.rate}%); send one of them`,
          [{ field: at("tax_rate"), message: "Disagrees with tax_code" }],
        );
      return { taxRate: code.rate, taxCodeId: code.id };
    }
    const rate = line.tax_rate ?? "0";
    const same = Number(rate) === 0 ? [] : this.rows.filter((r) => r.active && Number(r.rate) === Number(rate));
    return { taxRate: rate, taxCodeId: same.length === 1 ? same[0]!.id : null };
  }
}

export async function loadTaxCodes(db: Db, businessId: string): Promise<TaxCodes> {
  return new TaxCodes(await db.select().from(taxCodes).where(eq(taxCodes.businessId, businessId)));
}

export async function findTaxCode(s: BusinessScope, identifier: string): Promise<TaxCodeRow> {
  const [row] = await s.db
    .select()
    .from(taxCodes)
    .where(
      and(
        eq(taxCodes.businessId, s.businessId),
        isUuid(identifier) ? eq(taxCodes.id, identifier.toLowerCase()) : eq(taxCodes.code, identifier.toUpperCase()),
      ),
    );
  if (!row) throw notFound("Tax code");
  return row;
}

export async function listTaxCodes(s: BusinessScope, page: PageInput) {
  const { rows, total } = await paginate(
    s.db,
    taxCodes,
    { businessId: s.businessId },
    // (Codes made together, as a business's starting set is, by code.)
    [taxCodes.createdAt, taxCodes.code],
    page,
  );
  return { items: rows.map(taxCodeView), total };
}

export async function createTaxCode(
  s: BusinessScope,
  input: { code: string; name: string; rate: number; kind: TaxKind },
) {
  const code = input.code.toUpperCase();
  const rate = exactDecimal(input.rate, 4, "rate");
  const [clash] = await s.db
    .select({ id: taxCodes.id })
    .from(taxCodes)
    .where(and(eq(taxCodes.businessId, s.businessId), eq(taxCodes.code, code)));
  if (clash) throw new ApiError("conflict", `Tax code ${code} already exists`);
  if ((input.kind === "zero_rated" || input.kind === "exempt") !== (Number(rate) === 0))
    throw new ApiError(
      "invalid_request",
      `rate: a ${input.kind} code's rate is ${input.kind === "standard" || input.kind === "reduced" ? "above 0" : "0"}`,
      [{ field: "rate", message: "Does not fit the kind" }],
    );
  const now = nowIso();
  const row: TaxCodeRow = {
    id: newId(),
    businessId: s.businessId,
    code,
    name: input.name,
    rate,
    kind: input.kind,
    active: true,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  // (The unique index answers a second create of the same code at once with a 409.)
  return plan([s.db.insert(taxCodes).values(row)], () => taxCodeView(row), {
    audit: { record: row.id },
    noun: "tax code",
  });
}

/**
 * Deletes a code no line has used (a mistake); a used one is retired instead (409). The
 * foreign keys from the lines refuse a use that lands meanwhile (write/conflicts.ts: 409).
 */
export async function deleteTaxCode(s: BusinessScope, identifier: string) {
  const row = await findTaxCode(s, identifier);
  const [onItems, onCash] = await s.db.batch([
    s.db.select({ id: documentItems.id }).from(documentItems).where(eq(documentItems.taxCodeId, row.id)).limit(1),
    s.db
      .select({ id: cashTransactions.id })
      .from(cashTransactions)
      .where(eq(cashTransactions.taxCodeId, row.id))
      .limit(1),
  ]);
  if (onItems.length || onCash.length)
    throw new ApiError("conflict", `Tax code ${row.code} is on lines already; retire it instead (PATCH active: false)`);
  return known(
    [s.db.delete(taxCodes).where(and(eq(taxCodes.businessId, s.businessId), eq(taxCodes.id, row.id)))],
    { uuid: row.id, source_uuid: null, deleted: true as const },
    { noun: "tax code" },
  );
}

/** Renames or (de)activates a code; its rate and kind never change. */
export async function updateTaxCode(s: BusinessScope, identifier: string, input: { name?: string; active?: boolean }) {
  const row = await findTaxCode(s, identifier);
  const updated: TaxCodeRow = {
    ...row,
    name: input.name ?? row.name,
    active: input.active ?? row.active,
    updatedAt: nowIso(),
    version: row.version + 1,
  };
  return known(
    [
      s.db
        .update(taxCodes)
        .set({ name: updated.name, active: updated.active, updatedAt: updated.updatedAt, version: updated.version })
        .where(eq(taxCodes.id, row.id)),
    ],
    taxCodeView(updated),
    // (The record route guards the version read: a change meanwhile answers 409.)
    { audit: { record: row.id }, noun: "tax code" },
  );
}
