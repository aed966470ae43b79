-- A bulk generation may be asked from a chosen prompt with its variables, in one category (decision 072): kept on the
-- batch so every item, retried or swept, is written from the same brief. Null for the plain "Generate 100 Articles".
ALTER TABLE `bulk_generations` ADD `prompt` text;--> statement-breakpoint
ALTER TABLE `bulk_generations` ADD `variables` text;--> statement-breakpoint
ALTER TABLE `bulk_generations` ADD `category` text;
