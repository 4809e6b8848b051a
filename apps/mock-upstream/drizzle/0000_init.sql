CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`type` text NOT NULL,
	`group_name` text,
	`title` text NOT NULL,
	`title_ty` text,
	`content` text DEFAULT '' NOT NULL,
	`content_ty` text,
	`url` text,
	`linkage_type` text,
	`execution` text,
	`promotion_type` text,
	`image_url` text,
	`display_speed` text,
	`start_at` integer NOT NULL,
	`end_at` integer,
	`is_no_expiry` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `announcements_merchant_type_index` ON `announcements` (`merchant_id`,`type`);--> statement-breakpoint
CREATE TABLE `captchas` (
	`id` text PRIMARY KEY NOT NULL,
	`text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`is_used` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `countries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`country_code` text NOT NULL,
	`country_dialing_code` text NOT NULL,
	`country_name` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `countries_country_code_unique` ON `countries` (`country_code`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`wallet_id` integer NOT NULL,
	`amount_minor` integer NOT NULL,
	`balance_after_minor` integer NOT NULL,
	`kind` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`wallet_id`) REFERENCES `wallets`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_idempotency_key_unique` ON `ledger_entries` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_entries_wallet_index` ON `ledger_entries` (`wallet_id`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`merchant_id` integer NOT NULL,
	`username` text NOT NULL,
	`count` integer NOT NULL,
	`last_at` integer NOT NULL,
	PRIMARY KEY(`merchant_id`, `username`),
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`type` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`nickname` text,
	`mobile` text,
	`country_dialing_code` text,
	`email` text,
	`payee_name` text,
	`language` text,
	`affiliate_code` text,
	`referrer_member_id` integer,
	`is_first_login` integer DEFAULT true NOT NULL,
	`is_password_expired` integer DEFAULT false NOT NULL,
	`password_changed_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `members_merchant_username_unique` ON `members` (`merchant_id`,`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `members_merchant_affiliate_code_unique` ON `members` (`merchant_id`,`affiliate_code`);--> statement-breakpoint
CREATE INDEX `members_merchant_mobile_index` ON `members` (`merchant_id`,`mobile`);--> statement-breakpoint
CREATE TABLE `merchants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`logo_url` text,
	`currency` text NOT NULL,
	`currency_symbol` text NOT NULL,
	`languages` text NOT NULL,
	`default_language` text NOT NULL,
	`is_maintenance` integer DEFAULT false NOT NULL,
	`is_region_blocked` integer DEFAULT false NOT NULL,
	`whitelabel` text NOT NULL,
	`register_settings` text NOT NULL,
	`resources` text NOT NULL,
	`customer_service` text NOT NULL,
	`main_domain` text NOT NULL,
	`image_cdns` text NOT NULL,
	`launch_game_cdns` text NOT NULL,
	`gtag_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `merchants_code_unique` ON `merchants` (`code`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token` text PRIMARY KEY NOT NULL,
	`member_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sessions_member_index` ON `sessions` (`member_id`);--> statement-breakpoint
CREATE TABLE `wallets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`account_type_id` integer NOT NULL,
	`balance_minor` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wallets_member_account_type_unique` ON `wallets` (`member_id`,`account_type_id`);