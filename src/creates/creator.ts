// What a resource plugs into the AI create pipeline: how its drafts are extracted (the
// ResourceSpec) and how drafts become rows (statements for one batch).
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../env";
import type { ResourceSpec } from "../extraction/types";

export interface BuildContext {
  businessId: string;
  /** One id per draft, in order (derived from the job for async creates). */
  ids: string[];
  sourceUuid?: string;
  baseCurrency: string;
  /** Today in the business's time zone (YYYY-MM-DD). */
  today: string;
  /** Route-specific request fields, as the route validated them. */
  options: Record<string, unknown>;
  /** Contacts of the business the prompt names, already read (no need to look them up again). */
  contacts?: { id: string; name: string }[];
}

export interface Creator<Draft, Output> {
  resource: string;
  /** The POST route that creates it, when not /{resource}. */
  path?: string;
  spec: ResourceSpec<Draft>;
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
  ): { statements: BatchItem<"sqlite">[]; shape(results: unknown[]): unknown[] };
}
