-- Keyword search at 100,000 jobs (issue 5). The FTS5 index now also knows whether a job is public, its status,
-- location and industry, so a search filters, ranks and counts inside the index instead of reading every job that
-- has the words from `jobs`:
--   * a published job's words are indexed under title, company, description; any other job's under hidden_title,
--     hidden_company, hidden_description. The public search matches the first three columns only: published jobs,
--     exactly, with no extra search term (a "published" term would cost bm25 a pass over nine jobs in ten).
--   * status: draft, published or archived, for staff's status filter.
--   * facets: three single-word tokens naming the job's location, its industry, and both, spelled in hex
--     (l<hex(location)>0, i<hex(industry)>0, c<hex(location)>x<hex(industry)>0). Hex makes one word of any value,
--     and equal tokens mean equal values (x cannot occur in hex), so the index answers the location and industry filters exactly; the
--     final 0 keeps the porter stemmer (which only trims letter endings) off them. worker/domain/job-search.ts
--     spells the same tokens.
-- `jobs_fts_source` says once what is indexed for a job; the triggers and 'rebuild' read it. The old values leave
-- the index in BEFORE triggers, while the view still shows them; the new ones enter in AFTER triggers.
-- FTS5 cannot add columns to an index: it is dropped and rebuilt with the same tokenizer.
DROP TRIGGER `jobs_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER `jobs_fts_after_delete`;
--> statement-breakpoint
DROP TRIGGER `jobs_fts_after_update`;
--> statement-breakpoint
DROP TABLE `jobs_fts`;
--> statement-breakpoint
CREATE VIEW `jobs_fts_source` AS SELECT
	rowid AS job_rowid,
	iif(status = 'published', title, NULL) AS title,
	iif(status = 'published', company, NULL) AS company,
	iif(status = 'published', description, NULL) AS description,
	iif(status = 'published', NULL, title) AS hidden_title,
	iif(status = 'published', NULL, company) AS hidden_company,
	iif(status = 'published', NULL, description) AS hidden_description,
	status,
	'l' || hex(location) || '0 i' || hex(industry) || '0 c' || hex(location) || 'x' || hex(industry) || '0' AS facets
FROM jobs;
--> statement-breakpoint
CREATE VIRTUAL TABLE `jobs_fts` USING fts5(
	title, company, description, hidden_title, hidden_company, hidden_description, status, facets,
	content='jobs_fts_source', content_rowid='job_rowid',
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_after_insert` AFTER INSERT ON `jobs` BEGIN
	INSERT INTO jobs_fts(rowid, title, company, description, hidden_title, hidden_company, hidden_description, status, facets)
	SELECT job_rowid, title, company, description, hidden_title, hidden_company, hidden_description, status, facets
	FROM jobs_fts_source WHERE job_rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_before_delete` BEFORE DELETE ON `jobs` BEGIN
	INSERT INTO jobs_fts(jobs_fts, rowid, title, company, description, hidden_title, hidden_company, hidden_description, status, facets)
	SELECT 'delete', job_rowid, title, company, description, hidden_title, hidden_company, hidden_description, status, facets
	FROM jobs_fts_source WHERE job_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_before_update` BEFORE UPDATE OF title, company, description, status, location, industry ON `jobs` BEGIN
	INSERT INTO jobs_fts(jobs_fts, rowid, title, company, description, hidden_title, hidden_company, hidden_description, status, facets)
	SELECT 'delete', job_rowid, title, company, description, hidden_title, hidden_company, hidden_description, status, facets
	FROM jobs_fts_source WHERE job_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_after_update` AFTER UPDATE OF title, company, description, status, location, industry ON `jobs` BEGIN
	INSERT INTO jobs_fts(rowid, title, company, description, hidden_title, hidden_company, hidden_description, status, facets)
	SELECT job_rowid, title, company, description, hidden_title, hidden_company, hidden_description, status, facets
	FROM jobs_fts_source WHERE job_rowid = new.rowid;
END;
--> statement-breakpoint
INSERT INTO jobs_fts(jobs_fts) VALUES ('rebuild');
