CREATE TABLE `restricted_persons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`source` text NOT NULL,
	`full_name` text,
	`birth_date` text,
	`mobile` text,
	`member_id` integer,
	`added_at` integer NOT NULL,
	`ends_at` integer
);
--> statement-breakpoint
CREATE INDEX `restricted_persons_mobile_index` ON `restricted_persons` (`merchant_id`,`mobile`);--> statement-breakpoint
CREATE INDEX `restricted_persons_name_index` ON `restricted_persons` (`merchant_id`,`full_name`);--> statement-breakpoint
CREATE TABLE `rg_breaks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`kind` text NOT NULL,
	`period` text NOT NULL,
	`started_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`return_requested_at` integer,
	`return_opens_at` integer
);
--> statement-breakpoint
CREATE INDEX `rg_breaks_member_index` ON `rg_breaks` (`member_id`,`ends_at`);--> statement-breakpoint
CREATE TABLE `rg_limits` (
	`member_id` integer NOT NULL,
	`type` text NOT NULL,
	`period` text NOT NULL,
	`value` integer,
	`pending_value` integer,
	`pending_effective_at` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`member_id`, `type`, `period`)
);
--> statement-breakpoint
CREATE TABLE `rg_settings` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`reality_check_seconds` integer DEFAULT 0 NOT NULL
);
