// npm run bench: load against a local `wrangler dev` on 127.0.0.1, bounded in time.
// Seeds businesses with 1,000 and 1,000,000 contacts and with ledgers of 10,000 and
// 1,000,000 lines in a scratch state directory, serves scripts/bench-worker.ts (the
// service plus bare twins of the contact routes), drives each route with autocannon and
// prints req/s, p50 and p99, against the health route and against each route's bare
// twin, measured in the same run. Dev-server figures: compare ratios, not absolute
// numbers. The write part measures direct creates that post (an invoice of three lines,
// a payment) against twins that make the same rows in one batch without the API's layers.
// The extract part times the rules extractor in process on the longest prompts the API takes.
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50); BENCH_PART=routes,
// write, import or extract runs one part.

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { extractBench } from "./lib/bench-extract";
import {
  BENCH_CUSTOMER,
  contactsBusiness,
  ledgerBusiness,
  OPEN_INVOICE_DATE,
  payableInvoices,
  REPORT_PERIOD,
  writeBusinesses,
} from "./lib/bench-fixtures";
import { type Target, wranglerTarget } from "./lib/d1";
import { startDevServer } from "./lib/server";
import { seedDemo } from "./seed";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** "routes", "write", "import", "extract" or "all" (default). */
const PART = process.env.BENCH_PART ?? "all";
if (!["routes", "write", "import", "extract", "all"].includes(PART))
  throw new Error(`BENCH_PART must be routes, write, import, extract or all (got ${PART})`);
const runs = (part: string) => PART === "all" || PART === part;

/** Every report, and the options that change how it is computed, over REPORT_PERIOD. */
const REPORTS = [
  "income-statement",
  "income-statement?compare=previous_year",
  "income-statement?columns=quarter",
  "income-statement?basis=cash",
  "balance-sheet",
  "cash-flow-statement",
  "trial-balance",
  "aged-receivables",
  "general-ledger?account=Cash",
  "vat-return",
  `customer-statement?contact=${encodeURIComponent(BENCH_CUSTOMER)}`,
  "bank-reconciliation?account=Cash&statement_balance=0",
];

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** A 2-second warm-up, then SECONDS of load with the same options. */
async function measureLoad(name: string, options: autocannon.Options): Promise<Measured> {
  await autocannon({ connections: CONNECTIONS, ...options, duration: 2 }); // warm-up
  const result = await autocannon({ connections: CONNECTIONS, ...options, duration: SECONDS, timeout: 30 });
  const failed = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => !status.startsWith("2"));
  if (failed.length || result.errors || result.timeouts)
    console.log(`${name}: statuses ${JSON.stringify(failed)}, ${result.errors} errors, ${result.timeouts} timeouts`);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

const measure = (name: string, url: string, headers: Record<string, string>, connections = CONNECTIONS) =>
  measureLoad(name, { url, headers, connections });

const IMPORT_ROWS = 10_000;

/** The invoice the write part creates: three lines, 520.00 in all (see writeBench). */
const INVOICE_PROMPT = `Invoice ${BENCH_CUSTOMER} for 2 hours of consulting at 150, 3 licences at 40 each and a setup fee of 100`;
/** 1.00 into the Cash account, dated the day of the open invoices it pays. */
const PAYMENT_BODY = JSON.stringify({ payments: [{ amount_paid: 1, category: "Cash", date: OPEN_INVOICE_DATE }] });
/** Sequential payments on one invoice, to show that a payment's cost does not grow with those before it. */
const PROBE_PAYMENTS = 100;

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

if (runs("extract")) console.log(extractBench());
if (["routes", "write", "import"].some(runs)) await serverBench();

/** The parts that load a local server: a scratch D1, migrated and seeded, removed after. */
async function serverBench() {
  const dir = mkdtempSync(join(tmpdir(), "accounting-bench-"));
  const target: Target = wranglerTarget({ remote: false, persistTo: dir });
  try {
    execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true" },
      stdio: "ignore",
    });
    const demo = await seedDemo(target);
    if (runs("routes")) await routeBench(dir, target, demo.business_secret_key);
    if (runs("write")) await writeBench(dir, target);
    if (runs("import")) console.log(await importBench(dir, demo.business_secret_key));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
    const period = `from_date=${REPORT_PERIOD.from}&to_date=${REPORT_PERIOD.to}`;
    for (const report of REPORTS) {
      for (const [size, key] of Object.entries(ledgerKeys)) {
        // Reports are not a high-concurrency route: 4 connections measure their cost, not a queue.
        results.push(
          await measure(
            `GET /reports/${report} (${size === "small" ? "10,000" : "1,000,000"} lines, 4 conn.)`,
            `${base}/reports/${report}${report.includes("?") ? "&" : "?"}${period}`,
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
    for (const report of REPORTS) {
      const [small, large] = results.filter((r) => r.name.startsWith(`GET /reports/${report} (`));
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

/**
 * Direct creates that post, each against its twin in scripts/bench-worker.ts (the same
 * rows in one batch, without the API's layers), measured just before it.
 *
 * - Invoice create: POST /invoices with a three-line prompt, process_type direct. Every
 *   connection is its own business (one tenant creating invoices one after another):
 *   invoice numbers are per business (max(seq) + 1, unique), so concurrent creates in
 *   ONE business race for the same number and most of them answer 409. That race is
 *   reported separately below, not mixed into the throughput.
 * - Payment add: every request pays 1.00 on an invoice no other request touches (a pool
 *   of open invoices made beforehand, taken in turn by all connections), so no request
 *   waits on another's version guard and every request writes the same rows: the payment,
 *   its entry of two lines, the totals and the version bump. Load on one invoice would
 *   measure the version guard's retries instead. The sequential probe after the table
 *   shows that a payment's cost does not grow with the payments before it (each payment
 *   posts only its own entry).
 */
async function writeBench(dir: string, target: Target) {
  const businesses = await writeBusinesses(target, CONNECTIONS);
  // Enough invoices that no request pays one twice: warm-up and run, for the API and its twin.
  const poolSize = (SECONDS + 2) * 800;
  const pool = await payableInvoices(target, 2 * poolSize + 4);
  const apiPool = pool.invoices.slice(0, poolSize);
  const twinPool = pool.invoices.slice(poolSize, 2 * poolSize);
  const [probeInvoice, twinCheckInvoice, twinTraced, apiTraced] = pool.invoices.slice(2 * poolSize);
  const server = await startDevServer({
    port: 8796,
    persistTo: dir,
    vars: { RATE_LIMIT_MAX: "1000000000" },
    main: "scripts/bench-worker.ts",
  });
  const checked: Record<string, string> = {};
  let results: Measured[];
  let contention: { created: number; conflicts: number; other: number };
  let probe: { first: number; last: number };
  let used = { api: 0, twin: 0 };
  const trips: Record<string, string> = {};
  try {
    const base = `${server.origin}/v1/accounting`;
    const json = { "content-type": "application/json" };
    const invoiceBody = JSON.stringify({ prompt: INVOICE_PROMPT, process_type: "direct" });
    const post = async (url: string, headers: Record<string, string>, body: string, status: number) => {
      const res = await fetch(url, { method: "POST", headers: { ...json, ...headers }, body });
      const text = await res.text();
      if (res.status !== status) throw new Error(`${url}: ${res.status} ${text}`);
      return { data: (JSON.parse(text) as { data: any }).data, d1: res.headers.get("x-bench-d1") };
    };
    /** One request's D1 round trips and statements, as "calls (statements)". */
    const traced = async (url: string, headers: Record<string, string>, body: string, status: number) => {
      const { d1 } = await post(url, { ...headers, "X-Bench-Trace": "1" }, body, status);
      const [calls, statements] = (d1 ?? "? ?").split(" ");
      return `${calls} (${statements} statements)`;
    };

    // Before measuring: the prompt makes the three-line invoice, and each path answers.
    const first = await post(`${base}/invoices`, { "X-API-Key": businesses[0]!.key }, invoiceBody, 201);
    if (first.data.record_items?.length !== 3 || first.data.total_amount !== 520)
      throw new Error(`the prompt did not make a 3-line invoice of 520: ${JSON.stringify(first.data)}`);
    checked.apiInvoice = first.data.uuid;
    checked.twinInvoice = (
      await post(`${server.origin}/bench/${businesses[0]!.biz}/invoices`, {}, invoiceBody, 201)
    ).data.uuid;
    await post(`${server.origin}/bench/${pool.biz}/invoices/${twinCheckInvoice}/payments`, {}, PAYMENT_BODY, 200);

    /** Each connection its own business. */
    const perBusiness = (path: (biz: string) => string, headers: (key: string) => Record<string, string>) => {
      let next = 0;
      return (client: autocannon.Client) => {
        const { biz, key } = businesses[next++ % businesses.length]!;
        client.setRequests([
          { method: "POST", path: path(biz), headers: { ...json, ...headers(key) }, body: invoiceBody },
        ]);
      };
    };
    /** Each request the next invoice of a pool. */
    const eachInvoice = (invoices: string[], path: (invoice: string) => string, headers: Record<string, string>) => {
      let next = 0;
      const request: autocannon.Request = {
        method: "POST",
        headers: { ...json, ...headers },
        body: PAYMENT_BODY,
        setupRequest: (req) => ({ ...req, path: path(invoices[next++ % invoices.length]!) }),
      };
      return { requests: [request], used: () => next };
    };
    const twinPayments = eachInvoice(twinPool, (id) => `/bench/${pool.biz}/invoices/${id}/payments`, {});
    const apiPayments = eachInvoice(apiPool, (id) => `/v1/accounting/invoices/${id}/payments`, {
      "X-API-Key": pool.key,
    });
    results = [
      await measureLoad("invoice create twin (one batch)", {
        url: server.origin,
        setupClient: perBusiness(
          (biz) => `/bench/${biz}/invoices`,
          () => ({}),
        ),
      }),
      await measureLoad("POST /invoices, direct, 3 lines", {
        url: server.origin,
        setupClient: perBusiness(
          () => "/v1/accounting/invoices",
          (key) => ({ "X-API-Key": key }),
        ),
      }),
      await measureLoad("payment add twin (one batch)", { url: server.origin, requests: twinPayments.requests }),
      await measureLoad("POST /invoices/{uuid}/payments", { url: server.origin, requests: apiPayments.requests }),
    ];
    used = { api: apiPayments.used(), twin: twinPayments.used() };

    // With caches warm: the D1 round trips one request makes on each path.
    const biz = businesses[2 % businesses.length]!;
    trips.apiInvoice = await traced(`${base}/invoices`, { "X-API-Key": biz.key }, invoiceBody, 201);
    trips.twinInvoice = await traced(`${server.origin}/bench/${biz.biz}/invoices`, {}, invoiceBody, 201);
    trips.apiPayment = await traced(
      `${base}/invoices/${apiTraced}/payments`,
      { "X-API-Key": pool.key },
      PAYMENT_BODY,
      200,
    );
    trips.twinPayment = await traced(
      `${server.origin}/bench/${pool.biz}/invoices/${twinTraced}/payments`,
      {},
      PAYMENT_BODY,
      200,
    );
    checked.apiPaid = apiPool[0]!;
    checked.twinPaid = twinPool[0]!;

    // The same load in one business: how many concurrent creates lose the race for a number.
    contention = { created: 0, conflicts: 0, other: 0 };
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        const res = await fetch(`${base}/invoices`, {
          method: "POST",
          headers: { ...json, "X-API-Key": businesses[1 % businesses.length]!.key },
          body: invoiceBody,
        });
        await res.arrayBuffer();
        if (res.status === 201) contention.created++;
        else if (res.status === 409) contention.conflicts++;
        else contention.other++;
      }),
    );

    // Payments one after another on one invoice: the first ten against the last ten.
    const took: number[] = [];
    for (let i = 0; i < PROBE_PAYMENTS; i++) {
      const started = performance.now();
      await post(`${base}/invoices/${probeInvoice}/payments`, { "X-API-Key": pool.key }, PAYMENT_BODY, 200);
      took.push(performance.now() - started);
    }
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    probe = { first: mean(took.slice(0, 10)), last: mean(took.slice(-10)) };
    checked.probe = probeInvoice!;
  } finally {
    await server.stop();
  }

  // The rows each path wrote, read back: the twins must write what the API writes.
  const rows = await target.select<{
    id: string;
    version: number;
    items: number;
    entry_lines: number;
    payments: number;
    payment_lines: number;
  }>(
    `SELECT d.id, d.version,
            (SELECT count(*) FROM document_items i WHERE i.document_id = d.id) AS items,
            (SELECT count(*) FROM journal_lines l WHERE l.entry_id = d.entry_id) AS entry_lines,
            (SELECT count(*) FROM payments p WHERE p.document_id = d.id) AS payments,
            (SELECT count(*) FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
              WHERE e.source_type = 'payment' AND e.source_id IN (SELECT p.id FROM payments p WHERE p.document_id = d.id)) AS payment_lines
       FROM documents d WHERE d.id IN (${Object.values(checked)
         .map((id) => `'${id}'`)
         .join(", ")})`,
  );
  const row = (name: string) => {
    const found = rows.find((r) => r.id === checked[name]);
    if (!found) throw new Error(`${name} (${checked[name]}) was not written`);
    return found;
  };
  const shape = (r: (typeof rows)[number], ...keys: (keyof (typeof rows)[number])[]) =>
    keys.map((k) => `${k} ${r[k]}`).join(", ");
  const invoiceShape = [row("apiInvoice"), row("twinInvoice")].map((r) => shape(r, "items", "entry_lines"));
  const paymentShape = [row("apiPaid"), row("twinPaid")].map((r) => shape(r, "version", "payments", "payment_lines"));
  const sameRows = invoiceShape[0] === invoiceShape[1] && paymentShape[0] === paymentShape[1];

  console.log(`\n${SECONDS}s per route, ${CONNECTIONS} connections, wrangler dev on 127.0.0.1\n`);
  console.table(
    results.map((r) => ({
      route: r.name,
      "req/s": Math.round(r.rps),
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "non-2xx": r.non2xx,
    })),
  );
  const ratios = [];
  for (let i = 0; i < results.length; i += 2) {
    const [twin, route] = [results[i]!, results[i + 1]!];
    const ratio = route.rps / twin.rps;
    ratios.push(ratio);
    console.log(
      `${route.name}: ${ratio.toFixed(2)} of its twin's req/s, p50 ${(route.p50 / twin.p50).toFixed(2)}x, p99 ${(route.p99 / twin.p99).toFixed(2)}x`,
    );
  }
  const met = ratios.every((r) => r >= 0.5);
  console.log(
    `Goal, at least 0.5 of the twin's throughput: ${met ? "met" : "NOT met"} (invoice create ${ratios[0]!.toFixed(2)}, payment add ${ratios[1]!.toFixed(2)}).`,
  );
  console.log(
    `Rows written: API invoice ${invoiceShape[0]}; twin ${invoiceShape[1]}. API payment ${paymentShape[0]}; twin ${paymentShape[1]}.${sameRows ? "" : " The twins do NOT write what the API writes."}`,
  );
  console.log(
    `D1 round trips for one request: invoice create, API ${trips.apiInvoice}, twin ${trips.twinInvoice}; payment add, API ${trips.apiPayment}, twin ${trips.twinPayment}.`,
  );
  console.log(
    `Payments made: API ${used.api} of ${poolSize} pool invoices, twin ${used.twin}${Math.max(used.api, used.twin) > poolSize ? " (the pool wrapped: some invoices were paid twice)" : ""}.`,
  );
  console.log(
    `${CONNECTIONS} concurrent creates in ONE business: ${contention.created} created, ${contention.conflicts} answered 409 (the same invoice number), ${contention.other} other.`,
  );
  const probed = row("probe");
  console.log(
    `${PROBE_PAYMENTS} payments of 1.00 one after another on one invoice: the first ten took ${probe.first.toFixed(1)} ms each, the last ten ${probe.last.toFixed(1)} ms; the invoice's payments account for ${probed.payment_lines} journal lines.`,
  );
  if (results.some((r) => r.non2xx > 0) || !sameRows || contention.other > 0) {
    console.error("Some requests failed or the twins wrote other rows: the figures above are not trustworthy.");
    process.exitCode = 1;
  }
}
