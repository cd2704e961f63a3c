// npm run profile:write: a CPU profile of the dev server while it serves the write bench's
// load (PROFILE=invoice, the default: direct invoice creates of three lines; PROFILE=payment:
// payment adds; PROFILE=twin: the invoice create's raw twin). Connects to the runtime's
// inspector, samples for PROFILE_SECONDS (default 8) of load on 127.0.0.1, writes the profile
// to profile-<kind>.cpuprofile (open it in Chrome DevTools) and prints where the CPU went, by
// package and by the module of ours whose code asked for it. The server and the load stop
// by themselves.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import WebSocket from "ws";
import { BENCH_CUSTOMER, OPEN_INVOICE_DATE, payableInvoices, writeBusinesses } from "./lib/bench-fixtures";
import { wranglerTarget } from "./lib/d1";
import { startDevServer } from "./lib/server";

const KIND = process.env.PROFILE ?? "invoice";
if (!["invoice", "payment", "twin"].includes(KIND)) throw new Error(`PROFILE must be invoice, payment or twin`);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const INSPECTOR = 9239;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

/** A minimal Chrome DevTools Protocol client: numbered requests, their answers, and events. */
async function inspector(url: string) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  const waiting = new Map<number, (result: any) => void>();
  const scripts: { scriptId: string; url: string }[] = [];
  ws.on("message", (data) => {
    const m = JSON.parse(String(data));
    if (m.method === "Debugger.scriptParsed") scripts.push(m.params);
    if (m.id) waiting.get(m.id)?.(m.result ?? m.error);
  });
  let id = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<any>((resolve) => {
      waiting.set(++id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { send, scripts, close: () => ws.close() };
}

/** Share of samples per package, and per module of ours that asked for it (the nearest src/ frame). */
function summarize(profile: Profile, source: string) {
  // esbuild marks each bundled module with a "// path" comment line.
  const moduleAt: string[] = [];
  let current = "?";
  for (const [i, line] of source.split("\n").entries()) {
    const m = line.match(/^\/\/ ((?:node_modules|src|scripts)\/\S+)/);
    if (m) current = m[1]!;
    moduleAt[i] = current;
  }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Our bundle's frames by module; the runtime's own (its D1 client, fetch) by their URL or name.
  const moduleOf = ({ callFrame: f }: ProfileNode) =>
    f.url.endsWith("bench-worker.js") ? moduleAt[f.lineNumber]! : f.url || f.functionName || "(runtime)";
  const packageOf = (m: string) => {
    const parts = m.split("/");
    if (parts[0] === "node_modules") return parts.slice(0, parts[1]!.startsWith("@") ? 3 : 2).join("/");
    return parts[0] === "src" ? parts.slice(0, 2).join("/") : m;
  };
  const byPackage = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const sample of profile.samples) {
    const node = byId.get(sample)!;
    const pkg = packageOf(moduleOf(node));
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + 1);
    let at: number | undefined = sample;
    let owner = "(no frame of ours: a continuation after an await)";
    while (at !== undefined) {
      const m = moduleOf(byId.get(at)!);
      if (m.startsWith("src/")) {
        owner = `${m} ${byId.get(at)!.callFrame.functionName}`;
        break;
      }
      at = parent.get(at);
    }
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + 1);
  }
  const top = (counts: Map<string, number>, n: number) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${((100 * v) / profile.samples.length).toFixed(1).padStart(5)}%  ${k}`)
      .join("\n");
  return `CPU by package (self time):\n${top(byPackage, 15)}\n\nCPU by the module of ours that asked for it:\n${top(byOwner, 15)}`;
}

const dir = mkdtempSync(join(tmpdir(), "accounting-profile-"));
try {
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    stdio: "ignore",
  });
  const target = wranglerTarget({ remote: false, persistTo: dir });
  const businesses = await writeBusinesses(target, 50);
  const pool = KIND === "payment" ? await payableInvoices(target, 1_000 * (SECONDS + 3)) : undefined;
  const server = await startDevServer({
    port: 8795,
    persistTo: dir,
    vars: { RATE_LIMIT_MAX: "1000000000" },
    main: "scripts/bench-worker.ts",
    inspectorPort: INSPECTOR,
  });
  try {
    const json = { "content-type": "application/json" };
    const invoiceBody = JSON.stringify({
      prompt: `Invoice ${BENCH_CUSTOMER} for 2 hours of consulting at 150, 3 licences at 40 each and a setup fee of 100`,
      process_type: "direct",
    });
    let next = 0;
    const load: autocannon.Options =
      KIND === "payment"
        ? {
            url: server.origin,
            requests: [
              {
                method: "POST",
                headers: { ...json, "X-API-Key": pool!.key },
                body: JSON.stringify({ payments: [{ amount_paid: 1, category: "Cash", date: OPEN_INVOICE_DATE }] }),
                setupRequest: (req) => ({
                  ...req,
                  path: `/v1/accounting/invoices/${pool!.invoices[next++ % pool!.invoices.length]}/payments`,
                }),
              },
            ],
          }
        : {
            url: server.origin,
            setupClient: (client) => {
              const { biz, key } = businesses[next++ % businesses.length]!;
              client.setRequests([
                KIND === "twin"
                  ? { method: "POST", path: `/bench/${biz}/invoices`, headers: json, body: invoiceBody }
                  : {
                      method: "POST",
                      path: "/v1/accounting/invoices",
                      headers: { ...json, "X-API-Key": key },
                      body: invoiceBody,
                    },
              ]);
            },
          };
    const [worker] = (await (await fetch(`http://127.0.0.1:${INSPECTOR}/json`)).json()) as {
      webSocketDebuggerUrl: string;
    }[];
    const cdp = await inspector(worker!.webSocketDebuggerUrl);
    await autocannon({ ...load, connections: 50, duration: 2 }); // warm-up
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    const result = await autocannon({ ...load, connections: 50, duration: SECONDS });
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    await cdp.send("Debugger.enable"); // replays scriptParsed for the loaded scripts
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const script = cdp.scripts.find((s) => s.url.endsWith("bench-worker.js"));
    const { scriptSource } = script ? await cdp.send("Debugger.getScriptSource", { scriptId: script.scriptId }) : {};
    cdp.close();
    const file = `profile-${KIND}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    console.log(
      `${KIND}: ${Math.round(result.requests.average)} req/s under the profiler, ${result.non2xx} non-2xx; profile in ${file}\n`,
    );
    console.log(summarize(profile, scriptSource ?? ""));
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
