CREATE TABLE `admin_activity_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`action` text NOT NULL,
	`entity_type` text,
	`entity_id` text,
	`details` text,
	`ip_address` text,
	`user_agent` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `admin_activity_logs_created_idx` ON `admin_activity_logs` (`created_at`);--> statement-breakpoint
CREATE INDEX `admin_activity_logs_user_idx` ON `admin_activity_logs` (`user_id`);--> statement-breakpoint
CREATE TABLE `admin_portals` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`icon` text,
	`required_role` text DEFAULT 'admin' NOT NULL,
	`required_permissions` text,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_portals_slug_unique` ON `admin_portals` (`slug`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`attempted_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`succeeded` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_key_attempted_idx` ON `login_attempts` (`key`,`attempted_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`last_seen_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`ip_address` text,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `user_portal_access` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`portal_id` text NOT NULL,
	`last_accessed` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`access_count` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`portal_id`) REFERENCES `admin_portals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_portal_access_user_portal_unique` ON `user_portal_access` (`user_id`,`portal_id`);--> statement-breakpoint
CREATE INDEX `user_portal_access_portal_idx` ON `user_portal_access` (`portal_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`department` text,
	`permissions` text,
	`is_active` integer DEFAULT true NOT NULL,
	`last_login` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE TABLE `job_portal_postings` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`portal_id` text NOT NULL,
	`external_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`posted_at` integer,
	`error_message` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`portal_id`) REFERENCES `job_portals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_portal_postings_job_portal_unique` ON `job_portal_postings` (`job_id`,`portal_id`);--> statement-breakpoint
CREATE INDEX `job_portal_postings_portal_idx` ON `job_portal_postings` (`portal_id`);--> statement-breakpoint
CREATE TABLE `job_portals` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`api_key` text,
	`is_active` integer DEFAULT false NOT NULL,
	`config` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_portals_slug_unique` ON `job_portals` (`slug`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`company` text NOT NULL,
	`location` text NOT NULL,
	`type` text NOT NULL,
	`industry` text NOT NULL,
	`description` text NOT NULL,
	`requirements` text NOT NULL,
	`salary` text,
	`is_urgent` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`experience_level` text,
	`benefits` text,
	`portal_settings` text,
	`publish_to_portals` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `jobs_status_created_idx` ON `jobs` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_industry_idx` ON `jobs` (`industry`);--> statement-breakpoint
CREATE INDEX `jobs_location_idx` ON `jobs` (`location`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`current_position` text,
	`industry` text,
	`resume_url` text,
	`resume_key` text,
	`additional_info` text,
	`job_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `applications_created_idx` ON `applications` (`created_at`);--> statement-breakpoint
CREATE INDEX `applications_job_idx` ON `applications` (`job_id`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`inquiry` text NOT NULL,
	`message` text NOT NULL,
	`company` text,
	`phone` text,
	`sms_marketing_consent` integer DEFAULT false NOT NULL,
	`sms_appointment_consent` integer DEFAULT false NOT NULL,
	`source` text NOT NULL,
	`attribution` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contacts_created_idx` ON `contacts` (`created_at`);--> statement-breakpoint
CREATE TABLE `crm_leads` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text,
	`contact_id` text,
	`ghl_contact_id` text,
	`lead_type` text NOT NULL,
	`lead_source` text NOT NULL,
	`lead_score` integer DEFAULT 0 NOT NULL,
	`pipeline` text,
	`pipeline_stage` text DEFAULT 'new' NOT NULL,
	`assigned_to` text,
	`priority` text DEFAULT 'medium' NOT NULL,
	`tags` text,
	`notes` text,
	`last_activity` integer,
	`next_follow_up` integer,
	`status` text DEFAULT 'active' NOT NULL,
	`synced_to_ghl` integer DEFAULT false NOT NULL,
	`ghl_last_sync` integer,
	`sync_error` text,
	`sync_attempts` integer DEFAULT 0 NOT NULL,
	`next_sync_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assigned_to`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `crm_leads_sync_idx` ON `crm_leads` (`synced_to_ghl`,`next_sync_at`);--> statement-breakpoint
CREATE INDEX `crm_leads_created_idx` ON `crm_leads` (`created_at`);--> statement-breakpoint
CREATE INDEX `crm_leads_application_idx` ON `crm_leads` (`application_id`);--> statement-breakpoint
CREATE INDEX `crm_leads_contact_idx` ON `crm_leads` (`contact_id`);--> statement-breakpoint
CREATE INDEX `crm_leads_assigned_idx` ON `crm_leads` (`assigned_to`);--> statement-breakpoint
CREATE TABLE `ghl_integration_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`setting_key` text NOT NULL,
	`setting_value` text,
	`description` text,
	`is_encrypted` integer DEFAULT false NOT NULL,
	`last_updated` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ghl_integration_settings_key_unique` ON `ghl_integration_settings` (`setting_key`);--> statement-breakpoint
CREATE TABLE `lead_activities` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`activity_type` text NOT NULL,
	`subject` text NOT NULL,
	`user_id` text,
	`description` text,
	`outcome` text,
	`scheduled_for` integer,
	`completed_at` integer,
	`duration` integer,
	`is_automated` integer DEFAULT false NOT NULL,
	`ghl_activity_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `crm_leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_activities_lead_created_idx` ON `lead_activities` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `lead_activities_user_idx` ON `lead_activities` (`user_id`);--> statement-breakpoint
CREATE TABLE `lead_scoring_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`criteria` text NOT NULL,
	`points` integer NOT NULL,
	`applies_to` text NOT NULL,
	`description` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pipelines` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`lead_type` text NOT NULL,
	`stages` text NOT NULL,
	`description` text,
	`automation` text,
	`is_default` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `articles` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`summary` text NOT NULL,
	`category` text NOT NULL,
	`author` text NOT NULL,
	`read_time` integer NOT NULL,
	`image_url` text,
	`keywords` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`linkedin_post_id` text,
	`is_scheduled` integer DEFAULT false NOT NULL,
	`scheduled_for` integer,
	`published_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `articles_status_published_idx` ON `articles` (`status`,`published_at`);--> statement-breakpoint
CREATE TABLE `content_schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`category` text NOT NULL,
	`prompt` text NOT NULL,
	`frequency` text DEFAULT 'weekly' NOT NULL,
	`time` text DEFAULT '09:00' NOT NULL,
	`variables` text,
	`day_of_week` integer DEFAULT 1,
	`day_of_month` integer,
	`timezone` text DEFAULT 'America/New_York' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`auto_publish` integer DEFAULT false NOT NULL,
	`auto_linkedin` integer DEFAULT false NOT NULL,
	`next_run` integer,
	`last_run` integer,
	`last_error` text,
	`running_since` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_schedules_active_next_run_idx` ON `content_schedules` (`is_active`,`next_run`);--> statement-breakpoint
CREATE TABLE `linkedin_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`article_id` text NOT NULL,
	`linkedin_post_id` text,
	`post_content` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`error` text,
	`engagement_stats` text,
	`posted_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `linkedin_posts_status_next_attempt_idx` ON `linkedin_posts` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `linkedin_posts_article_idx` ON `linkedin_posts` (`article_id`);--> statement-breakpoint
CREATE TABLE `booking_appointments` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_type_id` text NOT NULL,
	`booker_name` text NOT NULL,
	`booker_email` text NOT NULL,
	`appointment_date` integer NOT NULL,
	`duration` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`time_zone` text DEFAULT 'America/New_York' NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`lead_id` text,
	`application_id` text,
	`contact_id` text,
	`booker_phone` text,
	`booker_company` text,
	`meeting_link` text,
	`meeting_location` text DEFAULT 'virtual' NOT NULL,
	`notes` text,
	`booker_notes` text,
	`internal_notes` text,
	`confirmation_sent` integer DEFAULT false NOT NULL,
	`reminder_sent` integer DEFAULT false NOT NULL,
	`reschedule_count` integer DEFAULT 0 NOT NULL,
	`cancelled_at` integer,
	`cancel_reason` text,
	`completed_at` integer,
	`ghl_appointment_id` text,
	`manage_token` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`booking_type_id`) REFERENCES `booking_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lead_id`) REFERENCES `crm_leads`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `booking_appointments_type_date_idx` ON `booking_appointments` (`booking_type_id`,`appointment_date`);--> statement-breakpoint
CREATE INDEX `booking_appointments_date_idx` ON `booking_appointments` (`appointment_date`);--> statement-breakpoint
CREATE INDEX `booking_appointments_status_idx` ON `booking_appointments` (`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `booking_appointments_manage_token_unique` ON `booking_appointments` (`manage_token`);--> statement-breakpoint
CREATE TABLE `booking_availability` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_type_id` text NOT NULL,
	`day_of_week` integer NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`booking_type_id`) REFERENCES `booking_types`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_availability_type_day_idx` ON `booking_availability` (`booking_type_id`,`day_of_week`);--> statement-breakpoint
CREATE TABLE `booking_blocked_times` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_type_id` text,
	`title` text NOT NULL,
	`start_date_time` integer NOT NULL,
	`end_date_time` integer NOT NULL,
	`is_recurring` integer DEFAULT false NOT NULL,
	`recurring_pattern` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`booking_type_id`) REFERENCES `booking_types`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_blocked_times_range_idx` ON `booking_blocked_times` (`start_date_time`,`end_date_time`);--> statement-breakpoint
CREATE INDEX `booking_blocked_times_type_idx` ON `booking_blocked_times` (`booking_type_id`);--> statement-breakpoint
CREATE TABLE `booking_types` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`duration` integer NOT NULL,
	`description` text,
	`price` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`color` text DEFAULT '#3B82F6' NOT NULL,
	`required_info` text,
	`available_slots` text,
	`buffer_time` integer DEFAULT 15 NOT NULL,
	`max_advance_booking` integer DEFAULT 30 NOT NULL,
	`allow_rescheduling` integer DEFAULT true NOT NULL,
	`auto_confirm` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sms_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`to_number` text NOT NULL,
	`message` text NOT NULL,
	`message_type` text NOT NULL,
	`from_number` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`related_booking_id` text,
	`related_lead_id` text,
	`sent_at` integer,
	`delivered_at` integer,
	`error_message` text,
	`twilio_sid` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`related_booking_id`) REFERENCES `booking_appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`related_lead_id`) REFERENCES `crm_leads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `sms_messages_created_idx` ON `sms_messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `sms_messages_status_next_attempt_idx` ON `sms_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `sms_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`toll_free_number` text,
	`monthly_volume` integer DEFAULT 1000 NOT NULL,
	`use_case_categories` text DEFAULT '["Marketing","Customer Care"]' NOT NULL,
	`opt_in_type` text DEFAULT 'Via Text' NOT NULL,
	`opt_in_workflow_image_url` text,
	`use_case_description` text,
	`message_content` text DEFAULT 'Talent Partners Executive Search: you are subscribed to text messages about your job search, interviews and appointments. Message frequency varies. Message and data rates may apply. Reply HELP for help. Reply STOP to opt out.' NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
