// Recognition rules (CONTRACT 8, apply_rules): a pattern in a narration suggests an
// account. Queries, views and the commands routes/bank-rules.ts commits.
import { and, eq } from "drizzle-orm";
import { resolveAccountReference } from "../accounts/accounts";
import { oneOf } from "../db/queries/one-of";
import { type PageInput, paginate } from "../db/queries/paginate";
import { accounts, bankRules } from "../db/schema";
import type { Db } from "../env";
import { nowIso } from "../lib/clock";
import { notFound } from "../lib/errors";
import { newId } from "../lib/ids";
import { plan } from "../write/commit";
import type { BusinessScope } from "../write/scope";

type RuleRow = typeof bankRules.$inferSelect;

async function ruleViews(db: Db, businessId: string, rows: RuleRow[]) {
  if (!rows.length) return [];
  const names = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(
      and(
        eq(accounts.businessId, businessId),
        oneOf(
          accounts.id,
          rows.map((r) => r.accountId),
        ),
      ),
    );
  const byId = new Map(names.map((a) => [a.id, a.name]));
  return rows.map((r) => ({
    uuid: r.id,
    pattern: r.pattern,
    account: byId.get(r.accountId) ?? "",
    account_uuid: r.accountId,
    type: r.type,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    version: r.version,
  }));
}

/** The rule as GET would show it; 404 when there is none. */
export async function ruleView(s: BusinessScope, id: string) {
  const [row] = await s.db
    .select()
    .from(bankRules)
    .where(and(eq(bankRules.businessId, s.businessId), eq(bankRules.id, id)));
  if (!row) throw notFound("Rule");
  return (await ruleViews(s.db, s.businessId, [row]))[0]!;
}

export async function listRules(s: BusinessScope, page: PageInput) {
  const { rows, total } = await paginate(
    s.db,
    bankRules,
    { businessId: s.businessId },
    [bankRules.createdAt, bankRules.id],
    page,
  );
  return { items: await ruleViews(s.db, s.businessId, rows), total };
}

export async function createRule(
  s: BusinessScope,
  input: { pattern: string; account: string; type: "debit" | "credit" | null },
) {
  const account = await resolveAccountReference(s.db, s.businessId, input.account, "account");
  const now = nowIso();
  // A rule is never changed, only deleted: it was last updated when made.
  const row = {
    id: newId(),
    businessId: s.businessId,
    pattern: input.pattern,
    accountId: account.id,
    type: input.type,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  return plan([s.db.insert(bankRules).values(row)], async () => (await ruleViews(s.db, s.businessId, [row]))[0]!, {
    audit: { record: row.id },
  });
}

export async function deleteRule(s: BusinessScope, id: string) {
  const current = await ruleView(s, id);
  return plan(
    [s.db.delete(bankRules).where(and(eq(bankRules.businessId, s.businessId), eq(bankRules.id, current.uuid)))],
    () => ({ uuid: current.uuid, source_uuid: null, deleted: true as const }),
  );
}
