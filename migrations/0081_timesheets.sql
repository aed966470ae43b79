-- Issue 48 item 2: contractors' weekly timesheets (a row per version) and their magic links (token hashes only).
CREATE TABLE `timesheet_links` (
	`id` text PRIMARY KEY NOT NULL,
	`assignment_id` text NOT NULL,
	`week_start` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`assignment_id`) REFERENCES `assignments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `timesheet_links_token_idx` ON `timesheet_links` (`token_hash`);
--> statement-breakpoint
CREATE INDEX `timesheet_links_assignment_idx` ON `timesheet_links` (`assignment_id`,`week_start`);
--> statement-breakpoint
CREATE TABLE `timesheets` (
	`id` text PRIMARY KEY NOT NULL,
	`assignment_id` text NOT NULL,
	`week_start` text NOT NULL,
	`version` integer NOT NULL,
	`status` text NOT NULL,
	`day_hundredths` text NOT NULL,
	`regular_hundredths` integer NOT NULL,
	`overtime_hundredths` integer NOT NULL,
	`note` text,
	`correction_note` text,
	`rejection_reason` text,
	`submitted_link_id` text,
	`submitted_at` integer NOT NULL,
	`decided_at` integer,
	`decided_by_contact_id` text,
	FOREIGN KEY (`assignment_id`) REFERENCES `assignments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submitted_link_id`) REFERENCES `timesheet_links`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by_contact_id`) REFERENCES `client_contacts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `timesheets_version_idx` ON `timesheets` (`assignment_id`,`week_start`,`version`);
--> statement-breakpoint
CREATE INDEX `timesheets_status_idx` ON `timesheets` (`status`,`week_start`);
