// The worker `npm run bench` serves: the service itself, plus bare versions of the
// measured contact routes under /bench: the same queries and the same envelope, without
// the API's middleware (request id, headers, credential check, rate limit, validation).
// They are the baseline the authenticated routes are compared with. Never deployed:
// wrangler.toml's main is src/index.ts, and the bench starts this file explicitly.
import { Hono } from "hono";
import { getContact, toContact } from "../src/contacts/contacts";
import { getDb } from "../src/db/client";
import { listContacts } from "../src/db/queries/contacts";
import type { Bindings } from "../src/env";
import worker from "../src/index";
import { success, successList } from "../src/lib/envelope";

const bare = new Hono<{ Bindings: Bindings }>()
  .get("/bench/:business/contacts", async (c) => {
    const { rows, total } = await listContacts(getDb(c.env.DB), {
      businessId: c.req.param("business"),
      page: 1,
      limit: 20,
      order: "desc",
    });
    return c.json(successList("Contacts retrieved", rows.map(toContact), { page: 1, limit: 20, total }));
  })
  .get("/bench/:business/contacts/:uuid", async (c) =>
    c.json(
      success(
        "Contact retrieved",
        toContact(await getContact(getDb(c.env.DB), c.req.param("business"), c.req.param("uuid"))),
      ),
    ),
  );

export default {
  fetch: (request, env, ctx) =>
    new URL(request.url).pathname.startsWith("/bench/")
      ? bare.fetch(request, env, ctx)
      : worker.fetch(request, env, ctx),
  queue: worker.queue,
} satisfies ExportedHandler<Bindings>;

export { RateLimiter } from "../src/rate-limit/rate-limiter";
