-- Issue 44 item 1: staff put an existing candidate on a job order ("Add to job"). The application records how it
-- came (the site's form, or staff) and who added it; a deleted staff user leaves the source and loses the name.
ALTER TABLE `applications` ADD `source` text DEFAULT 'form' NOT NULL;
--> statement-breakpoint
ALTER TABLE `applications` ADD `added_by` text REFERENCES `users`(`id`) ON DELETE set null;
