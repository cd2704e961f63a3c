// Scheduled upkeep (wrangler.toml [triggers], hourly): owner sessions past their end go,
// changes older than the event log keeps go (events/events.ts), and Idempotency-Key records past
// their 24 hours are deleted, a bounded number per statement so a backlog never becomes
// one long query (D1 stops a query at 30 s), and a bounded number of rounds per run so a
// run ends well within its limits; what is left waits for the next hour.
import { lt, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import type { Bindings, Db } from "../env";
import { pruneEvents } from "../events/events";
import { nowMs } from "../lib/clock";
import { IDEMPOTENCY_TTL_MS } from "../middleware/idempotency";
import { purgeLapsedSessions } from "../oauth/owner-sessions";
import { sweepWebhooks } from "../webhooks/dispatch";

const ROWS_PER_STATEMENT = 5_000;
const MAX_ROUNDS = 50;

/** Returns how many records it removed. */
export async function purgeExpiredIdempotencyKeys(db: Db, now = nowMs()): Promise<number> {
  const cutoff = new Date(now - IDEMPOTENCY_TTL_MS).toISOString();
  const expired = db
    .select({ rowid: sql`rowid` })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .limit(ROWS_PER_STATEMENT);
  let removed = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = await db.delete(idempotencyKeys).where(sql`rowid IN ${expired}`);
    removed += result.meta.changes;
    if (result.meta.changes < ROWS_PER_STATEMENT) break;
  }
  return removed;
}

/** The every-minute trigger (wrangler.toml): webhooks only. */
export const EVERY_MINUTE = "* * * * *";

export async function runMaintenance(controller: ScheduledController, env: Bindings, _ctx: ExecutionContext) {
  if (controller.cron === EVERY_MINUTE) {
    console.log(JSON.stringify({ message: "webhook sweep", ...(await sweepWebhooks(env)) }));
    return;
  }
  const db = getDb(env.DB);
  const removed = await purgeExpiredIdempotencyKeys(db);
  // Few rows (one per owner sign-in, 15 minutes each): one statement.
  const sessions = await purgeLapsedSessions(db);
  const events = await pruneEvents(db);
  console.log(
    JSON.stringify({
      message: "maintenance",
      idempotency_keys_removed: removed,
      owner_sessions_removed: sessions.meta.changes,
      events_removed: events,
    }),
  );
}
