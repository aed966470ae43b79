-- Email moves onto the one delivery pipeline: every outbox email, sent or not, becomes a delivery of kind 'email'
-- (its attachment kept in the payload), so nothing waiting is lost and the history stays on the deliveries screen.
INSERT INTO `deliveries` (`id`, `kind`, `recipient`, `summary`, `payload`, `related_type`, `related_id`, `status`, `attempts`, `next_attempt_at`, `last_error`, `sent_at`, `created_at`, `updated_at`)
SELECT `id`, 'email', `to_address`, substr(`subject`, 1, 200),
  CASE WHEN `attachment_name` IS NULL OR `attachment_content` IS NULL
    THEN json_object('subject', `subject`, 'text', `text_body`)
    ELSE json_object('subject', `subject`, 'text', `text_body`, 'attachment', json_object('filename', `attachment_name`, 'contentType', coalesce(`attachment_type`, 'application/octet-stream'), 'base64Content', `attachment_content`))
  END,
  `related_type`, `related_id`, `status`, `attempts`, `next_attempt_at`, `last_error`, `sent_at`, `created_at`, `created_at`
FROM `email_outbox`;
--> statement-breakpoint
DROP TABLE `email_outbox`;
