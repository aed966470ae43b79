-- Issue 42 item 13 (decision 078): the booking manage tokens and the job alert and newsletter confirm and manage
-- tokens are no longer stored as they are mailed. A token is looked up by its SHA-256 (`*_token_hash`); a manage
-- token, which later emails carry again, is also kept sealed (AES-GCM, keyed from SESSION_SECRET). SQLite has no
-- SHA-256, so each existing token moves to a `legacy_*` column, where it still opens its link, and the Worker's cron
-- hashes and seals it and clears the column (worker/cron.ts).
ALTER TABLE `booking_appointments` ADD `legacy_manage_token` text;--> statement-breakpoint
UPDATE `booking_appointments` SET `legacy_manage_token` = `manage_token`;--> statement-breakpoint
DROP INDEX `booking_appointments_manage_token_unique`;--> statement-breakpoint
ALTER TABLE `booking_appointments` DROP COLUMN `manage_token`;--> statement-breakpoint
ALTER TABLE `booking_appointments` ADD `manage_token_hash` text;--> statement-breakpoint
ALTER TABLE `booking_appointments` ADD `manage_token_sealed` text;--> statement-breakpoint
CREATE UNIQUE INDEX `booking_appointments_manage_token_hash_unique` ON `booking_appointments` (`manage_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `booking_appointments_legacy_manage_token_unique` ON `booking_appointments` (`legacy_manage_token`);--> statement-breakpoint
ALTER TABLE `job_alert_subscriptions` ADD `legacy_confirm_token` text;--> statement-breakpoint
ALTER TABLE `job_alert_subscriptions` ADD `legacy_manage_token` text;--> statement-breakpoint
UPDATE `job_alert_subscriptions` SET `legacy_confirm_token` = `confirm_token`, `legacy_manage_token` = `manage_token`;--> statement-breakpoint
DROP INDEX `job_alert_subscriptions_confirm_token_unique`;--> statement-breakpoint
DROP INDEX `job_alert_subscriptions_manage_token_unique`;--> statement-breakpoint
ALTER TABLE `job_alert_subscriptions` DROP COLUMN `confirm_token`;--> statement-breakpoint
ALTER TABLE `job_alert_subscriptions` DROP COLUMN `manage_token`;--> statement-breakpoint
ALTER TABLE `job_alert_subscriptions` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `job_alert_subscriptions` ADD `manage_token_hash` text;--> statement-breakpoint
ALTER TABLE `job_alert_subscriptions` ADD `manage_token_sealed` text;--> statement-breakpoint
CREATE UNIQUE INDEX `job_alert_subscriptions_confirm_token_hash_unique` ON `job_alert_subscriptions` (`confirm_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `job_alert_subscriptions_manage_token_hash_unique` ON `job_alert_subscriptions` (`manage_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `job_alert_subscriptions_legacy_confirm_token_unique` ON `job_alert_subscriptions` (`legacy_confirm_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `job_alert_subscriptions_legacy_manage_token_unique` ON `job_alert_subscriptions` (`legacy_manage_token`);--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `legacy_confirm_token` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `legacy_manage_token` text;--> statement-breakpoint
UPDATE `newsletter_subscribers` SET `legacy_confirm_token` = `confirm_token`, `legacy_manage_token` = `manage_token`;--> statement-breakpoint
DROP INDEX `newsletter_subscribers_confirm_token_unique`;--> statement-breakpoint
DROP INDEX `newsletter_subscribers_manage_token_unique`;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` DROP COLUMN `confirm_token`;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` DROP COLUMN `manage_token`;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `manage_token_hash` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `manage_token_sealed` text;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_confirm_token_hash_unique` ON `newsletter_subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_manage_token_hash_unique` ON `newsletter_subscribers` (`manage_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_legacy_confirm_token_unique` ON `newsletter_subscribers` (`legacy_confirm_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_legacy_manage_token_unique` ON `newsletter_subscribers` (`legacy_manage_token`);
