// npm run bench: load against a local `wrangler dev` on 127.0.0.1, bounded in time.
// Seeds a business with 10,000 contacts in a scratch state directory, then drives each
// route with autocannon and prints req/s, p50 and p99, each as a ratio to the bare
// health route measured in the same run. Dev-server figures: compare ratios, not
// absolute numbers. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { execFileSync } from "node:child_process";
import { contacts } from "../src/db/schema";
import { newId } from "../src/lib/ids";
import { db, execute, type Target } from "./lib/d1";
import { startDevServer } from "./lib/server";
import { seedDemo } from "./seed";
import { ledgerBusiness } from "./lib/ledger-fixture";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CONTACTS = 10_000;

function seedContacts(businessId: string, target: Target) {
  const statements = [];
  for (let start = 0; start < CONTACTS; start += 100) {
    const rows = Array.from({ length: Math.min(100, CONTACTS - start) }, (_, i) => {
      const n = start + i;
      const at = new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();
      return {
        id: newId(),
        businessId,
        name: `Bench Contact ${n}`,
        email: `contact${n}@bench.example`,
        phone: `+1 555 ${String(n).padStart(7, "0")}`,
        address: null,
        type: n % 2 ? ("supplier" as const) : ("customer" as const),
        sourceUuid: null,
        createdAt: at,
        updatedAt: at,
      };
    });
    statements.push(db.insert(contacts).values(rows));
  }
  execute(statements, target);
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(name: string, url: string, headers: Record<string, string>, connections = CONNECTIONS): Promise<Measured> {
  await autocannon({ url, headers, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections, duration: SECONDS, timeout: 30 });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors + result.timeouts };
}

/** Peak resident memory of the workerd processes, sampled while `work` runs. */
async function peakWorkerdRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number; baselineMb: number }> {
  const sample = () => {
    try {
      const out = execFileSync("ps", ["-C", "workerd", "-o", "rss="], { encoding: "utf8" });
      return out.split("\n").filter(Boolean).reduce((sum, kb) => sum + Number(kb), 0) / 1024;
    } catch {
      return 0;
    }
  };
  const baselineMb = sample();
  let peakMb = baselineMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, sample())), 100);
  try {
    return { result: await work(), peakMb, baselineMb };
  } finally {
    clearInterval(timer);
  }
}

/** A 10,000-row statement imported as an async job: rows per second and memory. */
async function importBench(base: string, key: string) {
  const ROWS = 10_000;
  const headers = { "X-API-Key": key, "content-type": "application/json" };
  const bank = await fetch(`${base}/accounts`, {
    method: "POST",
    headers,
    body: JSON.stringify({ prompt: "add Bench Bank current account, USD", process_type: "direct" }),
  }).then((r) => r.json() as Promise<{ data: { uuid: string } }>);
  const lines = ["Date,Description,Debit,Credit,Balance"];
  let balance = 1_000_000_00;
  for (let i = 0; i < ROWS; i++) {
    const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 30) * 86_400_000).toISOString().slice(0, 10);
    const cents = 100 + ((i * 7919) % 500_000);
    const debit = i % 3 !== 0;
    balance += debit ? -cents : cents;
    const money = (c: number) => (c / 100).toFixed(2);
    lines.push(`${day},${debit ? "POS purchase" : "Transfer in"} ${i},${debit ? money(cents) : ""},${debit ? "" : money(cents)},${money(balance)}`);
  }
  const file = Buffer.from(lines.join("\n")).toString("base64");
  const { result: seconds, peakMb, baselineMb } = await peakWorkerdRss(async () => {
    const started = performance.now();
    const accepted = (await fetch(`${base}/bank-transactions/upload`, {
      method: "POST",
      headers,
      body: JSON.stringify({ prompt: "Import the statement", bank: bank.data.uuid, attachments: [{ file, type: "base64", name: "big.csv" }] }),
    }).then((r) => r.json())) as { data: { job_reference: string } };
    for (;;) {
      const job = (await fetch(`${base}/jobs/${accepted.data.job_reference}`, { headers }).then((r) => r.json())) as { data: { status: string; error: unknown } };
      if (job.data.status === "completed") break;
      if (job.data.status === "failed") throw new Error(`import failed: ${JSON.stringify(job.data.error)}`);
      if (performance.now() - started > 300_000) throw new Error("import did not finish within 5 minutes");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return (performance.now() - started) / 1000;
  });
  return `\n${ROWS}-row csv statement as an async job: ${seconds.toFixed(1)} s, ${Math.round(ROWS / seconds)} rows/s; workerd resident memory ${Math.round(baselineMb)} MB before, ${Math.round(peakMb)} MB at peak (all isolates, D1 and the runtime together; a Worker isolate's limit is 128 MB)`;
}

const dir = mkdtempSync(join(tmpdir(), "accounting-bench-"));
const target: Target = { remote: false, persistTo: dir };
try {
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true" },
    stdio: "ignore",
  });
  const demo = await seedDemo(target);
  seedContacts(demo.business_uuid, target);
  const ledgerKeys = { small: await ledgerBusiness(target, 10_000), large: await ledgerBusiness(target, 1_000_000) };
  // The limit is lifted so the benchmark measures the limiter's cost, not its refusals.
  const server = await startDevServer({ port: 8797, persistTo: dir, vars: { RATE_LIMIT_MAX: "1000000000" } });
  try {
    const base = `${server.origin}/v1/accounting`;
    const auth = { "X-API-Key": demo.business_secret_key };
    const results = [
      await measure("GET /health (bare)", `${base}/health`, {}),
      await measure("GET /auth/validate", `${base}/auth/validate`, auth),
      await measure(`GET /contacts?limit=20 (${CONTACTS} contacts)`, `${base}/contacts?schema=contacts&limit=20`, auth),
    ];
    const period = "from_date=2025-01-01&to_date=2026-09-30";
    for (const report of ["income-statement", "balance-sheet"]) {
      for (const [size, key] of Object.entries(ledgerKeys)) {
        // Reports are not a high-concurrency route: 4 connections measure their cost, not a queue.
        results.push(await measure(`GET /reports/${report} (${size === "small" ? "10,000" : "1,000,000"} lines, 4 conn.)`, `${base}/reports/${report}?${period}`, { "X-API-Key": key }, 4));
      }
    }
    const bare = results[0]!;
    console.log(`\n${SECONDS}s per route, ${CONNECTIONS} connections, wrangler dev on 127.0.0.1\n`);
    console.table(
      results.map((r) => ({
        route: r.name,
        "req/s": Math.round(r.rps),
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        "req/s vs bare": (r.rps / bare.rps).toFixed(2),
        "p50 vs bare": (r.p50 / bare.p50).toFixed(2),
        "p99 vs bare": (r.p99 / bare.p99).toFixed(2),
        "non-2xx": r.non2xx,
      })),
    );
    for (const report of ["income-statement", "balance-sheet"]) {
      const [small, large] = results.filter((r) => r.name.startsWith(`GET /reports/${report}`));
      console.log(`${report}: 1,000,000 lines vs 10,000 lines: req/s ratio ${(large!.rps / small!.rps).toFixed(2)}, p50 ratio ${(large!.p50 / small!.p50).toFixed(2)}`);
    }
    console.log(await importBench(base, demo.business_secret_key));
    if (results.some((r) => r.non2xx > 0)) {
      console.error("Some requests failed: the figures above are not trustworthy.");
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
