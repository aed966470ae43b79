-- Issue 46: a radius search on /jobs counts its matches from two indexes alone (decision 097): the box of published
-- jobs by coordinates and the remote ones by type, each with the type and the pay a salary floor reads. They replace
-- the (status, latitude) and (status, type) indexes, which are their first columns.
DROP INDEX `jobs_status_latitude_idx`;
--> statement-breakpoint
DROP INDEX `jobs_status_type_idx`;
--> statement-breakpoint
CREATE INDEX `jobs_status_place_idx` ON `jobs` (`status`,`latitude`,`longitude`,`type`,`salary_period`,`salary_max_cents`,`salary_min_cents`);
--> statement-breakpoint
CREATE INDEX `jobs_status_type_salary_idx` ON `jobs` (`status`,`type`,`salary_period`,`salary_max_cents`,`salary_min_cents`);
