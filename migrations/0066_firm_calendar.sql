-- Issue "A working day without workarounds", item 12 (decision 090): one firm calendar that every booking type
-- inherits. Its weekly hours start as the hours the site states (Mon-Fri 8-6, Sat 9-2, Sunday closed, Eastern); a
-- type whose own hours were exactly the old seed's (Mon-Fri 09:00-17:00, the firm's hours copied onto each type)
-- drops them and follows the firm; any other type keeps its hours, which now narrow the firm's.
CREATE TABLE `booking_firm_hours` (
	`id` text PRIMARY KEY NOT NULL,
	`day_of_week` integer NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `booking_firm_hours_day_idx` ON `booking_firm_hours` (`day_of_week`);
--> statement-breakpoint
INSERT INTO `booking_firm_hours` (`id`, `day_of_week`, `start_time`, `end_time`) VALUES
	('firm-hours-1', 1, '08:00', '18:00'),
	('firm-hours-2', 2, '08:00', '18:00'),
	('firm-hours-3', 3, '08:00', '18:00'),
	('firm-hours-4', 4, '08:00', '18:00'),
	('firm-hours-5', 5, '08:00', '18:00'),
	('firm-hours-6', 6, '09:00', '14:00');
--> statement-breakpoint
DELETE FROM `booking_availability` WHERE `booking_type_id` IN (
	SELECT `booking_type_id` FROM `booking_availability` GROUP BY `booking_type_id`
	HAVING count(*) = 5 AND count(DISTINCT `day_of_week`) = 5
		AND sum(`day_of_week` BETWEEN 1 AND 5 AND `start_time` = '09:00' AND `end_time` = '17:00' AND `is_active` = 1) = 5
);
