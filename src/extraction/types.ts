// The extraction interface: a resource describes what it needs (ResourceSpec); an
// Extractor (offline rules, a language model, or both in turn) turns a prompt plus at most one file into
// drafts of that resource, or says what it could not find.
import type { z } from "zod";
import type { FieldError } from "../lib/errors";
import type { FileKind } from "./attachments";

export interface SourceFile {
  name: string | null;
  kind: FileKind;
  bytes: Uint8Array;
}

export interface ExtractionSource {
  prompt: string;
  textAttachment?: string;
  file?: SourceFile;
  /** Today in the business's time zone (YYYY-MM-DD), for relative dates. */
  today: string;
  /** The standard tax rate of the business's country (lib/tax.ts), for VAT named without its rate. */
  standardTaxRate?: string;
  /** The business's country writes numeric dates month first (lib/date-order.ts: a US business's 03/04/2026 is March 4). */
  monthFirst?: boolean;
  /** Route-specific request fields (e.g. date_format on statement uploads). */
  options?: Record<string, unknown>;
  /**
   * The business's contact the prompt names (found by the pipeline, for specs that
   * `usesContacts`): its name as stored, and as the prompt wrote it. Extractors take the
   * party from it when their own reading finds none or another.
   */
  knownContact?: { name: string; written: string };
}

export interface Extraction<T> {
  records: T[];
  /** Required fields that were not found, or found but invalid. Empty when complete. */
  problems: FieldError[];
  /** Set when a language model read the input: which, and the tokens it took. */
  via?: ModelUsage;
}

/** A language model's part in an extraction, as the job reports it. */
export interface ModelUsage {
  extractor: "workers-ai" | "openai";
  model: string;
  input_tokens: number;
  output_tokens: number;
  /** Hybrid mode: why the offline reader handed the input over. */
  handed_over?: string;
}

export interface ResourceSpec<T> {
  /** Singular noun for messages, e.g. "contact". */
  noun: string;
  /** Validates every draft, whichever extractor produced it. */
  draftSchema: z.ZodType<T>;
  /** What the model is told about this resource. */
  instructions: string;
  /** Offline: drafts from free text (prompt, text attachment, document text). */
  fromText(text: string, source: ExtractionSource): Extraction<T>;
  /** Reads numeric dates by the request's `date_format`, never by the business's country (statements). */
  ownDateOrder?: true;
  /** Whether the records name a contact, so the pipeline looks for the business's own in the prompt. */
  usesContacts?: boolean;
  /** Whether finding nothing is acceptable (the request may carry records of its own). */
  allowEmpty?: boolean;
  /** Offline: drafts from a table with a header row, or null when the header is not recognised. */
  fromTable(rows: string[][], source: ExtractionSource): Extraction<T> | null;
}

export interface Extractor {
  readonly name: "rules" | "workers-ai" | "openai" | "auto";
  extract<T>(spec: ResourceSpec<T>, source: ExtractionSource): Promise<Extraction<T>>;
}

/**
 * The input cannot be turned into records by this extractor. Permanent: retrying the
 * same input gives the same answer, so jobs fail at once instead of retrying.
 */
export class ExtractionError extends Error {
  constructor(
    readonly code: "unreadable_input" | "incomplete" | "model_output_invalid",
    message: string,
    readonly problems: FieldError[] = [],
  ) {
    super(message);
    this.name = "ExtractionError";
  }
}
