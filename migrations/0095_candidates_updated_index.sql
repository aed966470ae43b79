-- The cron's retention reads the candidates last changed before its cutoff through this index, not every candidate
-- on every run (found by bench/scale/outreach.ts: its plan scanned the whole table).
CREATE INDEX `candidates_updated_idx` ON `candidates` (`updated_at`);
