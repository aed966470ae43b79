CREATE TABLE `bulk_generation_items` (
	`id` text PRIMARY KEY NOT NULL,
	`batch_id` text NOT NULL,
	`position` integer NOT NULL,
	`category` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`article_id` text,
	`last_error` text,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`batch_id`) REFERENCES `bulk_generations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `bulk_generation_items_batch_status_idx` ON `bulk_generation_items` (`batch_id`,`status`);--> statement-breakpoint
CREATE INDEX `bulk_generation_items_status_next_idx` ON `bulk_generation_items` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `bulk_generations` (
	`id` text PRIMARY KEY NOT NULL,
	`total` integer NOT NULL,
	`requested_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
