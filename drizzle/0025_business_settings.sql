ALTER TABLE `businesses` ADD `discount_presentation` text DEFAULT 'net' NOT NULL;--> statement-breakpoint
ALTER TABLE `businesses` ADD `settings_version` integer DEFAULT 1 NOT NULL;