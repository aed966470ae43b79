-- Issue 50 item 5 (decision 106): the sender hygiene of bulk email. Addresses suppressed by a hard bounce or a spam
-- complaint, the places of each sender's daily cap (one row per bulk email given a day), the cap's setting, and
-- whether a received email is an automatic reply (by its headers).
CREATE TABLE `email_suppressions` (
	`email` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`detail` text,
	`event_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `bulk_send_slots` (
	`delivery_id` text PRIMARY KEY NOT NULL,
	`sender` text NOT NULL,
	`day` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bulk_send_slots_sender_day_idx` ON `bulk_send_slots` (`sender`,`day`);
--> statement-breakpoint
CREATE TABLE `outreach_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`daily_email_cap` integer DEFAULT 100 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `thread_emails` ADD `auto_reply` integer;
