-- Issue 48 items 2, 4 and 5 (decision 113): a client's contract-to-hire terms, the placement a conversion made, and
-- the cron's timesheet links and reminders, one row per assignment, week, kind and channel (so a tick run twice sends once).
ALTER TABLE `clients` ADD `conversion_terms` text;
--> statement-breakpoint
ALTER TABLE `placements` ADD `assignment_id` text REFERENCES `assignments`(`id`) ON DELETE set null;
--> statement-breakpoint
ALTER TABLE `placements` ADD `conversion` text;
--> statement-breakpoint
CREATE UNIQUE INDEX `placements_assignment_idx` ON `placements` (`assignment_id`);
--> statement-breakpoint
CREATE TABLE `timesheet_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`assignment_id` text NOT NULL,
	`week_start` text NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`delivery_id` text,
	`skip_reason` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`assignment_id`) REFERENCES `assignments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `timesheet_notices_once_idx` ON `timesheet_notices` (`assignment_id`,`week_start`,`kind`,`channel`);
--> statement-breakpoint
CREATE INDEX `timesheet_notices_week_idx` ON `timesheet_notices` (`week_start`,`kind`);
