// The lookups on write paths use an index, not a scan of the business's rows: SQLite's
// own query plan for the statements the code runs, read with EXPLAIN QUERY PLAN.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

async function plan(sql: string, ...params: unknown[]) {
  const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return rows.results.map((r) => r.detail).join("\n");
}

describe("query plans", () => {
  it.each([
    [
      "bank transactions by the record they made",
      "SELECT id FROM bank_transactions WHERE business_id = ? AND linked_id IN (?, ?)",
      ["b", "x", "y"],
      "bank_transactions_linked_idx",
    ],
    [
      "cash records naming a contact",
      "SELECT id FROM cash_transactions WHERE business_id = ? AND contact_id = ? LIMIT 1",
      ["b", "c"],
      "cash_transactions_contact_idx",
    ],
    [
      "a contact by name, whatever its case",
      "SELECT id FROM contacts WHERE business_id = ? AND lower(name) = lower(?)",
      ["b", "Acme Ltd"],
      "contacts_business_name_idx",
    ],
    [
      "a contact by uuid, source_uuid or name (contacts/match.ts)",
      "SELECT id FROM contacts WHERE business_id = ? AND (id = ? OR source_uuid = ? OR lower(name) = lower(?))",
      ["b", "r", "r", "r"],
      "contacts_business_name_idx",
    ],
    [
      "contacts whose name starts with a word (contacts/match.ts, the legal-form match)",
      "SELECT id, name FROM contacts WHERE business_id = ? AND lower(name) >= ? AND lower(name) < ? LIMIT 50",
      ["b", "ota", "otb"],
      "contacts_business_name_idx",
    ],
  ])("%s", async (_name, sql, params, index) => {
    const detail = await plan(sql, ...params);
    expect(detail).toContain(index);
    expect(detail).not.toMatch(/^SCAN (bank_transactions|cash_transactions|contacts)$/m);
  });
});
