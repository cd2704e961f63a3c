ALTER TABLE `jobs` ADD `progress_done` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `progress_total` integer;