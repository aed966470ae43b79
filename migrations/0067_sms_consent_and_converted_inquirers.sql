-- The application form asks the contact form's two SMS consents (a working day without workarounds, item 5): stored
-- with the application, they give the candidate's consent to texts, read by the applicant's phone.
ALTER TABLE `applications` ADD `sms_marketing_consent` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `applications` ADD `sms_appointment_consent` integer DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX `applications_phone_idx` ON `applications` (`phone`);
--> statement-breakpoint
-- An employer's inquiry made a client (item 8, decision 086): the inquirer is a client contact, not a candidate, and
-- the message is handled. Inquiries converted before this leave the candidates the same way a conversion now does:
-- the candidate they made goes when nothing else of theirs is on file (no application, booking, other message,
-- email conversation or legal hold), and the message is marked done and filed under no candidate.
DELETE FROM `candidates`
WHERE `legal_hold` = 0
  AND `id` IN (
    SELECT `c`.`candidate_id` FROM `contacts` `c` JOIN `crm_leads` `l` ON `l`.`contact_id` = `c`.`id`
    WHERE `l`.`client_id` IS NOT NULL AND `c`.`candidate_id` IS NOT NULL
  )
  AND NOT EXISTS (SELECT 1 FROM `applications` `a` WHERE `a`.`candidate_id` = `candidates`.`id`)
  AND NOT EXISTS (SELECT 1 FROM `booking_appointments` `b` WHERE `b`.`candidate_id` = `candidates`.`id`)
  AND NOT EXISTS (SELECT 1 FROM `email_threads` `t` WHERE `t`.`candidate_id` = `candidates`.`id`)
  AND NOT EXISTS (
    SELECT 1 FROM `contacts` `o` WHERE `o`.`candidate_id` = `candidates`.`id`
      AND `o`.`id` NOT IN (SELECT `contact_id` FROM `crm_leads` WHERE `client_id` IS NOT NULL AND `contact_id` IS NOT NULL)
  );
--> statement-breakpoint
UPDATE `contacts` SET `candidate_id` = NULL, `status` = 'done'
WHERE `id` IN (SELECT `contact_id` FROM `crm_leads` WHERE `client_id` IS NOT NULL AND `contact_id` IS NOT NULL);
