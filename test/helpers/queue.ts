// Queue helpers: jobs inserted as the API would queue them, and single deliveries through
// the worker's own queue handler (with the bindings a test chooses, e.g. a faulty D1).
import { env } from "cloudflare:workers";
import { jobs } from "../../src/db/schema";
import type { Bindings } from "../../src/env";
import { decodeAttachment } from "../../src/extraction/attachments";
import { storeFile } from "../../src/extraction/file-store";
import worker from "../../src/index";
import { nowDate, nowIso } from "../../src/lib/clock";
import { newJobReference } from "../../src/lib/ids";
import { db, type TestBusiness } from "../harness";
import { toBase64 } from "./files";

export async function insertJob(business: TestBusiness, prompt: string, file?: { csv: string }) {
  const reference = newJobReference();
  const statements = [];
  let fileId: string | null = null;
  if (file) {
    const decoded = await decodeAttachment({ file: toBase64(file.csv), type: "base64", name: "c.csv" }, 0);
    const stored = await storeFile(env, db(), business.id, decoded, reference);
    fileId = stored.id;
    statements.push(stored.statement);
  }
  await db().batch([
    db()
      .insert(jobs)
      .values({
        id: reference,
        businessId: business.id,
        resource: "contacts",
        status: "queued",
        input: { prompt },
        fileId,
        attachmentIndex: file ? 0 : null,
        attachmentName: file ? "c.csv" : null,
        createdAt: nowIso(),
        updatedAt: nowIso(),
      }),
    ...statements,
  ]);
  return {
    reference,
    fileSha: file
      ? (await decodeAttachment({ file: toBase64(file.csv), type: "base64", name: "c.csv" }, 0)).sha256
      : null,
  };
}

/** One delivery through the worker's queue handler; records what it did with the message. */
export async function deliver(body: unknown, attempts: number, queue = "accounting-jobs", bindings: Bindings = env) {
  const outcome = { explicitAcks: [] as string[], retryMessages: [] as { msgId: string; delaySeconds?: number }[] };
  const id = `msg-${crypto.randomUUID()}`;
  const message = {
    id,
    timestamp: nowDate(),
    attempts,
    body,
    ack: () => outcome.explicitAcks.push(id),
    retry: (options?: QueueRetryOptions) =>
      outcome.retryMessages.push({ msgId: id, delaySeconds: options?.delaySeconds }),
  };
  const batch = { queue, messages: [message], ackAll: () => {}, retryAll: () => {} } as unknown as MessageBatch;
  await worker.queue(batch, bindings);
  return outcome;
}
