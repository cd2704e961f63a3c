CREATE TABLE `account_period_totals` (
	`business_id` text NOT NULL,
	`account_id` text NOT NULL,
	`period` text NOT NULL,
	`debit` integer NOT NULL,
	`credit` integer NOT NULL,
	`currency_amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `account_id`, `period`)
);
--> statement-breakpoint
CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`source_uuid` text,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`code` text,
	`type` text NOT NULL,
	`sub_type` text NOT NULL,
	`currency` text NOT NULL,
	`is_default` integer NOT NULL,
	`bank_name` text,
	`nuban` text,
	`account_name` text,
	`country` text,
	`opening_balance` integer,
	`opening_balance_date` text,
	`opening_entry_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_name_unique` ON `accounts` (`business_id`,`name_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_code_unique` ON `accounts` (`business_id`,`code`) WHERE "accounts"."code" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_source_uuid_unique` ON `accounts` (`business_id`,`source_uuid`) WHERE "accounts"."source_uuid" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `accounts_business_created_idx` ON `accounts` (`business_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `journal_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`date` text NOT NULL,
	`source_type` text NOT NULL,
	`source_id` text NOT NULL,
	`reverses_entry_id` text,
	`narration` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `journal_entries_source_idx` ON `journal_entries` (`business_id`,`source_type`,`source_id`);--> statement-breakpoint
CREATE TABLE `journal_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`entry_id` text NOT NULL,
	`business_id` text NOT NULL,
	`account_id` text NOT NULL,
	`date` text NOT NULL,
	`line_no` integer NOT NULL,
	`debit` integer NOT NULL,
	`credit` integer NOT NULL,
	`currency` text,
	`currency_amount` integer,
	`description` text,
	FOREIGN KEY (`entry_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `journal_lines_account_date_idx` ON `journal_lines` (`business_id`,`account_id`,`date`);--> statement-breakpoint
CREATE INDEX `journal_lines_business_date_idx` ON `journal_lines` (`business_id`,`date`);--> statement-breakpoint
CREATE INDEX `journal_lines_entry_idx` ON `journal_lines` (`entry_id`);--> statement-breakpoint
CREATE TABLE `journals` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`source_uuid` text,
	`date` text NOT NULL,
	`narration` text,
	`reference` text,
	`entry_id` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `journals_source_uuid_unique` ON `journals` (`business_id`,`source_uuid`) WHERE "journals"."source_uuid" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `journals_business_date_idx` ON `journals` (`business_id`,`date`,`created_at`,`id`);