-- Resume text search (issue 17): each application keeps its resume's words, read by a `resume_text` delivery on the
-- queue after the application is stored, and an external-content FTS5 index over the name, email, current position
-- and resume text answers staff's search. `applications_fts_source` says once what is indexed for an application;
-- as for jobs (0007), the old values leave the index in BEFORE triggers and the new ones enter in AFTER triggers.
ALTER TABLE `applications` ADD `resume_text` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `resume_text_status` text;--> statement-breakpoint
CREATE VIEW `applications_fts_source` AS SELECT
	rowid AS application_rowid,
	first_name || ' ' || last_name AS name,
	email,
	current_position,
	resume_text
FROM applications;
--> statement-breakpoint
CREATE VIRTUAL TABLE `applications_fts` USING fts5(
	name, email, current_position, resume_text,
	content='applications_fts_source', content_rowid='application_rowid',
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `applications_fts_after_insert` AFTER INSERT ON `applications` BEGIN
	INSERT INTO applications_fts(rowid, name, email, current_position, resume_text)
	SELECT application_rowid, name, email, current_position, resume_text FROM applications_fts_source WHERE application_rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_fts_before_delete` BEFORE DELETE ON `applications` BEGIN
	INSERT INTO applications_fts(applications_fts, rowid, name, email, current_position, resume_text)
	SELECT 'delete', application_rowid, name, email, current_position, resume_text FROM applications_fts_source WHERE application_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_fts_before_update` BEFORE UPDATE OF first_name, last_name, email, current_position, resume_text ON `applications` BEGIN
	INSERT INTO applications_fts(applications_fts, rowid, name, email, current_position, resume_text)
	SELECT 'delete', application_rowid, name, email, current_position, resume_text FROM applications_fts_source WHERE application_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_fts_after_update` AFTER UPDATE OF first_name, last_name, email, current_position, resume_text ON `applications` BEGIN
	INSERT INTO applications_fts(rowid, name, email, current_position, resume_text)
	SELECT application_rowid, name, email, current_position, resume_text FROM applications_fts_source WHERE application_rowid = new.rowid;
END;
--> statement-breakpoint
-- Applications already stored: a .doc resume cannot be read; a PDF or DOCX waits for its resume_text delivery,
-- which the cron's sweep hands to the queue. Their names, emails and positions are searchable at once.
UPDATE `applications` SET `resume_text_status` = iif(lower(`resume_key`) LIKE '%.doc', 'not_extracted', 'pending')
WHERE `resume_key` IS NOT NULL;
--> statement-breakpoint
INSERT INTO `deliveries` (`id`, `kind`, `recipient`, `summary`, `payload`, `related_type`, `related_id`, `status`, `attempts`, `created_at`, `updated_at`)
SELECT 'resume-text-' || `id`, 'resume_text', 'Application ' || `id`, substr('Resume text of ' || `first_name` || ' ' || `last_name`, 1, 200),
  json_object('applicationId', `id`), 'application', `id`, 'pending', 0, `created_at`, `created_at`
FROM `applications` WHERE `resume_text_status` = 'pending';
--> statement-breakpoint
INSERT INTO applications_fts(applications_fts) VALUES ('rebuild');
