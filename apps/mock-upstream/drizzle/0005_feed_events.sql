CREATE TABLE `feed_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`event` text NOT NULL
);
