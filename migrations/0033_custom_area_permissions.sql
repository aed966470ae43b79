-- Per-user permissions become enforced custom access (docs/decisions/048-per-user-permissions.md): null is
-- role-based, else a JSON list of area slugs the user reaches exactly. Until now the column was free text that
-- granted nothing, so every stored value becomes role-based: nobody's access changes by this migration, and the text
-- an admin wrote is kept in the activity log (user.permissions_reset) instead of being read as a grant.
INSERT INTO `admin_activity_logs` (`id`, `user_id`, `action`, `entity_type`, `entity_id`, `details`, `created_at`)
SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' ||
	substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
	NULL, 'user.permissions_reset', 'user', `id`, json_object('username', `username`, 'permissions', `permissions`),
	CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
FROM `users` WHERE `permissions` IS NOT NULL;
--> statement-breakpoint
UPDATE `users` SET `permissions` = NULL WHERE `permissions` IS NOT NULL;
