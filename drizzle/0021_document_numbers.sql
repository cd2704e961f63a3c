CREATE TABLE `document_numbers` (
	`business_id` text NOT NULL,
	`kind` text NOT NULL,
	`last_seq` integer NOT NULL,
	PRIMARY KEY(`business_id`, `kind`)
);
--> statement-breakpoint
-- Each business's numbers so far: the next document continues from its highest.
INSERT INTO `document_numbers` (`business_id`, `kind`, `last_seq`)
SELECT `business_id`, `kind`, max(`seq`) FROM `documents` GROUP BY `business_id`, `kind`;
