CREATE TABLE `agent_contracts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`upline_member_id` integer,
	`member_id` integer NOT NULL,
	`contract_type` text NOT NULL,
	`rate_bp` integer NOT NULL,
	`min_valid_bet_minor` integer NOT NULL,
	`min_active_members` integer NOT NULL,
	`period` text NOT NULL,
	`status` text NOT NULL,
	`offered_at` integer NOT NULL,
	`decided_at` integer,
	`ended_at` integer,
	`end_reason` text,
	`termination_requested_by` integer
);
--> statement-breakpoint
CREATE INDEX `agent_contracts_member_index` ON `agent_contracts` (`member_id`,`contract_type`,`status`);--> statement-breakpoint
CREATE INDEX `agent_contracts_upline_index` ON `agent_contracts` (`upline_member_id`,`status`);--> statement-breakpoint
CREATE TABLE `agent_settlements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contract_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`contract_type` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`valid_bet_minor` integer NOT NULL,
	`profit_loss_minor` integer NOT NULL,
	`active_members` integer NOT NULL,
	`rate_bp` integer NOT NULL,
	`amount_minor` integer NOT NULL,
	`status` text NOT NULL,
	`settled_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agent_settlements_contract_period_unique` ON `agent_settlements` (`contract_id`,`period_start`);--> statement-breakpoint
CREATE INDEX `agent_settlements_member_index` ON `agent_settlements` (`member_id`,`period_start`);--> statement-breakpoint
CREATE TABLE `agent_tree` (
	`ancestor_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`depth` integer NOT NULL,
	PRIMARY KEY(`ancestor_id`, `member_id`)
);
--> statement-breakpoint
CREATE INDEX `agent_tree_member_index` ON `agent_tree` (`member_id`);--> statement-breakpoint
CREATE TABLE `downline_rebates` (
	`member_id` integer NOT NULL,
	`game_type` text NOT NULL,
	`rate_bp` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`member_id`, `game_type`)
);
--> statement-breakpoint
CREATE TABLE `invite_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`code` text NOT NULL,
	`member_kind` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invite_links_merchant_code_unique` ON `invite_links` (`merchant_id`,`code`);--> statement-breakpoint
CREATE INDEX `invite_links_member_index` ON `invite_links` (`member_id`);--> statement-breakpoint
CREATE TABLE `invite_registrations` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`link_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `invite_registrations_link_index` ON `invite_registrations` (`link_id`);--> statement-breakpoint
CREATE TABLE `member_daily_stats` (
	`member_id` integer NOT NULL,
	`day` text NOT NULL,
	`bet_count` integer DEFAULT 0 NOT NULL,
	`bet_minor` integer DEFAULT 0 NOT NULL,
	`valid_bet_minor` integer DEFAULT 0 NOT NULL,
	`win_minor` integer DEFAULT 0 NOT NULL,
	`deposit_minor` integer DEFAULT 0 NOT NULL,
	`withdraw_minor` integer DEFAULT 0 NOT NULL,
	`bonus_minor` integer DEFAULT 0 NOT NULL,
	`rebate_minor` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`member_id`, `day`)
);
--> statement-breakpoint
CREATE INDEX `member_daily_stats_day_index` ON `member_daily_stats` (`day`);--> statement-breakpoint
CREATE TABLE `member_game_daily_stats` (
	`member_id` integer NOT NULL,
	`day` text NOT NULL,
	`game_type` text NOT NULL,
	`bet_count` integer DEFAULT 0 NOT NULL,
	`bet_minor` integer DEFAULT 0 NOT NULL,
	`valid_bet_minor` integer DEFAULT 0 NOT NULL,
	`win_minor` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`member_id`, `day`, `game_type`)
);
--> statement-breakpoint
CREATE TABLE `mock_clock` (
	`merchant_id` integer PRIMARY KEY NOT NULL,
	`offset_ms` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `game_rounds_member_created_index` ON `game_rounds` (`member_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `game_rounds_member_settled_index` ON `game_rounds` (`member_id`,`settled_at`);--> statement-breakpoint
-- Members who registered under someone before the tree existed: every (ancestor, member) pair.
INSERT INTO `agent_tree` (`ancestor_id`, `member_id`, `depth`)
WITH RECURSIVE `chain` (`ancestor_id`, `member_id`, `depth`) AS (
  SELECT `referrer_member_id`, `id`, 1 FROM `members` WHERE `referrer_member_id` IS NOT NULL
  UNION ALL
  SELECT `m`.`referrer_member_id`, `chain`.`member_id`, `chain`.`depth` + 1
  FROM `chain` JOIN `members` AS `m` ON `m`.`id` = `chain`.`ancestor_id`
  WHERE `m`.`referrer_member_id` IS NOT NULL
)
SELECT `ancestor_id`, `member_id`, `depth` FROM `chain`;
