// What a resource plugs into the AI create pipeline: how its drafts are extracted (the
// ResourceSpec) and how drafts become rows (statements for one batch).
import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AccountSet } from "../db/queries/accounts";
import type { Db } from "../env";
import type { ResourceSpec } from "../extraction/types";

export interface BuildContext {
  businessId: string;
  /** One id per draft, in order (derived from the job for async creates). */
  ids: string[];
  /** Per draft, in order: the caller's identifier for the record, if any. */
  sourceUuids: (string | null)[];
  /**
   * The drafts came from structured records (`record`/`records`), not from a prompt:
   * every reference is exact (an account by uuid, source_uuid or name; a contact by
   * uuid, source_uuid or name, created when unknown), never matched loosely.
   */
  structured: boolean;
  baseCurrency: string;
  /** Today in the business's time zone (YYYY-MM-DD). */
  today: string;
  /** The standard tax rate of the business's country, if it has one (lib/tax.ts). */
  standardTaxRate?: string;
  /** Route-specific request fields, as the route validated them. */
  options: Record<string, unknown>;
  /** Contacts of the business the prompt names, already read (no need to look them up again). */
  contacts?: { id: string; name: string; loose?: boolean; written?: string }[];
  /** The business's chart, when the pipeline read it with those contacts (`readsChart`). */
  chart?: AccountSet;
  /**
   * A queued create's progress (jobs' `progress`): a creator that works through many rows
   * reports how many it has done of how many, at least every PROGRESS_EVERY rows.
   */
  progress?: (done: number, total: number) => Promise<void>;
}

/** Rows between two progress reports of a long create. */
export const PROGRESS_EVERY = 1_000;

export interface Creator<Draft, Output, Rec = never> {
  resource: string;
  /** The POST route that creates it, when not /{resource}. */
  path?: string;
  spec: ResourceSpec<Draft>;
  /** Its build matches against the whole chart: a prompt's read of its contacts fetches the chart too, in one round trip. */
  readsChart?: boolean;
  /**
   * Structured creates: one record in the API's shape (as the route validated it) as a
   * draft. `memo` is the prompt sent beside it, for the record's narration. (A statement
   * upload takes its records as rows beside `transactions`, in the route.)
   */
  fromRecord?(record: Rec, memo: string | undefined): Draft;
  /** Statements for one batch, and the records (each with its uuid) they create. */
  build(
    db: Db,
    context: BuildContext,
    drafts: Draft[],
  ): Promise<{ statements: BatchItem<"sqlite">[]; records: Output[] }>;
  /**
   * For records whose answer needs what only the batch knows (a number taken inside the
   * insert, derived status): reads the create's batch runs after its writes, and how
   * their results and the built records make the answer.
   */
  view?(
    db: Db,
    context: { businessId: string; today: string },
    records: Output[],
  ): {
    statements: BatchItem<"sqlite">[];
    shape(results: unknown[]): unknown[];
    /** The answer of a single record before the batch: what it alone knows blank, and SQL for a JSON object of those (Plan.answerFill). */
    preview?: { answer: unknown; fill: SQL };
  };
}
