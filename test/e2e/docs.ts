// The API reference page renders offline: Chromium loads /v1/accounting/docs with every
// request to another host refused, waits for Scalar to list the operations, checks a few
// by name and keeps a screenshot of the page.
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";

export async function checkDocs(origin: string, browser: Browser, screenshot: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const offsite: string[] = [];
  await page.route("**/*", (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue();
    offsite.push(route.request().url());
    return route.abort();
  });
  const openapi = (await (await fetch(`${origin}/v1/accounting/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { summary?: string }>>;
  };
  const summaries = Object.values(openapi.paths).flatMap((methods) =>
    Object.values(methods).flatMap((operation) => (operation.summary ? [operation.summary] : [])),
  );
  assert.ok(summaries.length > 20, "the document lists operations");

  await page.goto(`${origin}/v1/accounting/docs`);
  // Scalar renders each operation's summary; these three span the document.
  for (const summary of [summaries[0]!, summaries[Math.floor(summaries.length / 2)]!, summaries.at(-1)!]) {
    await page.getByText(summary, { exact: true }).first().waitFor({ state: "attached", timeout: 30_000 });
  }
  const text = await page.locator("body").innerText();
  const rendered = summaries.filter((name) => text.includes(name)).length;
  const missing = summaries.filter((name) => !text.includes(name));
  assert.deepEqual(missing, [], `the page shows ${rendered} of ${summaries.length} operations`);
  await page.screenshot({ path: screenshot, fullPage: false });
  assert.deepEqual(offsite, [], "the docs page asked for nothing beyond its own origin");
  console.log(`docs: ${rendered} of ${summaries.length} operations rendered offline; screenshot ${screenshot}`);
  await page.close();
}
