CREATE TABLE `favourite_games` (
	`member_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`member_id`, `game_id`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `game_lanes` (
	`merchant_id` integer NOT NULL,
	`category` text NOT NULL,
	`name_en` text,
	`name_ty` text,
	`sort_order` integer NOT NULL,
	PRIMARY KEY(`merchant_id`, `category`)
);
--> statement-breakpoint
CREATE TABLE `game_vendors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`vassalage` text NOT NULL,
	`display_name` text NOT NULL,
	`account_type_name` text,
	`game_type` text NOT NULL,
	`lane_category` text NOT NULL,
	`is_game` text NOT NULL,
	`single_game_id` text,
	`single_node_id` text,
	`sort_order` integer NOT NULL,
	`is_under_maintenance` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_vendors_merchant_lane_vassalage_unique` ON `game_vendors` (`merchant_id`,`lane_category`,`vassalage`);--> statement-breakpoint
CREATE TABLE `games` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`node_id` text NOT NULL,
	`game_id` text NOT NULL,
	`vassalage` text NOT NULL,
	`game_type` text NOT NULL,
	`game_name` text NOT NULL,
	`game_name_ty` text,
	`game_classify` text,
	`engine` text NOT NULL,
	`support_play` integer NOT NULL,
	`is_new` integer DEFAULT false NOT NULL,
	`hot_rank` integer,
	`min_bet_minor` integer NOT NULL,
	`line_num` integer,
	`rtp_basis_points` integer,
	`lottery_group_code` text,
	`draw_interval_seconds` integer,
	`sort_order` integer NOT NULL,
	`is_under_maintenance` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `games_merchant_node_unique` ON `games` (`merchant_id`,`node_id`);--> statement-breakpoint
CREATE INDEX `games_merchant_type_vendor_index` ON `games` (`merchant_id`,`game_type`,`vassalage`);--> statement-breakpoint
CREATE TABLE `recent_games` (
	`member_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`launched_at` integer NOT NULL,
	PRIMARY KEY(`member_id`, `game_id`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
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
CREATE TABLE `lottery_draws` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`draw_no` integer NOT NULL,
	`draw_at` integer NOT NULL,
	`server_seed` text NOT NULL,
	`server_seed_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lottery_draws_game_draw_unique` ON `lottery_draws` (`game_id`,`draw_no`);--> statement-breakpoint
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
CREATE INDEX `seamless_transactions_round_index` ON `seamless_transactions` (`round_id`);--> statement-breakpoint
CREATE TABLE `live_bets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`round_id` text NOT NULL,
	`merchant_id` integer NOT NULL,
	`launch_id` integer NOT NULL,
	`member_id` integer,
	`engine` text NOT NULL,
	`table_id` integer,
	`round_no` integer,
	`fixture_id` text,
	`selections` text NOT NULL,
	`stake_minor` integer NOT NULL,
	`status` text NOT NULL,
	`settle_after` integer NOT NULL,
	`return_minor` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`settled_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `live_bets_round_unique` ON `live_bets` (`round_id`);--> statement-breakpoint
CREATE INDEX `live_bets_due_index` ON `live_bets` (`status`,`settle_after`);--> statement-breakpoint
CREATE INDEX `live_bets_launch_index` ON `live_bets` (`launch_id`);--> statement-breakpoint
CREATE TABLE `live_tables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`engine` text NOT NULL,
	`name` text NOT NULL,
	`secret` text NOT NULL,
	`client_seed` text NOT NULL,
	`epoch_ms` integer NOT NULL,
	`betting_ms` integer NOT NULL,
	`reveal_ms` integer NOT NULL,
	`min_bet_minor` integer NOT NULL,
	`max_bet_minor` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `live_tables_game_unique` ON `live_tables` (`game_id`);--> statement-breakpoint
CREATE TABLE `poker_hands` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`seat_id` integer NOT NULL,
	`hand_no` integer NOT NULL,
	`is_done` integer DEFAULT false NOT NULL,
	`state` text NOT NULL,
	`server_seed_hash` text NOT NULL,
	`server_seed` text NOT NULL,
	`client_seed` text NOT NULL,
	`nonce` integer NOT NULL,
	`floats_used` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `poker_hands_seat_index` ON `poker_hands` (`seat_id`);--> statement-breakpoint
CREATE TABLE `poker_rooms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`room_code` text NOT NULL,
	`name` text NOT NULL,
	`node_id` text NOT NULL,
	`wire_game_id` text NOT NULL,
	`vassalage` text NOT NULL,
	`game_row_id` integer,
	`small_blind_minor` integer NOT NULL,
	`big_blind_minor` integer NOT NULL,
	`min_buy_in_minor` integer NOT NULL,
	`max_buy_in_minor` integer NOT NULL,
	`seat_count` integer NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `poker_rooms_merchant_code_unique` ON `poker_rooms` (`merchant_id`,`room_code`);--> statement-breakpoint
CREATE TABLE `poker_seats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_id` integer NOT NULL,
	`seat_no` integer NOT NULL,
	`occupant` text NOT NULL,
	`name` text NOT NULL,
	`launch_id` integer,
	`member_id` integer,
	`stack_minor` integer NOT NULL,
	`round_id` text,
	`hands_played` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `poker_seats_room_seat_unique` ON `poker_seats` (`room_id`,`seat_no`);--> statement-breakpoint
CREATE INDEX `poker_seats_launch_index` ON `poker_seats` (`launch_id`);--> statement-breakpoint
CREATE TABLE `sport_results` (
	`fixture_id` text PRIMARY KEY NOT NULL,
	`server_seed` text NOT NULL,
	`server_seed_hash` text NOT NULL,
	`result` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
