// Journals on the AI create pipeline.
import type { BatchItem } from "drizzle-orm/batch";
import type { Creator } from "../creates/creator";
import { journalSpec, type JournalDraft } from "./extraction";
import { buildJournal } from "./journals";

type JournalView = Awaited<ReturnType<typeof buildJournal>>["view"];

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
        lines: draft.lines.map((l) => ({ account: l.account, debit: Number(l.debit), credit: Number(l.credit), description: l.description })),
      });
      statements.push(...built.statements);
      records.push(built.view);
    }
    return { statements, records };
  },
};
