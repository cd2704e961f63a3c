ALTER TABLE `contacts` ADD `website` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `contact_person` text;