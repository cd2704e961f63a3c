// Bodies that once took `wrangler dev` down (issue 18): an over-limit body, chunked or
// with its length declared, answered 413 while the rest was unread, and the server died.
// Each kind is sent to routes that read bodies without a key (the consent form,
// register-business) and with one (a create), and after each the server must still
// answer: over-limit (chunked and declared), slow (a chunk every 100 ms), truncated
// (the client hangs up mid-body) and a declared length longer than what is sent.
import assert from "node:assert/strict";
import { request } from "node:http";

interface Sent {
  path: string;
  /** Bytes to send, in chunks of at most 64 KiB. */
  bytes: number;
  /** Declare this Content-Length (else the body is chunked). */
  length?: number;
  type?: string;
  key?: string;
  /** Wait between chunks. */
  pauseMs?: number;
  /** Hang up after sending the bytes, without ending the body. */
  hangUp?: boolean;
  method?: string;
  /** A path outside the API (else under /v1/accounting). */
  raw?: boolean;
}

function send(origin: string, sent: Sent): Promise<number | "hung up"> {
  const url = new URL(`${origin}${sent.raw ? "" : "/v1/accounting"}${sent.path}`);
  return new Promise((resolve) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: sent.method ?? "POST",
        headers: {
          "content-type": sent.type ?? "application/json",
          ...(sent.length === undefined
            ? { "transfer-encoding": "chunked" }
            : { "content-length": String(sent.length) }),
          ...(sent.key ? { "x-api-key": sent.key } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve("hung up"));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let written = 0;
    const pump = async () => {
      while (written < sent.bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, sent.bytes - written));
        written += part.length;
        const flushed = req.write(part);
        if (sent.pauseMs) await new Promise((r) => setTimeout(r, sent.pauseMs));
        else if (!flushed) await new Promise((r) => req.once("drain", r));
      }
      if (sent.hangUp) {
        req.destroy();
        resolve("hung up");
      } else req.end();
    };
    void pump();
  });
}

async function stillAnswers(origin: string, after: string) {
  const res = await fetch(`${origin}/v1/accounting/health`).catch((err: unknown) => {
    throw new Error(`wrangler dev stopped answering after ${after}: ${err}`);
  });
  assert.equal(res.status, 200, `health after ${after}`);
}

export async function checkBodies(origin: string, businessKey: string) {
  const MiB = 1024 * 1024;
  const form = "application/x-www-form-urlencoded";
  const cases: [string, Sent, number | "hung up" | "any"][] = [
    ["over the limit, chunked, to the consent form", { path: "/oauth/consent", bytes: 3 * MiB, type: form }, 413],
    [
      "over the limit, length declared, to the consent form",
      { path: "/oauth/consent", bytes: 3 * MiB, length: 3 * MiB, type: form },
      413,
    ],
    ["over the limit, chunked, to register-business", { path: "/register-business", bytes: 3 * MiB }, 413],
    ["over the limit, chunked, to a create", { path: "/contacts", bytes: 40 * MiB, key: businessKey }, 413],
    ["slow, within the limit", { path: "/register-business", bytes: 256 * 1024, pauseMs: 100 }, 401],
    ["slow, over the limit", { path: "/oauth/consent", bytes: 2 * MiB, pauseMs: 20, type: form }, 413],
    [
      "truncated: the client hangs up mid-body",
      { path: "/contacts", bytes: 512 * 1024, key: businessKey, hangUp: true },
      "hung up",
    ],
    // 3 MiB is within a create route's cap: read whole, then refused for its type.
    ["the wrong Content-Type", { path: "/contacts", bytes: 3 * MiB, type: "text/plain", key: businessKey }, 400],
    ["the wrong Content-Type, over the limit", { path: "/contacts", bytes: 40 * MiB, type: "text/plain" }, 413],
    ["an unknown path, over the limit", { path: "/nowhere", bytes: 3 * MiB, raw: true }, 413],
    ["an unknown path, within the limit", { path: "/v2/accounting/contacts", bytes: 512 * 1024, raw: true }, 404],
    ["a GET with a body", { path: "/health", bytes: 64 * 1024, method: "GET" }, 200],
    [
      "a declared length longer than the body sent, then a hang-up",
      { path: "/register-business", bytes: 1000, length: 5000, hangUp: true },
      "hung up",
    ],
  ];
  for (const [name, sent, expected] of cases) {
    const status = await send(origin, sent);
    if (expected !== "any") assert.equal(status, expected, name);
    await stillAnswers(origin, name);
  }
  return cases.length;
}
