CREATE TABLE `member_profiles` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`avatar` text,
	`telegram` text,
	`zalo` text,
	`birthday` text,
	`address` text,
	`nationality` text,
	`occupation` text,
	`income_source` text,
	`mobile_verified_at` integer,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `merchant_profile_settings` (
	`merchant_id` integer PRIMARY KEY NOT NULL,
	`fields` text NOT NULL,
	`avatars` text NOT NULL
);
