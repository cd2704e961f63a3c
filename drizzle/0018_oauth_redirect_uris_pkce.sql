CREATE TABLE `oauth_redirect_uris` (
	`app_business_id` text NOT NULL,
	`uri` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`app_business_id`, `uri`),
	FOREIGN KEY (`app_business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `oauth_codes` ADD `code_challenge` text;