-- Issue 47, items 2-3: the times a recruiter offers an interview's candidate, and the candidate's link to pick one
-- (only the SHA-256 of its token is stored, as for every link). The pick itself is the claim (decision 107).
CREATE TABLE `interview_offered_slots` (
	`id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interview_offered_slots_unique` ON `interview_offered_slots` (`interview_id`,`starts_at`);
--> statement-breakpoint
CREATE TABLE `interview_pick_links` (
	`id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interview_pick_links_token_unique` ON `interview_pick_links` (`token_hash`);
--> statement-breakpoint
CREATE INDEX `interview_pick_links_interview_idx` ON `interview_pick_links` (`interview_id`);
