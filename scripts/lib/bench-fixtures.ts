// Benchmark businesses whose records are generated inside SQLite (recursive CTEs), so a
// million rows take seconds.
import { buildRegistration } from "../../src/business/register";
import { db, type Target } from "./d1";

async function benchBusiness(target: Target, name: string) {
  const { statements, result } = await buildRegistration(
    db,
    {
      email: `bench-${crypto.randomUUID()}@example.com`,
      firstname: "Bench",
      lastname: "Owner",
      business_name: name,
      password: "bench-password",
      country: "US",
      currency: "USD",
      timezone: "UTC",
      grant_access: "admin",
    },
    null,
  );
  await target.execute(statements);
  return { biz: result.business_uuid, key: result.api_secret_key! };
}

const seq = (n: number) => `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${n})`;

/**
 * A business with `count` contacts, one a minute from 2025-01-01; returns its id, its
 * secret key and the uuid of its most recent contact.
 */
export async function contactsBusiness(target: Target, count: number) {
  const { biz, key } = await benchBusiness(target, `${count} contacts`);
  // Ids are UUID-shaped, unique per business and count.
  const id = (n: string) => `printf('%08x-0000-4000-8000-%012x', ${count}, ${n})`;
  await target.execute([
    `INSERT INTO contacts (id, business_id, source_uuid, name, email, phone, address, type, created_at, updated_at)
       ${seq(count)} SELECT ${id("n")}, '${biz}', NULL, 'Bench Contact ' || n, 'contact' || n || '@bench.example', '+1 555 ' || printf('%07d', n), NULL,
              CASE n % 2 WHEN 0 THEN 'customer' ELSE 'supplier' END, strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || n || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || n || ' minutes')
       FROM seq`,
  ]);
  return {
    biz,
    key,
    latest: `${count.toString(16).padStart(8, "0")}-0000-4000-8000-${count.toString(16).padStart(12, "0")}`,
  };
}

/** A business whose ledger holds `lines` posted lines; returns its secret key. */
export async function ledgerBusiness(target: Target, lines: number) {
  const { biz, key } = await benchBusiness(target, `Ledger of ${lines} lines`);
  const entries = lines / 2;
  const day = "date('2024-01-01', '+' || (n % 1000) || ' days')";
  await target.execute([
    `INSERT INTO journal_entries (id, business_id, date, source_type, source_id, reverses_entry_id, narration, created_at) ${seq(entries)} SELECT '${biz}-' || n, '${biz}', ${day}, 'bench', 'bench', NULL, NULL, '2026-01-01T00:00:00.000Z' FROM seq`,
    `INSERT INTO journal_lines (id, entry_id, business_id, account_id, date, line_no, debit, credit, currency, currency_amount, description)
       ${seq(entries)}, chart AS (SELECT id, row_number() OVER (ORDER BY code) - 1 AS i, count(*) OVER () AS k FROM accounts WHERE business_id = '${biz}'), sides(side) AS (VALUES (0), (1))
       SELECT '${biz}-' || n || '-' || side, '${biz}-' || n, '${biz}', chart.id, ${day}, side + 1,
              CASE side WHEN 0 THEN ((n % 1000) + 1) * 100 ELSE 0 END, CASE side WHEN 1 THEN ((n % 1000) + 1) * 100 ELSE 0 END, NULL, NULL, NULL
       FROM seq CROSS JOIN sides JOIN chart ON chart.i = (n * 7 + side * 3) % chart.k`,
    `INSERT INTO account_period_totals (business_id, account_id, period, debit, credit, currency_amount)
       SELECT business_id, account_id, substr(date, 1, 7), sum(debit), sum(credit), 0 FROM journal_lines WHERE business_id = '${biz}' GROUP BY account_id, substr(date, 1, 7)`,
    `INSERT INTO account_daily_totals (business_id, account_id, date, debit, credit, currency_amount)
       SELECT business_id, account_id, date, sum(debit), sum(credit), 0 FROM journal_lines WHERE business_id = '${biz}' GROUP BY account_id, date`,
  ]);
  return key;
}
