CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`key_hash` text NOT NULL,
	`hint` text NOT NULL,
	`business_id` text,
	`partner_id` text,
	`created_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_unique` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_business_idx` ON `api_keys` (`business_id`);--> statement-breakpoint
CREATE TABLE `businesses` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`logo` text,
	`currency` text NOT NULL,
	`country` text NOT NULL,
	`timezone` text NOT NULL,
	`industry` text,
	`api_access` integer NOT NULL,
	`partner_id` text,
	`partner_access` text,
	`credit_from_referral_partner` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`source_uuid` text,
	`name` text NOT NULL,
	`email` text,
	`phone` text,
	`address` text,
	`type` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contacts_source_uuid_unique` ON `contacts` (`business_id`,`source_uuid`) WHERE "contacts"."source_uuid" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `contacts_business_created_idx` ON `contacts` (`business_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `partners` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`email` text NOT NULL,
	`firstname` text NOT NULL,
	`lastname` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);