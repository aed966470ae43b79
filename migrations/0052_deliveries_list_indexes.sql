-- Issue 35 (bench/scale with 500,000 deliveries): the deliveries screen reads newest first, unfiltered or by status,
-- and its banners count the messages waiting for each service that is not connected. Without an index on the time,
-- every first page sorted all deliveries (71 ms at 500,000 rows in SQLite alone); the banners read each waiting row.
CREATE INDEX `deliveries_created_idx` ON `deliveries` (`created_at`);
--> statement-breakpoint
CREATE INDEX `deliveries_status_created_idx` ON `deliveries` (`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `deliveries_waiting_idx` ON `deliveries` (`status`,`kind`,`waiting_reason`);
