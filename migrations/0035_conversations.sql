CREATE TABLE `email_threads` (
	`id` text PRIMARY KEY NOT NULL,
	`candidate_id` text,
	`client_contact_id` text,
	`application_id` text,
	`subject` text NOT NULL,
	`reply_token` text NOT NULL,
	`owner_id` text,
	`last_message_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_contact_id`) REFERENCES `client_contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_threads_reply_token_unique` ON `email_threads` (`reply_token`);--> statement-breakpoint
CREATE INDEX `email_threads_candidate_idx` ON `email_threads` (`candidate_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `email_threads_contact_idx` ON `email_threads` (`client_contact_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `thread_emails` (
	`id` text PRIMARY KEY NOT NULL,
	`thread_id` text NOT NULL,
	`direction` text NOT NULL,
	`from_address` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`attachments` text,
	`author_id` text,
	`delivery_id` text,
	`message_id` text,
	`size_bytes` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `email_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`delivery_id`) REFERENCES `deliveries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `thread_emails_thread_idx` ON `thread_emails` (`thread_id`,`created_at`);