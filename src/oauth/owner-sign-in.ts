// A business owner signing in with email and password: on the consent page, and on the
// owner's approvals page. One email may own several businesses (one per registering
// partner, src/db/schema.ts `users`): the password is checked against each, and when it
// opens more than one the owner picks which (`business_id`, sent again with the password).
import type { Context } from "hono";
import { findOwnersByEmail } from "../db/queries/businesses";
import type { AppEnv } from "../env";
import { verifyPassword } from "../lib/crypto";
import { clientIp, startSignIn } from "./sign-in-limits";

// A fixed hash to verify against when the email is unknown, so the answer takes about
// as long whether or not the account exists.
const DUMMY_HASH =
  "pbkdf2-sha256$100000$00000000000000000000000000000000$0000000000000000000000000000000000000000000000000000000000000000";

export type SignIn =
  | { outcome: "signed-in"; email: string; owner: { id: string; businessId: string; businessName: string } }
  | { outcome: "choose"; email: string; businesses: { id: string; name: string }[] }
  | { outcome: "refused"; email: string; status: 400 | 401 | 429; message: string; headers?: Record<string, string> };

export async function signInOwner(c: Context<AppEnv>, form: Record<string, unknown>): Promise<SignIn> {
  const email = typeof form.email === "string" ? form.email.trim().toLowerCase() : "";
  const password = typeof form.password === "string" ? form.password : "";
  if (!email || !password || email.length > 320 || password.length > 1000)
    return { outcome: "refused", email, status: 400, message: "Enter your email and password." };
  const attempt = await startSignIn(c.env, email, clientIp(c));
  if (!attempt.allowed) {
    return {
      outcome: "refused",
      email,
      status: 429,
      message: `Too many failed sign-in attempts. Try again in ${Math.ceil(attempt.retryAfter / 60)} minutes.`,
      headers: { "Retry-After": String(attempt.retryAfter) },
    };
  }
  const owners = await findOwnersByEmail(c.get("db"), email);
  const opened = [];
  for (const owner of owners) if (await verifyPassword(password, owner.passwordHash)) opened.push(owner);
  if (!owners.length) await verifyPassword(password, DUMMY_HASH);
  if (!opened.length) return { outcome: "refused", email, status: 401, message: "The email or password is not right." };
  await attempt.succeeded();
  const chosen = opened.length === 1 ? opened[0] : opened.find((o) => o.businessId === form.business_id);
  if (!chosen)
    return { outcome: "choose", email, businesses: opened.map((o) => ({ id: o.businessId, name: o.businessName })) };
  return {
    outcome: "signed-in",
    email,
    owner: { id: chosen.id, businessId: chosen.businessId, businessName: chosen.businessName },
  };
}
