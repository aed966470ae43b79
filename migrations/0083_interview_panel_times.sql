-- Issue 47 items 2-3: the panel's own free times. An interview may rotate among a pool ("any N of these M":
-- round_robin_pick N, the pool being the members not required); each seat may cap its interviews a day, says when it
-- marked its times, and whether it sits in the interview (a pool member once a pick chose them). Each seat's marked
-- free times, and the short holds a candidate's choice puts on the panel's time while they confirm it.
ALTER TABLE `interviews` ADD `round_robin_pick` integer;
--> statement-breakpoint
ALTER TABLE `interview_panel` ADD `daily_cap` integer;
--> statement-breakpoint
ALTER TABLE `interview_panel` ADD `seated` integer DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE `interview_panel` ADD `times_marked_at` integer;
--> statement-breakpoint
CREATE TABLE `interview_availability` (
	`id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`panel_member_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`panel_member_id`) REFERENCES `interview_panel`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `interview_availability_member_idx` ON `interview_availability` (`panel_member_id`,`starts_at`);
--> statement-breakpoint
CREATE INDEX `interview_availability_interview_idx` ON `interview_availability` (`interview_id`);
--> statement-breakpoint
CREATE TABLE `interview_holds` (
	`id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`panel_member_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`panel_member_id`) REFERENCES `interview_panel`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interview_holds_member_unique` ON `interview_holds` (`interview_id`,`panel_member_id`);
--> statement-breakpoint
CREATE INDEX `interview_holds_member_idx` ON `interview_holds` (`panel_member_id`);
--> statement-breakpoint
CREATE INDEX `interview_holds_expires_idx` ON `interview_holds` (`expires_at`);
