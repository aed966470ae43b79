ALTER TABLE `jobs` ADD `valid_through` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `applicant_country` text DEFAULT 'United States';--> statement-breakpoint
CREATE INDEX `jobs_status_valid_through_idx` ON `jobs` (`status`,`valid_through`);--> statement-breakpoint
-- Jobs published before this migration had no last day: their 60 days start now, so none is archived by surprise.
UPDATE `jobs` SET `valid_through` = date('now', '+60 days') WHERE `status` = 'published';
