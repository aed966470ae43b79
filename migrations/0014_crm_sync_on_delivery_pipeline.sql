-- CRM sync moves onto the one delivery pipeline: every lead not yet in GoHighLevel gets its crm_sync delivery, with
-- the attempts, next try and error it had, so nothing waiting is lost; then the lead's own retry columns go.
INSERT INTO `deliveries` (`id`, `kind`, `recipient`, `summary`, `payload`, `related_type`, `related_id`, `status`, `attempts`, `next_attempt_at`, `last_error`, `created_at`, `updated_at`)
SELECT 'crm-sync-' || l.`id`, 'crm_sync',
  coalesce(a.`email`, c.`email`, b.`booker_email`, l.`id`),
  substr('Sync lead ' || coalesce(a.`first_name` || ' ' || a.`last_name`, c.`first_name` || ' ' || c.`last_name`, b.`booker_name`, l.`id`), 1, 200),
  json_object('leadId', l.`id`), 'crm_lead', l.`id`, 'pending', l.`sync_attempts`, l.`next_sync_at`, l.`sync_error`, l.`created_at`, l.`created_at`
FROM `crm_leads` l
LEFT JOIN `applications` a ON a.`id` = l.`application_id`
LEFT JOIN `contacts` c ON c.`id` = l.`contact_id`
LEFT JOIN `booking_appointments` b ON b.`lead_id` = l.`id`
WHERE l.`synced_to_ghl` = 0;
--> statement-breakpoint
-- A lead's sync_error now means a sync given up on; the errors of syncs still being retried moved to the delivery.
UPDATE `crm_leads` SET `sync_error` = NULL WHERE `synced_to_ghl` = 0;
--> statement-breakpoint
DROP INDEX `crm_leads_sync_idx`;--> statement-breakpoint
CREATE INDEX `crm_leads_synced_idx` ON `crm_leads` (`synced_to_ghl`);--> statement-breakpoint
ALTER TABLE `crm_leads` DROP COLUMN `sync_attempts`;--> statement-breakpoint
ALTER TABLE `crm_leads` DROP COLUMN `next_sync_at`;