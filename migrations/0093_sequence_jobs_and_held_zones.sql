-- Issue 50, the gaps of decision 115 (decision 122): the job an enrolment came from (a job's matches, a pipeline
-- stage of a job), whose title and client fill a step's {{job.title}} and {{client.name}}; and the clock a campaign's
-- held text was held to, so its reason says the recipient's local time and zone.
ALTER TABLE `sequence_enrollments` ADD `job_id` text REFERENCES jobs(id) ON DELETE set null;
--> statement-breakpoint
CREATE INDEX `sequence_enrollments_job_idx` ON `sequence_enrollments` (`job_id`);
--> statement-breakpoint
ALTER TABLE `sequence_enrollment_batches` ADD `job_id` text REFERENCES jobs(id) ON DELETE set null;
--> statement-breakpoint
ALTER TABLE `campaign_messages` ADD `held_zone` text;
