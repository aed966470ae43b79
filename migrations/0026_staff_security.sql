CREATE TABLE `mfa_backup_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mfa_backup_codes_user_hash_unique` ON `mfa_backup_codes` (`user_id`,`code_hash`);--> statement-breakpoint
CREATE TABLE `staff_security_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`require_mfa` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `users` ADD `must_change_password` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `mfa_secret` text;--> statement-breakpoint
ALTER TABLE `users` ADD `mfa_pending_secret` text;--> statement-breakpoint
ALTER TABLE `users` ADD `mfa_enabled_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `mfa_last_step` integer;