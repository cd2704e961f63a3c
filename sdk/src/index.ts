// The accounting API's TypeScript client: openapi-fetch typed by the service's OpenAPI
// document (src/schema.ts, generated), with what an integration needs on top: the key on
// every request, an Idempotency-Key on every POST and safe retries (so a create retried
// after a lost answer never doubles), If-Match for edits, typed errors, a page iterator,
// job polling and webhook verification.
import createFetchClient, { type Client, type Middleware } from "openapi-fetch";
import { retryingFetch } from "./retry.js";
import type { paths } from "./schema.js";

export { AccountingApiError, type FieldError, unwrap } from "./errors.js";
export { waitForJob } from "./jobs.js";
export { paginate } from "./pagination.js";
export type { components, operations, paths } from "./schema.js";
export { verifyWebhook, type WebhookEvent, WebhookSignatureError } from "./webhooks.js";

export const DEFAULT_BASE_URL = "http://127.0.0.1:8787/v1/accounting";

export interface ClientOptions {
  /** The business's secret key (svc_sk_…), or an OAuth app's own key with `accessToken`. */
  apiKey: string;
  /** An OAuth access token (svc_at_…): the app then acts for the business that granted it. */
  accessToken?: string;
  /** The API's base, ending in /v1/accounting (default: `npm run dev`'s local server). */
  baseUrl?: string;
  /**
   * An Idempotency-Key on every POST that has none (default true), so the client's own
   * retries (`retries`) can never create a record twice.
   */
  idempotency?: boolean;
  /** Sends again a request lost on the way or refused for a moment (429, 502-504), if it cannot double (default 2). */
  retries?: number;
  fetch?: typeof globalThis.fetch;
}

export type AccountingClient = Client<paths>;

export function createClient(options: ClientOptions): AccountingClient {
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    fetch: retryingFetch(options.fetch ?? ((request) => globalThis.fetch(request)), options.retries ?? 2),
  });
  const auth: Middleware = {
    onRequest({ request }) {
      request.headers.set("X-API-Key", options.apiKey);
      if (options.accessToken) request.headers.set("Authorization", `Bearer ${options.accessToken}`);
      if (request.method === "POST" && options.idempotency !== false && !request.headers.has("Idempotency-Key"))
        request.headers.set("Idempotency-Key", crypto.randomUUID());
      return request;
    },
  };
  client.use(auth);
  return client;
}

/** Headers for an edit that applies only to the version you read: `api.PUT(path, { …, ...ifMatch(etag) })`. */
export const ifMatch = (etag: string) => ({ headers: { "If-Match": etag } });

/** The ETag of a record's answer (GET, PUT, PATCH), for `ifMatch`. */
export const etagOf = (response: Response) => response.headers.get("ETag") ?? undefined;
