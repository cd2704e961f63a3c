// The one path from a prompt (and at most one file) to rows, shared by direct creates
// and the queue consumer: extract, refuse incomplete results, validate, build.
import type { BatchItem } from "drizzle-orm/batch";
import { contactsNamedIn, theNamedContact } from "../contacts/match";
import type { Bindings, Db } from "../env";
import { createExtractor } from "../extraction";
import { ExtractionError, type SourceFile } from "../extraction/types";
import { fieldErrors } from "../lib/router";
import type { Creator } from "./creator";

export interface CreateInput {
  businessId: string;
  baseCurrency: string;
  today: string;
  prompt: string;
  textAttachment?: string;
  sourceUuid?: string;
  options?: Record<string, unknown>;
  file?: SourceFile;
  /** Makes record ids: random for direct creates, derived from the job for async ones. */
  idFor: (index: number) => Promise<string> | string;
}

export async function buildCreate<Draft, Output>(
  env: Bindings,
  db: Db,
  creator: Creator<Draft, Output>,
  input: CreateInput,
): Promise<{ statements: BatchItem<"sqlite">[]; records: Output[] }> {
  const spec = creator.spec;
  // The business's own contact, wherever and however the prompt names it (one indexed query).
  const named = spec.usesContacts
    ? theNamedContact(await contactsNamedIn(db, input.businessId, input.prompt))
    : undefined;
  const extraction = await createExtractor(env).extract(spec, {
    prompt: input.prompt,
    textAttachment: input.textAttachment,
    file: input.file,
    today: input.today,
    options: input.options,
    knownContact: named && { name: named.name, written: input.prompt.slice(named.start, named.end) },
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
  const drafts: Draft[] = [];
  for (const [i, record] of extraction.records.entries()) {
    const parsed = spec.draftSchema.safeParse(record);
    if (!parsed.success) {
      const problems = fieldErrors(parsed.error).map((e) => ({ field: `records.${i}.${e.field}`, message: e.message }));
      throw new ExtractionError("incomplete", `The extracted ${spec.noun} is not valid`, problems);
    }
    drafts.push(parsed.data);
  }
  if (input.sourceUuid && drafts.length > 1) {
    throw new ExtractionError(
      "incomplete",
      `source_uuid names one record, but the input holds ${drafts.length} ${spec.noun}s`,
      [{ field: "source_uuid", message: "Applies only when one record is created" }],
    );
  }
  const ids = await Promise.all(drafts.map((_, i) => input.idFor(i)));
  return creator.build(
    db,
    {
      businessId: input.businessId,
      ids,
      sourceUuid: input.sourceUuid,
      baseCurrency: input.baseCurrency,
      today: input.today,
      options: input.options ?? {},
      contacts: named ? [named] : [],
    },
    drafts,
  );
}
