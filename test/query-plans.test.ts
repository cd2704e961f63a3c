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

  // Reports read what the period or the records need, never every line or day of the
  // business's history (the benchmark's ledger of 1,000,000 lines showed each of these).
  it.each([
    [
      "the records posted since a bank reconciliation was completed (ledger/bank-reconciliation.ts)",
      "SELECT e.source_type, e.source_id FROM journal_entries e INNER JOIN journal_lines l ON l.entry_id = e.id WHERE e.business_id = ? AND e.created_at > ? AND l.account_id = ? AND l.date <= ?",
      ["b", "t", "a", "d"],
      "journal_entries_created_idx",
    ],
    [
      "the statement rows changed since a bank reconciliation was completed",
      "SELECT id FROM bank_transactions WHERE business_id = ? AND bank_account_id = ? AND status <> 'categorized' AND date <= ? AND updated_at > ?",
      ["b", "a", "d", "t"],
      "bank_transactions_changed_idx",
    ],
    [
      "the lines of some entries (general ledger's other side, cash basis)",
      "SELECT entry_id, account_id FROM journal_lines WHERE business_id = ? AND entry_id IN (SELECT value FROM json_each(?))",
      ["b", '["e1","e2"]'],
      "journal_lines_entry_idx",
    ],
    [
      "every account's days of one month (balances as of a date)",
      "SELECT account_id, sum(debit) FROM account_daily_totals WHERE business_id = ? AND date >= ? AND date <= ? GROUP BY account_id",
      ["b", "2026-09-01", "2026-09-30"],
      "account_daily_totals_date_idx",
    ],
    [
      "a statement's lines by the records behind them",
      "SELECT jl.entry_id FROM journal_lines jl JOIN journal_entries je ON je.id = jl.entry_id JOIN accounts a ON a.id = jl.account_id WHERE a.sub_type = 'receivable' AND +jl.date <= ? AND +jl.business_id = ? AND je.business_id = ? AND je.source_type IN ('invoice', 'payment') AND je.source_id IN (SELECT value FROM json_each(?))",
      ["2026-09-30", "b", "b", '["d1"]'],
      "journal_entries_source_idx",
    ],
    [
      "the manual lines naming a contact on a control account (aged reports, statements)",
      "SELECT jl.contact_id, sum(jl.debit) FROM journal_lines jl JOIN accounts a ON a.id = jl.account_id WHERE jl.business_id = ? AND jl.contact_id IS NOT NULL AND a.sub_type = 'receivable' AND +jl.date <= ? GROUP BY jl.contact_id, jl.date",
      ["b", "2026-09-30"],
      "journal_lines_contact_idx",
    ],
  ])("%s", async (_name, sql, params, index) => {
    const detail = await plan(sql, ...params);
    expect(detail).toContain(index);
    expect(detail).not.toContain("journal_lines_business_date_idx");
    expect(detail).not.toMatch(/^SCAN (journal_lines|account_daily_totals)$/m);
  });

  // Deleting a record others may name makes SQLite look, by foreign key, for rows still
  // naming it, by the referencing column alone: every such column leads an index, or the
  // check reads every business's invoices, payments and journal lines.
  it.each([
    "DELETE FROM contacts WHERE business_id = ? AND id = ?",
    "DELETE FROM accounts WHERE business_id = ? AND id = ?",
    "DELETE FROM tax_codes WHERE business_id = ? AND id = ?",
    "DELETE FROM documents WHERE business_id = ? AND id = ?",
    "DELETE FROM journal_entries WHERE business_id = ? AND id = ?",
  ])("%s searches the rows that name it", async (sql) => {
    const detail = await plan(sql, "b", "r");
    expect(detail).toMatch(/^SEARCH /m);
    expect(detail).not.toMatch(/^SCAN /m);
  });
});
