-- Issue 46 item 6: job alerts search near a place (its coordinates, from the gazetteer when the visitor subscribed)
-- and are matched when a job is first published, each match recorded once (decision 097). The digests send the
-- recorded matches; jobs published before this migration that a daily or weekly digest had not yet sent are not
-- sent (the digests no longer search the jobs after a watermark).
ALTER TABLE `job_alert_subscriptions` ADD `near_latitude` real;
--> statement-breakpoint
ALTER TABLE `job_alert_subscriptions` ADD `near_longitude` real;
--> statement-breakpoint
CREATE INDEX `job_alert_subscriptions_near_idx` ON `job_alert_subscriptions` (`status`,`near_latitude`);
--> statement-breakpoint
CREATE TABLE `job_alert_matches` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` text NOT NULL,
	`job_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`subscription_id`) REFERENCES `job_alert_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_alert_matches_subscription_job_unique` ON `job_alert_matches` (`subscription_id`,`job_id`);
--> statement-breakpoint
CREATE INDEX `job_alert_matches_unsent_idx` ON `job_alert_matches` (`sent_at`,`subscription_id`);
--> statement-breakpoint
CREATE INDEX `job_alert_matches_job_idx` ON `job_alert_matches` (`job_id`);
--> statement-breakpoint
CREATE INDEX `jobs_status_type_idx` ON `jobs` (`status`,`type`);
