-- Issue 42 item 15b: what a client contact does on the portal (opening a resume, answering) is logged as that
-- contact, not as "The system". Their contact is kept beside the entry; a contact deleted leaves "The system".
ALTER TABLE `admin_activity_logs` ADD `client_contact_id` text REFERENCES `client_contacts`(`id`) ON DELETE set null;
