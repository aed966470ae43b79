-- Issue 43 item 1: a submittal still waiting for the client closes when the firm decides its application (placed,
-- withdrawn, not a fit), in the very statement that moves the stage, so a client's late answer can never move a
-- decided application again. A trigger, because the applications area moves stages and the submittals area is above
-- it (submittals move stages; applications must not reach up into submittals). The statuses are
-- SUBMITTAL_OPEN_STATUSES; the stages are the firm's decisions (worker/db/schema/submittals.ts says so beside the table).
CREATE TRIGGER `submittals_close_on_firm_decision`
AFTER UPDATE OF `stage` ON `applications`
WHEN NEW.`stage` IN ('placed', 'withdrawn', 'not_a_fit') AND OLD.`stage` IS NOT NEW.`stage`
BEGIN
  UPDATE `submittals`
  SET `status` = 'closed',
    `decided_at` = CAST(unixepoch('subsec') * 1000 AS integer),
    `updated_at` = CAST(unixepoch('subsec') * 1000 AS integer)
  WHERE `application_id` = NEW.`id` AND `status` IN ('awaiting', 'hold');
END;
