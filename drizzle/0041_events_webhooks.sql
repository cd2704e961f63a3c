CREATE TABLE `events` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`business_id` text NOT NULL,
	`resource` text NOT NULL,
	`action` text NOT NULL,
	`record_id` text NOT NULL,
	`occurred_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_id_unique` ON `events` (`id`);--> statement-breakpoint
CREATE INDEX `events_business_idx` ON `events` (`business_id`,`seq`);--> statement-breakpoint
CREATE INDEX `events_deletions_idx` ON `events` (`business_id`,`action`,`occurred_at`,`record_id`);--> statement-breakpoint
CREATE INDEX `events_unstamped_idx` ON `events` (`occurred_at`) WHERE "events"."occurred_at" IS NULL;--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`endpoint_id` text NOT NULL,
	`event_seq` integer NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`response_status` integer,
	`error` text,
	`last_attempt_at` text,
	`next_attempt_at` text,
	`delivered_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_event_unique` ON `webhook_deliveries` (`endpoint_id`,`event_seq`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_pending_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`) WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`url` text NOT NULL,
	`description` text,
	`event_types` text NOT NULL,
	`secret` text NOT NULL,
	`enabled` integer NOT NULL,
	`dispatched_seq` integer NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_business_idx` ON `webhook_endpoints` (`business_id`,`created_at`,`id`);
--> statement-breakpoint
-- The change log (src/db/schema.ts, events): deletions always, with no time yet (the
-- commit that deletes stamps it: write/commit.ts); other changes while the business has a
-- webhook endpoint, at the time the change carries. A row deleted and inserted again in
-- one batch (a payment rewritten) was changed, not deleted: the insert takes back the
-- tombstone, which only that batch can see unstamped, and logs an update.
--> statement-breakpoint
CREATE TRIGGER `contacts_event_insert` AFTER INSERT ON `contacts`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'contact',
    CASE WHEN EXISTS (SELECT 1 FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id) THEN 'updated' ELSE 'created' END, NEW.id, NEW.updated_at
  WHERE EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id);
  DELETE FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_event_update` AFTER UPDATE ON `contacts`
WHEN (NEW.updated_at IS NOT OLD.updated_at OR NEW.version IS NOT OLD.version) AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id)
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'contact', 'updated', NEW.id, NEW.updated_at);
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_event_delete` AFTER DELETE ON `contacts`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), OLD.business_id, 'contact', 'deleted', OLD.id, NULL);
END;
--> statement-breakpoint
CREATE TRIGGER `accounts_event_insert` AFTER INSERT ON `accounts`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'account',
    CASE WHEN EXISTS (SELECT 1 FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id) THEN 'updated' ELSE 'created' END, NEW.id, NEW.updated_at
  WHERE EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id);
  DELETE FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `accounts_event_update` AFTER UPDATE ON `accounts`
WHEN (NEW.updated_at IS NOT OLD.updated_at OR NEW.version IS NOT OLD.version) AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id)
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'account', 'updated', NEW.id, NEW.updated_at);
END;
--> statement-breakpoint
CREATE TRIGGER `accounts_event_delete` AFTER DELETE ON `accounts`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), OLD.business_id, 'account', 'deleted', OLD.id, NULL);
END;
--> statement-breakpoint
CREATE TRIGGER `documents_event_insert` AFTER INSERT ON `documents`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, NEW.kind,
    CASE WHEN EXISTS (SELECT 1 FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id) THEN 'updated' ELSE 'created' END, NEW.id, NEW.updated_at
  WHERE EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id);
  DELETE FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `documents_event_update` AFTER UPDATE ON `documents`
WHEN (NEW.updated_at IS NOT OLD.updated_at OR NEW.version IS NOT OLD.version) AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id)
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, NEW.kind, 'updated', NEW.id, NEW.updated_at);
END;
--> statement-breakpoint
CREATE TRIGGER `documents_event_delete` AFTER DELETE ON `documents`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), OLD.business_id, OLD.kind, 'deleted', OLD.id, NULL);
END;
--> statement-breakpoint
CREATE TRIGGER `payments_event_insert` AFTER INSERT ON `payments`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'payment',
    CASE WHEN EXISTS (SELECT 1 FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id) THEN 'updated' ELSE 'created' END, NEW.id, NEW.updated_at
  WHERE EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id);
  DELETE FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `payments_event_update` AFTER UPDATE ON `payments`
WHEN NEW.updated_at IS NOT OLD.updated_at AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id)
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'payment', 'updated', NEW.id, NEW.updated_at);
END;
--> statement-breakpoint
CREATE TRIGGER `payments_event_delete` AFTER DELETE ON `payments`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), OLD.business_id, 'payment', 'deleted', OLD.id, NULL);
END;
--> statement-breakpoint
CREATE TRIGGER `cash_transactions_event_insert` AFTER INSERT ON `cash_transactions`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, NEW.kind,
    CASE WHEN EXISTS (SELECT 1 FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id) THEN 'updated' ELSE 'created' END, NEW.id, NEW.updated_at
  WHERE EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id);
  DELETE FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `cash_transactions_event_update` AFTER UPDATE ON `cash_transactions`
WHEN (NEW.updated_at IS NOT OLD.updated_at OR NEW.version IS NOT OLD.version) AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id)
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, NEW.kind, 'updated', NEW.id, NEW.updated_at);
END;
--> statement-breakpoint
CREATE TRIGGER `cash_transactions_event_delete` AFTER DELETE ON `cash_transactions`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), OLD.business_id, OLD.kind, 'deleted', OLD.id, NULL);
END;
--> statement-breakpoint
CREATE TRIGGER `journals_event_insert` AFTER INSERT ON `journals`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'journal',
    CASE WHEN EXISTS (SELECT 1 FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id) THEN 'updated' ELSE 'created' END, NEW.id, NEW.updated_at
  WHERE EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id);
  DELETE FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `journals_event_update` AFTER UPDATE ON `journals`
WHEN (NEW.updated_at IS NOT OLD.updated_at OR NEW.version IS NOT OLD.version) AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id)
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'journal', 'updated', NEW.id, NEW.updated_at);
END;
--> statement-breakpoint
CREATE TRIGGER `journals_event_delete` AFTER DELETE ON `journals`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), OLD.business_id, 'journal', 'deleted', OLD.id, NULL);
END;
--> statement-breakpoint
CREATE TRIGGER `bank_transactions_event_insert` AFTER INSERT ON `bank_transactions`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'bank_transaction',
    CASE WHEN EXISTS (SELECT 1 FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id) THEN 'updated' ELSE 'created' END, NEW.id, NEW.updated_at
  WHERE EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id);
  DELETE FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `bank_transactions_event_update` AFTER UPDATE ON `bank_transactions`
WHEN (NEW.updated_at IS NOT OLD.updated_at OR NEW.version IS NOT OLD.version) AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id)
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'bank_transaction', 'updated', NEW.id, NEW.updated_at);
END;
--> statement-breakpoint
CREATE TRIGGER `bank_transactions_event_delete` AFTER DELETE ON `bank_transactions`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), OLD.business_id, 'bank_transaction', 'deleted', OLD.id, NULL);
END;
--> statement-breakpoint
CREATE TRIGGER `bank_rules_event_insert` AFTER INSERT ON `bank_rules`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'bank_rule',
    CASE WHEN EXISTS (SELECT 1 FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id) THEN 'updated' ELSE 'created' END, NEW.id, NEW.updated_at
  WHERE EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id);
  DELETE FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `bank_rules_event_update` AFTER UPDATE ON `bank_rules`
WHEN (NEW.updated_at IS NOT OLD.updated_at OR NEW.version IS NOT OLD.version) AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id)
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'bank_rule', 'updated', NEW.id, NEW.updated_at);
END;
--> statement-breakpoint
CREATE TRIGGER `bank_rules_event_delete` AFTER DELETE ON `bank_rules`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), OLD.business_id, 'bank_rule', 'deleted', OLD.id, NULL);
END;
--> statement-breakpoint
CREATE TRIGGER `tax_codes_event_insert` AFTER INSERT ON `tax_codes`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'tax_code',
    CASE WHEN EXISTS (SELECT 1 FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id) THEN 'updated' ELSE 'created' END, NEW.id, NEW.updated_at
  WHERE EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id);
  DELETE FROM events WHERE action = 'deleted' AND occurred_at IS NULL AND record_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `tax_codes_event_update` AFTER UPDATE ON `tax_codes`
WHEN (NEW.updated_at IS NOT OLD.updated_at OR NEW.version IS NOT OLD.version) AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id)
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'tax_code', 'updated', NEW.id, NEW.updated_at);
END;
--> statement-breakpoint
CREATE TRIGGER `tax_codes_event_delete` AFTER DELETE ON `tax_codes`
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), OLD.business_id, 'tax_code', 'deleted', OLD.id, NULL);
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_event_finish` AFTER UPDATE OF status ON `jobs`
WHEN NEW.status IN ('completed', 'failed') AND OLD.status IS NOT NEW.status AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.business_id = NEW.business_id)
BEGIN
  INSERT INTO events (id, business_id, resource, action, record_id, occurred_at)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), NEW.business_id, 'job', NEW.status, NEW.id, NEW.updated_at);
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_endpoints_count_insert` AFTER INSERT ON `webhook_endpoints`
BEGIN
  INSERT INTO record_counts (business_id, resource, count) VALUES (NEW.business_id, 'webhook_endpoints', 1)
    ON CONFLICT (business_id, resource) DO UPDATE SET count = count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_endpoints_count_delete` AFTER DELETE ON `webhook_endpoints`
BEGIN
  UPDATE record_counts SET count = count - 1 WHERE business_id = OLD.business_id AND resource = 'webhook_endpoints';
END;
--> statement-breakpoint
CREATE TRIGGER `tax_codes_count_insert` AFTER INSERT ON `tax_codes`
BEGIN
  INSERT INTO record_counts (business_id, resource, count) VALUES (NEW.business_id, 'tax_codes', 1)
    ON CONFLICT (business_id, resource) DO UPDATE SET count = count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tax_codes_count_delete` AFTER DELETE ON `tax_codes`
BEGIN
  UPDATE record_counts SET count = count - 1 WHERE business_id = OLD.business_id AND resource = 'tax_codes';
END;
--> statement-breakpoint
INSERT INTO record_counts (business_id, resource, count) SELECT business_id, 'tax_codes', count(*) FROM `tax_codes` GROUP BY business_id
  ON CONFLICT (business_id, resource) DO UPDATE SET count = excluded.count;
