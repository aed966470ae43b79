-- Staff's candidate search answered inside an FTS5 index (issue 21), so a search costs its matches, not the table:
-- it was a LIKE over every candidate's name, email, phone and merged-away emails (bench/scale: twice as slow at
-- 50,000 candidates as at 500). The trigram tokenizer keeps what the LIKE did: any part of a name, an address or a
-- phone number of three characters or more is found, case aside; shorter searches still take the LIKE.
-- The merged-away emails (candidate_email_aliases) are one column of their candidate's entry, re-indexed when an
-- alias is added, moved or removed. As for jobs (0007), old values leave the index in BEFORE triggers and new ones
-- enter in AFTER triggers.
CREATE VIEW `candidates_fts_source` AS SELECT
	candidates.rowid AS candidate_rowid,
	candidates.first_name || ' ' || candidates.last_name AS name,
	candidates.email AS email,
	coalesce(candidates.phone, '') AS phone,
	coalesce((SELECT group_concat(aliases.email, ' ') FROM candidate_email_aliases aliases WHERE aliases.candidate_id = candidates.id), '') AS aliases
FROM candidates;
--> statement-breakpoint
CREATE VIRTUAL TABLE `candidates_fts` USING fts5(
	name, email, phone, aliases,
	content='candidates_fts_source', content_rowid='candidate_rowid',
	tokenize='trigram'
);
--> statement-breakpoint
-- A candidate's erasure (decision 030) must not leave their name, email or phone behind in the index's pages:
-- secure-delete removes a deleted entry's terms at once instead of marking them deleted until a merge.
INSERT INTO candidates_fts(candidates_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
CREATE TRIGGER `candidates_fts_after_insert` AFTER INSERT ON `candidates` BEGIN
	INSERT INTO candidates_fts(rowid, name, email, phone, aliases)
	SELECT candidate_rowid, name, email, phone, aliases FROM candidates_fts_source WHERE candidate_rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_fts_before_delete` BEFORE DELETE ON `candidates` BEGIN
	INSERT INTO candidates_fts(candidates_fts, rowid, name, email, phone, aliases)
	SELECT 'delete', candidate_rowid, name, email, phone, aliases FROM candidates_fts_source WHERE candidate_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_fts_before_update` BEFORE UPDATE OF first_name, last_name, email, phone ON `candidates` BEGIN
	INSERT INTO candidates_fts(candidates_fts, rowid, name, email, phone, aliases)
	SELECT 'delete', candidate_rowid, name, email, phone, aliases FROM candidates_fts_source WHERE candidate_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_fts_after_update` AFTER UPDATE OF first_name, last_name, email, phone ON `candidates` BEGIN
	INSERT INTO candidates_fts(rowid, name, email, phone, aliases)
	SELECT candidate_rowid, name, email, phone, aliases FROM candidates_fts_source WHERE candidate_rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_fts_before_alias_insert` BEFORE INSERT ON `candidate_email_aliases` BEGIN
	INSERT INTO candidates_fts(candidates_fts, rowid, name, email, phone, aliases)
	SELECT 'delete', candidate_rowid, name, email, phone, aliases FROM candidates_fts_source
	WHERE candidate_rowid IN (SELECT rowid FROM candidates WHERE id = new.candidate_id);
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_fts_after_alias_insert` AFTER INSERT ON `candidate_email_aliases` BEGIN
	INSERT INTO candidates_fts(rowid, name, email, phone, aliases)
	SELECT candidate_rowid, name, email, phone, aliases FROM candidates_fts_source
	WHERE candidate_rowid IN (SELECT rowid FROM candidates WHERE id = new.candidate_id);
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_fts_before_alias_delete` BEFORE DELETE ON `candidate_email_aliases` BEGIN
	INSERT INTO candidates_fts(candidates_fts, rowid, name, email, phone, aliases)
	SELECT 'delete', candidate_rowid, name, email, phone, aliases FROM candidates_fts_source
	WHERE candidate_rowid IN (SELECT rowid FROM candidates WHERE id = old.candidate_id);
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_fts_after_alias_delete` AFTER DELETE ON `candidate_email_aliases` BEGIN
	INSERT INTO candidates_fts(rowid, name, email, phone, aliases)
	SELECT candidate_rowid, name, email, phone, aliases FROM candidates_fts_source
	WHERE candidate_rowid IN (SELECT rowid FROM candidates WHERE id = old.candidate_id);
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_fts_before_alias_update` BEFORE UPDATE OF email, candidate_id ON `candidate_email_aliases` BEGIN
	INSERT INTO candidates_fts(candidates_fts, rowid, name, email, phone, aliases)
	SELECT 'delete', candidate_rowid, name, email, phone, aliases FROM candidates_fts_source
	WHERE candidate_rowid IN (SELECT rowid FROM candidates WHERE id IN (old.candidate_id, new.candidate_id));
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_fts_after_alias_update` AFTER UPDATE OF email, candidate_id ON `candidate_email_aliases` BEGIN
	INSERT INTO candidates_fts(rowid, name, email, phone, aliases)
	SELECT candidate_rowid, name, email, phone, aliases FROM candidates_fts_source
	WHERE candidate_rowid IN (SELECT rowid FROM candidates WHERE id IN (old.candidate_id, new.candidate_id));
END;
--> statement-breakpoint
INSERT INTO candidates_fts(candidates_fts) VALUES ('rebuild');
