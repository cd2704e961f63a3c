// The authorization request (CONTRACT 11): which app asks, where the browser goes back
// to, and the app's own state (`reference`). Checked when the app asks for the URL and
// again on the consent page, which anyone can open with any parameters.
import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { findActiveKey } from "../db/queries/credentials";
import { businesses } from "../db/schema";
import type { Db } from "../env";
import { ApiError } from "../lib/errors";
import { hashKey, parseKey } from "../lib/keys";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https anywhere; plain http only to this machine, for development. No fragments (RFC 6749 3.1.2). */
const appUrl = (what: string) =>
  z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .refine((value) => {
      // Refinements run even when the url check above failed.
      const url = URL.parse(value);
      return url === null || url.protocol === "https:" || LOOPBACK_HOSTS.has(url.hostname);
    }, `${what} must use https (http is allowed only for localhost)`)
    .refine((value) => !value.includes("#"), `${what} must not contain a fragment`);

export const authorizationQuery = z.object({
  client_id: z.string().openapi({ description: "The app's public key (`svc_pk_…`).", example: "svc_pk_…" }),
  redirect_uri: appUrl("redirect_uri").openapi({
    description: "Where the browser returns after the owner decides.",
    example: "https://app.example.com/callback",
  }),
  reference: z.string().min(1).max(200).openapi({
    description: "The app's state for this request, returned unchanged on the redirect.",
    example: "c9f1a2",
  }),
  privacy_url: appUrl("privacy_url").openapi({
    description: "The app's privacy policy, linked on the consent page.",
    example: "https://app.example.com/privacy",
  }),
  terms_url: appUrl("terms_url").openapi({
    description: "The app's terms of service, linked on the consent page.",
    example: "https://app.example.com/terms",
  }),
});
export type AuthorizationRequest = z.infer<typeof authorizationQuery>;

export interface OAuthClient {
  businessId: string;
  name: string;
}

/** The app behind a client_id; 400 when it is not an active app key, 403 when the app's API access is off. */
export async function resolveClient(db: Db, clientId: string): Promise<OAuthClient> {
  const unknown = new ApiError("invalid_request", "client_id is not an active app public key", [
    { field: "client_id", message: "Unknown client" },
  ]);
  if (parseKey(clientId) !== "business_public") throw unknown;
  const key = await findActiveKey(db, await hashKey(clientId));
  if (key?.kind !== "business_public" || !key.businessId) throw unknown;
  if (!key.businessApiAccess) throw new ApiError("forbidden", "Developer API access is not active for this app");
  const [app] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, key.businessId))
    .limit(1);
  if (!app) throw unknown;
  return { businessId: key.businessId, name: app.name };
}

/** The redirect back to the app, with the given parameters added to its own query. */
export function redirectBack(request: AuthorizationRequest, params: Record<string, string>): string {
  const url = new URL(request.redirect_uri);
  url.searchParams.set("reference", request.reference);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
