CREATE TABLE `cash_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`kind` text NOT NULL,
	`source_uuid` text,
	`date` text NOT NULL,
	`contact_id` text,
	`narration` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`exchange_rate` text NOT NULL,
	`account_id` text NOT NULL,
	`category_account_id` text NOT NULL,
	`entry_id` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cash_transactions_source_uuid_unique` ON `cash_transactions` (`business_id`,`kind`,`source_uuid`) WHERE "cash_transactions"."source_uuid" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `cash_transactions_business_date_idx` ON `cash_transactions` (`business_id`,`kind`,`date`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `document_items` (
	`id` text PRIMARY KEY NOT NULL,
	`document_id` text NOT NULL,
	`business_id` text NOT NULL,
	`line_no` integer NOT NULL,
	`description` text NOT NULL,
	`quantity` text NOT NULL,
	`unit_price` integer NOT NULL,
	`amount` integer NOT NULL,
	`account_id` text NOT NULL,
	`tax_rate` text NOT NULL,
	`tax_amount` integer NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `document_items_document_idx` ON `document_items` (`document_id`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`kind` text NOT NULL,
	`source_uuid` text,
	`seq` integer NOT NULL,
	`number` text NOT NULL,
	`contact_id` text NOT NULL,
	`date` text NOT NULL,
	`due_date` text NOT NULL,
	`narration` text,
	`currency` text NOT NULL,
	`exchange_rate` text NOT NULL,
	`subtotal` integer NOT NULL,
	`tax_total` integer NOT NULL,
	`total` integer NOT NULL,
	`total_base` integer NOT NULL,
	`entry_id` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `documents_seq_unique` ON `documents` (`business_id`,`kind`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `documents_source_uuid_unique` ON `documents` (`business_id`,`kind`,`source_uuid`) WHERE "documents"."source_uuid" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `documents_business_date_idx` ON `documents` (`business_id`,`kind`,`date`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `documents_contact_idx` ON `documents` (`business_id`,`contact_id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`document_id` text NOT NULL,
	`amount` integer NOT NULL,
	`account_id` text NOT NULL,
	`date` text NOT NULL,
	`exchange_rate` text,
	`entry_id` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payments_document_idx` ON `payments` (`document_id`,`date`,`created_at`);