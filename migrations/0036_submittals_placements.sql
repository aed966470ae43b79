CREATE TABLE `placement_fee_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`placement_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`invoice_status` text DEFAULT 'to_invoice' NOT NULL,
	`invoice_status_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`placement_id`) REFERENCES `placements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `placement_fee_lines_placement_idx` ON `placement_fee_lines` (`placement_id`);--> statement-breakpoint
CREATE TABLE `placements` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`candidate_id` text,
	`client_id` text NOT NULL,
	`job_id` text,
	`start_date` text NOT NULL,
	`salary_cents` integer NOT NULL,
	`fee_type` text NOT NULL,
	`fee_percent` real NOT NULL,
	`guarantee_days` integer NOT NULL,
	`retainer_percent` real,
	`shortlist_percent` real,
	`placement_percent` real,
	`fee_cents` integer NOT NULL,
	`guarantee_ends_on` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`fell_off_on` text,
	`placed_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`placed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `placements_application_idx` ON `placements` (`application_id`);--> statement-breakpoint
CREATE INDEX `placements_candidate_idx` ON `placements` (`candidate_id`,`status`,`guarantee_ends_on`);--> statement-breakpoint
CREATE INDEX `placements_client_idx` ON `placements` (`client_id`,`start_date`);--> statement-breakpoint
CREATE INDEX `placements_start_idx` ON `placements` (`start_date`);--> statement-breakpoint
CREATE TABLE `client_portal_links` (
	`id` text PRIMARY KEY NOT NULL,
	`contact_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `client_contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_portal_links_token_unique` ON `client_portal_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `client_portal_links_contact_idx` ON `client_portal_links` (`contact_id`);--> statement-breakpoint
CREATE TABLE `desk_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`waiting_days` integer DEFAULT 5 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `submittals` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`contact_id` text NOT NULL,
	`client_id` text NOT NULL,
	`job_id` text,
	`note` text NOT NULL,
	`status` text DEFAULT 'awaiting' NOT NULL,
	`decline_reason` text,
	`feedback_comment` text,
	`decided_at` integer,
	`reminded_at` integer,
	`origin` text NOT NULL,
	`submitted_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `client_contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`submitted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `submittals_application_contact_unique` ON `submittals` (`application_id`,`contact_id`);--> statement-breakpoint
CREATE INDEX `submittals_contact_idx` ON `submittals` (`contact_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `submittals_status_created_idx` ON `submittals` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `submittals_client_idx` ON `submittals` (`client_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `submittals_job_idx` ON `submittals` (`job_id`,`created_at`);