-- Issue 47, first slice: interviews as records of an application, with their panel (client contacts and staff),
-- the time in UTC and each party's zone, and the calendar revision (`sequence`) the invitations carry.
CREATE TABLE `interviews` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`job_id` text,
	`client_id` text NOT NULL,
	`candidate_id` text,
	`round` text NOT NULL,
	`format` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`location` text,
	`video_link` text,
	`status` text DEFAULT 'proposing' NOT NULL,
	`starts_at` integer,
	`candidate_time_zone` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`cancel_reason` text,
	`change_id` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `interviews_application_idx` ON `interviews` (`application_id`);
--> statement-breakpoint
CREATE INDEX `interviews_job_starts_idx` ON `interviews` (`job_id`,`starts_at`);
--> statement-breakpoint
CREATE INDEX `interviews_client_starts_idx` ON `interviews` (`client_id`,`starts_at`);
--> statement-breakpoint
CREATE INDEX `interviews_candidate_idx` ON `interviews` (`candidate_id`,`status`);
--> statement-breakpoint
CREATE INDEX `interviews_status_starts_idx` ON `interviews` (`status`,`starts_at`);
--> statement-breakpoint
CREATE INDEX `interviews_starts_idx` ON `interviews` (`starts_at`);
--> statement-breakpoint
CREATE TABLE `interview_panel` (
	`id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`contact_id` text,
	`user_id` text,
	`required` integer DEFAULT true NOT NULL,
	`time_zone` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `client_contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `interview_panel_interview_idx` ON `interview_panel` (`interview_id`,`position`);
--> statement-breakpoint
CREATE INDEX `interview_panel_contact_idx` ON `interview_panel` (`contact_id`);
--> statement-breakpoint
CREATE INDEX `interview_panel_user_idx` ON `interview_panel` (`user_id`);
