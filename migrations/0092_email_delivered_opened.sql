-- Issue 50 (decision 121): the email service's `delivered` and `opened` events, and the bounce of one email, recorded
-- on the delivery they are about (found by the service's id for it), so a campaign's messages and a sequence's page
-- count them; the first time of each is kept, so a retried event counts once.
ALTER TABLE `deliveries` ADD `delivered_at` integer;
--> statement-breakpoint
ALTER TABLE `deliveries` ADD `opened_at` integer;
--> statement-breakpoint
ALTER TABLE `deliveries` ADD `bounced_at` integer;
--> statement-breakpoint
CREATE INDEX `deliveries_provider_idx` ON `deliveries` (`provider_id`);
