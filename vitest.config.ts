import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { serveFixture } from "./test/fixtures/outbound.ts";

export default defineConfig({
  test: {
    projects: [
      {
        // Everything that touches the worker runs inside workerd with real local
        // D1, R2, Queue and Durable Object bindings.
        plugins: [
          cloudflareTest(async () => ({
            main: "./src/index.ts",
            remoteBindings: false,
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // Every outbound fetch of the worker lands here: fixtures for the url
              // attachment tests, and a refusal for anything else, so no test reaches
              // the network.
              outboundService: serveFixture,
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./drizzle"),
                // Small enough that the exactness test can exhaust it quickly, large
                // enough for any single test's own traffic.
                RATE_LIMIT_MAX: "100",
              },
            },
          })),
        ],
        test: {
          name: "workers",
          include: ["test/**/*.test.ts"],
          exclude: ["test/node/**"],
          setupFiles: ["./test/apply-migrations.ts"],
          // Async creates wait on the local queue, which delivers in batches each second.
          testTimeout: 20_000,
        },
      },
      {
        // Tools that need Node (e.g. the OpenAPI validator compiles schemas with eval,
        // which workerd forbids).
        test: { name: "node", environment: "node", include: ["test/node/**/*.test.ts"] },
      },
    ],
  },
});
