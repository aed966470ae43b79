-- Issue 47 item 5: after the interview. The criteria a job order's panels score (none: the default set), each panel
-- member's scorecard (one per member per interview), and the client's decision (one per interview).
CREATE TABLE `scorecard_criteria` (
	`job_id` text PRIMARY KEY NOT NULL,
	`criteria` text NOT NULL,
	`updated_by` text,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `interview_scorecards` (
	`id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`panel_member_id` text NOT NULL,
	`contact_id` text,
	`ratings` text NOT NULL,
	`recommendation` text NOT NULL,
	`comment` text,
	`submitted_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`panel_member_id`) REFERENCES `interview_panel`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `client_contacts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interview_scorecards_member_unique` ON `interview_scorecards` (`interview_id`,`panel_member_id`);
--> statement-breakpoint
CREATE INDEX `interview_scorecards_contact_idx` ON `interview_scorecards` (`contact_id`);
--> statement-breakpoint
CREATE TABLE `interview_decisions` (
	`interview_id` text PRIMARY KEY NOT NULL,
	`decision` text NOT NULL,
	`reason` text,
	`comment` text,
	`decided_by_contact_id` text,
	`decided_by_user_id` text,
	`decided_at` integer NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by_contact_id`) REFERENCES `client_contacts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `interview_decisions_contact_idx` ON `interview_decisions` (`decided_by_contact_id`);
