// Journals on the AI create pipeline.
import type { BatchItem } from "drizzle-orm/batch";
import type { Creator } from "../creates/creator";
import { findAccount } from "../db/queries/accounts";
import type { Db } from "../env";
import { type JournalDraft, journalSpec } from "./extraction";
import { buildJournal } from "./journals";

type JournalView = Awaited<ReturnType<typeof buildJournal>>["view"];

/** "Cash account" in a prompt names the account "Cash" when no account is called "Cash account". */
async function chartName(db: Db, businessId: string, written: string) {
  if (await findAccount(db, businessId, written)) return written;
  const bare = written.replace(/\s+(?:account|a\/c)$/i, "");
  return bare !== written && (await findAccount(db, businessId, bare)) ? bare : written;
}

export const journalCreator: Creator<JournalDraft, JournalView> = {
  resource: "journals",
  spec: journalSpec,
  async build(db, { businessId, ids, sourceUuid, baseCurrency, today }, drafts) {
    const statements: BatchItem<"sqlite">[] = [];
    const records: JournalView[] = [];
    for (const [i, draft] of drafts.entries()) {
      const built = await buildJournal(db, businessId, baseCurrency, ids[i]!, {
        date: draft.date ?? today,
        narration: draft.narration,
        reference: draft.reference,
        sourceUuid: sourceUuid ?? null,
        lines: await Promise.all(
          draft.lines.map(async (l) => ({
            account: await chartName(db, businessId, l.account),
            debit: Number(l.debit),
            credit: Number(l.credit),
            description: l.description,
          })),
        ),
      });
      statements.push(...built.statements);
      records.push(built.view);
    }
    return { statements, records };
  },
};
