CREATE TABLE `files` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`job_id` text,
	`sha256` text NOT NULL,
	`name` text,
	`kind` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `files_business_idx` ON `files` (`business_id`);--> statement-breakpoint
CREATE INDEX `files_job_idx` ON `files` (`job_id`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`resource` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`input` text NOT NULL,
	`file_id` text,
	`attachment_index` integer,
	`attachment_name` text,
	`result_uuids` text,
	`error_code` text,
	`error_message` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`finished_at` text,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `jobs_business_idx` ON `jobs` (`business_id`,`created_at`);