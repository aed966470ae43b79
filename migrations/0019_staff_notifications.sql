CREATE TABLE `notification_preferences` (
	`user_id` text NOT NULL,
	`event` text NOT NULL,
	`in_app` integer DEFAULT true NOT NULL,
	`email` integer DEFAULT false NOT NULL,
	`scope` text DEFAULT 'all' NOT NULL,
	PRIMARY KEY(`user_id`, `event`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `staff_notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`event` text NOT NULL,
	`subject_id` text NOT NULL,
	`title` text NOT NULL,
	`link` text NOT NULL,
	`in_app` integer DEFAULT true NOT NULL,
	`delivery_id` text,
	`read_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_notifications_user_created_idx` ON `staff_notifications` (`user_id`,`in_app`,`created_at`);--> statement-breakpoint
CREATE INDEX `staff_notifications_user_unread_idx` ON `staff_notifications` (`user_id`,`in_app`,`read_at`);--> statement-breakpoint
CREATE INDEX `staff_notifications_cause_idx` ON `staff_notifications` (`event`,`subject_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `email` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `owner_id` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `jobs_owner_idx` ON `jobs` (`owner_id`);