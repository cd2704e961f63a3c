// Every write through the auth middleware is audited: before the handler runs this names
// the entry and who is acting (the commit of the change inserts the entry in its own
// batch, src/write/commit.ts); after it, unless the commit already wrote the entry with
// this very answer, the entry is completed with it (src/audit/entry.ts). Replays of an
// Idempotency-Key skip the handler and so the log.
import type { Context, Next } from "hono";
import { type AuditRequest, auditSummary, completeAuditEntry, type Json } from "../audit/entry";
import type { AppEnv } from "../env";
import { responseData } from "../lib/envelope";
import { newId } from "../lib/ids";
import { BASE_PATH } from "../lib/paths";

export const apiPath = (url: string) => new URL(url).pathname.slice(BASE_PATH.length);

export async function audited(c: Context<AppEnv>, next: Next) {
  const credential = c.get("credential");
  const id = newId();
  const actor: AuditRequest = {
    id,
    requestId: c.get("requestId"),
    credential: {
      // Writes take only secret keys (requireKey).
      kind: credential.oauth ? "oauth" : (credential.kind as "business_secret" | "partner_secret"),
      keyId: credential.keyId,
      oauthTokenId: credential.oauth?.tokenId,
      appBusinessId: credential.oauth?.appBusinessId,
    },
    method: c.req.method,
    route: c.req.routePath.slice(BASE_PATH.length).replace(/:(\w+)/g, "{$1}"),
    path: apiPath(c.req.url),
  };
  c.set("auditActor", actor);
  await next();
  const status = c.res.status;
  const data = (await responseData(c.res)) as Json | undefined;
  const record =
    data && typeof data === "object" && !Array.isArray(data)
      ? (data.uuid ?? data.job_reference ?? data.business_uuid)
      : undefined;
  const answer = {
    status,
    ...auditSummary(c.req.method, c.get("recordBefore") as Record<string, Json> | undefined, data),
    record: typeof record === "string" ? record : undefined,
  };
  // The commit wrote the entry complete, and the answer is the one it expected.
  const { written } = actor;
  if (
    written &&
    written.status === answer.status &&
    written.before === answer.before &&
    written.after === answer.after &&
    (written.record !== null || answer.record === undefined)
  )
    return;
  try {
    const completed = await completeAuditEntry(c.get("db"), id, answer);
    // Every change commits through src/write/commit.ts, which writes the entry: a
    // success without one is a write that bypassed it.
    if (!completed && status >= 200 && status < 300) {
      console.error(
        JSON.stringify({ message: "write answered without an audit entry", request_id: c.get("requestId") }),
      );
    }
  } catch (err) {
    console.error(
      JSON.stringify({ message: "audit log entry not completed", request_id: c.get("requestId"), error: String(err) }),
    );
  }
}
