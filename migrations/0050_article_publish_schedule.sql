-- An approved article can be scheduled to publish at an instant (scheduled_for, an existing column until now unused)
-- chosen on the wall clock of a time zone, kept so staff see the time as they chose it (decision 070). The cron
-- finds the due ones through the index.
ALTER TABLE `articles` ADD `scheduled_time_zone` text;--> statement-breakpoint
CREATE INDEX `articles_scheduled_for_idx` ON `articles` (`scheduled_for`) WHERE `scheduled_for` IS NOT NULL;
