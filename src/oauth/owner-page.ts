// The business owner's approvals page: sign in with the email and password of
// register-business, see the apps that hold access to the books, and revoke one. Plain
// HTML with no scripts, like the consent page (its styles and headers).
import { html } from "hono/html";
import { businessChoice, page } from "./consent-page";
import type { Approval } from "./grants";

export function ownerSignInPage(state: {
  error?: string;
  email?: string;
  csrf: string;
  businesses?: { id: string; name: string }[];
  notice?: string;
}) {
  return page(
    "Your approved apps",
    html`<h1>Apps with access to your books</h1>
      ${state.notice ? html`<p class="notice" role="status">${state.notice}</p>` : ""}
      <p>Sign in as the owner of a business to see the apps you approved and revoke their access.</p>
      ${state.error ? html`<p class="error" role="alert" id="error">${state.error}</p>` : ""}
      <form method="post" action="owner/sign-in" ${state.error ? html`aria-describedby="error"` : ""}>
        <input type="hidden" name="csrf_token" value="${state.csrf}" />
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="username" required value="${state.email ?? ""}" />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        ${businessChoice(state.businesses)}
        <div class="actions"><button type="submit" class="primary">Sign in</button></div>
      </form>`,
  );
}

export function ownerApprovalsPage(state: {
  businessName: string;
  approvals: Approval[];
  csrf: string;
  notice?: string;
}) {
  const rows = state.approvals.map(
    (a) => html`<li>
      <strong>${a.app_name}</strong>, approved ${a.approved_at.slice(0, 10)}
      <form method="post" action="owner/revoke">
        <input type="hidden" name="csrf_token" value="${state.csrf}" />
        <input type="hidden" name="app_uuid" value="${a.app_uuid}" />
        <button type="submit" aria-label="Revoke ${a.app_name}">Revoke access</button>
      </form>
    </li>`,
  );
  return page(
    "Your approved apps",
    html`<h1>Apps with access to ${state.businessName}</h1>
      ${state.notice ? html`<p class="notice" role="status">${state.notice}</p>` : ""}
      ${
        rows.length
          ? html`<p>Revoking an app ends its access at once; to let it in again, approve it again from the app.</p>
              <ul class="approvals">${rows}</ul>`
          : html`<p>No app holds access to these books.</p>`
      }
      <form method="post" action="owner/sign-out">
        <input type="hidden" name="csrf_token" value="${state.csrf}" />
        <div class="actions"><button type="submit">Sign out</button></div>
      </form>`,
  );
}

/** A post the page refuses (CSRF token or origin): said here, with the way back. */
export function formRefusedPage(reason: string) {
  return page(
    "Form not accepted",
    html`<h1>This form was not accepted</h1><p role="alert">${reason}</p><p><a href="../owner">Open the page again</a>.</p>`,
  );
}
