CREATE TABLE `message_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`contact_id` text NOT NULL,
	`author_id` text,
	`body` text NOT NULL,
	`delivery_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`delivery_id`) REFERENCES `deliveries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `message_replies_contact_idx` ON `message_replies` (`contact_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `contacts` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `contacts` ADD `assignee_id` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `contacts_status_created_idx` ON `contacts` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `contacts_assignee_idx` ON `contacts` (`assignee_id`);--> statement-breakpoint
-- The inbox area (contact messages, their status, assignee and replies): recruiters and up by default, changeable on
-- the portals screen. Every message already stored starts as new: nobody could read them before.
INSERT OR IGNORE INTO `admin_portals` (`id`, `name`, `slug`, `description`, `icon`, `required_role`, `is_active`, `sort_order`)
VALUES ('admin-portal-inbox', 'Inbox', 'inbox', 'Contact messages from the site, assigned and answered by email', 'Users', 'recruiter', 1, 8);
