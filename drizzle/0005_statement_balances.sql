ALTER TABLE `bank_statements` ADD `opening_balance` integer;--> statement-breakpoint
ALTER TABLE `bank_statements` ADD `closing_balance` integer;