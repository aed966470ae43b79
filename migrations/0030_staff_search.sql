-- Staff's searches answered inside FTS5 indexes (issue 21), so a search costs the page it shows, not the table:
-- 1. The applications index (0018) also holds the title of the job applied for, which the search matched with a LIKE
--    over every application joined to its job. A job's new title re-indexes its applications; a job deleted leaves
--    them indexed with no title before the foreign key clears their job_id (which re-indexes them again, the same).
-- 2. A new index over the messages inbox (contacts): name, email, company and message, which the search matched with
--    four LIKEs over every message.
-- Neither index stems words (0018's did): staff type names in part and every word is a prefix, and the Porter stemmer
-- also stems a prefix, so "tay" became "tai" and found no Taylor, "ray" no Raymond. What is typed is matched as typed.
-- As for jobs (0007), the old values leave an index in BEFORE triggers and the new ones enter in AFTER triggers.
DROP TRIGGER `applications_fts_after_insert`;--> statement-breakpoint
DROP TRIGGER `applications_fts_before_delete`;--> statement-breakpoint
DROP TRIGGER `applications_fts_before_update`;--> statement-breakpoint
DROP TRIGGER `applications_fts_after_update`;--> statement-breakpoint
DROP TABLE `applications_fts`;--> statement-breakpoint
DROP VIEW `applications_fts_source`;--> statement-breakpoint
CREATE VIEW `applications_fts_source` AS SELECT
	applications.rowid AS application_rowid,
	applications.first_name || ' ' || applications.last_name AS name,
	applications.email AS email,
	applications.current_position AS current_position,
	applications.resume_text AS resume_text,
	jobs.title AS job_title
FROM applications LEFT JOIN jobs ON jobs.id = applications.job_id;
--> statement-breakpoint
CREATE VIRTUAL TABLE `applications_fts` USING fts5(
	name, email, current_position, resume_text, job_title,
	content='applications_fts_source', content_rowid='application_rowid',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `applications_fts_after_insert` AFTER INSERT ON `applications` BEGIN
	INSERT INTO applications_fts(rowid, name, email, current_position, resume_text, job_title)
	SELECT application_rowid, name, email, current_position, resume_text, job_title FROM applications_fts_source WHERE application_rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_fts_before_delete` BEFORE DELETE ON `applications` BEGIN
	INSERT INTO applications_fts(applications_fts, rowid, name, email, current_position, resume_text, job_title)
	SELECT 'delete', application_rowid, name, email, current_position, resume_text, job_title FROM applications_fts_source WHERE application_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_fts_before_update` BEFORE UPDATE OF first_name, last_name, email, current_position, resume_text, job_id ON `applications` BEGIN
	INSERT INTO applications_fts(applications_fts, rowid, name, email, current_position, resume_text, job_title)
	SELECT 'delete', application_rowid, name, email, current_position, resume_text, job_title FROM applications_fts_source WHERE application_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_fts_after_update` AFTER UPDATE OF first_name, last_name, email, current_position, resume_text, job_id ON `applications` BEGIN
	INSERT INTO applications_fts(rowid, name, email, current_position, resume_text, job_title)
	SELECT application_rowid, name, email, current_position, resume_text, job_title FROM applications_fts_source WHERE application_rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_fts_before_job_title_update` BEFORE UPDATE OF title ON `jobs` BEGIN
	INSERT INTO applications_fts(applications_fts, rowid, name, email, current_position, resume_text, job_title)
	SELECT 'delete', s.application_rowid, s.name, s.email, s.current_position, s.resume_text, s.job_title
	FROM applications_fts_source s JOIN applications a ON a.rowid = s.application_rowid WHERE a.job_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_fts_after_job_title_update` AFTER UPDATE OF title ON `jobs` BEGIN
	INSERT INTO applications_fts(rowid, name, email, current_position, resume_text, job_title)
	SELECT s.application_rowid, s.name, s.email, s.current_position, s.resume_text, s.job_title
	FROM applications_fts_source s JOIN applications a ON a.rowid = s.application_rowid WHERE a.job_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_fts_before_job_delete` BEFORE DELETE ON `jobs` BEGIN
	INSERT INTO applications_fts(applications_fts, rowid, name, email, current_position, resume_text, job_title)
	SELECT 'delete', s.application_rowid, s.name, s.email, s.current_position, s.resume_text, s.job_title
	FROM applications_fts_source s JOIN applications a ON a.rowid = s.application_rowid WHERE a.job_id = old.id;
	INSERT INTO applications_fts(rowid, name, email, current_position, resume_text, job_title)
	SELECT s.application_rowid, s.name, s.email, s.current_position, s.resume_text, NULL
	FROM applications_fts_source s JOIN applications a ON a.rowid = s.application_rowid WHERE a.job_id = old.id;
END;
--> statement-breakpoint
INSERT INTO applications_fts(applications_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIEW `contacts_fts_source` AS SELECT
	rowid AS contact_rowid,
	first_name || ' ' || last_name AS name,
	email,
	coalesce(company, '') AS company,
	message
FROM contacts;
--> statement-breakpoint
CREATE VIRTUAL TABLE `contacts_fts` USING fts5(
	name, email, company, message,
	content='contacts_fts_source', content_rowid='contact_rowid',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `contacts_fts_after_insert` AFTER INSERT ON `contacts` BEGIN
	INSERT INTO contacts_fts(rowid, name, email, company, message)
	SELECT contact_rowid, name, email, company, message FROM contacts_fts_source WHERE contact_rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_fts_before_delete` BEFORE DELETE ON `contacts` BEGIN
	INSERT INTO contacts_fts(contacts_fts, rowid, name, email, company, message)
	SELECT 'delete', contact_rowid, name, email, company, message FROM contacts_fts_source WHERE contact_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_fts_before_update` BEFORE UPDATE OF first_name, last_name, email, company, message ON `contacts` BEGIN
	INSERT INTO contacts_fts(contacts_fts, rowid, name, email, company, message)
	SELECT 'delete', contact_rowid, name, email, company, message FROM contacts_fts_source WHERE contact_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_fts_after_update` AFTER UPDATE OF first_name, last_name, email, company, message ON `contacts` BEGIN
	INSERT INTO contacts_fts(rowid, name, email, company, message)
	SELECT contact_rowid, name, email, company, message FROM contacts_fts_source WHERE contact_rowid = new.rowid;
END;
--> statement-breakpoint
INSERT INTO contacts_fts(contacts_fts) VALUES ('rebuild');
