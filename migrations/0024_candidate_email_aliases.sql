CREATE TABLE `candidate_email_aliases` (
	`email` text PRIMARY KEY NOT NULL,
	`candidate_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `candidate_email_aliases_candidate_idx` ON `candidate_email_aliases` (`candidate_id`);