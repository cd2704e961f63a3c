ALTER TABLE `contacts` ADD `tax_id` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `registration_number` text;