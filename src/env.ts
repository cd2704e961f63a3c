// Worker bindings and per-request variables, typed once for the whole app.
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AuditRequest } from "./audit/entry";
import type { ExpectedVersion } from "./db/batch";
import type * as schema from "./db/schema";
import type { RecordView } from "./middleware/versions";
import type { RateLimiter } from "./rate-limit/rate-limiter";

export interface Bindings {
  DB: D1Database;
  FILES: R2Bucket;
  JOBS: Queue;
  /** Webhook deliveries (webhooks/deliver.ts), with their own retries and dead-letter queue. */
  WEBHOOKS: Queue;
  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
  RATE_LIMIT_MAX: string;
  RATE_LIMIT_WINDOW_SECONDS: string;
  /** "true" when every request comes through Cloudflare, which sets CF-Connecting-IP (oauth/sign-in-limits.ts). */
  TRUST_CF_CONNECTING_IP?: string;
  /** Workers AI, when configured for deployment (never in local dev or tests). */
  AI?: Ai;
  /** "rules" | "workers-ai" | "openai" | "auto" (default): src/extraction/index.ts. */
  EXTRACTOR?: string;
  /** An OpenAI-compatible chat-completions server, e.g. http://127.0.0.1:11434/v1 (Ollama). */
  AI_BASE_URL?: string;
  /** Its API key (a secret: `wrangler secret put AI_API_KEY`); none for a local server. */
  AI_API_KEY?: string;
  /** The text model (either backend); AI_TEXT_MODEL is its older name, for Workers AI. */
  AI_MODEL?: string;
  AI_TEXT_MODEL?: string;
  /** The model for images and scanned PDFs (default: AI_MODEL on an OpenAI-compatible server). */
  AI_VISION_MODEL?: string;
  /** Per model call (default 60000). */
  AI_TIMEOUT_MS?: string;
  /** Tests only: shifts the service's clock (src/lib/clock.ts). Never set in a deployment. */
  CLOCK_OFFSET_MS?: string;
}

export type Db = DrizzleD1Database<typeof schema>;

/** Who is calling: set by the auth middleware. */
export interface Credential {
  keyId: string;
  kind: schema.CredentialKind;
  businessId: string | null;
  partnerId: string | null;
  /** Set when an app acts for `businessId` with an OAuth access token. */
  oauth?: { tokenId: string; appBusinessId: string; expiresAt: string };
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    db: Db;
    credential: Credential;
    /** The business every query of this request is scoped to (business routes only). */
    businessId: string;
    /** Its base currency, time zone and country (business routes only). */
    business: { currency: string; timezone: string; country: string };
    /** The record version a PUT, PATCH or DELETE is guarded against (read, or named in If-Match) (middleware/versions.ts). */
    expectedVersion?: ExpectedVersion;
    /** The record a PUT, PATCH or DELETE found, as GET shows it (for the audit log). */
    recordBefore?: RecordView;
    /** Who is writing and the id of the audit entry the commit writes (middleware/audit.ts). */
    auditActor?: AuditRequest;
    /** The one success status the route declares (lib/route.ts), for a write. */
    successStatus?: number;
  };
}
