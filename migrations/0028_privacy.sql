CREATE TABLE `consent_records` (
	`id` text PRIMARY KEY NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`consent` text NOT NULL,
	`version` text NOT NULL,
	`accepted_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `consent_records_subject_idx` ON `consent_records` (`subject_type`,`subject_id`);--> statement-breakpoint
CREATE TABLE `privacy_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`retention_months` integer DEFAULT 24 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `privacy_suppressions` (
	`hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `candidates` ADD `legal_hold` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `candidates` ADD `erased_at` integer;--> statement-breakpoint
INSERT OR IGNORE INTO `privacy_settings` (`id`, `retention_months`) VALUES ('default', 24);--> statement-breakpoint
-- The privacy area (find, export, erase a person; retention; legal holds): admins by default, changeable on the
-- portals screen.
INSERT OR IGNORE INTO `admin_portals` (`id`, `name`, `slug`, `description`, `icon`, `required_role`, `is_active`, `sort_order`)
VALUES ('admin-portal-privacy', 'Privacy', 'privacy', 'Find, export and erase a person''s data; retention and legal holds', 'Settings', 'admin', 1, 10);
