DROP INDEX `journal_lines_entry_idx`;--> statement-breakpoint
CREATE INDEX `journal_lines_entry_idx` ON `journal_lines` (`entry_id`,`business_id`);--> statement-breakpoint
CREATE INDEX `account_daily_totals_date_idx` ON `account_daily_totals` (`business_id`,`date`);