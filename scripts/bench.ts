// npm run bench: load against a local `wrangler dev` on 127.0.0.1, bounded in time.
// Seeds businesses with 1,000 and 1,000,000 contacts and with ledgers of 10,000 and
// 1,000,000 lines in a scratch state directory, serves scripts/bench-worker.ts (the
// service plus bare twins of the contact routes), drives each route with autocannon and
// prints req/s, p50 and p99, against the health route and against each route's bare
// twin, measured in the same run. Dev-server figures: compare ratios, not absolute
// numbers. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50);
// BENCH_PART=routes or BENCH_PART=import runs one half.

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { contactsBusiness, ledgerBusiness } from "./lib/bench-fixtures";
import { type Target, wranglerTarget } from "./lib/d1";
import { startDevServer } from "./lib/server";
import { seedDemo } from "./seed";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** "routes", "import" or "all" (default). */
const PART = process.env.BENCH_PART ?? "all";

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  connections = CONNECTIONS,
): Promise<Measured> {
  await autocannon({ url, headers, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections, duration: SECONDS, timeout: 30 });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

const IMPORT_ROWS = 10_000;

function statementCsv(rows: number) {
  const lines = ["Date,Description,Debit,Credit,Balance"];
  let balance = 1_000_000_00;
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 30) * 86_400_000).toISOString().slice(0, 10);
    const cents = 100 + ((i * 7919) % 500_000);
    const debit = i % 3 !== 0;
    balance += debit ? -cents : cents;
    const money = (c: number) => (c / 100).toFixed(2);
    lines.push(
      `${day},${debit ? "POS purchase" : "Transfer in"} ${i},${debit ? money(cents) : ""},${debit ? "" : money(cents)},${money(balance)}`,
    );
  }
  return Buffer.from(lines.join("\n")).toString("base64");
}

/**
 * A 10,000-row statement imported as an async job on a server whose V8 heap is capped
 * (--max-old-space-size, per isolate). workerd reports no per-isolate memory, so the cap
 * is the measurement: the import completing under it bounds what the isolate needed.
 * Returns the seconds taken, or null when the runtime gave up.
 */
async function importUnderCap(
  persistTo: string,
  key: string,
  run: { heapMb: number; port: number; label: string },
): Promise<number | null> {
  const { heapMb, port, label } = run;
  const server = await startDevServer({
    port,
    persistTo,
    vars: { RATE_LIMIT_MAX: "1000000000" },
    v8Flags: `--max-old-space-size=${heapMb}`,
  });
  try {
    const base = `${server.origin}/v1/accounting`;
    const headers = { "X-API-Key": key, "content-type": "application/json" };
    const json = async (res: Response) => {
      if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ data: any }>;
    };
    const bank = await fetch(`${base}/accounts`, {
      method: "POST",
      headers,
      body: JSON.stringify({ prompt: `add ${label} Bench Bank current account, USD`, process_type: "direct" }),
    }).then(json);
    const started = performance.now();
    // The runtime aborts when the heap cap is hit: the dev server's proxy answers
    // "Network connection lost", or the connection drops. Either reads as null.
    const accepted = await fetch(`${base}/bank-transactions/upload`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        prompt: "Import the statement",
        bank: bank.data.uuid,
        attachments: [{ file: statementCsv(IMPORT_ROWS), type: "base64", name: "big.csv" }],
      }),
    }).then(
      async (res) =>
        res.status === 500 && (await res.clone().text()).includes("Network connection lost") ? null : json(res),
      () => null,
    );
    if (!accepted) return null;
    while (performance.now() - started < 120_000) {
      const job = await fetch(`${base}/jobs/${accepted.data.job_reference}`, { headers }).then(
        (r) => r.json() as Promise<{ data: { status: string; error: unknown } }>,
        () => null,
      );
      if (!job) return null; // the runtime aborted
      if (job.data.status === "completed") return (performance.now() - started) / 1000;
      if (job.data.status === "failed") throw new Error(`import failed: ${JSON.stringify(job.data.error)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return null;
  } finally {
    await server.stop();
  }
}

async function importBench(persistTo: string, key: string) {
  const HEAP_MB = 64;
  const CONTROL_MB = 16;
  const seconds = await importUnderCap(persistTo, key, { heapMb: HEAP_MB, port: 8798, label: "Capped" });
  if (seconds === null)
    throw new Error(`The ${IMPORT_ROWS}-row import did not complete with the V8 heap capped at ${HEAP_MB} MB`);
  // The control shows the cap is enforced: the same import cannot finish in a tiny heap.
  const control = await importUnderCap(persistTo, key, { heapMb: CONTROL_MB, port: 8799, label: "Control" });
  return [
    `\n${IMPORT_ROWS}-row csv statement as an async job: ${seconds.toFixed(1)} s, ${Math.round(IMPORT_ROWS / seconds)} rows/s,`,
    `with the V8 heap capped at ${HEAP_MB} MB (a Worker's whole limit is 128 MB).`,
    `Control, heap capped at ${CONTROL_MB} MB: ${control === null ? "the runtime aborts before the import completes, so the cap is enforced" : "the import completed; the cap proves nothing on this machine"}.`,
  ].join(" ");
}

const dir = mkdtempSync(join(tmpdir(), "accounting-bench-"));
const target: Target = wranglerTarget({ remote: false, persistTo: dir });
try {
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true" },
    stdio: "ignore",
  });
  const demo = await seedDemo(target);
  if (PART !== "import") await routeBench(dir, target, demo.business_secret_key);
  if (PART !== "routes") console.log(await importBench(dir, demo.business_secret_key));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

async function routeBench(dir: string, target: Target, key: string) {
  const contacts = { small: await contactsBusiness(target, 1_000), large: await contactsBusiness(target, 1_000_000) };
  const ledgerKeys = { small: await ledgerBusiness(target, 10_000), large: await ledgerBusiness(target, 1_000_000) };
  // The limit is lifted so the benchmark measures the limiter's cost, not its refusals.
  const server = await startDevServer({
    port: 8797,
    persistTo: dir,
    vars: { RATE_LIMIT_MAX: "1000000000" },
    main: "scripts/bench-worker.ts",
  });
  try {
    const base = `${server.origin}/v1/accounting`;
    const auth = { "X-API-Key": key };
    const { small, large } = contacts;
    const results = [
      await measure("GET /health (no credential)", `${base}/health`, {}),
      await measure("GET /auth/validate", `${base}/auth/validate`, auth),
      await measure("bare list (1,000 contacts)", `${server.origin}/bench/${small.biz}/contacts`, {}),
      await measure("GET /contacts?limit=20 (1,000 contacts)", `${base}/contacts?schema=contacts&limit=20`, {
        "X-API-Key": small.key,
      }),
      await measure("bare list (1,000,000 contacts)", `${server.origin}/bench/${large.biz}/contacts`, {}),
      await measure("GET /contacts?limit=20 (1,000,000 contacts)", `${base}/contacts?schema=contacts&limit=20`, {
        "X-API-Key": large.key,
      }),
      await measure(
        "bare get (1,000,000 contacts)",
        `${server.origin}/bench/${large.biz}/contacts/${large.latest}`,
        {},
      ),
      await measure("GET /contacts/{uuid} (1,000,000 contacts)", `${base}/contacts/${large.latest}`, {
        "X-API-Key": large.key,
      }),
    ];
    const period = "from_date=2025-01-01&to_date=2026-09-30";
    for (const report of ["income-statement", "balance-sheet"]) {
      for (const [size, key] of Object.entries(ledgerKeys)) {
        // Reports are not a high-concurrency route: 4 connections measure their cost, not a queue.
        results.push(
          await measure(
            `GET /reports/${report} (${size === "small" ? "10,000" : "1,000,000"} lines, 4 conn.)`,
            `${base}/reports/${report}?${period}`,
            { "X-API-Key": key },
            4,
          ),
        );
      }
    }
    const health = results[0]!;
    console.log(`\n${SECONDS}s per route, ${CONNECTIONS} connections, wrangler dev on 127.0.0.1\n`);
    console.table(
      results.map((r) => ({
        route: r.name,
        "req/s": Math.round(r.rps),
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        "req/s vs health": (r.rps / health.rps).toFixed(2),
        "p50 vs health": (r.p50 / health.p50).toFixed(2),
        "non-2xx": r.non2xx,
      })),
    );
    // Each authenticated contact route against its bare twin, measured just before it.
    for (let i = 2; i < 8; i += 2) {
      const [twin, route] = [results[i]!, results[i + 1]!];
      console.log(
        `${route.name}: ${(route.rps / twin.rps).toFixed(2)} of the bare route's req/s, p50 ${(route.p50 / twin.p50).toFixed(2)}x`,
      );
    }
    const [smallList, largeList] = results.filter((r) => r.name.startsWith("GET /contacts?"));
    console.log(
      `contacts list: 1,000,000 contacts vs 1,000: p50 ${(largeList!.p50 / smallList!.p50).toFixed(2)}x, req/s ratio ${(largeList!.rps / smallList!.rps).toFixed(2)}`,
    );
    for (const report of ["income-statement", "balance-sheet"]) {
      const [small, large] = results.filter((r) => r.name.startsWith(`GET /reports/${report}`));
      console.log(
        `${report}: 1,000,000 lines vs 10,000 lines: req/s ratio ${(large!.rps / small!.rps).toFixed(2)}, p50 ratio ${(large!.p50 / small!.p50).toFixed(2)}`,
      );
    }
    if (results.some((r) => r.non2xx > 0)) {
      console.error("Some requests failed: the figures above are not trustworthy.");
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}
