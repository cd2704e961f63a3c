// The request's side of a commit: its database, business, the record it is about (as the
// versions middleware read it and as GET showed it) and who acts (as the audit middleware
// named it).
import type { Context } from "hono";
import type { Json } from "../audit/entry";
import type { AppEnv } from "../env";
import type { WriteContext } from "./commit";

/** On partner routes `businessId` is unset (the commit's plan names the business). */
export const writeContext = (c: Context<AppEnv>): WriteContext & { businessId: string } => ({
  db: c.get("db"),
  businessId: c.get("businessId"),
  record: c.get("expectedVersion"),
  actor: c.get("auditActor"),
  before: c.get("recordBefore") as Record<string, Json> | undefined,
  method: c.req.method,
  // Declared by the route (lib/route.ts); a route with several (201 direct, 202 queued)
  // leaves its entry to the audit middleware.
  status: c.get("successStatus"),
});
