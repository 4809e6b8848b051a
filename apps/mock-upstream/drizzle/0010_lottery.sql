CREATE TABLE `lottery_numeros` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`draw_code` text NOT NULL,
	`close_at` integer NOT NULL,
	`draw_at` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`server_seed` text NOT NULL,
	`server_seed_hash` text NOT NULL,
	`results` text,
	`drawn_at` integer,
	`settled_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lottery_numeros_game_code_unique` ON `lottery_numeros` (`game_id`,`draw_code`);--> statement-breakpoint
CREATE INDEX `lottery_numeros_game_draw_index` ON `lottery_numeros` (`game_id`,`draw_at`);--> statement-breakpoint
CREATE INDEX `lottery_numeros_status_index` ON `lottery_numeros` (`status`,`draw_at`);--> statement-breakpoint
CREATE TABLE `lottery_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_no` text NOT NULL,
	`merchant_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`launch_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`numero_id` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`total_stake_minor` integer NOT NULL,
	`total_win_minor` integer DEFAULT 0 NOT NULL,
	`request_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`settled_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lottery_orders_order_no_unique` ON `lottery_orders` (`order_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `lottery_orders_member_request_unique` ON `lottery_orders` (`member_id`,`request_id`);--> statement-breakpoint
CREATE INDEX `lottery_orders_member_created_index` ON `lottery_orders` (`member_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `lottery_orders_numero_index` ON `lottery_orders` (`numero_id`);--> statement-breakpoint
CREATE TABLE `lottery_schedules` (
	`game_id` integer PRIMARY KEY NOT NULL,
	`result_format` text NOT NULL,
	`region` text,
	`province_name` text,
	`schedule_kind` text NOT NULL,
	`interval_seconds` integer,
	`weekdays` text,
	`draw_time` text,
	`utc_offset_minutes` integer DEFAULT 420 NOT NULL,
	`close_before_seconds` integer NOT NULL,
	`clock_offset_ms` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `lottery_sub_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sub_order_no` text NOT NULL,
	`order_id` integer NOT NULL,
	`numero_id` integer NOT NULL,
	`round_id` text NOT NULL,
	`bet_type` text NOT NULL,
	`numbers` text NOT NULL,
	`stake_minor` integer NOT NULL,
	`odds` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`hits` integer,
	`win_minor` integer DEFAULT 0 NOT NULL,
	`settled_at` integer,
	`cancelled_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lottery_sub_orders_no_unique` ON `lottery_sub_orders` (`sub_order_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `lottery_sub_orders_round_unique` ON `lottery_sub_orders` (`round_id`);--> statement-breakpoint
CREATE INDEX `lottery_sub_orders_order_index` ON `lottery_sub_orders` (`order_id`);--> statement-breakpoint
CREATE INDEX `lottery_sub_orders_numero_status_index` ON `lottery_sub_orders` (`numero_id`,`status`);