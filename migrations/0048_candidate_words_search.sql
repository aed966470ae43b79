-- Issue 33 item 6: the candidates search also finds a candidate by a word of their current position, their resume,
-- staff's notes or their tags, ranked, as the applications search does. Those are words, not parts of an address: a
-- second index, of words (unicode61, each word a prefix, as the applications' of migration 0030), over one entry per
-- candidate: their name (so "morgan nurse" finds Morgan the nurse), tags (new: `candidates.tags`, a JSON array), and
-- the current positions, notes and resume texts of all their applications. The trigram index of 0031 keeps names,
-- emails and phones found anywhere inside them. A resume's 3-8 KB in a trigram index would be about three entries
-- per character; in a word index it is one per distinct word. The tags are indexed as their JSON text, whose quotes
-- and commas the tokenizer skips (json_each in the view breaks FTS5's rebuild: "no such table: main.json_each").
-- Kept like 0031's: old values leave in BEFORE triggers, new ones enter in AFTER triggers, for the candidate whose
-- entry changes. Each trigger reaches its candidate through `candidates`, so while a candidate or an application is
-- being deleted, the cascades it causes (notes, applications' candidate_id set null) find no candidate to re-index
-- and leave the entry alone; the AFTER trigger of the delete itself writes what remains.
ALTER TABLE `candidates` ADD `tags` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
CREATE VIEW `candidates_words_fts_source` AS SELECT
	candidates.rowid AS candidate_rowid,
	candidates.first_name || ' ' || candidates.last_name AS name,
	candidates.tags AS tags,
	coalesce((SELECT group_concat(a.current_position, ' ') FROM applications a WHERE a.candidate_id = candidates.id), '') AS current_position,
	coalesce((SELECT group_concat(n.body, ' ') FROM application_notes n JOIN applications a ON a.id = n.application_id WHERE a.candidate_id = candidates.id), '') AS notes,
	coalesce((SELECT group_concat(a.resume_text, ' ') FROM applications a WHERE a.candidate_id = candidates.id), '') AS resume_text
FROM candidates;
--> statement-breakpoint
CREATE VIRTUAL TABLE `candidates_words_fts` USING fts5(
	name, tags, current_position, notes, resume_text,
	content='candidates_words_fts_source', content_rowid='candidate_rowid',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
-- An erased candidate's words leave the index's pages at once (decision 030), as in candidates_fts.
INSERT INTO candidates_words_fts(candidates_words_fts, rank) VALUES ('secure-delete', 1);
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_after_insert` AFTER INSERT ON `candidates` BEGIN
	INSERT INTO candidates_words_fts(rowid, name, tags, current_position, notes, resume_text)
	SELECT candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_before_delete` BEFORE DELETE ON `candidates` BEGIN
	INSERT INTO candidates_words_fts(candidates_words_fts, rowid, name, tags, current_position, notes, resume_text)
	SELECT 'delete', candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_before_update` BEFORE UPDATE OF first_name, last_name, tags ON `candidates` BEGIN
	INSERT INTO candidates_words_fts(candidates_words_fts, rowid, name, tags, current_position, notes, resume_text)
	SELECT 'delete', candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_after_update` AFTER UPDATE OF first_name, last_name, tags ON `candidates` BEGIN
	INSERT INTO candidates_words_fts(rowid, name, tags, current_position, notes, resume_text)
	SELECT candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_before_application_insert` BEFORE INSERT ON `applications` BEGIN
	INSERT INTO candidates_words_fts(candidates_words_fts, rowid, name, tags, current_position, notes, resume_text)
	SELECT 'delete', candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid IN (SELECT rowid FROM candidates WHERE id = new.candidate_id);
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_after_application_insert` AFTER INSERT ON `applications` BEGIN
	INSERT INTO candidates_words_fts(rowid, name, tags, current_position, notes, resume_text)
	SELECT candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid IN (SELECT rowid FROM candidates WHERE id = new.candidate_id);
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_before_application_delete` BEFORE DELETE ON `applications` BEGIN
	INSERT INTO candidates_words_fts(candidates_words_fts, rowid, name, tags, current_position, notes, resume_text)
	SELECT 'delete', candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid IN (SELECT rowid FROM candidates WHERE id = old.candidate_id);
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_after_application_delete` AFTER DELETE ON `applications` BEGIN
	INSERT INTO candidates_words_fts(rowid, name, tags, current_position, notes, resume_text)
	SELECT candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid IN (SELECT rowid FROM candidates WHERE id = old.candidate_id);
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_before_application_update` BEFORE UPDATE OF current_position, resume_text, candidate_id ON `applications` BEGIN
	INSERT INTO candidates_words_fts(candidates_words_fts, rowid, name, tags, current_position, notes, resume_text)
	SELECT 'delete', candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid IN (SELECT rowid FROM candidates WHERE id IN (old.candidate_id, new.candidate_id));
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_after_application_update` AFTER UPDATE OF current_position, resume_text, candidate_id ON `applications` BEGIN
	INSERT INTO candidates_words_fts(rowid, name, tags, current_position, notes, resume_text)
	SELECT candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid IN (SELECT rowid FROM candidates WHERE id IN (old.candidate_id, new.candidate_id));
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_before_note_insert` BEFORE INSERT ON `application_notes` BEGIN
	INSERT INTO candidates_words_fts(candidates_words_fts, rowid, name, tags, current_position, notes, resume_text)
	SELECT 'delete', candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid IN (SELECT c.rowid FROM candidates c JOIN applications a ON a.candidate_id = c.id WHERE a.id = new.application_id);
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_after_note_insert` AFTER INSERT ON `application_notes` BEGIN
	INSERT INTO candidates_words_fts(rowid, name, tags, current_position, notes, resume_text)
	SELECT candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid IN (SELECT c.rowid FROM candidates c JOIN applications a ON a.candidate_id = c.id WHERE a.id = new.application_id);
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_before_note_delete` BEFORE DELETE ON `application_notes` BEGIN
	INSERT INTO candidates_words_fts(candidates_words_fts, rowid, name, tags, current_position, notes, resume_text)
	SELECT 'delete', candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid IN (SELECT c.rowid FROM candidates c JOIN applications a ON a.candidate_id = c.id WHERE a.id = old.application_id);
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_after_note_delete` AFTER DELETE ON `application_notes` BEGIN
	INSERT INTO candidates_words_fts(rowid, name, tags, current_position, notes, resume_text)
	SELECT candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid IN (SELECT c.rowid FROM candidates c JOIN applications a ON a.candidate_id = c.id WHERE a.id = old.application_id);
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_before_note_update` BEFORE UPDATE OF body, application_id ON `application_notes` BEGIN
	INSERT INTO candidates_words_fts(candidates_words_fts, rowid, name, tags, current_position, notes, resume_text)
	SELECT 'delete', candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid IN (SELECT c.rowid FROM candidates c JOIN applications a ON a.candidate_id = c.id WHERE a.id IN (old.application_id, new.application_id));
END;
--> statement-breakpoint
CREATE TRIGGER `candidates_words_fts_after_note_update` AFTER UPDATE OF body, application_id ON `application_notes` BEGIN
	INSERT INTO candidates_words_fts(rowid, name, tags, current_position, notes, resume_text)
	SELECT candidate_rowid, name, tags, current_position, notes, resume_text FROM candidates_words_fts_source WHERE candidate_rowid IN (SELECT c.rowid FROM candidates c JOIN applications a ON a.candidate_id = c.id WHERE a.id IN (old.application_id, new.application_id));
END;
--> statement-breakpoint
INSERT INTO candidates_words_fts(candidates_words_fts) VALUES ('rebuild');
