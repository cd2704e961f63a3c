// CSRF protection for the service's HTML forms (the consent page, the owner's approvals
// page): a page sets a random token in a cookie only this site's own requests carry
// (SameSite=Strict, __Host-) and in the form; a POST must bring both, equal. A POST that
// says it comes from another origin is refused before that.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { constantTimeEqual, toHex } from "../lib/crypto";

const CSRF_COOKIE = "__Host-consent-csrf";

/** The form's token: the cookie's, or a new one set in the cookie. */
export function csrfToken(c: Context<AppEnv>): string {
  const existing = getCookie(c, CSRF_COOKIE);
  if (existing && /^[0-9a-f]{64}$/.test(existing)) return existing;
  const token = toHex(crypto.getRandomValues(new Uint8Array(32)));
  setCookie(c, CSRF_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Strict", maxAge: 3600 });
  return token;
}

/** Why a posted form is refused (403), or null when it came from this site's own page. */
export function forgedPost(c: Context<AppEnv>, form: Record<string, unknown>): string | null {
  const origin = c.req.header("origin");
  if (origin && origin !== new URL(c.req.url).origin) return "The form was sent from another site.";
  const cookie = getCookie(c, CSRF_COOKIE);
  const field = typeof form.csrf_token === "string" ? form.csrf_token : "";
  if (!cookie || cookie.length !== field.length || !constantTimeEqual(cookie, field))
    return "The form has expired or did not come from this page.";
  return null;
}
