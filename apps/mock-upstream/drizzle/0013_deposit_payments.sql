CREATE TABLE `deposit_vendor_banks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`vendor_id` text NOT NULL,
	`bank_code` text NOT NULL,
	`bank_name` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_vendor_banks_unique` ON `deposit_vendor_banks` (`merchant_id`,`vendor_id`,`bank_code`);--> statement-breakpoint
ALTER TABLE `deposit_orders` ADD `payer_bank_code` text;--> statement-breakpoint
ALTER TABLE `deposit_orders` ADD `promotion_id` integer;--> statement-breakpoint
ALTER TABLE `deposit_orders` ADD `payment_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_orders_payment_token_unique` ON `deposit_orders` (`payment_token`);