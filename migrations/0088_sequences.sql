-- Issue 50 items 1-3 (decision 115): sequences of email and text steps, the people enrolled in them with their
-- state and next step, each step taken (its claim: one row per enrolment and step), and the long lists the queue
-- enrols a batch at a time.
CREATE TABLE `sequences` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`steps` text NOT NULL,
	`window` text NOT NULL,
	`origin` text NOT NULL,
	`created_by_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `sequence_enrollments` (
	`id` text PRIMARY KEY NOT NULL,
	`sequence_id` text NOT NULL,
	`candidate_id` text,
	`contact_id` text,
	`state` text NOT NULL,
	`next_step` integer DEFAULT 0 NOT NULL,
	`next_at` integer,
	`reason` text,
	`enrolled_by_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`sequence_id`) REFERENCES `sequences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `client_contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`enrolled_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_enrollments_candidate_unique` ON `sequence_enrollments` (`sequence_id`,`candidate_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_enrollments_contact_unique` ON `sequence_enrollments` (`sequence_id`,`contact_id`);
--> statement-breakpoint
CREATE INDEX `sequence_enrollments_due_idx` ON `sequence_enrollments` (`state`,`next_at`);
--> statement-breakpoint
CREATE INDEX `sequence_enrollments_candidate_idx` ON `sequence_enrollments` (`candidate_id`);
--> statement-breakpoint
CREATE INDEX `sequence_enrollments_contact_idx` ON `sequence_enrollments` (`contact_id`);
--> statement-breakpoint
CREATE INDEX `sequence_enrollments_sequence_state_idx` ON `sequence_enrollments` (`sequence_id`,`state`);
--> statement-breakpoint
CREATE TABLE `sequence_sends` (
	`id` text PRIMARY KEY NOT NULL,
	`enrollment_id` text NOT NULL,
	`sequence_id` text NOT NULL,
	`step` integer NOT NULL,
	`channel` text NOT NULL,
	`delivery_id` text,
	`unsubscribe_hash` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`enrollment_id`) REFERENCES `sequence_enrollments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sequence_id`) REFERENCES `sequences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`delivery_id`) REFERENCES `deliveries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_sends_step_unique` ON `sequence_sends` (`enrollment_id`,`step`);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_sends_unsubscribe_unique` ON `sequence_sends` (`unsubscribe_hash`);
--> statement-breakpoint
CREATE INDEX `sequence_sends_sequence_idx` ON `sequence_sends` (`sequence_id`);
--> statement-breakpoint
CREATE TABLE `sequence_enrollment_batches` (
	`id` text PRIMARY KEY NOT NULL,
	`sequence_id` text NOT NULL,
	`candidate_ids` text NOT NULL,
	`contact_ids` text NOT NULL,
	`cursor` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`enrolled` integer DEFAULT 0 NOT NULL,
	`enrolled_by_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`sequence_id`) REFERENCES `sequences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`enrolled_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
