CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`created_at` text NOT NULL,
	`request_id` text NOT NULL,
	`credential_kind` text NOT NULL,
	`key_id` text,
	`user_id` text,
	`oauth_token_id` text,
	`app_business_id` text,
	`method` text NOT NULL,
	`route` text NOT NULL,
	`path` text NOT NULL,
	`status` integer NOT NULL,
	`record_uuid` text,
	`before` text,
	`after` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_business_created_idx` ON `audit_log` (`business_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_record_idx` ON `audit_log` (`business_id`,`record_uuid`,`created_at`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
-- Counted like the other lists (see 0010_record_counts.sql).
CREATE TRIGGER `audit_log_count_insert` AFTER INSERT ON `audit_log`
BEGIN
  INSERT INTO record_counts (business_id, resource, count) VALUES (NEW.business_id, 'audit_log', 1)
    ON CONFLICT (business_id, resource) DO UPDATE SET count = count + 1;
END;
