CREATE TABLE `announcement_reads` (
	`member_id` integer NOT NULL,
	`announcement_id` integer NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`member_id`, `announcement_id`)
);
--> statement-breakpoint
CREATE TABLE `jackpot_pools` (
	`merchant_id` integer PRIMARY KEY NOT NULL,
	`seed_minor` integer NOT NULL,
	`seeded_at` integer NOT NULL,
	`growth_per_second_minor` integer NOT NULL,
	`bet_share_basis_points` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `lobby_news` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`game_type` text,
	`title_en` text NOT NULL,
	`title_ty` text NOT NULL,
	`content_en` text NOT NULL,
	`content_ty` text NOT NULL,
	`published_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lobby_news_merchant_published_index` ON `lobby_news` (`merchant_id`,`published_at`);--> statement-breakpoint
CREATE TABLE `sport_matches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`vassalage` text NOT NULL,
	`game_type` text NOT NULL,
	`sport_en` text NOT NULL,
	`sport_ty` text NOT NULL,
	`league_en` text NOT NULL,
	`league_ty` text NOT NULL,
	`home_team` text NOT NULL,
	`away_team` text NOT NULL,
	`kick_off_at` integer NOT NULL,
	`home_odds_hundredths` integer NOT NULL,
	`draw_odds_hundredths` integer,
	`away_odds_hundredths` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sport_matches_merchant_type_index` ON `sport_matches` (`merchant_id`,`game_type`);