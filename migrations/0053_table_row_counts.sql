-- Issue 35 (bench/scale with 1,000,000 activity entries and 500,000 deliveries): the activity log and the deliveries
-- screen open unfiltered, and counting every row for X-Total-Count reads a whole index, time that grows with the
-- table (2.6x from 10,000 to 1,000,000 entries). Their totals are kept beside them by triggers, in the same
-- statement as each insert or delete, so an unfiltered page reads one row. The insert is an upsert: a total whose
-- row is missing starts again from its table's first row.
CREATE TABLE `table_row_counts` (
	`table_name` text PRIMARY KEY NOT NULL,
	`row_count` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `table_row_counts` (`table_name`, `row_count`) SELECT 'admin_activity_logs', count(*) FROM `admin_activity_logs`;
--> statement-breakpoint
INSERT INTO `table_row_counts` (`table_name`, `row_count`) SELECT 'deliveries', count(*) FROM `deliveries`;
--> statement-breakpoint
CREATE TRIGGER `admin_activity_logs_count_after_insert` AFTER INSERT ON `admin_activity_logs` BEGIN
	INSERT INTO table_row_counts (table_name, row_count) VALUES ('admin_activity_logs', 1)
		ON CONFLICT (table_name) DO UPDATE SET row_count = row_count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_activity_logs_count_after_delete` AFTER DELETE ON `admin_activity_logs` BEGIN
	UPDATE table_row_counts SET row_count = row_count - 1 WHERE table_name = 'admin_activity_logs';
END;
--> statement-breakpoint
CREATE TRIGGER `deliveries_count_after_insert` AFTER INSERT ON `deliveries` BEGIN
	INSERT INTO table_row_counts (table_name, row_count) VALUES ('deliveries', 1)
		ON CONFLICT (table_name) DO UPDATE SET row_count = row_count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `deliveries_count_after_delete` AFTER DELETE ON `deliveries` BEGIN
	UPDATE table_row_counts SET row_count = row_count - 1 WHERE table_name = 'deliveries';
END;
