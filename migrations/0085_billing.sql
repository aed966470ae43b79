-- Issue 48 item 3: the firm's invoices to clients for contract time, and what each accounting file took of a week.
CREATE TABLE `client_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`week_start` text NOT NULL,
	`year` integer NOT NULL,
	`sequence` integer NOT NULL,
	`number` text NOT NULL,
	`issued_on` text NOT NULL,
	`due_on` text NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_invoices_week_idx` ON `client_invoices` (`client_id`,`week_start`);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_invoices_sequence_idx` ON `client_invoices` (`year`,`sequence`);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_invoices_number_idx` ON `client_invoices` (`number`);
--> statement-breakpoint
CREATE TABLE `billing_exports` (
	`id` text PRIMARY KEY NOT NULL,
	`file` text NOT NULL,
	`assignment_id` text NOT NULL,
	`week_start` text NOT NULL,
	`timesheet_id` text,
	`client_id` text NOT NULL,
	`candidate_id` text,
	`invoice_id` text,
	`contractor_name` text NOT NULL,
	`lines` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`export_id` text NOT NULL,
	`exported_by` text,
	`exported_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`assignment_id`) REFERENCES `assignments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`timesheet_id`) REFERENCES `timesheets`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invoice_id`) REFERENCES `client_invoices`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`exported_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_exports_week_idx` ON `billing_exports` (`file`,`assignment_id`,`week_start`);
--> statement-breakpoint
CREATE INDEX `billing_exports_export_idx` ON `billing_exports` (`export_id`);
--> statement-breakpoint
CREATE INDEX `billing_exports_invoice_idx` ON `billing_exports` (`invoice_id`);
--> statement-breakpoint
CREATE INDEX `billing_exports_file_week_idx` ON `billing_exports` (`file`,`week_start`);
