CREATE TABLE `job_alert_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`filters` text NOT NULL,
	`filters_key` text NOT NULL,
	`frequency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`confirm_token` text NOT NULL,
	`confirm_expires_at` integer NOT NULL,
	`manage_token` text NOT NULL,
	`consent_version` text NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`watermark` integer,
	`last_sent_at` integer,
	`origin` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_alert_subscriptions_email_filters_unique` ON `job_alert_subscriptions` (`email`,`filters_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `job_alert_subscriptions_confirm_token_unique` ON `job_alert_subscriptions` (`confirm_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `job_alert_subscriptions_manage_token_unique` ON `job_alert_subscriptions` (`manage_token`);--> statement-breakpoint
CREATE INDEX `job_alert_subscriptions_due_idx` ON `job_alert_subscriptions` (`status`,`frequency`,`watermark`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `published_at` integer;--> statement-breakpoint
CREATE INDEX `jobs_status_published_idx` ON `jobs` (`status`,`published_at`);--> statement-breakpoint
-- Jobs published (or once published, now archived) before this migration: their creation stands in for it.
UPDATE `jobs` SET `published_at` = `created_at` WHERE `status` IN ('published', 'archived');
