-- The rollups are read as a member's days in order: clustered by their keys (WITHOUT ROWID), a
-- team report's scan reads each row once instead of an index entry and then its row. Empty until
-- the triggers below, so they are made again here.
DROP TABLE `member_daily_stats`;
--> statement-breakpoint
CREATE TABLE `member_daily_stats` (
	`member_id` integer NOT NULL,
	`day` text NOT NULL,
	`bet_count` integer DEFAULT 0 NOT NULL,
	`bet_minor` integer DEFAULT 0 NOT NULL,
	`valid_bet_minor` integer DEFAULT 0 NOT NULL,
	`win_minor` integer DEFAULT 0 NOT NULL,
	`deposit_minor` integer DEFAULT 0 NOT NULL,
	`withdraw_minor` integer DEFAULT 0 NOT NULL,
	`bonus_minor` integer DEFAULT 0 NOT NULL,
	`rebate_minor` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`member_id`, `day`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `member_daily_stats_day_index` ON `member_daily_stats` (`day`);
--> statement-breakpoint
DROP TABLE `member_game_daily_stats`;
--> statement-breakpoint
CREATE TABLE `member_game_daily_stats` (
	`member_id` integer NOT NULL,
	`day` text NOT NULL,
	`game_type` text NOT NULL,
	`bet_count` integer DEFAULT 0 NOT NULL,
	`bet_minor` integer DEFAULT 0 NOT NULL,
	`valid_bet_minor` integer DEFAULT 0 NOT NULL,
	`win_minor` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`member_id`, `game_type`, `day`)
) WITHOUT ROWID;
--> statement-breakpoint
-- A big team's bets page walks the rounds newest first and keeps the team's (team-bets.ts).
CREATE INDEX `game_rounds_created_index` ON `game_rounds` (`created_at`);
--> statement-breakpoint
-- The team reports' rollups (member_daily_stats, member_game_daily_stats), kept by triggers so no
-- writer of rounds or ledger entries has to know about them. Days are merchant days (UTC+8).
-- Bets count on the day a round was created; valid bets (stakes of settled rounds) and wins on
-- the day it settled; a rolled back round is never a valid bet. Trial rounds are not counted.
CREATE TRIGGER `game_rounds_stats_bet_insert` AFTER INSERT ON `game_rounds`
WHEN NEW.`member_id` IS NOT NULL AND NEW.`is_trial` = 0
BEGIN
  INSERT INTO `member_daily_stats` (`member_id`, `day`, `bet_count`, `bet_minor`)
  VALUES (NEW.`member_id`, date(NEW.`created_at` / 1000 + 28800, 'unixepoch'), 1, NEW.`bet_minor`)
  ON CONFLICT (`member_id`, `day`) DO UPDATE SET
    `bet_count` = `bet_count` + 1, `bet_minor` = `bet_minor` + excluded.`bet_minor`;
  INSERT INTO `member_game_daily_stats` (`member_id`, `day`, `game_type`, `bet_count`, `bet_minor`)
  SELECT NEW.`member_id`, date(NEW.`created_at` / 1000 + 28800, 'unixepoch'), `game_type`, 1, NEW.`bet_minor`
  FROM `games` WHERE `id` = NEW.`game_id`
  ON CONFLICT (`member_id`, `game_type`, `day`) DO UPDATE SET
    `bet_count` = `bet_count` + 1, `bet_minor` = `bet_minor` + excluded.`bet_minor`;
END;
--> statement-breakpoint
-- The seamless wallet's debits raise a round's stake after it was opened; a rollback lowers it.
CREATE TRIGGER `game_rounds_stats_bet_update` AFTER UPDATE OF `bet_minor` ON `game_rounds`
WHEN NEW.`member_id` IS NOT NULL AND NEW.`is_trial` = 0 AND NEW.`bet_minor` <> OLD.`bet_minor`
BEGIN
  UPDATE `member_daily_stats` SET `bet_minor` = `bet_minor` + NEW.`bet_minor` - OLD.`bet_minor`
  WHERE `member_id` = NEW.`member_id` AND `day` = date(NEW.`created_at` / 1000 + 28800, 'unixepoch');
  UPDATE `member_game_daily_stats` SET `bet_minor` = `bet_minor` + NEW.`bet_minor` - OLD.`bet_minor`
  WHERE `member_id` = NEW.`member_id` AND `day` = date(NEW.`created_at` / 1000 + 28800, 'unixepoch')
    AND `game_type` = (SELECT `game_type` FROM `games` WHERE `id` = NEW.`game_id`);
END;
--> statement-breakpoint
-- A round written already settled (seeds, QA bulk rounds).
CREATE TRIGGER `game_rounds_stats_settled_insert` AFTER INSERT ON `game_rounds`
WHEN NEW.`member_id` IS NOT NULL AND NEW.`is_trial` = 0 AND NEW.`status` = 'settled'
BEGIN
  INSERT INTO `member_daily_stats` (`member_id`, `day`, `valid_bet_minor`, `win_minor`)
  VALUES (NEW.`member_id`, date(NEW.`settled_at` / 1000 + 28800, 'unixepoch'), NEW.`bet_minor`, NEW.`win_minor`)
  ON CONFLICT (`member_id`, `day`) DO UPDATE SET
    `valid_bet_minor` = `valid_bet_minor` + excluded.`valid_bet_minor`,
    `win_minor` = `win_minor` + excluded.`win_minor`;
  INSERT INTO `member_game_daily_stats` (`member_id`, `day`, `game_type`, `valid_bet_minor`, `win_minor`)
  SELECT NEW.`member_id`, date(NEW.`settled_at` / 1000 + 28800, 'unixepoch'), `game_type`, NEW.`bet_minor`, NEW.`win_minor`
  FROM `games` WHERE `id` = NEW.`game_id`
  ON CONFLICT (`member_id`, `game_type`, `day`) DO UPDATE SET
    `valid_bet_minor` = `valid_bet_minor` + excluded.`valid_bet_minor`,
    `win_minor` = `win_minor` + excluded.`win_minor`;
END;
--> statement-breakpoint
-- A settled round that changes (rolled back, re-credited) takes its earlier figures back first.
CREATE TRIGGER `game_rounds_stats_unsettle` AFTER UPDATE OF `status`, `bet_minor`, `win_minor`, `settled_at` ON `game_rounds`
WHEN NEW.`member_id` IS NOT NULL AND NEW.`is_trial` = 0 AND OLD.`status` = 'settled'
  AND (NEW.`status` IS NOT OLD.`status` OR NEW.`bet_minor` <> OLD.`bet_minor`
    OR NEW.`win_minor` <> OLD.`win_minor` OR NEW.`settled_at` IS NOT OLD.`settled_at`)
BEGIN
  UPDATE `member_daily_stats` SET
    `valid_bet_minor` = `valid_bet_minor` - OLD.`bet_minor`, `win_minor` = `win_minor` - OLD.`win_minor`
  WHERE `member_id` = OLD.`member_id` AND `day` = date(OLD.`settled_at` / 1000 + 28800, 'unixepoch');
  UPDATE `member_game_daily_stats` SET
    `valid_bet_minor` = `valid_bet_minor` - OLD.`bet_minor`, `win_minor` = `win_minor` - OLD.`win_minor`
  WHERE `member_id` = OLD.`member_id` AND `day` = date(OLD.`settled_at` / 1000 + 28800, 'unixepoch')
    AND `game_type` = (SELECT `game_type` FROM `games` WHERE `id` = OLD.`game_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `game_rounds_stats_settle` AFTER UPDATE OF `status`, `bet_minor`, `win_minor`, `settled_at` ON `game_rounds`
WHEN NEW.`member_id` IS NOT NULL AND NEW.`is_trial` = 0 AND NEW.`status` = 'settled'
  AND (NEW.`status` IS NOT OLD.`status` OR NEW.`bet_minor` <> OLD.`bet_minor`
    OR NEW.`win_minor` <> OLD.`win_minor` OR NEW.`settled_at` IS NOT OLD.`settled_at`)
BEGIN
  INSERT INTO `member_daily_stats` (`member_id`, `day`, `valid_bet_minor`, `win_minor`)
  VALUES (NEW.`member_id`, date(NEW.`settled_at` / 1000 + 28800, 'unixepoch'), NEW.`bet_minor`, NEW.`win_minor`)
  ON CONFLICT (`member_id`, `day`) DO UPDATE SET
    `valid_bet_minor` = `valid_bet_minor` + excluded.`valid_bet_minor`,
    `win_minor` = `win_minor` + excluded.`win_minor`;
  INSERT INTO `member_game_daily_stats` (`member_id`, `day`, `game_type`, `valid_bet_minor`, `win_minor`)
  SELECT NEW.`member_id`, date(NEW.`settled_at` / 1000 + 28800, 'unixepoch'), `game_type`, NEW.`bet_minor`, NEW.`win_minor`
  FROM `games` WHERE `id` = NEW.`game_id`
  ON CONFLICT (`member_id`, `game_type`, `day`) DO UPDATE SET
    `valid_bet_minor` = `valid_bet_minor` + excluded.`valid_bet_minor`,
    `win_minor` = `win_minor` + excluded.`win_minor`;
END;
--> statement-breakpoint
-- Cashier money: deposits, withdrawals (held less returned), bonuses and rebates, by the day it moved.
CREATE TRIGGER `ledger_entries_stats_insert` AFTER INSERT ON `ledger_entries`
WHEN NEW.`kind` IN ('deposit', 'withdraw_hold', 'withdraw_return', 'bonus', 'rebate')
BEGIN
  INSERT INTO `member_daily_stats` (`member_id`, `day`, `deposit_minor`, `withdraw_minor`, `bonus_minor`, `rebate_minor`)
  SELECT `member_id`, date(NEW.`created_at` / 1000 + 28800, 'unixepoch'),
    CASE NEW.`kind` WHEN 'deposit' THEN NEW.`amount_minor` ELSE 0 END,
    CASE WHEN NEW.`kind` IN ('withdraw_hold', 'withdraw_return') THEN -NEW.`amount_minor` ELSE 0 END,
    CASE NEW.`kind` WHEN 'bonus' THEN NEW.`amount_minor` ELSE 0 END,
    CASE NEW.`kind` WHEN 'rebate' THEN NEW.`amount_minor` ELSE 0 END
  FROM `wallets` WHERE `id` = NEW.`wallet_id`
  ON CONFLICT (`member_id`, `day`) DO UPDATE SET
    `deposit_minor` = `deposit_minor` + excluded.`deposit_minor`,
    `withdraw_minor` = `withdraw_minor` + excluded.`withdraw_minor`,
    `bonus_minor` = `bonus_minor` + excluded.`bonus_minor`,
    `rebate_minor` = `rebate_minor` + excluded.`rebate_minor`;
END;
--> statement-breakpoint
-- Rows written before the triggers existed.
INSERT INTO `member_daily_stats`
  (`member_id`, `day`, `bet_count`, `bet_minor`, `valid_bet_minor`, `win_minor`, `deposit_minor`, `withdraw_minor`, `bonus_minor`, `rebate_minor`)
SELECT `member_id`, `day`, sum(`bet_count`), sum(`bet_minor`), sum(`valid_bet_minor`), sum(`win_minor`),
  sum(`deposit_minor`), sum(`withdraw_minor`), sum(`bonus_minor`), sum(`rebate_minor`)
FROM (
  SELECT `member_id`, date(`created_at` / 1000 + 28800, 'unixepoch') AS `day`, 1 AS `bet_count`, `bet_minor`,
    0 AS `valid_bet_minor`, 0 AS `win_minor`, 0 AS `deposit_minor`, 0 AS `withdraw_minor`, 0 AS `bonus_minor`, 0 AS `rebate_minor`
  FROM `game_rounds` WHERE `member_id` IS NOT NULL AND `is_trial` = 0
  UNION ALL
  SELECT `member_id`, date(`settled_at` / 1000 + 28800, 'unixepoch'), 0, 0, `bet_minor`, `win_minor`, 0, 0, 0, 0
  FROM `game_rounds` WHERE `member_id` IS NOT NULL AND `is_trial` = 0 AND `status` = 'settled'
  UNION ALL
  SELECT `w`.`member_id`, date(`l`.`created_at` / 1000 + 28800, 'unixepoch'), 0, 0, 0, 0,
    CASE `l`.`kind` WHEN 'deposit' THEN `l`.`amount_minor` ELSE 0 END,
    CASE WHEN `l`.`kind` IN ('withdraw_hold', 'withdraw_return') THEN -`l`.`amount_minor` ELSE 0 END,
    CASE `l`.`kind` WHEN 'bonus' THEN `l`.`amount_minor` ELSE 0 END,
    CASE `l`.`kind` WHEN 'rebate' THEN `l`.`amount_minor` ELSE 0 END
  FROM `ledger_entries` AS `l` JOIN `wallets` AS `w` ON `w`.`id` = `l`.`wallet_id`
  WHERE `l`.`kind` IN ('deposit', 'withdraw_hold', 'withdraw_return', 'bonus', 'rebate')
)
GROUP BY `member_id`, `day`;
--> statement-breakpoint
INSERT INTO `member_game_daily_stats` (`member_id`, `day`, `game_type`, `bet_count`, `bet_minor`, `valid_bet_minor`, `win_minor`)
SELECT `member_id`, `day`, `game_type`, sum(`bet_count`), sum(`bet_minor`), sum(`valid_bet_minor`), sum(`win_minor`)
FROM (
  SELECT `r`.`member_id`, date(`r`.`created_at` / 1000 + 28800, 'unixepoch') AS `day`, `g`.`game_type`,
    1 AS `bet_count`, `r`.`bet_minor`, 0 AS `valid_bet_minor`, 0 AS `win_minor`
  FROM `game_rounds` AS `r` JOIN `games` AS `g` ON `g`.`id` = `r`.`game_id`
  WHERE `r`.`member_id` IS NOT NULL AND `r`.`is_trial` = 0
  UNION ALL
  SELECT `r`.`member_id`, date(`r`.`settled_at` / 1000 + 28800, 'unixepoch'), `g`.`game_type`, 0, 0, `r`.`bet_minor`, `r`.`win_minor`
  FROM `game_rounds` AS `r` JOIN `games` AS `g` ON `g`.`id` = `r`.`game_id`
  WHERE `r`.`member_id` IS NOT NULL AND `r`.`is_trial` = 0 AND `r`.`status` = 'settled'
)
GROUP BY `member_id`, `day`, `game_type`;
