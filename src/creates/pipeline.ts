// The one path from a prompt (and at most one file), or from structured records, to rows,
// shared by direct creates and the queue consumer: extract (records skip this: each is
// its draft as sent), refuse incomplete results, validate, build.
import type { BatchItem } from "drizzle-orm/batch";
import {
  contactsEndingQuery,
  contactsStartingQuery,
  innerContactRead,
  leadingContactRead,
  namedContactsQuery,
  namedContactsRead,
  theNamedContact,
  titledContactRead,
} from "../contacts/match";
import { batchPrepared } from "../db/client";
import { AccountSet, chartOf, loadChart } from "../db/queries/accounts";
import type { Bindings, Db } from "../env";
import { createExtractor } from "../extraction";
import { ExtractionError, type ModelUsage, type SourceFile } from "../extraction/types";
import { withoutUnsafeText } from "../lib/body-fields";
import { writesMonthFirst } from "../lib/date-order";
import { ApiError } from "../lib/errors";
import { fieldErrors } from "../lib/router";
import { standardTaxRate } from "../lib/tax";
import type { BuildContext, Creator } from "./creator";

export interface CreateInput {
  businessId: string;
  baseCurrency: string;
  today: string;
  /** The business's country (ISO 3166), for its standard tax rate. */
  country: string;
  /** Absent when structured records are sent alone. */
  prompt?: string;
  /** Structured records in the resource's API shape, as the route validated them. */
  records?: unknown[];
  /** The body field the records came in, so an error names the record it is about. */
  recordField?: "record" | "records";
  textAttachment?: string;
  sourceUuid?: string;
  options?: Record<string, unknown>;
  file?: SourceFile;
  /** Makes record ids: random for direct creates, derived from the job for async ones. */
  idFor: (index: number) => Promise<string> | string;
  /** A queued create's progress report (BuildContext.progress). */
  progress?: (done: number, total: number) => Promise<void>;
}

export async function buildCreate<Draft, Output>(
  env: Bindings,
  db: Db,
  creator: Creator<Draft, Output>,
  input: CreateInput,
): Promise<{ statements: BatchItem<"sqlite">[]; records: Output[]; via?: ModelUsage }> {
  const { drafts, contacts, chart, via } = input.records
    ? {
        drafts: structuredDrafts(creator, input.records, input.prompt, input.recordField ?? "records"),
        contacts: undefined,
        chart: undefined,
        via: undefined,
      }
    : await extractedDrafts(env, db, creator, input);
  if (input.sourceUuid && drafts.length > 1) {
    throw new ExtractionError(
      "incomplete",
      `source_uuid names one record, but the input holds ${drafts.length} ${creator.spec.noun}s`,
      [{ field: "source_uuid", message: "Applies only when one record is created" }],
    );
  }
  const ids = await Promise.all(drafts.map((_, i) => input.idFor(i)));
  const sourceUuids = input.records
    ? input.records.map((r) => (r as { source_uuid?: string | null }).source_uuid ?? input.sourceUuid ?? null)
    : drafts.map(() => input.sourceUuid ?? null);
  const context = {
    businessId: input.businessId,
    ids,
    sourceUuids,
    structured: input.records !== undefined,
    baseCurrency: input.baseCurrency,
    today: input.today,
    standardTaxRate: standardTaxRate(input.country),
    options: input.options ?? {},
    contacts,
    chart,
    progress: input.progress,
  };
  try {
    return { ...(await creator.build(db, context, drafts)), via };
  } catch (err) {
    if (!input.records) throw err;
    throw await whichRecord(db, creator, context, drafts, err, input.recordField ?? "records");
  }
}

/**
 * A structured create refused while building (an account not in the chart, an
 * unbalanced journal): the same error, its fields under the record it is about
 * ("records.2.lines"). Only on failure, each record is built alone to find the first
 * that fails; building writes nothing, so this is safe.
 */
async function whichRecord<Draft, Output>(
  db: Db,
  creator: Creator<Draft, Output>,
  context: BuildContext,
  drafts: Draft[],
  err: unknown,
  field: "record" | "records",
): Promise<unknown> {
  if (!(err instanceof ApiError) || err.code !== "invalid_request") return err;
  let index = 0;
  if (drafts.length > 1) {
    const failing = await firstFailing(db, creator, context, drafts);
    if (failing === undefined) return err; // only the records together fail: no one record to name
    index = failing;
  }
  const path = field === "record" ? "record" : `records.${index}`;
  return new ApiError(
    err.code,
    field === "record" ? err.message : `${path}: ${err.message}`,
    (err.errors ?? [{ field: "", message: err.message }]).map((e) => ({
      field: e.field ? `${path}.${e.field}` : path,
      message: e.message,
    })),
  );
}

async function firstFailing<Draft, Output>(
  db: Db,
  creator: Creator<Draft, Output>,
  context: BuildContext,
  drafts: Draft[],
) {
  for (const [i, draft] of drafts.entries()) {
    try {
      await creator.build(db, { ...context, ids: [context.ids[i]!], sourceUuids: [context.sourceUuids[i] ?? null] }, [
        draft,
      ]);
    } catch (err) {
      if (err instanceof ApiError) return i;
      throw err;
    }
  }
  return undefined;
}

export interface Assumption {
  field: string;
  value: string;
  reason: string;
}

/**
 * Per created record, the values the server chose (as each creator stated them) and,
 * when a language model read the input, which one: never stored on the record, answered
 * with it (direct) or kept on the job (async).
 */
export function statedAssumptions(records: unknown[], via: ModelUsage | undefined): Map<string, Assumption[]> {
  const byModel: Assumption[] = via
    ? [
        {
          field: "extractor",
          value: `${via.extractor}:${via.model}`,
          reason: via.handed_over
            ? `the offline reader could not place the input (${via.handed_over}); the language model read it`
            : "the language model read the input",
        },
      ]
    : [];
  const stated = new Map<string, Assumption[]>();
  for (const record of records as { uuid: string; assumptions?: Assumption[] }[]) {
    const all = [...byModel, ...(record.assumptions ?? [])];
    if (all.length) stated.set(record.uuid, all);
  }
  return stated;
}

/** Each record as its draft, checked as an extracted one would be. */
function structuredDrafts<Draft, Output>(
  creator: Creator<Draft, Output>,
  records: unknown[],
  memo: string | undefined,
  field: "record" | "records",
) {
  const fromRecord = creator.fromRecord;
  if (!fromRecord) throw new Error(`${creator.resource} takes no structured records here`);
  return validDrafts(
    creator,
    records.map((r) => fromRecord(r as never, memo)),
    field,
  );
}

function validDrafts<Draft, Output>(creator: Creator<Draft, Output>, candidates: unknown[], field: string) {
  const drafts: Draft[] = [];
  for (const [i, candidate] of candidates.entries()) {
    const parsed = creator.spec.draftSchema.safeParse(candidate);
    if (!parsed.success) {
      const path = field === "record" ? "record" : `${field}.${i}`;
      const problems = fieldErrors(parsed.error).map((e) => ({ field: `${path}.${e.field}`, message: e.message }));
      throw new ExtractionError("incomplete", `The ${creator.spec.noun} is not valid`, problems);
    }
    drafts.push(parsed.data);
  }
  return drafts;
}

async function extractedDrafts<Draft, Output>(
  env: Bindings,
  db: Db,
  creator: Creator<Draft, Output>,
  input: CreateInput,
) {
  const spec = creator.spec;
  const prompt = input.prompt ?? "";
  const { named, chart } = await readForPrompt(db, creator, input.businessId, prompt);
  const extraction = await createExtractor(env).extract(spec, {
    prompt,
    textAttachment: input.textAttachment,
    file: input.file,
    today: input.today,
    standardTaxRate: standardTaxRate(input.country),
    monthFirst: writesMonthFirst(input.country),
    options: input.options,
    knownContact: named && { name: named.name, written: prompt.slice(named.start, named.end) },
  });
  if (extraction.problems.length > 0) {
    const missing = extraction.problems.map((p) => p.message).join("; ");
    throw new ExtractionError("incomplete", `Could not create the ${spec.noun}: ${missing}`, extraction.problems);
  }
  if (extraction.records.length === 0 && !spec.allowEmpty) {
    throw new ExtractionError("incomplete", `No ${spec.noun} was found in the input`, [
      { field: "prompt", message: `No ${spec.noun} found` },
    ]);
  }
  return {
    // Attachments and model answers are text no client typed: controls and bidi overrides go.
    drafts: validDrafts(creator, extraction.records.map(withoutUnsafeText), "records"),
    contacts: named ? [{ ...named, written: prompt.slice(named.start, named.end) }] : undefined,
    chart,
    via: extraction.via,
  };
}

/**
 * Before extracting: the business's own contact, wherever and however the prompt names
 * it (one indexed query), and the chart for a creator that reads it, in one round trip.
 */
async function readForPrompt<Draft, Output>(
  db: Db,
  creator: Creator<Draft, Output>,
  businessId: string,
  prompt: string,
) {
  const contacts = creator.spec.usesContacts ? namedContactsRead(businessId, prompt) : undefined;
  const leading = creator.spec.usesContacts ? leadingContactRead(businessId, prompt) : undefined;
  const inner = creator.spec.usesContacts ? innerContactRead(businessId, prompt) : undefined;
  const titled = creator.spec.usesContacts ? titledContactRead(businessId, prompt) : undefined;
  if (!contacts) return { named: undefined, chart: creator.readsChart ? await loadChart(db, businessId) : undefined };
  // In one round trip: the names the prompt holds, the names its first word starts (when
  // it has one) and its first capitalised word inside, and the chart for a creator that reads it.
  const none = { businessId, from: "", to: "" };
  // (No business has the empty id: the read costs nothing when no title is said.)
  const noEnding = { businessId: "", ending: "" };
  const [rows, starting, within, ending, accounts] = creator.readsChart
    ? await batchPrepared(db, [
        [namedContactsQuery(db), contacts.values],
        [contactsStartingQuery(db), leading?.values ?? none],
        [contactsStartingQuery(db), inner?.values ?? none],
        [contactsEndingQuery(db), titled?.values ?? noEnding],
        [chartOf(db), { businessId }],
      ])
    : [
        ...(await batchPrepared(db, [
          [namedContactsQuery(db), contacts.values],
          [contactsStartingQuery(db), leading?.values ?? none],
          [contactsStartingQuery(db), inner?.values ?? none],
          [contactsEndingQuery(db), titled?.values ?? noEnding],
        ])),
        undefined,
      ];
  return {
    named:
      theNamedContact(contacts.named(rows)) ??
      leading?.named(starting) ??
      inner?.named(within) ??
      titled?.named(ending),
    chart: accounts ? new AccountSet(accounts) : undefined,
  };
}
