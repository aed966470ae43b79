CREATE TABLE `inbound_texts` (
	`id` text PRIMARY KEY NOT NULL,
	`twilio_sid` text NOT NULL,
	`from_number` text NOT NULL,
	`to_number` text NOT NULL,
	`body` text NOT NULL,
	`candidate_id` text,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbound_texts_twilio_sid_unique` ON `inbound_texts` (`twilio_sid`);--> statement-breakpoint
CREATE INDEX `inbound_texts_from_idx` ON `inbound_texts` (`from_number`,`received_at`);--> statement-breakpoint
CREATE INDEX `inbound_texts_candidate_idx` ON `inbound_texts` (`candidate_id`);--> statement-breakpoint
CREATE INDEX `sms_messages_to_number_idx` ON `sms_messages` (`to_number`,`created_at`);
--> statement-breakpoint
ALTER TABLE `sms_messages` ADD `author_id` text REFERENCES users(id) ON DELETE set null;
