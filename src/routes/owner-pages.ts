// The business owner's approvals page (HTML, outside the OpenAPI document, like the
// consent page): GET /oauth/owner shows the sign-in form, or with a session the apps
// holding access to the books; POSTs sign in, revoke an app, and sign out. Every form
// carries the CSRF token (oauth/csrf.ts); every page is rate limited per client IP.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { getBusinessProfile } from "../db/queries/businesses";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { newId } from "../lib/ids";
import { createRouter } from "../lib/router";
import { apiPath } from "../middleware/audit";
import { CONSENT_HEADERS } from "../oauth/consent-page";
import { csrfToken, forgedPost } from "../oauth/csrf";
import { listApprovals, revokeApproval } from "../oauth/grants";
import { formRefusedPage, ownerApprovalsPage, ownerSignInPage } from "../oauth/owner-page";
import {
  closeSession,
  findSession,
  OWNER_SESSION_COOKIE,
  OWNER_SESSION_SECONDS,
  openSession,
} from "../oauth/owner-sessions";
import { signInOwner } from "../oauth/owner-sign-in";
import { admitPage } from "../rate-limit/pages";
import { commit } from "../write/commit";

/** The form posts of this page (application/x-www-form-urlencoded, as browsers send them). */
export const OWNER_FORM_PATHS = ["/oauth/owner/sign-in", "/oauth/owner/revoke", "/oauth/owner/sign-out"];

const page = (
  c: Context<AppEnv>,
  body: Promise<string> | string,
  status: 200 | 400 | 401 | 403 | 404 | 429 = 200,
  extra: Record<string, string> = {},
) => c.html(body, status, { ...CONSENT_HEADERS, ...extra });

/** What the page says after a post; the URL names one by key, so the page never shows text from a URL. */
const NOTICES = new Map([
  ["revoked", "The app's access is revoked."],
  ["gone", "That app holds no access to these books any more."],
  ["ended", "Your session ended. Sign in again."],
  ["signed-out", "You are signed out."],
] as const);
type Notice = typeof NOTICES extends Map<infer K, string> ? K : never;

/** After a post, back to the page (POST, redirect, GET: a reload sends nothing again). */
const backToPage = (c: Context<AppEnv>, notice?: Notice) => {
  const url = new URL("../owner", c.req.url);
  if (notice) url.searchParams.set("notice", notice);
  return c.redirect(url.toString(), 303);
};

async function session(c: Context<AppEnv>) {
  return findSession(c.get("db"), getCookie(c, OWNER_SESSION_COOKIE));
}

/** The posted form, or the 403 page when it did not come from this site's own page. */
async function postedForm(c: Context<AppEnv>) {
  const form = await c.req.parseBody();
  const forged = forgedPost(c, form);
  return forged ? { refused: page(c, formRefusedPage(forged), 403) } : { form };
}

export const ownerPagesRouter = createRouter();

ownerPagesRouter.get("/oauth/owner", async (c) => {
  await admitPage(c);
  const csrf = csrfToken(c);
  const signedIn = await session(c);
  const notice = NOTICES.get(c.req.query("notice") as Notice);
  if (!signedIn) return page(c, ownerSignInPage({ csrf, notice }));
  const db = c.get("db");
  const [approvals, business] = await Promise.all([
    listApprovals(db, signedIn.businessId),
    getBusinessProfile(db, signedIn.businessId),
  ]);
  return page(c, ownerApprovalsPage({ businessName: business?.name ?? "", approvals, csrf, notice }));
});

ownerPagesRouter.post("/oauth/owner/sign-in", async (c) => {
  await admitPage(c);
  const posted = await postedForm(c);
  if (posted.refused) return posted.refused;
  const csrf = csrfToken(c);
  const signIn = await signInOwner(c, posted.form);
  if (signIn.outcome === "refused")
    return page(
      c,
      ownerSignInPage({ csrf, email: signIn.email, error: signIn.message }),
      signIn.status,
      signIn.headers,
    );
  if (signIn.outcome === "choose")
    return page(c, ownerSignInPage({ csrf, email: signIn.email, businesses: signIn.businesses }));
  const opened = await openSession(c.get("db"), signIn.owner);
  await commit({ db: c.get("db") }, opened.plan);
  setCookie(c, OWNER_SESSION_COOKIE, opened.token, {
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Strict",
    maxAge: OWNER_SESSION_SECONDS,
  });
  return backToPage(c);
});

ownerPagesRouter.post("/oauth/owner/revoke", async (c) => {
  await admitPage(c);
  const posted = await postedForm(c);
  if (posted.refused) return posted.refused;
  const signedIn = await session(c);
  if (!signedIn) return backToPage(c, "ended");
  const appUuid = typeof posted.form.app_uuid === "string" ? posted.form.app_uuid : "";
  const db = c.get("db");
  try {
    // The business's audit log says who withdrew which app, as for the API route.
    await commit(
      {
        db,
        businessId: signedIn.businessId,
        actor: {
          id: newId(),
          requestId: c.get("requestId"),
          credential: { kind: "owner", keyId: null, userId: signedIn.userId, appBusinessId: appUuid },
          method: "POST",
          route: "/oauth/owner/revoke",
          path: apiPath(c.req.url),
        },
      },
      {
        ...(await revokeApproval(db, signedIn.businessId, appUuid)),
        audit: { record: appUuid, status: 303, after: { revoked_app: appUuid } },
      },
    );
  } catch (err) {
    if (err instanceof ApiError && err.code === "not_found") return backToPage(c, "gone");
    throw err;
  }
  return backToPage(c, "revoked");
});

ownerPagesRouter.post("/oauth/owner/sign-out", async (c) => {
  await admitPage(c);
  const posted = await postedForm(c);
  if (posted.refused) return posted.refused;
  const signedIn = await session(c);
  if (signedIn) await commit({ db: c.get("db") }, closeSession(c.get("db"), signedIn.id));
  deleteCookie(c, OWNER_SESSION_COOKIE, { path: "/", secure: true });
  return backToPage(c, "signed-out");
});
