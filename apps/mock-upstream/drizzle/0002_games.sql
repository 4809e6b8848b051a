CREATE TABLE `fair_seeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer,
	`launch_id` integer,
	`server_seed` text NOT NULL,
	`server_seed_hash` text NOT NULL,
	`client_seed` text NOT NULL,
	`next_nonce` integer DEFAULT 0 NOT NULL,
	`revealed_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `fair_seeds_member_index` ON `fair_seeds` (`member_id`);--> statement-breakpoint
CREATE INDEX `fair_seeds_launch_index` ON `fair_seeds` (`launch_id`);--> statement-breakpoint
CREATE TABLE `game_launches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`merchant_id` integer NOT NULL,
	`member_id` integer,
	`game_id` integer NOT NULL,
	`mode` text NOT NULL,
	`demo_balance_minor` integer DEFAULT 0 NOT NULL,
	`language` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_launches_token_unique` ON `game_launches` (`token`);--> statement-breakpoint
CREATE INDEX `game_launches_member_index` ON `game_launches` (`member_id`);--> statement-breakpoint
CREATE TABLE `game_rounds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`round_id` text NOT NULL,
	`launch_id` integer NOT NULL,
	`merchant_id` integer NOT NULL,
	`member_id` integer,
	`is_trial` integer NOT NULL,
	`game_id` integer NOT NULL,
	`engine` text NOT NULL,
	`bet_minor` integer NOT NULL,
	`win_minor` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`detail` text NOT NULL,
	`server_seed_hash` text,
	`client_seed` text,
	`nonce` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`settled_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_rounds_round_id_unique` ON `game_rounds` (`round_id`);--> statement-breakpoint
CREATE INDEX `game_rounds_member_index` ON `game_rounds` (`member_id`);--> statement-breakpoint
CREATE INDEX `game_rounds_merchant_win_index` ON `game_rounds` (`merchant_id`,`win_minor`);--> statement-breakpoint
CREATE TABLE `seamless_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`transaction_id` text NOT NULL,
	`launch_id` integer NOT NULL,
	`round_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`status` text NOT NULL,
	`balance_after_minor` integer NOT NULL,
	`reference_transaction_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `seamless_transactions_transaction_unique` ON `seamless_transactions` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `seamless_transactions_round_index` ON `seamless_transactions` (`round_id`);