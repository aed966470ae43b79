ALTER TABLE `applications` ADD `landing_page` text;--> statement-breakpoint
CREATE INDEX `applications_created_job_stage_idx` ON `applications` (`created_at`,`job_id`,`stage`);--> statement-breakpoint
CREATE INDEX `application_stage_changes_to_changed_idx` ON `application_stage_changes` (`to_stage`,`changed_at`);--> statement-breakpoint
CREATE INDEX `booking_appointments_created_type_idx` ON `booking_appointments` (`created_at`,`booking_type_id`);--> statement-breakpoint
CREATE INDEX `linkedin_posts_posted_idx` ON `linkedin_posts` (`posted_at`);--> statement-breakpoint
CREATE INDEX `job_alert_subscriptions_confirmed_idx` ON `job_alert_subscriptions` (`confirmed_at`);--> statement-breakpoint
CREATE INDEX `job_alert_subscriptions_unsubscribed_idx` ON `job_alert_subscriptions` (`unsubscribed_at`);--> statement-breakpoint
CREATE INDEX `crm_leads_created_source_idx` ON `crm_leads` (`created_at`,`lead_source`);--> statement-breakpoint
CREATE INDEX `applications_landing_created_idx` ON `applications` (`landing_page`,`created_at`);
