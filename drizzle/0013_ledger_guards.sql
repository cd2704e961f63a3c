-- The ledger guarded by the database too: posting (src/ledger/posting.ts) is the only
-- writer and never changes what it posted, and each line has exactly one non-negative
-- side. These triggers make any other write fail, whatever path it comes from.
CREATE TRIGGER `journal_lines_one_side` BEFORE INSERT ON `journal_lines`
WHEN NEW.debit < 0 OR NEW.credit < 0 OR (NEW.debit > 0) = (NEW.credit > 0)
BEGIN
  SELECT RAISE(ABORT, 'journal line must have exactly one non-negative side');
END;
--> statement-breakpoint
CREATE TRIGGER `journal_lines_no_update` BEFORE UPDATE ON `journal_lines`
BEGIN
  SELECT RAISE(ABORT, 'posted journal lines are never changed: post a reversal');
END;
--> statement-breakpoint
CREATE TRIGGER `journal_lines_no_delete` BEFORE DELETE ON `journal_lines`
BEGIN
  SELECT RAISE(ABORT, 'posted journal lines are never deleted: post a reversal');
END;
--> statement-breakpoint
CREATE TRIGGER `journal_entries_no_update` BEFORE UPDATE ON `journal_entries`
BEGIN
  SELECT RAISE(ABORT, 'posted journal entries are never changed: post a reversal');
END;
--> statement-breakpoint
CREATE TRIGGER `journal_entries_no_delete` BEFORE DELETE ON `journal_entries`
BEGIN
  SELECT RAISE(ABORT, 'posted journal entries are never deleted: post a reversal');
END;
