-- Issue 49 item 4 (decision 105): what each job board did with a job. A posting records the last thing asked of the
-- board (post or expire), what was sent and when, the board's answer word for word, and for a feed board the last
-- read of its feed that listed the job (the reader's user agent and the time): one row per board and job, never a
-- row per request.
ALTER TABLE `job_portal_postings` ADD `action` text DEFAULT 'post' NOT NULL;
--> statement-breakpoint
ALTER TABLE `job_portal_postings` ADD `sent_request` text;
--> statement-breakpoint
ALTER TABLE `job_portal_postings` ADD `sent_at` integer;
--> statement-breakpoint
ALTER TABLE `job_portal_postings` ADD `board_answer` text;
--> statement-breakpoint
ALTER TABLE `job_portal_postings` ADD `feed_read_at` integer;
--> statement-breakpoint
ALTER TABLE `job_portal_postings` ADD `feed_read_by` text;
