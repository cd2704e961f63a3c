CREATE TABLE `record_counts` (
	`business_id` text NOT NULL,
	`resource` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`business_id`, `resource`)
);

-- Counts kept by triggers (src/db/schema.ts, recordCounts), then backfilled.
--> statement-breakpoint
CREATE TRIGGER `contacts_count_insert` AFTER INSERT ON `contacts`
BEGIN
  INSERT INTO record_counts (business_id, resource, count) VALUES (NEW.business_id, 'contacts', 1)
    ON CONFLICT (business_id, resource) DO UPDATE SET count = count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_count_delete` AFTER DELETE ON `contacts`
BEGIN
  UPDATE record_counts SET count = count - 1 WHERE business_id = OLD.business_id AND resource = 'contacts';
END;
--> statement-breakpoint
CREATE TRIGGER `accounts_count_insert` AFTER INSERT ON `accounts`
BEGIN
  INSERT INTO record_counts (business_id, resource, count) VALUES (NEW.business_id, 'accounts', 1)
    ON CONFLICT (business_id, resource) DO UPDATE SET count = count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `accounts_count_delete` AFTER DELETE ON `accounts`
BEGIN
  UPDATE record_counts SET count = count - 1 WHERE business_id = OLD.business_id AND resource = 'accounts';
END;
--> statement-breakpoint
CREATE TRIGGER `journals_count_insert` AFTER INSERT ON `journals`
BEGIN
  INSERT INTO record_counts (business_id, resource, count) VALUES (NEW.business_id, 'journals', 1)
    ON CONFLICT (business_id, resource) DO UPDATE SET count = count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `journals_count_delete` AFTER DELETE ON `journals`
BEGIN
  UPDATE record_counts SET count = count - 1 WHERE business_id = OLD.business_id AND resource = 'journals';
END;
--> statement-breakpoint
CREATE TRIGGER `documents_count_insert` AFTER INSERT ON `documents`
BEGIN
  INSERT INTO record_counts (business_id, resource, count) VALUES (NEW.business_id, 'documents:' || NEW.kind, 1)
    ON CONFLICT (business_id, resource) DO UPDATE SET count = count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `documents_count_delete` AFTER DELETE ON `documents`
BEGIN
  UPDATE record_counts SET count = count - 1 WHERE business_id = OLD.business_id AND resource = 'documents:' || OLD.kind;
END;
--> statement-breakpoint
CREATE TRIGGER `cash_transactions_count_insert` AFTER INSERT ON `cash_transactions`
BEGIN
  INSERT INTO record_counts (business_id, resource, count) VALUES (NEW.business_id, 'cash_transactions:' || NEW.kind, 1)
    ON CONFLICT (business_id, resource) DO UPDATE SET count = count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `cash_transactions_count_delete` AFTER DELETE ON `cash_transactions`
BEGIN
  UPDATE record_counts SET count = count - 1 WHERE business_id = OLD.business_id AND resource = 'cash_transactions:' || OLD.kind;
END;
--> statement-breakpoint
CREATE TRIGGER `bank_transactions_count_insert` AFTER INSERT ON `bank_transactions`
BEGIN
  INSERT INTO record_counts (business_id, resource, count) VALUES (NEW.business_id, 'bank_transactions', 1)
    ON CONFLICT (business_id, resource) DO UPDATE SET count = count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bank_transactions_count_delete` AFTER DELETE ON `bank_transactions`
BEGIN
  UPDATE record_counts SET count = count - 1 WHERE business_id = OLD.business_id AND resource = 'bank_transactions';
END;
--> statement-breakpoint
CREATE TRIGGER `bank_rules_count_insert` AFTER INSERT ON `bank_rules`
BEGIN
  INSERT INTO record_counts (business_id, resource, count) VALUES (NEW.business_id, 'bank_rules', 1)
    ON CONFLICT (business_id, resource) DO UPDATE SET count = count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bank_rules_count_delete` AFTER DELETE ON `bank_rules`
BEGIN
  UPDATE record_counts SET count = count - 1 WHERE business_id = OLD.business_id AND resource = 'bank_rules';
END;
--> statement-breakpoint
INSERT INTO record_counts (business_id, resource, count) SELECT business_id, 'contacts', count(*) FROM `contacts` GROUP BY business_id;
--> statement-breakpoint
INSERT INTO record_counts (business_id, resource, count) SELECT business_id, 'accounts', count(*) FROM `accounts` GROUP BY business_id;
--> statement-breakpoint
INSERT INTO record_counts (business_id, resource, count) SELECT business_id, 'journals', count(*) FROM `journals` GROUP BY business_id;
--> statement-breakpoint
INSERT INTO record_counts (business_id, resource, count) SELECT business_id, 'documents:' || kind, count(*) FROM `documents` GROUP BY business_id, kind;
--> statement-breakpoint
INSERT INTO record_counts (business_id, resource, count) SELECT business_id, 'cash_transactions:' || kind, count(*) FROM `cash_transactions` GROUP BY business_id, kind;
--> statement-breakpoint
INSERT INTO record_counts (business_id, resource, count) SELECT business_id, 'bank_transactions', count(*) FROM `bank_transactions` GROUP BY business_id;
--> statement-breakpoint
INSERT INTO record_counts (business_id, resource, count) SELECT business_id, 'bank_rules', count(*) FROM `bank_rules` GROUP BY business_id;
