CREATE TABLE `application_events` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`type` text NOT NULL,
	`from_value` text,
	`to_value` text,
	`rejection_reason` text,
	`subject_id` text,
	`changed_by` text,
	`changed_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `application_events_application_idx` ON `application_events` (`application_id`,`changed_at`);--> statement-breakpoint
CREATE INDEX `application_events_type_idx` ON `application_events` (`type`,`changed_at`);--> statement-breakpoint
-- Every stage move recorded so far becomes a stage event, with its id, who and when.
INSERT INTO `application_events` (`id`, `application_id`, `type`, `from_value`, `to_value`, `rejection_reason`, `changed_by`, `changed_at`)
SELECT `id`, `application_id`, 'stage', `from_stage`, `to_stage`, `rejection_reason`, `changed_by`, `changed_at` FROM `application_stage_changes`;--> statement-breakpoint
DROP TABLE `application_stage_changes`;