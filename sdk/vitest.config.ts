// The SDK's tests run in Node against a live server: ACCOUNTING_BASE_URL (…/v1/accounting)
// and ACCOUNTING_API_KEY, a business's secret key. `npm run test:e2e` starts `wrangler dev`,
// seeds it and runs them; by hand, against `npm run dev`: see sdk/README.md.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { environment: "node", include: ["test/**/*.test.ts"], testTimeout: 60_000 },
});
