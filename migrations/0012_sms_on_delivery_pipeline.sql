-- Texts move onto the one delivery pipeline: every text still waiting becomes a delivery of kind 'sms' pointing to
-- its row (same id), with its tries so far, so nothing queued is lost; sent and failed texts stay history only.
INSERT INTO `deliveries` (`id`, `kind`, `recipient`, `summary`, `payload`, `related_type`, `related_id`, `status`, `attempts`, `next_attempt_at`, `last_error`, `created_at`, `updated_at`)
SELECT `id`, 'sms', `to_number`, substr(`message`, 1, 60), json_object('smsMessageId', `id`),
  CASE WHEN `related_booking_id` IS NULL THEN NULL ELSE 'booking_appointment' END, `related_booking_id`,
  'pending', `attempts`, `next_attempt_at`, `error_message`, `created_at`, `created_at`
FROM `sms_messages` WHERE `status` = 'pending';
--> statement-breakpoint
DROP INDEX `sms_messages_status_next_attempt_idx`;--> statement-breakpoint
ALTER TABLE `sms_messages` DROP COLUMN `attempts`;--> statement-breakpoint
ALTER TABLE `sms_messages` DROP COLUMN `next_attempt_at`;