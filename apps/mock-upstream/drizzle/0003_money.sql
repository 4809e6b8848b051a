CREATE TABLE `bank_cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`bank_code` text NOT NULL,
	`bank_name` text NOT NULL,
	`account_name` text NOT NULL,
	`account_number` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bank_cards_member_index` ON `bank_cards` (`member_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bank_cards_member_account_unique` ON `bank_cards` (`member_id`,`bank_code`,`account_number`);--> statement-breakpoint
CREATE TABLE `bonuses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`type` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`ledger_entry_id` integer NOT NULL,
	`remark` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bonuses_member_index` ON `bonuses` (`member_id`);--> statement-breakpoint
CREATE TABLE `cashier_settings` (
	`merchant_id` integer PRIMARY KEY NOT NULL,
	`is_single_wallet` integer NOT NULL,
	`allow_deposit` integer DEFAULT true NOT NULL,
	`withdraw_min_minor` integer NOT NULL,
	`withdraw_max_minor` integer NOT NULL,
	`withdraw_auto_confirm_minutes` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `deposit_channels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`bank_code` text NOT NULL,
	`vendor_id` text NOT NULL,
	`mcs_bank_code` text NOT NULL,
	`min_minor` integer NOT NULL,
	`max_minor` integer NOT NULL,
	`payee_bank_name` text,
	`payee_account_name` text,
	`payee_account_number` text,
	`qr_image_url` text,
	`is_test` integer DEFAULT false NOT NULL,
	`is_enabled` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `deposit_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`channel_id` integer NOT NULL,
	`amount_minor` integer NOT NULL,
	`payee_name` text,
	`status` text NOT NULL,
	`remark` text,
	`ledger_entry_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`decided_at` integer
);
--> statement-breakpoint
CREATE INDEX `deposit_orders_member_index` ON `deposit_orders` (`member_id`);--> statement-breakpoint
CREATE INDEX `deposit_orders_status_index` ON `deposit_orders` (`status`);--> statement-breakpoint
CREATE TABLE `inbox_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`type` text NOT NULL,
	`params` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `inbox_messages_member_index` ON `inbox_messages` (`member_id`,`is_read`);--> statement-breakpoint
CREATE TABLE `money_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`request_id` text NOT NULL,
	`kind` text NOT NULL,
	`fingerprint` text NOT NULL,
	`result` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `money_requests_member_request_unique` ON `money_requests` (`member_id`,`request_id`);--> statement-breakpoint
CREATE TABLE `payment_passwords` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`password_hash` text NOT NULL,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `proof_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` integer NOT NULL,
	`mime_type` text NOT NULL,
	`bytes` blob NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `proof_images_owner_index` ON `proof_images` (`owner_kind`,`owner_id`);--> statement-breakpoint
CREATE TABLE `rebate_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`amount_minor` integer NOT NULL,
	`up_to` integer NOT NULL,
	`bonus_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rebate_claims_member_index` ON `rebate_claims` (`member_id`);--> statement-breakpoint
CREATE TABLE `vendor_wallet_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`account_type_id` integer NOT NULL,
	`vassalage` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vendor_wallet_types_account_unique` ON `vendor_wallet_types` (`merchant_id`,`account_type_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `vendor_wallet_types_vendor_unique` ON `vendor_wallet_types` (`merchant_id`,`vassalage`);--> statement-breakpoint
CREATE TABLE `withdrawals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`bank_card_id` integer NOT NULL,
	`amount_minor` integer NOT NULL,
	`status` text NOT NULL,
	`remark` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`decided_at` integer,
	`confirm_before` integer,
	`confirmed_at` integer,
	`is_auto_confirmed` integer DEFAULT false NOT NULL,
	`confirm_remark` text
);
--> statement-breakpoint
CREATE INDEX `withdrawals_member_index` ON `withdrawals` (`member_id`);--> statement-breakpoint
CREATE INDEX `withdrawals_status_index` ON `withdrawals` (`status`);--> statement-breakpoint
ALTER TABLE `ledger_entries` ADD `reference` text;--> statement-breakpoint
CREATE INDEX `ledger_entries_wallet_created_index` ON `ledger_entries` (`wallet_id`,`created_at`);