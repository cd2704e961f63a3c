CREATE INDEX `bank_transactions_linked_idx` ON `bank_transactions` (`business_id`,`linked_id`);--> statement-breakpoint
CREATE INDEX `cash_transactions_contact_idx` ON `cash_transactions` (`business_id`,`contact_id`);--> statement-breakpoint
CREATE INDEX `contacts_business_name_idx` ON `contacts` (`business_id`,lower("name"));