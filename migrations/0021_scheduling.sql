CREATE TABLE `booking_appointment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`appointment_id` text NOT NULL,
	`action` text NOT NULL,
	`actor_user_id` text,
	`actor_name` text NOT NULL,
	`from_start` integer,
	`to_start` integer,
	`reason` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `booking_appointments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `booking_appointment_events_appointment_idx` ON `booking_appointment_events` (`appointment_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `booking_date_overrides` (
	`id` text PRIMARY KEY NOT NULL,
	`date` text NOT NULL,
	`booking_type_id` text,
	`closed` integer DEFAULT false NOT NULL,
	`windows` text,
	`note` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`booking_type_id`) REFERENCES `booking_types`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `booking_date_overrides_date_idx` ON `booking_date_overrides` (`date`,`booking_type_id`);--> statement-breakpoint
CREATE TABLE `booking_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`daily_cap` integer,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `booking_appointments` ADD `sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_types` ADD `buffer_before` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_types` ADD `min_notice_hours` integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_types` ADD `guest_change_notice_hours` integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_types` ADD `daily_cap` integer;--> statement-breakpoint
ALTER TABLE `booking_types` ADD `location_options` text DEFAULT '["virtual","office","phone"]' NOT NULL;--> statement-breakpoint
INSERT OR IGNORE INTO `booking_settings` (`id`, `daily_cap`) VALUES ('default', NULL);--> statement-breakpoint
-- Every appointment made before its history existed starts its history with its booking.
INSERT INTO `booking_appointment_events` (`id`, `appointment_id`, `action`, `actor_name`, `to_start`, `created_at`)
SELECT lower(hex(randomblob(16))), `id`, 'booked', 'Booker', `appointment_date`, `created_at` FROM `booking_appointments`;--> statement-breakpoint
-- The scheduling area (appointments, booking types, availability): managers and up by default, changeable on the
-- portals screen.
INSERT OR IGNORE INTO `admin_portals` (`id`, `name`, `slug`, `description`, `icon`, `required_role`, `is_active`, `sort_order`)
VALUES ('admin-portal-scheduling', 'Scheduling', 'scheduling', 'Appointments, booking types and availability', 'Users', 'manager', 1, 9);
