-- Issue 50 "Scale" (bench/scale/outreach.ts): each sender's places taken per day of the daily cap, kept by triggers on
-- bulk_send_slots, so a send finds its day by reading one row per day looked at instead of counting every place of
-- every full day before it (6,000 rows a send once 60 days of a cap of 100 are taken).
CREATE TABLE `bulk_send_days` (
	`sender` text NOT NULL,
	`day` text NOT NULL,
	`taken` integer NOT NULL,
	PRIMARY KEY(`sender`, `day`)
);
--> statement-breakpoint
INSERT INTO `bulk_send_days` (`sender`, `day`, `taken`) SELECT `sender`, `day`, count(*) FROM `bulk_send_slots` GROUP BY `sender`, `day`;
--> statement-breakpoint
CREATE TRIGGER `bulk_send_slots_taken` AFTER INSERT ON `bulk_send_slots` BEGIN
  INSERT INTO `bulk_send_days` (`sender`, `day`, `taken`) VALUES (new.`sender`, new.`day`, 1)
    ON CONFLICT (`sender`, `day`) DO UPDATE SET `taken` = `taken` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bulk_send_slots_freed` AFTER DELETE ON `bulk_send_slots` BEGIN
  UPDATE `bulk_send_days` SET `taken` = `taken` - 1 WHERE `sender` = old.`sender` AND `day` = old.`day`;
END;
