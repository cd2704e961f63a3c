CREATE TABLE `account_year_totals` (
	`business_id` text NOT NULL,
	`account_id` text NOT NULL,
	`year` text NOT NULL,
	`debit` integer NOT NULL,
	`credit` integer NOT NULL,
	`currency_amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `account_id`, `year`)
);
--> statement-breakpoint
-- The years of everything posted so far, from the monthly totals.
INSERT INTO `account_year_totals` (business_id, account_id, year, debit, credit, currency_amount)
SELECT business_id, account_id, substr(period, 1, 4), sum(debit), sum(credit), sum(currency_amount)
FROM `account_period_totals` GROUP BY business_id, account_id, substr(period, 1, 4);
