// The README runs as written: every `curl` and `npm run operator` line of its ```sh
// blocks runs, in order, against the e2e server, and must answer 2xx unless its comment
// starts with the status the README says to expect (`# 409 …`). Placeholders are filled
// the way a reader fills them: variables whose value is written `…` (KEY=svc_sk_…) from
// the seed and from earlier answers, `<contact uuid>`-style placeholders from the records
// earlier examples created. A block preceded by `<!-- readme-check: skip (reason) -->` is
// not run (deployment needs a Cloudflare account); any other command in a block that has
// runnable lines fails the check, so nothing is skipped silently.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

export interface ReadmeContext {
  /** e.g. http://127.0.0.1:8796 */
  origin: string;
  /** Local state of the e2e server, for `npm run operator` lines. */
  persistTo: string;
  seed: { partner_key: string; business_secret_key: string; business_public_key: string; business_uuid: string };
  owner: { email: string; password: string };
}

interface Statement {
  command: string;
  expected: number | null;
  line: number;
}

/** Statements of each ```sh block (continuations and multi-line quotes joined), with skip markers. */
export function readmeBlocks(markdown: string): { statements: Statement[]; skipped: string | null; line: number }[] {
  const blocks: { statements: Statement[]; skipped: string | null; line: number }[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== "```sh") continue;
    const marker =
      /<!--\s*readme-check:\s*skip\s*\(([^)]*)\)\s*-->/.exec(lines[i - 1] ?? "") ??
      /<!--\s*readme-check:\s*skip\s*\(([^)]*)\)\s*-->/.exec(lines[i - 2] ?? "");
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end]!.trim() !== "```") end++;
    blocks.push({
      statements: statements(lines.slice(start, end), start + 1),
      skipped: marker?.[1] ?? null,
      line: i + 1,
    });
    i = end;
  }
  return blocks;
}

function statements(lines: string[], firstLine: number): Statement[] {
  const out: Statement[] = [];
  let text = "";
  let startLine = firstLine;
  let quote: string | null = null;
  for (const [n, line] of lines.entries()) {
    if (text === "") startLine = firstLine + n;
    let comment = -1;
    for (let j = 0; j < line.length; j++) {
      const ch = line[j]!;
      if (quote) {
        if (ch === quote) quote = null;
        else if (ch === "\\" && quote === '"') j++;
      } else if (ch === "'" || ch === '"') quote = ch;
      else if (ch === "\\") j++;
      else if (ch === "#" && (j === 0 || /\s/.test(line[j - 1]!))) {
        comment = j;
        break;
      }
    }
    const code = comment >= 0 ? line.slice(0, comment) : line;
    const note = comment >= 0 ? line.slice(comment) : "";
    if (quote) {
      text += `${line}\n`;
      continue;
    }
    if (/\\\s*$/.test(code)) {
      text += `${code.replace(/\\\s*$/, "")} `;
      continue;
    }
    text += code;
    if (text.trim()) {
      const status = /^#\s*(?:→\s*)?([1-5]\d\d)\b/.exec(note.trim());
      out.push({ command: text.trim(), expected: status ? Number(status[1]) : null, line: startLine });
    }
    text = "";
  }
  return out;
}

const RESOURCES: Record<string, string> = {
  contacts: "contact",
  invoices: "invoice",
  bills: "bill",
  "credit-notes": "credit_note",
  "supplier-credits": "supplier_credit",
  expenses: "expense",
  income: "income",
  journals: "journal",
  accounts: "account",
  banks: "bank",
  "bank-transactions": "transaction",
  "bank-rules": "rule",
  statements: "statement",
  webhooks: "webhook",
};

export async function checkReadme(context: ReadmeContext, path = "README.md") {
  const vars: Record<string, string> = {
    BASE: `${context.origin}/v1/accounting`,
    KEY: context.seed.business_secret_key,
    PARTNER: context.seed.partner_key,
  };
  /** Set by the check itself (its server and seed): the README's values are examples. */
  const fixed = new Set(Object.keys(vars));
  /**
   * What earlier answers gave (job_reference, tokens, keys): a `NAME=…` line takes its
   * value from here, as a reader copies it; the shell's variables change only there.
   */
  const known: Record<string, string> = {};
  /** The latest uuid per kind of record (`<contact uuid>`), writes before reads. */
  const records: Record<string, { uuid: string; written: boolean }> = {};
  let authorizationUrl: string | undefined;
  let ran = 0;
  let refused = 0;

  const remember = (kind: string, uuid: unknown, written: boolean) => {
    if (typeof uuid !== "string") return;
    if (written || !records[kind]?.written) records[kind] = { uuid, written };
  };
  const learn = (body: unknown, url: string | null, method: string) => {
    const data = (body as { data?: unknown })?.data ?? body;
    const written = method !== "GET";
    const path = url ? /\/v1\/accounting\/([a-z/-]+)/.exec(url)?.[1] : undefined;
    // An upload answers with its statement, not a transaction.
    const segment = path?.startsWith("bank-transactions/upload") ? "statements" : path?.split("/")[0];
    const items = Array.isArray(data) ? (written ? data : data.slice(0, 1)) : [data];
    for (const item of items as Record<string, unknown>[]) {
      if (!item || typeof item !== "object") continue;
      const kind = segment ? RESOURCES[segment] : undefined;
      if (kind) remember(item.sub_type === "bank" ? "bank" : kind, item.uuid, written);
      if (Array.isArray(item.payments)) remember("payment", (item.payments.at(-1) as { uuid?: string })?.uuid, written);
      if (Array.isArray(item.allocations))
        remember("allocation", (item.allocations.at(-1) as { uuid?: string })?.uuid, written);
      if (typeof item.job_reference === "string") known.JOB = item.job_reference;
      if (typeof item.authorization_url === "string") authorizationUrl = item.authorization_url;
      if (typeof item.access_token === "string") known.TOKEN = item.access_token;
      if (typeof item.refresh_token === "string") known.REFRESH = item.refresh_token;
      if (typeof item.api_secret_key === "string") known.APP_SECRET_KEY = item.api_secret_key;
      if (typeof item.api_public_key === "string") known.APP_PUBLIC_KEY = item.api_public_key;
      remember("business", item.business_uuid, true);
      remember("partner", item.partner_uuid, true);
    }
  };

  /** The owner approves on the consent page, as the browser would (the e2e OAuth test clicks it). */
  const approve = async () => {
    if (!authorizationUrl) throw new Error("CODE is asked for before any authorization_url was returned");
    const url = new URL(authorizationUrl);
    // The page gives the form its CSRF token, in a cookie and in a hidden field.
    const page = await fetch(url);
    const token = /name="csrf_token" value="([0-9a-f]+)"/.exec(await page.text())?.[1];
    const cookie = page.headers.get("set-cookie")?.split(";")[0];
    if (!token || !cookie) throw new Error(`the consent page gave no CSRF token: ${page.status}`);
    const form = new URLSearchParams(url.searchParams);
    form.set("csrf_token", token);
    form.set("email", context.owner.email);
    form.set("password", context.owner.password);
    form.set("decision", "approve");
    const res = await fetch(url.href.split("?")[0]!, {
      method: "POST",
      body: form,
      headers: { cookie },
      redirect: "manual",
    });
    const back = new URL(res.headers.get("location") ?? "", url);
    const code = back.searchParams.get("authorization_code");
    if (res.status !== 303 || !code) throw new Error(`consent did not redirect with a code: ${res.status}`);
    known.CODE = code;
    known.BUSINESS_ID = back.searchParams.get("business_id")!;
  };

  const fill = (command: string, where: string) =>
    command.replace(/<([a-z_]+) uuid>/g, (whole, kind: string) => {
      const found = records[kind]?.uuid;
      if (!found) throw new Error(`${where}: nothing earlier gives ${whole}`);
      return found;
    });
  const bash = (script: string) =>
    spawnSync("bash", ["-c", `set -o pipefail\n${script}`], {
      encoding: "utf8",
      env: { ...process.env, ...vars, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
      maxBuffer: 64 * 1024 * 1024,
    });

  for (const block of readmeBlocks(readFileSync(path, "utf8"))) {
    const runnable = block.statements.some((s) => /^(curl |npm run operator )/.test(s.command));
    if (!runnable || block.skipped !== null) continue;
    for (const statement of block.statements) {
      const where = `${path}:${statement.line}`;
      const assignment = /^([A-Z_]+)=(.*)$/s.exec(statement.command);
      if (assignment) {
        const [, name, value] = assignment as unknown as [string, string, string];
        if (fixed.has(name)) continue;
        if (value.includes("…")) {
          if ((name === "CODE" || name === "BUSINESS_ID") && known[name] === undefined) await approve();
          if (known[name] === undefined) throw new Error(`${where}: no value known for ${name}`);
          vars[name] = known[name];
        } else {
          const result = bash(`${name}=${fill(value, where)}; printf %s "$${name}"`);
          if (result.status !== 0 || !result.stdout)
            throw new Error(`${where}: ${name} came out empty: ${result.stderr}`);
          vars[name] = result.stdout;
        }
        continue;
      }
      const command = fill(statement.command, where);
      if (command.startsWith("curl ")) {
        const result = bash(`${command} -w '\\n__STATUS__%{http_code}'`);
        const [body, status] = result.stdout.split("\n__STATUS__");
        const code = Number(status);
        const expected = statement.expected;
        const ok = expected === null ? code >= 200 && code < 300 : code === expected;
        if (result.status !== 0 || !ok) {
          throw new Error(`${where}: ${command}\n→ ${code} (expected ${expected ?? "2xx"}): ${body} ${result.stderr}`);
        }
        if (code >= 400) refused++;
        const url = /(https?:\/\/\S+|\$BASE\S*)/.exec(command)?.[1]?.replace("$BASE", vars.BASE!) ?? null;
        const method = /-X\s+([A-Z]+)/.exec(command)?.[1] ?? (/\s-d\s/.test(command) ? "POST" : "GET");
        try {
          learn(JSON.parse(body!), url, method);
        } catch {
          // Not JSON (a redirect or a page): nothing to learn.
        }
      } else if (command.startsWith("npm run operator ")) {
        const out = execFileSync("bash", ["-c", `${command} --persist-to "${context.persistTo}"`], {
          encoding: "utf8",
          env: { ...process.env, ...vars },
        });
        // npm prints its banner first (unless run with -s); the JSON starts on its own line.
        const json = out.split("\n").findIndex((l) => l.startsWith("{") || l.startsWith("["));
        if (json < 0) throw new Error(`${where}: the operator printed no JSON: ${out}`);
        learn(JSON.parse(out.split("\n").slice(json).join("\n")), null, "POST");
      } else {
        throw new Error(`${where}: the check cannot run this line; mark the block <!-- readme-check: skip (why) -->`);
      }
      ran++;
    }
  }
  return { ran, refused };
}
