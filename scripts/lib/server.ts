// Starts `wrangler dev` on 127.0.0.1 against a given local state directory and waits
// until it answers; used by the benchmark (and anything else that needs a live server).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";

export interface DevServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startDevServer(options: {
  port: number;
  persistTo: string;
  vars?: Record<string, string>;
  /** V8 flags for the workerd runtime, e.g. a heap cap (miniflare reads MINIFLARE_WORKERD_V8_FLAGS). */
  v8Flags?: string;
  /** Another entry module than wrangler.toml's main (the bench's worker). */
  main?: string;
  /** Where the runtime's DevTools inspector listens (the profiler connects to it). */
  inspectorPort?: number;
}): Promise<DevServer> {
  const args = [
    "dev",
    ...(options.main ? [options.main] : []),
    "--local",
    "--ip",
    "127.0.0.1",
    "--port",
    String(options.port),
    "--persist-to",
    options.persistTo,
    "--log-level",
    "warn",
  ];
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push("--var", `${name}:${value}`);
  if (options.inspectorPort) args.push("--inspector-port", String(options.inspectorPort));
  // wrangler.toml serves public/, which a fresh clone fills only through this script.
  execFileSync("bash", ["scripts/assets.sh"], { stdio: "inherit" });
  const child: ChildProcess = spawn("wrangler", args, {
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      ...(options.v8Flags ? { MINIFLARE_WORKERD_V8_FLAGS: options.v8Flags } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const origin = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/v1/accounting/health`);
      if (res.ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error("wrangler dev did not answer within 60 s");
}
