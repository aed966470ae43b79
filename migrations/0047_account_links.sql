-- Single-use links by email for staff accounts: password resets and invitations (decision 067).
CREATE TABLE `account_links` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_links_token_unique` ON `account_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `account_links_user_idx` ON `account_links` (`user_id`,`purpose`);
