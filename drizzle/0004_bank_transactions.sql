CREATE TABLE `bank_statements` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`bank_account_id` text NOT NULL,
	`file_id` text,
	`created` integer NOT NULL,
	`skipped` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bank_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `bank_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`source_uuid` text,
	`bank_account_id` text NOT NULL,
	`date` text NOT NULL,
	`amount` integer NOT NULL,
	`type` text NOT NULL,
	`narration` text,
	`ref` text,
	`balance` integer,
	`status` text NOT NULL,
	`account_id` text,
	`link_destination` text,
	`statement_id` text,
	`fingerprint` text NOT NULL,
	`entry_id` text,
	`linked_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bank_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_transactions_fingerprint_unique` ON `bank_transactions` (`business_id`,`fingerprint`);--> statement-breakpoint
CREATE UNIQUE INDEX `bank_transactions_source_uuid_unique` ON `bank_transactions` (`business_id`,`source_uuid`) WHERE "bank_transactions"."source_uuid" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `bank_transactions_list_idx` ON `bank_transactions` (`business_id`,`date`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `bank_transactions_bank_idx` ON `bank_transactions` (`business_id`,`bank_account_id`,`date`);