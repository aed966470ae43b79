-- An employer inquiry converted into a client keeps its lead, which links to the client (issue 32).
ALTER TABLE `crm_leads` ADD `client_id` text REFERENCES clients(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `crm_leads_client_idx` ON `crm_leads` (`client_id`);
