CREATE TABLE `member_points` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`pending_points` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `mission_progress` (
	`mission_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`cycle_start` integer NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`completed_at` integer,
	`claim_id` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`mission_id`, `member_id`, `cycle_start`)
);
--> statement-breakpoint
CREATE INDEX `mission_progress_board_index` ON `mission_progress` (`mission_id`,`cycle_start`,`progress`);--> statement-breakpoint
CREATE TABLE `missions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`promotion_id` integer NOT NULL,
	`metric` text NOT NULL,
	`cycle` text NOT NULL,
	`target` integer NOT NULL,
	`reward_minor` integer NOT NULL,
	`title_en` text NOT NULL,
	`title_ty` text NOT NULL,
	`description_en` text DEFAULT '' NOT NULL,
	`description_ty` text DEFAULT '' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `point_conversions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`points` integer NOT NULL,
	`amount_minor` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `point_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`points` integer NOT NULL,
	`points_after` integer NOT NULL,
	`kind` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`reference` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `point_entries_key_unique` ON `point_entries` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `point_entries_member_index` ON `point_entries` (`member_id`,`id`);--> statement-breakpoint
CREATE TABLE `point_rates` (
	`merchant_id` integer NOT NULL,
	`game_category` text NOT NULL,
	`valid_bet_per_point_minor` integer NOT NULL,
	PRIMARY KEY(`merchant_id`, `game_category`)
);
--> statement-breakpoint
CREATE TABLE `point_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`reward_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`points` integer NOT NULL,
	`status` text DEFAULT 'processing' NOT NULL,
	`remark` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `point_redemptions_member_index` ON `point_redemptions` (`member_id`,`id`);--> statement-breakpoint
CREATE TABLE `point_rewards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`type` text NOT NULL,
	`name_en` text NOT NULL,
	`name_ty` text NOT NULL,
	`image_url` text,
	`required_points` integer NOT NULL,
	`amount_minor` integer,
	`stock` integer,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `promo_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`promotion_id` integer NOT NULL,
	`code` text NOT NULL,
	`description_en` text NOT NULL,
	`description_ty` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`max_uses` integer NOT NULL,
	`used_count` integer DEFAULT 0 NOT NULL,
	`expires_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promo_codes_code_unique` ON `promo_codes` (`merchant_id`,`code`);--> statement-breakpoint
CREATE TABLE `raffle_draws` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`promotion_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`day` text NOT NULL,
	`chance` integer NOT NULL,
	`prize_id` integer NOT NULL,
	`amount_minor` integer NOT NULL,
	`drawn_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `raffle_draws_chance_unique` ON `raffle_draws` (`promotion_id`,`member_id`,`day`,`chance`);--> statement-breakpoint
CREATE TABLE `raffle_prizes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`promotion_id` integer NOT NULL,
	`name_en` text NOT NULL,
	`name_ty` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`weight` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `referral_codes` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`code` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_codes_code_unique` ON `referral_codes` (`merchant_id`,`code`);--> statement-breakpoint
CREATE TABLE `referral_invitations` (
	`invitee_member_id` integer PRIMARY KEY NOT NULL,
	`inviter_member_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`qualified_at` integer
);
--> statement-breakpoint
CREATE INDEX `referral_invitations_inviter_index` ON `referral_invitations` (`inviter_member_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `reward_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`promotion_id` integer NOT NULL,
	`status` text NOT NULL,
	`amount_minor` integer,
	`remarks` text,
	`reject_reason` text,
	`source_key` text,
	`ledger_entry_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	`claimed_at` integer
);
--> statement-breakpoint
CREATE INDEX `reward_claims_member_index` ON `reward_claims` (`member_id`,`status`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reward_claims_source_unique` ON `reward_claims` (`member_id`,`source_key`);--> statement-breakpoint
CREATE TABLE `reward_promotions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`type` text NOT NULL,
	`category` text NOT NULL,
	`title_en` text NOT NULL,
	`title_ty` text NOT NULL,
	`summary_en` text DEFAULT '' NOT NULL,
	`summary_ty` text DEFAULT '' NOT NULL,
	`content_en` text DEFAULT '' NOT NULL,
	`content_ty` text DEFAULT '' NOT NULL,
	`image_url` text,
	`start_at` integer NOT NULL,
	`end_at` integer,
	`reward_amount_minor` integer,
	`reward_percent` real,
	`max_reward_minor` integer,
	`min_deposit_minor` integer,
	`requires_proof` integer DEFAULT false NOT NULL,
	`valid_bet_per_chance_minor` integer,
	`max_chances_per_day` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reward_promotions_merchant_index` ON `reward_promotions` (`merchant_id`,`start_at`);--> statement-breakpoint
CREATE TABLE `reward_settings` (
	`merchant_id` integer PRIMARY KEY NOT NULL,
	`points_enabled` integer DEFAULT true NOT NULL,
	`points_per_unit` integer,
	`min_convert_points` integer DEFAULT 0 NOT NULL,
	`promotion_domains_json` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reward_tickets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`promotion_id` integer NOT NULL,
	`name_en` text NOT NULL,
	`name_ty` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`status` text DEFAULT 'AVAILABLE' NOT NULL,
	`expires_at` integer,
	`claimed_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reward_tickets_member_index` ON `reward_tickets` (`member_id`,`status`);--> statement-breakpoint
CREATE TABLE `vip_ranks` (
	`merchant_id` integer NOT NULL,
	`level` integer NOT NULL,
	`name_en` text NOT NULL,
	`name_ty` text NOT NULL,
	`monthly_turnover_minor` integer NOT NULL,
	PRIMARY KEY(`merchant_id`, `level`)
);
