-- LinkedIn posts move onto the one delivery pipeline: every post, sent or not, gets its `linkedin_post` delivery
-- (the post's own id serves as the delivery's, both being UUIDs), which takes over its attempts, next attempt and
-- waiting error, so nothing waiting is lost and the history shows on the deliveries screen. A failed post keeps its
-- error, which the dashboard shows.
INSERT INTO `deliveries` (`id`, `kind`, `recipient`, `summary`, `payload`, `related_type`, `related_id`, `status`, `attempts`, `next_attempt_at`, `last_error`, `provider_id`, `sent_at`, `created_at`, `updated_at`)
SELECT p.`id`, 'linkedin_post', 'LinkedIn', substr(coalesce(a.`title`, p.`post_content`), 1, 200), json_object('postId', p.`id`),
  'linkedin_post', p.`id`,
  CASE p.`status` WHEN 'posted' THEN 'sent' WHEN 'failed' THEN 'failed' ELSE 'pending' END,
  p.`attempts`, CASE WHEN p.`status` = 'pending' THEN p.`next_attempt_at` END, p.`error`, p.`linkedin_post_id`, p.`posted_at`,
  p.`created_at`, p.`created_at`
FROM `linkedin_posts` AS p LEFT JOIN `articles` AS a ON a.`id` = p.`article_id`;
--> statement-breakpoint
UPDATE `linkedin_posts` SET `error` = NULL WHERE `status` = 'pending';
--> statement-breakpoint
DROP INDEX `linkedin_posts_status_next_attempt_idx`;--> statement-breakpoint
ALTER TABLE `linkedin_posts` DROP COLUMN `attempts`;--> statement-breakpoint
ALTER TABLE `linkedin_posts` DROP COLUMN `next_attempt_at`;