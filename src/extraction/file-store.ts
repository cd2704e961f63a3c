// Attachments in R2, keyed by content hash (the same file is stored once however often
// it is sent), with a D1 row per use linking it to its business and job.
import { and, eq } from "drizzle-orm";
import { files } from "../db/schema";
import type { Bindings, Db } from "../env";
import { nowIso } from "../lib/clock";
import { newId } from "../lib/ids";
import type { DecodedFile, FileKind } from "./attachments";
import type { SourceFile } from "./types";

const objectKey = (sha256: string) => `attachments/sha256/${sha256}`;

/** Stores the bytes (if new) and returns the row to write in the caller's batch. */
export async function storeFile(env: Bindings, db: Db, businessId: string, file: DecodedFile, jobId: string | null) {
  const key = objectKey(file.sha256);
  if (!(await env.FILES.head(key))) {
    await env.FILES.put(key, file.bytes, { sha256: file.sha256 });
  }
  const id = newId();
  return {
    id,
    statement: db.insert(files).values({
      id,
      businessId,
      jobId,
      sha256: file.sha256,
      name: file.name,
      kind: file.kind,
      size: file.bytes.byteLength,
      createdAt: nowIso(),
    }),
  };
}

/** A stored file's bytes; throws when the object is gone (a fault, not bad input). */
export async function loadFile(env: Bindings, db: Db, businessId: string, fileId: string): Promise<SourceFile> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.businessId, businessId), eq(files.id, fileId)))
    .limit(1);
  if (!row) throw new Error(`file ${fileId} has no record`);
  const object = await env.FILES.get(objectKey(row.sha256));
  if (!object) throw new Error(`file ${fileId} is missing from storage`);
  return { name: row.name, kind: row.kind as FileKind, bytes: new Uint8Array(await object.arrayBuffer()) };
}
