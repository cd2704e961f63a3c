// Every write through the auth middleware is audited: before the handler runs this names
// the entry and who is acting (the commit of the change inserts the entry in its own
// batch, src/write/commit.ts); after it, the entry is completed with the answer
// (src/audit/entry.ts). Replays of an Idempotency-Key skip the handler and so the log.
import type { Context, Next } from "hono";
import { completeAuditEntry, type Json } from "../audit/entry";
import type { AppEnv } from "../env";
import { responseData } from "../lib/envelope";
import { newId } from "../lib/ids";
import { BASE_PATH } from "../lib/paths";

export const apiPath = (url: string) => new URL(url).pathname.slice(BASE_PATH.length);

export async function audited(c: Context<AppEnv>, next: Next) {
  const credential = c.get("credential");
  const id = newId();
  c.set("auditActor", {
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
  });
  await next();
  const status = c.res.status;
  const data = (await responseData(c.res)) as Json | undefined;
  const record =
    data && typeof data === "object" && !Array.isArray(data)
      ? (data.uuid ?? data.job_reference ?? data.business_uuid)
      : undefined;
  try {
    const completed = await completeAuditEntry(c.get("db"), id, {
      status,
      before: c.get("recordBefore") as Record<string, Json> | undefined,
      after: c.req.method === "DELETE" ? undefined : data,
      record: typeof record === "string" ? record : undefined,
    });
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
