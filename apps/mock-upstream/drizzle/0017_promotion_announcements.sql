CREATE TABLE `promotion_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`code` text NOT NULL,
	`title_en` text NOT NULL,
	`title_ty` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `announcements` ADD `promotion_category_id` integer;--> statement-breakpoint
ALTER TABLE `announcements` ADD `layout_sort_order` integer;