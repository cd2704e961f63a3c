// Benchmark businesses whose records are generated inside SQLite (recursive CTEs), so a
// million rows take seconds.
import { buildRegistration } from "../../src/business/register";
import { db, type Target } from "./d1";

/** Registration statements for businesses with the given names, to run in one go. */
async function registrations(names: string[]) {
  const statements: Parameters<Target["execute"]>[0] = [];
  const businesses: { biz: string; key: string }[] = [];
  for (const name of names) {
    const { statements: registration, result } = await buildRegistration(
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
    statements.push(...registration);
    businesses.push({ biz: result.business_uuid, key: result.api_secret_key! });
  }
  return { statements, businesses };
}

async function benchBusiness(target: Target, name: string) {
  const { statements, businesses } = await registrations([name]);
  await target.execute(statements);
  return businesses[0]!;
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

/**
 * The period the report benchmarks ask for, and the activity every bench ledger shares:
 * `lines` posted lines from `activeFrom` (a year before the period, so a comparison with
 * the previous year reads the same activity in every ledger) to `to`.
 */
export const REPORT_PERIOD = { from: "2025-01-01", to: "2026-09-30", activeFrom: "2024-01-01", lines: 10_000 };

/**
 * A business whose ledger holds `lines` posted lines; returns its secret key. The same
 * REPORT_PERIOD.lines fall between REPORT_PERIOD.activeFrom and its end in every ledger and
 * the rest are history before it (from 2000), so a report's cost across ledger sizes shows
 * whether it depends on the years behind the period, as it must not, rather than on the
 * period's own activity. Every ledger's Cash account was reconciled up to the day before
 * the period, nothing left outstanding, as a business that reconciles its accounts would
 * have (the lines carry no statement rows).
 */
export async function ledgerBusiness(target: Target, lines: number) {
  const { biz, key } = await benchBusiness(target, `Ledger of ${lines} lines`);
  const entries = lines / 2;
  const history = entries - REPORT_PERIOD.lines / 2;
  const periodDays = (Date.parse(REPORT_PERIOD.to) - Date.parse(REPORT_PERIOD.activeFrom)) / 86_400_000 + 1;
  const historyDays = (Date.parse(REPORT_PERIOD.activeFrom) - Date.parse("2000-01-01")) / 86_400_000;
  const day = `CASE WHEN n <= ${history} THEN date('2000-01-01', '+' || (n % ${historyDays}) || ' days') ELSE date('${REPORT_PERIOD.activeFrom}', '+' || (n % ${periodDays}) || ' days') END`;
  const reconciledThrough = new Date(Date.parse(REPORT_PERIOD.from) - 86_400_000).toISOString().slice(0, 10);
  await target.execute([
    // The customer the statement benchmark asks for.
    contactInsert(biz),
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
    `INSERT INTO account_year_totals (business_id, account_id, year, debit, credit, currency_amount)
       SELECT business_id, account_id, substr(date, 1, 4), sum(debit), sum(credit), 0 FROM journal_lines WHERE business_id = '${biz}' GROUP BY account_id, substr(date, 1, 4)`,
    `INSERT INTO bank_reconciliations (id, business_id, account_id, statement_date, statement_balance, book_balance, created_at)
       SELECT '${biz}-reconciled', '${biz}', a.id, '${reconciledThrough}', b.balance, b.balance, '2026-01-02T00:00:00.000Z'
       FROM accounts a, (SELECT coalesce(sum(l.debit) - sum(l.credit), 0) AS balance FROM journal_lines l JOIN accounts c ON c.id = l.account_id
                         WHERE l.business_id = '${biz}' AND c.sub_type = 'cash' AND l.date <= '${reconciledThrough}') b
       WHERE a.business_id = '${biz}' AND a.sub_type = 'cash'`,
  ]);
  return key;
}

/** The customer every write-bench business already has (the invoice prompt names it). */
export const BENCH_CUSTOMER = "Bench Customer";

const contactInsert = (biz: string, id = crypto.randomUUID()) =>
  `INSERT INTO contacts (id, business_id, source_uuid, name, email, phone, address, type, created_at, updated_at)
     VALUES ('${id}', '${biz}', NULL, '${BENCH_CUSTOMER}', NULL, NULL, NULL, 'customer', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`;

/** `count` businesses, each with the contact BENCH_CUSTOMER; registered in one wrangler call. */
export async function writeBusinesses(target: Target, count: number) {
  const { statements, businesses } = await registrations(
    Array.from({ length: count }, (_, i) => `Write bench ${i + 1}`),
  );
  await target.execute([...statements, ...businesses.map(({ biz }) => contactInsert(biz))]);
  return businesses;
}

/** The date of payableInvoices' invoices; payments must not be dated before it. */
export const OPEN_INVOICE_DATE = "2026-01-01";

/**
 * A business with `count` open invoices to BENCH_CUSTOMER, each of 1,000,000.00 USD in
 * one item, posted as buildDocument posts them (Dr Accounts Receivable, Cr Sales, and the
 * monthly and daily totals), with no payments yet. Returns its id, its secret key and the
 * invoices' uuids in number order.
 */
export async function payableInvoices(target: Target, count: number) {
  const { statements, businesses } = await registrations([`${count} open invoices`]);
  const { biz, key } = businesses[0]!;
  // Ids are UUID-shaped: a random tag, the table (0 document, 1 item, 2 entry, 3-4 lines) and n.
  const tag = crypto.randomUUID().slice(0, 8);
  const id = (table: number, n: string) => `printf('${tag}-%04x-4000-8000-%012x', ${table}, ${n})`;
  const idOf = (table: number, n: number) =>
    `${tag}-${table.toString(16).padStart(4, "0")}-4000-8000-${n.toString(16).padStart(12, "0")}`;
  const contact = crypto.randomUUID();
  const total = 100_000_000;
  const date = OPEN_INVOICE_DATE;
  const now = `${date}T00:00:00.000Z`;
  // The accounts buildDocument picks (findAccountBySubType: the default, then the oldest).
  const role = (subType: string) =>
    `(SELECT id FROM accounts WHERE business_id = '${biz}' AND sub_type = '${subType}' ORDER BY is_default DESC, created_at ASC LIMIT 1)`;
  await target.execute([
    ...statements,
    contactInsert(biz, contact),
    `INSERT INTO journal_entries (id, business_id, date, source_type, source_id, reverses_entry_id, narration, created_at)
       ${seq(count)} SELECT ${id(2, "n")}, '${biz}', '${date}', 'invoice', ${id(0, "n")}, NULL, 'Bench invoice ' || n, '${now}' FROM seq`,
    `INSERT INTO journal_lines (id, entry_id, business_id, account_id, date, line_no, debit, credit, currency, currency_amount, description)
       ${seq(count)}
       SELECT ${id(3, "n")}, ${id(2, "n")}, '${biz}', ${role("receivable")}, '${date}', 1, ${total}, 0, NULL, NULL, NULL FROM seq
       UNION ALL
       SELECT ${id(4, "n")}, ${id(2, "n")}, '${biz}', ${role("operating_revenue")}, '${date}', 2, 0, ${total}, NULL, NULL, 'Retainer' FROM seq`,
    `INSERT INTO documents (id, business_id, kind, source_uuid, seq, number, contact_id, date, due_date, narration, currency, exchange_rate,
                            subtotal, tax_total, total, total_base, entry_id, created_at, updated_at, version)
       ${seq(count)} SELECT ${id(0, "n")}, '${biz}', 'invoice', NULL, n, 'INV-' || printf('%04d', n), '${contact}', '${date}', '${date}',
              'Bench invoice ' || n, 'USD', '1', ${total}, 0, ${total}, ${total}, ${id(2, "n")}, '${now}', '${now}', 1
       FROM seq`,
    `INSERT INTO document_items (id, document_id, business_id, line_no, description, quantity, unit_price, amount, account_id, tax_rate, tax_amount)
       ${seq(count)} SELECT ${id(1, "n")}, ${id(0, "n")}, '${biz}', 1, 'Retainer', '1', ${total}, ${total}, ${role("operating_revenue")}, '0', 0 FROM seq`,
    `INSERT INTO account_period_totals (business_id, account_id, period, debit, credit, currency_amount)
       SELECT business_id, account_id, substr(date, 1, 7), sum(debit), sum(credit), 0 FROM journal_lines WHERE business_id = '${biz}' GROUP BY account_id, substr(date, 1, 7)`,
    `INSERT INTO account_daily_totals (business_id, account_id, date, debit, credit, currency_amount)
       SELECT business_id, account_id, date, sum(debit), sum(credit), 0 FROM journal_lines WHERE business_id = '${biz}' GROUP BY account_id, date`,
    `INSERT INTO account_year_totals (business_id, account_id, year, debit, credit, currency_amount)
       SELECT business_id, account_id, substr(date, 1, 4), sum(debit), sum(credit), 0 FROM journal_lines WHERE business_id = '${biz}' GROUP BY account_id, substr(date, 1, 4)`,
  ]);
  return { biz, key, invoices: Array.from({ length: count }, (_, i) => idOf(0, i + 1)) };
}
