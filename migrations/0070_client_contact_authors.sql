-- Issue "A working day without workarounds" item 7: a client's answer on the portal and the stage move it makes are
-- the contact's doing. The history entry and the note they write keep that contact beside them (no staff member
-- acted), so staff read "Hannah Hiring (Acme)" instead of "Former staff member". A contact deleted leaves it null.
ALTER TABLE `application_events` ADD `client_contact_id` text REFERENCES `client_contacts`(`id`) ON DELETE set null;
--> statement-breakpoint
ALTER TABLE `application_notes` ADD `client_contact_id` text REFERENCES `client_contacts`(`id`) ON DELETE set null;
