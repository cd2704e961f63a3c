CREATE TABLE `bank_reconciliation_items` (
	`reconciliation_id` text NOT NULL,
	`business_id` text NOT NULL,
	`kind` text NOT NULL,
	`source_type` text NOT NULL,
	`ref_id` text NOT NULL,
	PRIMARY KEY(`reconciliation_id`, `kind`, `source_type`, `ref_id`),
	FOREIGN KEY (`reconciliation_id`) REFERENCES `bank_reconciliations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `bank_reconciliations` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`account_id` text NOT NULL,
	`statement_date` text NOT NULL,
	`statement_balance` integer NOT NULL,
	`book_balance` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_reconciliations_date_unique` ON `bank_reconciliations` (`business_id`,`account_id`,`statement_date`);--> statement-breakpoint
CREATE INDEX `bank_transactions_changed_idx` ON `bank_transactions` (`business_id`,`bank_account_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `journal_entries_created_idx` ON `journal_entries` (`business_id`,`created_at`);--> statement-breakpoint
-- A statement row inside a completed bank reconciliation keeps its categorization until
-- that reconciliation is undone: leaving categorized (or deleting a categorized row) would
-- change what the reconciliation agreed, and later reconciliations start from it. The
-- commands refuse first with a 409 naming it; these catch a race (src/write/conflicts.ts).
CREATE TRIGGER `bank_transactions_reconciled_update` BEFORE UPDATE OF `status` ON `bank_transactions`
WHEN OLD.status = 'categorized' AND NEW.status <> 'categorized' AND EXISTS (
  SELECT 1 FROM `bank_reconciliations` r
  WHERE r.business_id = OLD.business_id AND r.account_id = OLD.bank_account_id AND r.statement_date >= OLD.date
)
BEGIN
  SELECT RAISE(ABORT, 'reconciled: a statement row inside a completed bank reconciliation');
END;
--> statement-breakpoint
CREATE TRIGGER `bank_transactions_reconciled_delete` BEFORE DELETE ON `bank_transactions`
WHEN OLD.status = 'categorized' AND EXISTS (
  SELECT 1 FROM `bank_reconciliations` r
  WHERE r.business_id = OLD.business_id AND r.account_id = OLD.bank_account_id AND r.statement_date >= OLD.date
)
BEGIN
  SELECT RAISE(ABORT, 'reconciled: a statement row inside a completed bank reconciliation');
END;
