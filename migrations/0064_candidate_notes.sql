-- Issue "A working day without workarounds" item 9: notes on the candidate themself, not only on one application;
-- they go with the candidate (a merge moves them, erasure blanks them) and keep their words when the author leaves.
CREATE TABLE `candidate_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`candidate_id` text NOT NULL,
	`author_id` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `candidate_notes_candidate_idx` ON `candidate_notes` (`candidate_id`,`created_at`);
