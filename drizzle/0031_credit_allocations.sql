CREATE TABLE `credit_allocations` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`credit_id` text NOT NULL,
	`document_id` text NOT NULL,
	`amount` integer NOT NULL,
	`date` text NOT NULL,
	`entry_id` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`credit_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `credit_allocations_credit_idx` ON `credit_allocations` (`credit_id`);--> statement-breakpoint
CREATE INDEX `credit_allocations_document_idx` ON `credit_allocations` (`document_id`);