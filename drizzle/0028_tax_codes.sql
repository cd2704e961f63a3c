CREATE TABLE `tax_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`rate` text NOT NULL,
	`kind` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tax_codes_business_code_unique` ON `tax_codes` (`business_id`,`code`);--> statement-breakpoint
ALTER TABLE `cash_transactions` ADD `tax_code_id` text REFERENCES tax_codes(id);--> statement-breakpoint
CREATE INDEX `cash_transactions_tax_code_idx` ON `cash_transactions` (`tax_code_id`);--> statement-breakpoint
ALTER TABLE `document_items` ADD `tax_code_id` text REFERENCES tax_codes(id);--> statement-breakpoint
CREATE INDEX `document_items_tax_code_idx` ON `document_items` (`tax_code_id`);--> statement-breakpoint
-- Every business registered before tax codes gets its country's starting set (business/tax-codes.ts).
INSERT INTO `tax_codes` (`id`, `business_id`, `code`, `name`, `rate`, `kind`, `active`, `created_at`, `updated_at`, `version`)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), id, 'STD', CASE WHEN upper(country) IN ('AU','NZ','IN','SG') THEN 'GST' ELSE 'VAT' END || ' ' || (CASE upper(country) WHEN 'NG' THEN '7.5' WHEN 'GH' THEN '15' WHEN 'KE' THEN '16' WHEN 'ZA' THEN '15' WHEN 'EG' THEN '14' WHEN 'RW' THEN '18' WHEN 'UG' THEN '18' WHEN 'TZ' THEN '18' WHEN 'GB' THEN '20' WHEN 'IE' THEN '23' WHEN 'DE' THEN '19' WHEN 'FR' THEN '20' WHEN 'NL' THEN '21' WHEN 'ES' THEN '21' WHEN 'IT' THEN '22' WHEN 'AU' THEN '10' WHEN 'NZ' THEN '15' WHEN 'IN' THEN '18' WHEN 'AE' THEN '5' WHEN 'SA' THEN '15' WHEN 'SG' THEN '9' END) || '% (standard rate)', CASE upper(country) WHEN 'NG' THEN '7.5' WHEN 'GH' THEN '15' WHEN 'KE' THEN '16' WHEN 'ZA' THEN '15' WHEN 'EG' THEN '14' WHEN 'RW' THEN '18' WHEN 'UG' THEN '18' WHEN 'TZ' THEN '18' WHEN 'GB' THEN '20' WHEN 'IE' THEN '23' WHEN 'DE' THEN '19' WHEN 'FR' THEN '20' WHEN 'NL' THEN '21' WHEN 'ES' THEN '21' WHEN 'IT' THEN '22' WHEN 'AU' THEN '10' WHEN 'NZ' THEN '15' WHEN 'IN' THEN '18' WHEN 'AE' THEN '5' WHEN 'SA' THEN '15' WHEN 'SG' THEN '9' END, 'standard', 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 1
FROM `businesses` WHERE (CASE upper(country) WHEN 'NG' THEN '7.5' WHEN 'GH' THEN '15' WHEN 'KE' THEN '16' WHEN 'ZA' THEN '15' WHEN 'EG' THEN '14' WHEN 'RW' THEN '18' WHEN 'UG' THEN '18' WHEN 'TZ' THEN '18' WHEN 'GB' THEN '20' WHEN 'IE' THEN '23' WHEN 'DE' THEN '19' WHEN 'FR' THEN '20' WHEN 'NL' THEN '21' WHEN 'ES' THEN '21' WHEN 'IT' THEN '22' WHEN 'AU' THEN '10' WHEN 'NZ' THEN '15' WHEN 'IN' THEN '18' WHEN 'AE' THEN '5' WHEN 'SA' THEN '15' WHEN 'SG' THEN '9' END) IS NOT NULL;--> statement-breakpoint
INSERT INTO `tax_codes` (`id`, `business_id`, `code`, `name`, `rate`, `kind`, `active`, `created_at`, `updated_at`, `version`)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), id, 'ZERO', CASE WHEN upper(country) IN ('AU','NZ','IN','SG') THEN 'GST' ELSE 'VAT' END || ' 0% (zero-rated)', '0', 'zero_rated', 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 1 FROM `businesses`;--> statement-breakpoint
INSERT INTO `tax_codes` (`id`, `business_id`, `code`, `name`, `rate`, `kind`, `active`, `created_at`, `updated_at`, `version`)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), id, 'EXEMPT', 'Exempt from ' || CASE WHEN upper(country) IN ('AU','NZ','IN','SG') THEN 'GST' ELSE 'VAT' END, '0', 'exempt', 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 1 FROM `businesses`;
--> statement-breakpoint
-- Lines recorded before tax codes at a rate the business now has one active code for take
-- that code, as a new line at the rate would (business/tax-codes.ts); 0% lines take none.
UPDATE `document_items` SET `tax_code_id` = (
  SELECT t.`id` FROM `tax_codes` t
  WHERE t.`business_id` = `document_items`.`business_id` AND t.`active` = 1 AND t.`rate` + 0 = `document_items`.`tax_rate` + 0
) WHERE `tax_rate` + 0 > 0 AND (
  SELECT count(*) FROM `tax_codes` t
  WHERE t.`business_id` = `document_items`.`business_id` AND t.`active` = 1 AND t.`rate` + 0 = `document_items`.`tax_rate` + 0
) = 1;--> statement-breakpoint
UPDATE `cash_transactions` SET `tax_code_id` = (
  SELECT t.`id` FROM `tax_codes` t
  WHERE t.`business_id` = `cash_transactions`.`business_id` AND t.`active` = 1 AND t.`rate` + 0 = `cash_transactions`.`tax_rate` + 0
) WHERE `tax_rate` + 0 > 0 AND (
  SELECT count(*) FROM `tax_codes` t
  WHERE t.`business_id` = `cash_transactions`.`business_id` AND t.`active` = 1 AND t.`rate` + 0 = `cash_transactions`.`tax_rate` + 0
) = 1;
