CREATE TABLE `idempotency_keys` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` text NOT NULL,
	`response_status` integer,
	`response_type` text,
	`response_body` text,
	`created_at` text NOT NULL,
	PRIMARY KEY(`scope`, `key`)
);
