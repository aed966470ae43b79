-- Keyword search over jobs (GET /api/jobs?title=...): an external-content FTS5 index of title, company and
-- description. It stores only the index, reading the text from `jobs`; the triggers keep it in step with every
-- insert, update and delete, and the rebuild fills it from the rows that exist when this migration runs.
-- Note: `wrangler d1 export` refuses databases with virtual tables (README "Jobs").
CREATE VIRTUAL TABLE `jobs_fts` USING fts5(
	title, company, description,
	content='jobs', content_rowid='rowid',
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_after_insert` AFTER INSERT ON `jobs` BEGIN
	INSERT INTO jobs_fts(rowid, title, company, description) VALUES (new.rowid, new.title, new.company, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_after_delete` AFTER DELETE ON `jobs` BEGIN
	INSERT INTO jobs_fts(jobs_fts, rowid, title, company, description) VALUES ('delete', old.rowid, old.title, old.company, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_after_update` AFTER UPDATE OF title, company, description ON `jobs` BEGIN
	INSERT INTO jobs_fts(jobs_fts, rowid, title, company, description) VALUES ('delete', old.rowid, old.title, old.company, old.description);
	INSERT INTO jobs_fts(rowid, title, company, description) VALUES (new.rowid, new.title, new.company, new.description);
END;
--> statement-breakpoint
INSERT INTO jobs_fts(jobs_fts) VALUES ('rebuild');
