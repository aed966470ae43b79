CREATE TABLE `deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`summary` text NOT NULL,
	`payload` text NOT NULL,
	`related_type` text,
	`related_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`waiting_reason` text,
	`provider_id` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `deliveries_status_next_idx` ON `deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `deliveries_kind_status_idx` ON `deliveries` (`kind`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `deliveries_related_idx` ON `deliveries` (`related_type`,`related_id`);