ALTER TABLE `cash_transactions` ADD `tax_rate` text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE `cash_transactions` ADD `tax_amount` integer DEFAULT 0 NOT NULL;