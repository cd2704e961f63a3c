ALTER TABLE `document_items` ADD `discount_percent` text;--> statement-breakpoint
ALTER TABLE `document_items` ADD `discount_fixed` integer;--> statement-breakpoint
ALTER TABLE `document_items` ADD `discount_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `document_items` ADD `document_discount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `discount_percent` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `discount_fixed` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `discount_total` integer DEFAULT 0 NOT NULL;