-- Issue 42: an email's envelope sender (SMTP MAIL FROM) may differ from its From header. Both are addresses the
-- person used; the privacy resolver finds their mail by either, so the envelope sender is kept beside the row the
-- email became (an inbox message or a thread's reply), lower-cased, null for rows from before.
ALTER TABLE `contacts` ADD `envelope_sender` text;
--> statement-breakpoint
ALTER TABLE `thread_emails` ADD `envelope_sender` text;
--> statement-breakpoint
CREATE INDEX `contacts_envelope_sender_idx` ON `contacts` (`envelope_sender`) WHERE `envelope_sender` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `thread_emails_envelope_sender_idx` ON `thread_emails` (`envelope_sender`) WHERE `envelope_sender` IS NOT NULL;
