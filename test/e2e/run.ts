// npm run test:e2e: the checks that need a live `wrangler dev` and a browser, sharing
// one server on a scratch local state. The state is migrated and seeded through the same
// wrangler commands `npm run dev` uses (so the seed runs end to end), then:
//   1. OAuth approve and deny in headless Chromium (oauth.ts);
//   2. the API reference page renders offline, with a screenshot (docs.ts);
//   3. every curl and operator example of the README runs as written (readme.ts), then the
//      SDK's tests (sdk/test) run against the same server;
//   4. bodies that once took the server down (over-limit, slow, truncated) leave it up (bodies.ts);
//   5. every report's pdf renders (pdftoppm) to a page that is not blank and shows its title (pdfs.ts).
// Exits non-zero on the first failure. E2E_ARTIFACTS (default test/e2e/artifacts) keeps
// the screenshot.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { wranglerTarget } from "../../scripts/lib/d1";
import { startDevServer } from "../../scripts/lib/server";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from "../../scripts/seed";
import { checkBodies } from "./bodies";
import { checkDocs } from "./docs";
import { checkOAuth } from "./oauth";
import { checkPdfs } from "./pdfs";
import { checkReadme } from "./readme";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARTIFACTS = resolve(process.env.E2E_ARTIFACTS ?? "test/e2e/artifacts");

const dir = mkdtempSync(join(tmpdir(), "accounting-e2e-"));
try {
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true" },
    stdio: "ignore",
  });
  const seed = await seedDemo(wranglerTarget({ remote: false, persistTo: dir }));
  const server = await startDevServer({ port: 8796, persistTo: dir });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    await checkOAuth(`${server.origin}/v1/accounting`, seed.partner_key, browser);
    mkdirSync(ARTIFACTS, { recursive: true });
    await checkDocs(server.origin, browser, join(ARTIFACTS, "docs.png"));
    const readme = await checkReadme({
      origin: server.origin,
      persistTo: dir,
      seed,
      owner: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    console.log(`README: ${readme.ran} examples ran as written (${readme.refused} refused as the README says)`);
    // The SDK's own tests, against this server (sdk/test).
    execFileSync("npx", ["vitest", "run", "--root", "sdk"], {
      stdio: "inherit",
      env: {
        ...process.env,
        ACCOUNTING_BASE_URL: `${server.origin}/v1/accounting`,
        ACCOUNTING_API_KEY: seed.business_secret_key,
      },
    });
    const pdfs = await checkPdfs(`${server.origin}/v1/accounting`, seed.business_secret_key, ARTIFACTS);
    console.log(
      pdfs.rendered
        ? `PDFs: ${pdfs.printed} reports and an invoice printed, each first page inked and titled (PNGs in ${ARTIFACTS})`
        : `PDFs: ${pdfs.printed} reports and an invoice printed and titled (render skipped: no pdftoppm)`,
    );
    const bodies = await checkBodies(server.origin, seed.business_secret_key);
    console.log(`Bodies: the server still answered after each of ${bodies} over-limit, slow and truncated bodies`);
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
