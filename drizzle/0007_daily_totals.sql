CREATE TABLE `account_daily_totals` (
	`business_id` text NOT NULL,
	`account_id` text NOT NULL,
	`date` text NOT NULL,
	`debit` integer NOT NULL,
	`credit` integer NOT NULL,
	`currency_amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `account_id`, `date`)
);
--> statement-breakpoint
-- Backfill from the lines already posted, so balances read the same before and after.
INSERT INTO `account_daily_totals` (`business_id`, `account_id`, `date`, `debit`, `credit`, `currency_amount`)
SELECT `business_id`, `account_id`, `date`, sum(`debit`), sum(`credit`), coalesce(sum(`currency_amount`), 0) FROM `journal_lines` GROUP BY `business_id`, `account_id`, `date`;
