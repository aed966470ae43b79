-- Issue 42 item 15b: what a client contact does on the portal (opening a resume, answering) is logged as that
-- contact, not as "The system". Their contact is kept beside the entry; a contact deleted leaves "The system".
ALTER TABLE `admin_activity_logs` ADD `client_contact_id` text REFERENCES `client_contacts`(`id`) ON DELETE set null;
--> statement-breakpoint
-- Issue 43 item 1: submittals still open for an application the firm already decided (placed, withdrawn, rejected)
-- close now, as a placement, fall-off, withdrawal or rejection closes them from here on: no late answer moves the
-- application and no reminder chases the client about them.
UPDATE `submittals` SET `status` = 'closed', `decided_at` = CAST(unixepoch('subsec') * 1000 AS integer), `updated_at` = CAST(unixepoch('subsec') * 1000 AS integer)
WHERE `status` IN ('awaiting', 'hold') AND `application_id` IN (SELECT `id` FROM `applications` WHERE `stage` IN ('placed', 'withdrawn', 'not_a_fit'));
