-- Issue "A working day without workarounds", item 6 (decision 087): "trust this browser for 30 days" after a second
-- factor. Only the SHA-256 of the cookie's random token is kept, so a copy of the database signs no browser in.
CREATE TABLE `trusted_browsers` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`user_agent_label` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`last_used_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trusted_browsers_token_unique` ON `trusted_browsers` (`token_hash`);
--> statement-breakpoint
CREATE INDEX `trusted_browsers_user_idx` ON `trusted_browsers` (`user_id`);
