CREATE TABLE `newsletter_issues` (
	`id` text PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	`article_ids` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`cursor` text DEFAULT '' NOT NULL,
	`body` text,
	`origin` text,
	`created_by` text,
	`send_started_at` integer,
	`send_finished_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `newsletter_sends` (
	`issue_id` text NOT NULL,
	`subscriber_id` text NOT NULL,
	`delivery_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`issue_id`, `subscriber_id`),
	FOREIGN KEY (`issue_id`) REFERENCES `newsletter_issues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_sends_delivery_unique` ON `newsletter_sends` (`delivery_id`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`source` text NOT NULL,
	`confirm_token` text,
	`confirm_expires_at` integer,
	`manage_token` text NOT NULL,
	`consent_version` text NOT NULL,
	`origin` text NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_confirm_token_unique` ON `newsletter_subscribers` (`confirm_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_manage_token_unique` ON `newsletter_subscribers` (`manage_token`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_id_idx` ON `newsletter_subscribers` (`status`,`id`);