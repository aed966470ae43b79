-- Issue 50 item 4 (decision 116): campaigns, a one-off email or text to a filtered list, and one row per person each
-- reached (the message queued, or why it was skipped).
CREATE TABLE `campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`channel` text NOT NULL,
	`audience` text NOT NULL,
	`subject` text,
	`body` text NOT NULL,
	`status` text DEFAULT 'sending' NOT NULL,
	`total` integer NOT NULL,
	`processed` integer DEFAULT 0 NOT NULL,
	`cursor` text DEFAULT '' NOT NULL,
	`origin` text NOT NULL,
	`sender_name` text NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `campaigns_created_idx` ON `campaigns` (`created_at`);
--> statement-breakpoint
CREATE INDEX `campaigns_status_idx` ON `campaigns` (`status`,`updated_at`);
--> statement-breakpoint
CREATE TABLE `campaign_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`person_kind` text NOT NULL,
	`person_id` text NOT NULL,
	`recipient` text,
	`delivery_id` text,
	`sms_message_id` text,
	`skip_reason` text,
	`held_until` integer,
	`unsubscribe_token_hash` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_messages_person_unique` ON `campaign_messages` (`campaign_id`,`person_kind`,`person_id`);
--> statement-breakpoint
CREATE INDEX `campaign_messages_delivery_idx` ON `campaign_messages` (`delivery_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_messages_token_unique` ON `campaign_messages` (`unsubscribe_token_hash`);
--> statement-breakpoint
CREATE INDEX `campaign_messages_recipient_idx` ON `campaign_messages` (`recipient`);
