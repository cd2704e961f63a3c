// The one write seam. Every change is built as a Plan by a command (read what it needs,
// decide, return statements) and made by `commit`, which runs it as one D1 batch with:
// - a guard per record version the plan was computed from: the request's own record (as
//   the versions middleware read it, or as If-Match named it) and any other the command
//   read (`reads`). A record that moved meanwhile aborts the whole batch: 409, nothing
//   written (D1 has no interactive transactions; this makes read-then-write one step);
// - the request's audit entry, in the same batch: no change lands without its entry;
// - the time of any deletion it made, in the change log (events/events.ts);
// - unique violations turned into a 409 that names the broken promise, and foreign-key
//   failures (a referenced record deleted meanwhile) into a 409 too (write/conflicts.ts).
// Routes only validate, call a command, commit and answer; no SQL lives in them.
import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type AuditRequest, auditEntry, auditSummary, bounded, type Json } from "../audit/entry";
import { type ExpectedVersion, runBatch, StaleVersionError } from "../db/batch";
import { lockDateOf } from "../db/queries/businesses";
import type { Db } from "../env";
import { stampDeletions } from "../events/events";
import {
  endpointLimit,
  lockedBooks,
  lockedBooksConflict,
  reconciledConflict,
  referenceConflict,
  uniqueConflict,
} from "./conflicts";

export interface Plan<T> {
  statements: BatchItem<"sqlite">[];
  /** Versions of records, besides the request's own, that the plan was computed from. */
  reads?: (ExpectedVersion | undefined)[];
  /** Reads that run in the same batch after the writes (the answer's rows, read back without another round trip). */
  readBack?: BatchItem<"sqlite">[];
  /** The answer, once the batch has run: the results of `statements`, then of `readBack`, in order. */
  result: (results: unknown[]) => T | Promise<T>;
  /**
   * The data the route will answer with, when it is known before the batch runs (`known`
   * sets it to the result): the audit entry is then written complete in the batch, and
   * nothing is left to do after it.
   */
  answer?: unknown;
  /**
   * For an answer only the batch completes (a new document's number): `answer` is the
   * answer with those fields blank, and this a SQL JSON object of them, merged into it in
   * the audit entry.
   */
  answerFill?: SQL;
  /** What the audit entry needs beyond the request: */
  audit?: {
    /** the business it belongs to, when the request has none yet (registration); */
    businessId?: string;
    /** the record it names, when the route has no {uuid} (a create); */
    record?: string;
    /** a condition the entry is written under (a change the batch may turn out not to make); */
    when?: SQL;
    /** the answer, when no audit middleware completes the entry (the consent page's redirect). */
    status?: number;
    after?: Json;
  };
  /** The record kind for conflict messages ("invoice"), when the table's name is too vague. */
  noun?: string;
}

/** What a commit knows of the request: set up per request by `writeContext` (routes/context.ts). */
export interface WriteContext {
  db: Db;
  businessId?: string;
  /** The request's own record as read before the handler ran (record routes). */
  record?: ExpectedVersion;
  /** Who acts, for the audit entry; absent only outside a request (the queue consumer). */
  actor?: AuditRequest;
  /** The request's own record as GET showed it before the change (the audit's "before"). */
  before?: Record<string, Json>;
  /** The request's method and the status its success answers with (for an entry written complete). */
  method?: string;
  status?: number;
}

export const plan = <T>(
  statements: BatchItem<"sqlite">[],
  result: Plan<T>["result"],
  extra: Omit<Plan<T>, "statements" | "result"> = {},
): Plan<T> => ({
  statements,
  result,
  ...extra,
});

/** A plan whose answer is known before its batch runs. */
export const known = <T>(
  statements: BatchItem<"sqlite">[],
  answer: T,
  extra: Omit<Plan<T>, "statements" | "result" | "answer"> = {},
): Plan<T> => ({ statements, result: () => answer, answer, ...extra });

export async function commit<T>(ctx: WriteContext, planned: Plan<T>): Promise<T> {
  const statements = [...planned.statements];
  const written = statements.length;
  const businessId = planned.audit?.businessId ?? ctx.businessId;
  let complete: AuditRequest["written"];
  if (ctx.actor && businessId) {
    const recordUuid = ctx.record?.id ?? planned.audit?.record ?? null;
    let entry = {
      status: planned.audit?.status ?? 0,
      before: null as string | null,
      after: bounded(planned.audit?.after),
    };
    const status = planned.audit?.status ?? ctx.status;
    // (Not under `when`: the batch may delete the entry it writes.)
    if (planned.answer !== undefined && status && !planned.audit?.when) {
      entry = { status, ...auditSummary(ctx.method ?? "", ctx.before, planned.answer as Json) };
      complete = { ...entry, record: recordUuid };
    }
    // Else completed with the answer's status and summary by the audit middleware.
    const facts = { ...ctx.actor, businessId, recordUuid, ...entry };
    statements.push(...auditEntry(ctx.db, facts, planned.audit?.when, complete && planned.answerFill));
  }
  // Deletions the batch made are logged by triggers without a time (migration 0041): stamped
  // here, in the same batch, on the service's clock, as every other change's time is.
  if (written > 0) statements.push(stampDeletions(ctx.db));
  const audited = statements.length - written;
  statements.push(...(planned.readBack ?? []));
  let results: unknown[];
  try {
    results = await runBatch(ctx.db, statements, ctx.record, ...(planned.reads ?? []));
  } catch (err) {
    if (lockedBooks(err) && businessId) throw lockedBooksConflict(await lockDateOf(ctx.db, businessId));
    throw (
      uniqueConflict(err, planned.noun) ??
      referenceConflict(err) ??
      reconciledConflict(err) ??
      endpointLimit(err) ??
      err
    );
  }
  if (ctx.actor) {
    // As stored: "after" as the batch completed it.
    if (complete && planned.answerFill)
      complete.after = (results[written] as { after: string | null }[])[0]?.after ?? null;
    // The audit middleware compares this with the real answer: equal, the entry is done.
    // A request's later commits write no entry (its id is taken): the answer is theirs, so
    // the middleware completes the entry.
    ctx.actor.written = ctx.actor.committed ? undefined : complete;
    ctx.actor.committed = true;
  }
  return planned.result([...results.slice(0, written), ...results.slice(written + audited)]);
}

/**
 * For changes that are not conditional on what the client saw (adding a payment): a lost
 * race builds the plan again from a fresh read, after a short random pause that grows with
 * each loss so a burst spreads out. Bounded; the last loss answers 409 and nothing of it
 * was written. A client's If-Match is never retried past.
 */
export async function commitRetrying<T>(ctx: WriteContext, build: () => Promise<Plan<T>>, times = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await commit(ctx, await build());
    } catch (err) {
      if (!(err instanceof StaleVersionError) || err.fromIfMatch || i >= times) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * i));
    }
  }
}
