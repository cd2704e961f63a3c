// Journals on the AI create pipeline.
import type { BatchItem } from "drizzle-orm/batch";
import type { Creator } from "../creates/creator";
import { type AccountSet, loadAccounts } from "../db/queries/accounts";
import { type JournalDraft, journalSpec } from "./extraction";
import { buildJournal } from "./journals";

type JournalView = Awaited<ReturnType<typeof buildJournal>>["view"];

/** "Cash account" in a prompt names the account "Cash" when no account is called "Cash account". */
function chartName(found: AccountSet, written: string) {
  if (found.find(written)) return written;
  const bare = bareName(written);
  return bare !== written && found.find(bare) ? bare : written;
}
const bareName = (written: string) => written.replace(/\s+(?:account|a\/c)$/i, "");

export const journalCreator: Creator<JournalDraft, JournalView> = {
  resource: "journals",
  spec: journalSpec,
  async build(db, { businessId, ids, sourceUuid, baseCurrency, today }, drafts) {
    const statements: BatchItem<"sqlite">[] = [];
    const records: JournalView[] = [];
    const written = drafts.flatMap((d) => d.lines.map((l) => l.account));
    const found = await loadAccounts(db, businessId, { references: [...written, ...written.map(bareName)] });
    for (const [i, draft] of drafts.entries()) {
      const built = await buildJournal(db, businessId, baseCurrency, ids[i]!, {
        date: draft.date ?? today,
        narration: draft.narration,
        reference: draft.reference,
        sourceUuid: sourceUuid ?? null,
        lines: draft.lines.map((l) => ({
          account: chartName(found, l.account),
          debit: Number(l.debit),
          credit: Number(l.credit),
          description: l.description,
        })),
      });
      statements.push(...built.statements);
      records.push(built.view);
    }
    return { statements, records };
  },
};
