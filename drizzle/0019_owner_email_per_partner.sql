DROP INDEX `users_email_unique`;--> statement-breakpoint
ALTER TABLE `users` ADD `partner_scope` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing owners take the partner of their business: emails were unique service-wide, so no two collide.
UPDATE `users` SET `partner_scope` = coalesce((SELECT `partner_id` FROM `businesses` WHERE `businesses`.`id` = `users`.`business_id`), '');--> statement-breakpoint
CREATE UNIQUE INDEX `users_partner_email_unique` ON `users` (`partner_scope`,`email`);
