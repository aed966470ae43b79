CREATE TABLE `client_contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`phone` text,
	`title` text,
	`role` text DEFAULT 'hiring_manager' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `client_contacts_client_idx` ON `client_contacts` (`client_id`,`name`);--> statement-breakpoint
CREATE INDEX `client_contacts_email_idx` ON `client_contacts` (`email`);--> statement-breakpoint
CREATE TABLE `clients` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`website` text,
	`industry` text,
	`status` text DEFAULT 'prospect' NOT NULL,
	`owner_id` text,
	`fee_type` text DEFAULT 'contingency' NOT NULL,
	`fee_percent` real DEFAULT 25 NOT NULL,
	`guarantee_days` integer DEFAULT 90 NOT NULL,
	`retainer_percent` real,
	`shortlist_percent` real,
	`placement_percent` real,
	`no_poach` integer DEFAULT false NOT NULL,
	`notes` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `clients_name_idx` ON `clients` (`name`);--> statement-breakpoint
CREATE INDEX `clients_status_name_idx` ON `clients` (`status`,`name`);--> statement-breakpoint
CREATE INDEX `clients_owner_idx` ON `clients` (`owner_id`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `client_id` text REFERENCES clients(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `hiring_contact_id` text REFERENCES client_contacts(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `confidential` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `openings` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `jobs_client_idx` ON `jobs` (`client_id`);--> statement-breakpoint
-- The clients area (clients, contacts, job orders, submittals, placements): recruiters and up, changeable on the
-- portals screen.
INSERT OR IGNORE INTO `admin_portals` (`id`, `name`, `slug`, `description`, `icon`, `required_role`, `is_active`, `sort_order`)
VALUES ('admin-portal-clients', 'Clients', 'clients', 'Clients, contacts, job orders, submittals and placements', 'Briefcase', 'recruiter', 1, 11);
