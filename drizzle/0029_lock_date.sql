ALTER TABLE `businesses` ADD `lock_date` text;--> statement-breakpoint
-- The lock date guarded where every change to the books lands: a journal entry dated on
-- or before its business's lock date (a create, an edit's repost, a void, a payment, a
-- reversal, a bank categorization) aborts the batch it is in; the commit answers 409
-- naming the date (src/write/conflicts.ts).
CREATE TRIGGER `journal_entries_lock_date` BEFORE INSERT ON `journal_entries`
WHEN NEW.date <= (SELECT `lock_date` FROM `businesses` WHERE `id` = NEW.business_id)
BEGIN
  SELECT RAISE(ABORT, 'books locked: an entry dated on or before the lock date');
END;
