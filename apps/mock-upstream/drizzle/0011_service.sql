CREATE TABLE `app_downloads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`platform` text NOT NULL,
	`url` text NOT NULL,
	`version` text,
	`min_os_version` text,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `app_downloads_platform_unique` ON `app_downloads` (`merchant_id`,`platform`);--> statement-breakpoint
CREATE TABLE `feedbacks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`member_id` integer,
	`content` text NOT NULL,
	`language` text NOT NULL,
	`ip` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `feedbacks_merchant_index` ON `feedbacks` (`merchant_id`,`id`);--> statement-breakpoint
CREATE TABLE `help_topics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`language` text NOT NULL,
	`parent_id` integer,
	`position` integer NOT NULL,
	`tag` text,
	`title` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`bg_color` text,
	`is_displayed` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX `help_topics_merchant_language_index` ON `help_topics` (`merchant_id`,`language`);