CREATE TABLE `oauth_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`client_id` text NOT NULL,
	`email` text NOT NULL,
	`redirect_uri` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `outbox_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`purpose` text NOT NULL,
	`code` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `outbox_messages_merchant_recipient_index` ON `outbox_messages` (`merchant_id`,`recipient`);--> statement-breakpoint
CREATE TABLE `registered_ips` (
	`member_id` integer NOT NULL,
	`ip` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`member_id`, `ip`),
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `second_factor_challenges` (
	`token` text PRIMARY KEY NOT NULL,
	`member_id` integer NOT NULL,
	`method` text NOT NULL,
	`code` text,
	`ip` text NOT NULL,
	`wrong_attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `second_factor_challenges_member_index` ON `second_factor_challenges` (`member_id`);--> statement-breakpoint
CREATE TABLE `second_factors` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`method` text NOT NULL,
	`totp_secret` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sms_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`phone` text NOT NULL,
	`code` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`wrong_attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sms_codes_merchant_purpose_phone_index` ON `sms_codes` (`merchant_id`,`purpose`,`phone`);--> statement-breakpoint
CREATE TABLE `social_identities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`member_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `social_identities_merchant_provider_subject_unique` ON `social_identities` (`merchant_id`,`provider`,`subject`);--> statement-breakpoint
ALTER TABLE `merchants` ADD `social_logins` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `merchants` ADD `terms_age` integer DEFAULT 18 NOT NULL;--> statement-breakpoint
-- A demo merchant seeded before this migration gets the stand-in social sign-ins the seed now configures.
UPDATE `merchants` SET `social_logins` = '[{"provider":"google","clientId":"demo-google-client"},{"provider":"facebook","clientId":"demo-facebook-client"}]' WHERE `code` = 'demo';
