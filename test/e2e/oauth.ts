// The OAuth flow end to end in a real browser: Chromium opens the authorization URL served
// by `wrangler dev`, signs in as the demo business's owner and approves; the browser
// lands on a local app, which exchanges the code with its secret key and lists the
// business's contacts with app key + token. Then the same for deny.
import assert from "node:assert/strict";
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../../scripts/seed";

const APP_NAME = "Ledger Sync App";

/** The third-party app: its callback exchanges the code and reads the contacts. */
function startApp(api: string, appKey: string, codeVerifier: string) {
  const seen: { reference?: string; error?: string; contacts?: string[]; validated?: string; headers?: HeadersInit } =
    {};
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, "http://127.0.0.1");
    try {
      if (url.pathname !== "/callback") throw new Error(`unexpected ${url.pathname}`);
      seen.reference = url.searchParams.get("reference") ?? undefined;
      seen.error = url.searchParams.get("error") ?? undefined;
      if (seen.error) {
        res.writeHead(200, { "content-type": "text/html" }).end(`<h1>Denied</h1>`);
        return;
      }
      const post = (path: string, body: unknown) =>
        fetch(`${api}${path}`, {
          method: "POST",
          headers: { "X-API-Key": appKey, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const exchanged = await post("/oauth/access/token", {
        authorization_code: url.searchParams.get("authorization_code"),
        business_id: url.searchParams.get("business_id"),
        redirect_uri: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`,
        code_verifier: codeVerifier,
      });
      assert.equal(exchanged.status, 200, await exchanged.clone().text());
      const { data: tokens } = (await exchanged.json()) as { data: { access_token: string } };
      const headers = { "X-API-Key": appKey, Authorization: `Bearer ${tokens.access_token}` };
      seen.headers = headers;
      const contacts = (await (await fetch(`${api}/contacts?schema=contacts`, { headers })).json()) as {
        data: { name: string }[];
      };
      seen.contacts = contacts.data.map((c) => c.name);
      const validated = (await (await fetch(`${api}/oauth/token/validate`, { headers })).json()) as {
        data: { name: string };
      };
      seen.validated = validated.data.name;
      res
        .writeHead(200, { "content-type": "text/html" })
        .end(`<h1>Connected</h1><ul>${seen.contacts.map((n) => `<li>${n}</li>`).join("")}</ul>`);
    } catch (err) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(err));
    }
  });
  return new Promise<{ origin: string; seen: typeof seen; close(): void }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seen,
        close: () => server.close(),
      }),
    ),
  );
}

/** Runs the approve and deny flows; `api` is the server's {origin}/v1/accounting. */
export async function checkOAuth(api: string, partnerKey: string, browser: Browser) {
  // The app is a business of its own, registered by the partner with API keys.
  const registered = await fetch(`${api}/register-business`, {
    method: "POST",
    headers: { "X-API-Key": partnerKey, "content-type": "application/json" },
    body: JSON.stringify({
      email: "dev@ledger-sync.example",
      firstname: "App",
      lastname: "Developer",
      business_name: APP_NAME,
      password: "app-developer-password",
      country: "US",
      currency: "USD",
      timezone: "UTC",
      grant_access: "admin",
    }),
  }).then((r) => r.json() as Promise<{ data: { api_public_key: string; api_secret_key: string } }>);
  // PKCE: the app keeps a random verifier and sends its S256 challenge with the request.
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const app = await startApp(api, registered.data.api_secret_key, verifier);
  try {
    // The app registers its callback (exactly) before asking for any authorization.
    const registeredUris = await fetch(`${api}/oauth/redirect-uris`, {
      method: "PUT",
      headers: { "X-API-Key": registered.data.api_secret_key, "content-type": "application/json" },
      body: JSON.stringify({ redirect_uris: [`${app.origin}/callback`] }),
    });
    assert.equal(registeredUris.status, 200, await registeredUris.clone().text());
    const authorize = async (reference: string) => {
      const query = new URLSearchParams({
        client_id: registered.data.api_public_key,
        redirect_uri: `${app.origin}/callback`,
        reference,
        privacy_url: "https://ledger-sync.example/privacy",
        terms_url: "https://ledger-sync.example/terms",
        code_challenge: challenge,
        code_challenge_method: "S256",
      });
      const res = (await (await fetch(`${api}/oauth/authorization?${query}`)).json()) as {
        data: { authorization_url: string };
      };
      return res.data.authorization_url;
    };

    // Approve.
    const page = await browser.newPage();
    await page.goto(await authorize("e2e-approve"));
    assert.equal(
      await page.getByRole("heading", { level: 1 }).textContent(),
      `Allow ${APP_NAME} to access your books?`,
    );
    assert.equal(
      await page.getByRole("link", { name: "privacy policy" }).getAttribute("href"),
      "https://ledger-sync.example/privacy",
    );
    assert.equal(
      await page.getByRole("link", { name: "terms of service" }).getAttribute("href"),
      "https://ledger-sync.example/terms",
    );
    await page.getByLabel("Email").fill(DEMO_EMAIL);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in and approve" }).click();
    assert.equal(await page.getByRole("alert").textContent(), "The email or password is not right.");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in and approve" }).click();
    await page.waitForURL(`${app.origin}/callback?**`);
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Connected");
    assert.equal(app.seen.reference, "e2e-approve");
    assert.deepEqual(app.seen.contacts?.sort(), ["Acme Ltd", "Globex Corporation", "Jane Doe"]);
    assert.equal(app.seen.validated, "Demo Trading Ltd");
    console.log(
      `approve: landed on ${new URL(page.url()).pathname}, app listed ${app.seen.contacts!.length} contacts of ${app.seen.validated}`,
    );

    // Deny.
    const second = await browser.newPage();
    await second.goto(await authorize("e2e-deny"));
    await second.getByRole("button", { name: "Deny" }).click();
    await second.waitForURL(`${app.origin}/callback?**`);
    assert.equal(new URL(second.url()).searchParams.get("error"), "access_denied");
    assert.equal(app.seen.reference, "e2e-deny");
    console.log("deny: landed with error=access_denied");

    // The owner's page: sign in, see the app, revoke it; its token stops at once.
    const owner = await browser.newPage();
    await owner.goto(`${api}/oauth/owner`);
    await owner.getByLabel("Email").fill(DEMO_EMAIL);
    await owner.getByLabel("Password").fill(DEMO_PASSWORD);
    await owner.getByRole("button", { name: "Sign in" }).click();
    await owner.getByRole("button", { name: `Revoke ${APP_NAME}` }).click();
    assert.equal(await owner.getByRole("status").textContent(), "The app's access is revoked.");
    const afterRevoke = await fetch(`${api}/oauth/token/validate`, { headers: app.seen.headers });
    assert.equal(afterRevoke.status, 401);
    await owner.getByRole("button", { name: "Sign out" }).click();
    assert.equal(await owner.getByRole("status").textContent(), "You are signed out.");
    console.log("owner page: signed in, revoked the app (its token now 401), signed out");
    console.log("OAuth end to end in Chromium: passed");
  } finally {
    app.close();
  }
}
