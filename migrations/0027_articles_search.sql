-- Article search (issue 21): an external-content FTS5 index over each article's title, summary, category, keywords and body,
-- so /resources searches on the server and pages its answer instead of sending every article to every visitor.
-- `articles_fts_source` says once what is indexed; as for jobs (0007) and applications (0018), the old values leave
-- the index in BEFORE triggers and the new ones enter in AFTER triggers. The status is not indexed: the search
-- joins the matches to `articles` for it and for the category filter.
-- The (status, category, published_at, read_time) index serves a category's page newest first and, covering
-- read_time, the statistics' count and average by category without reading the articles.
CREATE INDEX `articles_status_category_published_idx` ON `articles` (`status`,`category`,`published_at`,`read_time`);--> statement-breakpoint
CREATE VIEW `articles_fts_source` AS SELECT
	rowid AS article_rowid,
	title,
	summary,
	category,
	coalesce(keywords, '') AS keywords,
	content
FROM articles;
--> statement-breakpoint
CREATE VIRTUAL TABLE `articles_fts` USING fts5(
	title, summary, category, keywords, content,
	content='articles_fts_source', content_rowid='article_rowid',
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `articles_fts_after_insert` AFTER INSERT ON `articles` BEGIN
	INSERT INTO articles_fts(rowid, title, summary, category, keywords, content)
	SELECT article_rowid, title, summary, category, keywords, content FROM articles_fts_source WHERE article_rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_before_delete` BEFORE DELETE ON `articles` BEGIN
	INSERT INTO articles_fts(articles_fts, rowid, title, summary, category, keywords, content)
	SELECT 'delete', article_rowid, title, summary, category, keywords, content FROM articles_fts_source WHERE article_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_before_update` BEFORE UPDATE OF title, summary, category, keywords, content ON `articles` BEGIN
	INSERT INTO articles_fts(articles_fts, rowid, title, summary, category, keywords, content)
	SELECT 'delete', article_rowid, title, summary, category, keywords, content FROM articles_fts_source WHERE article_rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_after_update` AFTER UPDATE OF title, summary, category, keywords, content ON `articles` BEGIN
	INSERT INTO articles_fts(rowid, title, summary, category, keywords, content)
	SELECT article_rowid, title, summary, category, keywords, content FROM articles_fts_source WHERE article_rowid = new.rowid;
END;
--> statement-breakpoint
INSERT INTO articles_fts(articles_fts) VALUES ('rebuild');
