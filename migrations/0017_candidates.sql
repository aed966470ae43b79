CREATE TABLE `candidates` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `candidates_email_unique` ON `candidates` (`email`);--> statement-breakpoint
CREATE INDEX `candidates_phone_idx` ON `candidates` (`phone`);--> statement-breakpoint
CREATE INDEX `candidates_created_idx` ON `candidates` (`created_at`);--> statement-breakpoint
ALTER TABLE `applications` ADD `candidate_id` text REFERENCES candidates(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `applications_candidate_idx` ON `applications` (`candidate_id`);--> statement-breakpoint
ALTER TABLE `contacts` ADD `candidate_id` text REFERENCES candidates(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `contacts_candidate_idx` ON `contacts` (`candidate_id`);--> statement-breakpoint
ALTER TABLE `booking_appointments` ADD `candidate_id` text REFERENCES candidates(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `booking_appointments_candidate_idx` ON `booking_appointments` (`candidate_id`);--> statement-breakpoint
-- Backfill: one candidate per distinct normalized email over applications, contact messages and bookings, named as
-- in that person's latest submission, with their latest phone and first submission's time. A booker's name is one
-- field: its first word becomes the first name.
WITH `people` AS (
	SELECT lower(trim(`email`)) AS `email`, `first_name`, `last_name`, nullif(`phone`, '') AS `phone`, `created_at` FROM `applications`
	UNION ALL
	SELECT lower(trim(`email`)), `first_name`, `last_name`, nullif(`phone`, ''), `created_at` FROM `contacts`
	UNION ALL
	SELECT
		lower(trim(`booker_email`)),
		CASE WHEN instr(trim(`booker_name`), ' ') > 0 THEN substr(trim(`booker_name`), 1, instr(trim(`booker_name`), ' ') - 1) ELSE trim(`booker_name`) END,
		CASE WHEN instr(trim(`booker_name`), ' ') > 0 THEN trim(substr(trim(`booker_name`), instr(trim(`booker_name`), ' ') + 1)) ELSE '' END,
		nullif(`booker_phone`, ''),
		`created_at`
	FROM `booking_appointments`
)
INSERT INTO `candidates` (`id`, `first_name`, `last_name`, `email`, `phone`, `created_at`, `updated_at`)
SELECT
	lower(hex(randomblob(16))),
	-- With max() the only aggregate, SQLite takes the bare columns from the latest row of the group.
	`first_name`,
	`last_name`,
	`email`,
	(SELECT `later`.`phone` FROM `people` AS `later` WHERE `later`.`email` = `people`.`email` AND `later`.`phone` IS NOT NULL ORDER BY `later`.`created_at` DESC LIMIT 1),
	(SELECT min(`earlier`.`created_at`) FROM `people` AS `earlier` WHERE `earlier`.`email` = `people`.`email`),
	max(`created_at`)
FROM `people`
GROUP BY `email`;--> statement-breakpoint
UPDATE `applications` SET `candidate_id` = (SELECT `id` FROM `candidates` WHERE `candidates`.`email` = lower(trim(`applications`.`email`)));--> statement-breakpoint
UPDATE `contacts` SET `candidate_id` = (SELECT `id` FROM `candidates` WHERE `candidates`.`email` = lower(trim(`contacts`.`email`)));--> statement-breakpoint
UPDATE `booking_appointments` SET `candidate_id` = (SELECT `id` FROM `candidates` WHERE `candidates`.`email` = lower(trim(`booking_appointments`.`booker_email`)));
