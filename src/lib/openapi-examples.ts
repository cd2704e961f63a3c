// Every operation of the OpenAPI document shows an example request body and an example
// answer (issue 21), so a reader and a generated client see a filled-in value for each. A
// schema or body that states its own example keeps it; any other is sampled from its
// schema (its fields' examples, defaults and formats) by openapi-sampler, the library
// Redoc uses for the same job, once when the document is built.
import { sample } from "openapi-sampler";

type Media = { schema?: object; example?: unknown; examples?: unknown };
type Operation = {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, { example?: unknown }> };
};

/** The example a schema (or the component it refers to) already states. */
function stated(doc: Document, schema: object | undefined): unknown {
  if (!schema) return undefined;
  if ("example" in schema) return (schema as { example: unknown }).example;
  const ref = (schema as { $ref?: string }).$ref;
  return ref ? doc.components?.schemas?.[ref.split("/").at(-1)!]?.example : undefined;
}

function fill(doc: Document, media: Media | undefined) {
  if (!media?.schema || media.example !== undefined || media.examples !== undefined) return;
  media.example =
    stated(doc, media.schema) ?? sample(media.schema as never, { skipNonRequired: false, quiet: true }, doc);
}

/** The document with an example on every JSON request body and 2xx JSON answer that lacks one. */
export function withExamples<T extends object>(document: T): T {
  const doc = document as Document;
  for (const methods of Object.values(doc.paths ?? {}))
    for (const op of Object.values(methods)) {
      fill(doc, op.requestBody?.content?.["application/json"]);
      for (const [status, response] of Object.entries(op.responses ?? {}))
        if (/^2/.test(status)) fill(doc, response.content?.["application/json"]);
    }
  return document;
}
