CREATE TABLE `chat_conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`topic` text NOT NULL,
	`is_closed` integer DEFAULT false NOT NULL,
	`member_read_id` integer DEFAULT 0 NOT NULL,
	`support_read_id` integer DEFAULT 0 NOT NULL,
	`last_message_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_conversations_member_id_unique` ON `chat_conversations` (`member_id`);--> statement-breakpoint
CREATE INDEX `chat_conversations_merchant_index` ON `chat_conversations` (`merchant_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `chat_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer NOT NULL,
	`sender` text NOT NULL,
	`agent_name` text,
	`text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `chat_conversations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `chat_messages_conversation_index` ON `chat_messages` (`conversation_id`,`id`);--> statement-breakpoint
CREATE TABLE `chat_tickets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`conversation_id` integer NOT NULL,
	`language` text NOT NULL,
	`back_url` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `chat_conversations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_tickets_token_unique` ON `chat_tickets` (`token`);