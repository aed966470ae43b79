-- The LinkedIn connection gets its own table (issue 30, decision 045): it was a row of the CRM's settings table
-- (ghl_integration_settings, key `linkedin.connection`), written by two areas. The row moves here as it is: its
-- value stays AES-GCM encrypted with LINKEDIN_TOKEN_KEY, so a connected firm stays connected.
CREATE TABLE `linkedin_connections` (
	`id` text PRIMARY KEY NOT NULL,
	`encrypted_connection` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
INSERT INTO `linkedin_connections` (`id`, `encrypted_connection`, `updated_at`)
SELECT 'firm', `setting_value`, `last_updated` FROM `ghl_integration_settings`
WHERE `setting_key` = 'linkedin.connection' AND `setting_value` IS NOT NULL;
--> statement-breakpoint
DELETE FROM `ghl_integration_settings` WHERE `setting_key` = 'linkedin.connection';
--> statement-breakpoint
-- Nothing read or wrote `pipelines`: a lead's pipeline and stage are its own columns (crm_leads).
DROP TABLE `pipelines`;
