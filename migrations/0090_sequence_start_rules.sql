-- Issue 50 item 2 (decision 119): pipeline events that start a sequence by themselves, each with the cursor the
-- cron walks the applications or stage moves by, and on each enrolment the rule and application that started it.
CREATE TABLE `sequence_start_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`sequence_id` text NOT NULL,
	`kind` text NOT NULL,
	`rule_key` text NOT NULL,
	`position` integer NOT NULL,
	`job_id` text,
	`days` integer,
	`stage` text,
	`cursor_at` integer NOT NULL,
	`cursor_id` text DEFAULT '' NOT NULL,
	`checked_at` integer NOT NULL,
	`created_by_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`sequence_id`) REFERENCES `sequences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_start_rules_key_unique` ON `sequence_start_rules` (`sequence_id`,`rule_key`);
--> statement-breakpoint
CREATE INDEX `sequence_start_rules_checked_idx` ON `sequence_start_rules` (`checked_at`);
--> statement-breakpoint
ALTER TABLE `sequence_enrollments` ADD `start_rule_id` text REFERENCES sequence_start_rules(id) ON DELETE set null;
--> statement-breakpoint
ALTER TABLE `sequence_enrollments` ADD `application_id` text REFERENCES applications(id) ON DELETE set null;
