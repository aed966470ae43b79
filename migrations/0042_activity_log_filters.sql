-- The activity log's filters (user, action, record type), each read newest first: docs/decisions/062.
DROP INDEX `admin_activity_logs_user_idx`;--> statement-breakpoint
CREATE INDEX `admin_activity_logs_user_created_idx` ON `admin_activity_logs` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `admin_activity_logs_action_created_idx` ON `admin_activity_logs` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `admin_activity_logs_entity_created_idx` ON `admin_activity_logs` (`entity_type`,`created_at`);