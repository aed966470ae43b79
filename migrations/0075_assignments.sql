-- Issue 48 item 1: contract staffing's assignments, their rate periods (from a date, history kept) and extensions.
CREATE TABLE `assignments` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`candidate_id` text,
	`client_id` text NOT NULL,
	`job_id` text,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`overtime_multiplier` real DEFAULT 1.5 NOT NULL,
	`overtime_after_hours` integer DEFAULT 40 NOT NULL,
	`work_location` text,
	`time_zone` text NOT NULL,
	`approver_contact_id` text,
	`engagement_type` text NOT NULL,
	`status` text DEFAULT 'upcoming' NOT NULL,
	`ended_on` text,
	`end_reason` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`approver_contact_id`) REFERENCES `client_contacts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assignments_application_idx` ON `assignments` (`application_id`);
--> statement-breakpoint
CREATE INDEX `assignments_candidate_idx` ON `assignments` (`candidate_id`);
--> statement-breakpoint
CREATE INDEX `assignments_client_idx` ON `assignments` (`client_id`,`start_date`);
--> statement-breakpoint
CREATE INDEX `assignments_end_idx` ON `assignments` (`end_date`);
--> statement-breakpoint
CREATE INDEX `assignments_start_idx` ON `assignments` (`start_date`);
--> statement-breakpoint
CREATE TABLE `assignment_rate_periods` (
	`id` text PRIMARY KEY NOT NULL,
	`assignment_id` text NOT NULL,
	`from_date` text NOT NULL,
	`bill_rate_cents` integer NOT NULL,
	`pay_rate_cents` integer NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`assignment_id`) REFERENCES `assignments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assignment_rate_periods_from_idx` ON `assignment_rate_periods` (`assignment_id`,`from_date`);
--> statement-breakpoint
CREATE TABLE `assignment_extensions` (
	`id` text PRIMARY KEY NOT NULL,
	`assignment_id` text NOT NULL,
	`previous_end_date` text NOT NULL,
	`end_date` text NOT NULL,
	`note` text NOT NULL,
	`extended_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`assignment_id`) REFERENCES `assignments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`extended_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `assignment_extensions_assignment_idx` ON `assignment_extensions` (`assignment_id`,`created_at`);
