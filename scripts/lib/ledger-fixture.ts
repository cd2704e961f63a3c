// A business with a ledger of a given size, generated inside SQLite (recursive CTEs) so
// a million posted lines take seconds: used by the benchmark.
import { buildRegistration } from "../../src/business/register";
import { db, execute, type Target } from "./d1";

/** A business whose ledger holds `lines` posted lines; returns its secret key. */
export async function ledgerBusiness(target: Target, lines: number) {
  const { statements, result } = await buildRegistration(
    db,
    {
      email: `bench-${lines}-${Date.now()}@example.com`,
      firstname: "Bench",
      lastname: "Ledger",
      business_name: `Ledger of ${lines} lines`,
      password: "bench-password",
      country: "US",
      currency: "USD",
      timezone: "UTC",
      grant_access: "admin",
    },
    null,
  );
  execute(statements, target);
  const biz = result.business_uuid;
  const entries = lines / 2;
  const seq = `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${entries})`;
  const day = "date('2024-01-01', '+' || (n % 1000) || ' days')";
  execute(
    [
      `INSERT INTO journal_entries (id, business_id, date, source_type, source_id, reverses_entry_id, narration, created_at) ${seq} SELECT '${biz}-' || n, '${biz}', ${day}, 'bench', 'bench', NULL, NULL, '2026-01-01T00:00:00.000Z' FROM seq`,
      `INSERT INTO journal_lines (id, entry_id, business_id, account_id, date, line_no, debit, credit, currency, currency_amount, description)
       ${seq}, chart AS (SELECT id, row_number() OVER (ORDER BY code) - 1 AS i, count(*) OVER () AS k FROM accounts WHERE business_id = '${biz}'), sides(side) AS (VALUES (0), (1))
       SELECT '${biz}-' || n || '-' || side, '${biz}-' || n, '${biz}', chart.id, ${day}, side + 1,
              CASE side WHEN 0 THEN ((n % 1000) + 1) * 100 ELSE 0 END, CASE side WHEN 1 THEN ((n % 1000) + 1) * 100 ELSE 0 END, NULL, NULL, NULL
       FROM seq CROSS JOIN sides JOIN chart ON chart.i = (n * 7 + side * 3) % chart.k`,
      `INSERT INTO account_period_totals (business_id, account_id, period, debit, credit, currency_amount)
       SELECT business_id, account_id, substr(date, 1, 7), sum(debit), sum(credit), 0 FROM journal_lines WHERE business_id = '${biz}' GROUP BY account_id, substr(date, 1, 7)`,
      `INSERT INTO account_daily_totals (business_id, account_id, date, debit, credit, currency_amount)
       SELECT business_id, account_id, date, sum(debit), sum(credit), 0 FROM journal_lines WHERE business_id = '${biz}' GROUP BY account_id, date`,
    ],
    target,
  );
  return result.api_secret_key!;
}

