ALTER TABLE `articles` ADD `meta_title` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `canonical_url` text;