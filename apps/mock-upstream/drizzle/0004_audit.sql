CREATE TABLE `audit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer,
	`action` text NOT NULL,
	`outcome` text NOT NULL,
	`member_id` integer,
	`ip` text NOT NULL,
	`request_id` text NOT NULL,
	`money_request_id` text,
	`reason` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_events_member_index` ON `audit_events` (`member_id`);--> statement-breakpoint
-- Append-only (docs/decisions/0016-audit-trail.md): rows are written once and never changed or removed.
CREATE TRIGGER `audit_events_no_update` BEFORE UPDATE ON `audit_events`
BEGIN
	SELECT RAISE(ABORT, 'audit_events is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_events_no_delete` BEFORE DELETE ON `audit_events`
BEGIN
	SELECT RAISE(ABORT, 'audit_events is append-only');
END;
