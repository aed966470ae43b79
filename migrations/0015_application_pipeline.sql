CREATE TABLE `application_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`author_id` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `application_notes_application_idx` ON `application_notes` (`application_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `application_stage_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`from_stage` text NOT NULL,
	`to_stage` text NOT NULL,
	`rejection_reason` text,
	`changed_by` text,
	`changed_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `application_stage_changes_application_idx` ON `application_stage_changes` (`application_id`,`changed_at`);--> statement-breakpoint
ALTER TABLE `applications` ADD `stage` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `owner_id` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `rating` integer;--> statement-breakpoint
CREATE INDEX `applications_stage_created_idx` ON `applications` (`stage`,`created_at`);--> statement-breakpoint
CREATE INDEX `applications_owner_idx` ON `applications` (`owner_id`);--> statement-breakpoint
-- The candidates area (applications, candidates, the pipeline): recruiters and up by default, changeable on the
-- portals screen. Its API moves here from the jobs area.
INSERT OR IGNORE INTO `admin_portals` (`id`, `name`, `slug`, `description`, `icon`, `required_role`, `is_active`, `sort_order`)
VALUES ('admin-portal-candidates', 'Candidates', 'candidates', 'Applications, candidates and the hiring pipeline', 'Users', 'recruiter', 1, 7);
