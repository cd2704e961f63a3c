// The consent page (and the owner's approvals page, owner-page.ts): plain, accessible HTML with no scripts. hono/html escapes every
// interpolated value, so app names and URLs from the request cannot inject markup.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { AuthorizationRequest, OAuthClient } from "./authorization-request";

/**
 * Beyond the app-wide security headers (no-store, no framing): a strict CSP, no scripts at
 * all (no form-action: browsers apply it to the redirect back to the app). Referrer-Policy same-origin (the API's default is
 * no-referrer) so the browser sends the page's own Origin with the form, which the POST
 * checks; links out to the app's privacy and terms pages still carry no referrer.
 */
export const CONSENT_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  "Referrer-Policy": "same-origin",
};

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1a1a1a; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #767676; border-radius: 4px; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { padding: .6rem 1.2rem; font-size: 1rem; border-radius: 4px; border: 1px solid #1a4fd6; cursor: pointer; }
  button[value=approve] { background: #1a4fd6; color: #fff; }
  button[value=deny] { background: #fff; color: #1a4fd6; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
  .error { color: #a00; background: #fdecea; padding: .75rem; border-radius: 4px; }
  .notice { background: #e8f3ea; padding: .75rem; border-radius: 4px; }
  input[type=radio] { width: auto; margin-right: .5rem; }
  fieldset { margin-top: 1rem; border: 1px solid #767676; border-radius: 4px; }
  fieldset label { font-weight: normal; margin-top: .5rem; }
  .approvals { padding: 0; list-style: none; }
  .approvals li { display: flex; justify-content: space-between; align-items: center; gap: 1rem; padding: .75rem 0; border-bottom: 1px solid #ddd; }
  button.primary { background: #1a4fd6; color: #fff; }
  button { background: #fff; color: #1a4fd6; }
`;

export function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>`;
}

export function consentPage(
  request: AuthorizationRequest,
  app: OAuthClient,
  state: {
    error?: string;
    email?: string;
    csrf: string;
    /** The businesses the email and password sign in to, when more than one: the owner picks. */
    businesses?: { id: string; name: string }[];
  },
) {
  const fields = [
    "client_id",
    "redirect_uri",
    "reference",
    "privacy_url",
    "terms_url",
    "code_challenge",
    "code_challenge_method",
  ] as const;
  const hidden = [
    ...fields.flatMap((name) =>
      request[name] === undefined ? [] : [html`<input type="hidden" name="${name}" value="${request[name]}" />`],
    ),
    html`<input type="hidden" name="csrf_token" value="${state.csrf}" />`,
  ];
  return page(
    `Connect ${app.name} to your books`,
    html`<h1>Allow ${app.name} to access your books?</h1>
      <p>
        Sign in as the owner of a business to let <strong>${app.name}</strong> read and change that business's books through the
        API: contacts, bank transactions, invoices, bills, journals and reports. It will not see your password.
      </p>
      <p>
        Before you approve, read ${app.name}'s <a href="${request.privacy_url}" rel="noopener noreferrer">privacy policy</a> and
        <a href="${request.terms_url}" rel="noopener noreferrer">terms of service</a>.
      </p>
      ${state.error ? html`<p class="error" role="alert" id="error">${state.error}</p>` : ""}
      <form method="post" action="consent" ${state.error ? html`aria-describedby="error"` : ""}>
        ${hidden}
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="username" required value="${state.email ?? ""}" />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        ${businessChoice(state.businesses)}
        <div class="actions">
          <button type="submit" name="decision" value="approve">Sign in and approve</button>
          <button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
        </div>
      </form>`,
  );
}

/** A choice between the businesses one email owns (an owner may own businesses registered by several partners). */
export function businessChoice(businesses: { id: string; name: string }[] | undefined) {
  if (!businesses || businesses.length < 2) return "";
  return html`<fieldset>
    <legend>Your email owns several businesses: choose one, and enter your password again</legend>
    ${businesses.map(
      (b, i) =>
        html`<label><input type="radio" name="business_id" value="${b.id}" ${i === 0 ? "checked" : ""} /> ${b.name}</label>`,
    )}
  </fieldset>`;
}

/** A request the page cannot act on: said here, never redirected to an unchecked address. */
export function invalidRequestPage(reason: string) {
  return page(
    "Authorization link not valid",
    html`<h1>This authorization link is not valid</h1><p role="alert">${reason}</p><p>Go back to the app and start again.</p>`,
  );
}
