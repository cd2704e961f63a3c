ALTER TABLE `bank_rules` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `bank_transactions_updated_idx` ON `bank_transactions` (`business_id`,`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `cash_transactions_updated_idx` ON `cash_transactions` (`business_id`,`kind`,`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `contacts_updated_idx` ON `contacts` (`business_id`,`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `documents_updated_idx` ON `documents` (`business_id`,`kind`,`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `journals_updated_idx` ON `journals` (`business_id`,`updated_at`,`id`);--> statement-breakpoint
-- A rule is never changed: it was last updated when it was made.
UPDATE `bank_rules` SET `updated_at` = `created_at`;
