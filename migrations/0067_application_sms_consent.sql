-- The application form asks the contact form's two SMS consents (a working day without workarounds, item 5): stored
-- with the application, they give the candidate's consent to texts, read by the applicant's phone.
ALTER TABLE `applications` ADD `sms_marketing_consent` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `applications` ADD `sms_appointment_consent` integer DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX `applications_phone_idx` ON `applications` (`phone`);
