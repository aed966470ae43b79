-- Issue 47 items 1 and 3: the candidate's timeline shows each interview's events (times offered and the link sent,
-- scheduled, moved, cancelled, attendance), read from the activity log by the interviews' ids; the log's indexes
-- were by type and time only, so each timeline read every interview entry of the firm.
CREATE INDEX `admin_activity_logs_entity_id_idx` ON `admin_activity_logs` (`entity_type`,`entity_id`);
