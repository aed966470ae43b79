-- Issue "A working day without workarounds" item 2: a staff member's full name ({{recruiter.name}} in an email, the
-- name staff read) and the signature appended to the emails they send to candidates and client contacts. Null: the
-- username stands in, and no signature is added.
ALTER TABLE `users` ADD `full_name` text;
--> statement-breakpoint
ALTER TABLE `users` ADD `email_signature` text;
