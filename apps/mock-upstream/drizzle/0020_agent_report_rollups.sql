-- The team reports' rollups per upline (decision 0046): each ancestor's team summed per merchant day,
-- so a report reads the range's days, not every member's. Clustered by their keys (WITHOUT ROWID).
CREATE TABLE `upline_daily_stats` (
	`ancestor_id` integer NOT NULL,
	`day` text NOT NULL,
	`bet_count` integer DEFAULT 0 NOT NULL,
	`bet_minor` integer DEFAULT 0 NOT NULL,
	`valid_bet_minor` integer DEFAULT 0 NOT NULL,
	`win_minor` integer DEFAULT 0 NOT NULL,
	`deposit_minor` integer DEFAULT 0 NOT NULL,
	`withdraw_minor` integer DEFAULT 0 NOT NULL,
	`bonus_minor` integer DEFAULT 0 NOT NULL,
	`rebate_minor` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`ancestor_id`, `day`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `upline_game_daily_stats` (
	`ancestor_id` integer NOT NULL,
	`day` text NOT NULL,
	`game_type` text NOT NULL,
	`bet_count` integer DEFAULT 0 NOT NULL,
	`bet_minor` integer DEFAULT 0 NOT NULL,
	`valid_bet_minor` integer DEFAULT 0 NOT NULL,
	`win_minor` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`ancestor_id`, `day`, `game_type`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `upline_member_days` (
	`ancestor_id` integer NOT NULL,
	`mark` text NOT NULL,
	`day` text NOT NULL,
	`previous_day` text NOT NULL,
	`members` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`ancestor_id`, `mark`, `day`, `previous_day`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `upline_registrations` (
	`ancestor_id` integer NOT NULL,
	`day` text NOT NULL,
	`member_type` integer NOT NULL,
	`is_direct` integer NOT NULL,
	`members` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`ancestor_id`, `day`, `member_type`, `is_direct`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Rows written before the triggers existed: every ancestor gets its team's days.
INSERT INTO `upline_daily_stats` (`ancestor_id`, `day`, `bet_count`, `bet_minor`, `valid_bet_minor`, `win_minor`, `deposit_minor`, `withdraw_minor`, `bonus_minor`, `rebate_minor`)
SELECT `t`.`ancestor_id`, `s`.`day`, sum(`s`.`bet_count`), sum(`s`.`bet_minor`), sum(`s`.`valid_bet_minor`), sum(`s`.`win_minor`), sum(`s`.`deposit_minor`), sum(`s`.`withdraw_minor`), sum(`s`.`bonus_minor`), sum(`s`.`rebate_minor`)
FROM `agent_tree` AS `t` JOIN `member_daily_stats` AS `s` ON `s`.`member_id` = `t`.`member_id`
GROUP BY `t`.`ancestor_id`, `s`.`day`;
--> statement-breakpoint
INSERT INTO `upline_game_daily_stats` (`ancestor_id`, `day`, `game_type`, `bet_count`, `bet_minor`, `valid_bet_minor`, `win_minor`)
SELECT `t`.`ancestor_id`, `s`.`day`, `s`.`game_type`, sum(`s`.`bet_count`), sum(`s`.`bet_minor`), sum(`s`.`valid_bet_minor`), sum(`s`.`win_minor`)
FROM `agent_tree` AS `t` JOIN `member_game_daily_stats` AS `s` ON `s`.`member_id` = `t`.`member_id`
GROUP BY `t`.`ancestor_id`, `s`.`day`, `s`.`game_type`;
--> statement-breakpoint
INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
SELECT `t`.`ancestor_id`, `d`.`mark`, `d`.`day`, `d`.`previous_day`, count(*)
FROM `agent_tree` AS `t` JOIN (
  SELECT `member_id`, 'active' AS `mark`, `day`,
    coalesce(lag(`day`) OVER (PARTITION BY `member_id` ORDER BY `day`), '') AS `previous_day`
  FROM `member_daily_stats` WHERE `valid_bet_minor` > 0
  UNION ALL
  SELECT `member_id`, 'deposit', `day`, coalesce(lag(`day`) OVER (PARTITION BY `member_id` ORDER BY `day`), '')
  FROM `member_daily_stats` WHERE `deposit_minor` > 0
) AS `d` ON `d`.`member_id` = `t`.`member_id`
GROUP BY `t`.`ancestor_id`, `d`.`mark`, `d`.`day`, `d`.`previous_day`;
--> statement-breakpoint
INSERT INTO `upline_registrations` (`ancestor_id`, `day`, `member_type`, `is_direct`, `members`)
SELECT `t`.`ancestor_id`, date(`m`.`created_at` / 1000 + 28800, 'unixepoch'), `m`.`type`, `t`.`depth` = 1, count(*)
FROM `agent_tree` AS `t` JOIN `members` AS `m` ON `m`.`id` = `t`.`member_id`
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- A member's day that changes changes its ancestors' day by as much, in the same statement.
CREATE TRIGGER `member_daily_stats_uplines_insert` AFTER INSERT ON `member_daily_stats`
BEGIN
  INSERT INTO `upline_daily_stats` (`ancestor_id`, `day`, `bet_count`, `bet_minor`, `valid_bet_minor`, `win_minor`, `deposit_minor`, `withdraw_minor`, `bonus_minor`, `rebate_minor`)
  SELECT `ancestor_id`, NEW.`day`, NEW.`bet_count`, NEW.`bet_minor`, NEW.`valid_bet_minor`, NEW.`win_minor`, NEW.`deposit_minor`, NEW.`withdraw_minor`, NEW.`bonus_minor`, NEW.`rebate_minor`
  FROM `agent_tree` WHERE `member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `day`) DO UPDATE SET
    `bet_count` = `bet_count` + excluded.`bet_count`,
    `bet_minor` = `bet_minor` + excluded.`bet_minor`,
    `valid_bet_minor` = `valid_bet_minor` + excluded.`valid_bet_minor`,
    `win_minor` = `win_minor` + excluded.`win_minor`,
    `deposit_minor` = `deposit_minor` + excluded.`deposit_minor`,
    `withdraw_minor` = `withdraw_minor` + excluded.`withdraw_minor`,
    `bonus_minor` = `bonus_minor` + excluded.`bonus_minor`,
    `rebate_minor` = `rebate_minor` + excluded.`rebate_minor`;
END;
--> statement-breakpoint
CREATE TRIGGER `member_daily_stats_uplines_update` AFTER UPDATE ON `member_daily_stats`
BEGIN
  INSERT INTO `upline_daily_stats` (`ancestor_id`, `day`, `bet_count`, `bet_minor`, `valid_bet_minor`, `win_minor`, `deposit_minor`, `withdraw_minor`, `bonus_minor`, `rebate_minor`)
  SELECT `ancestor_id`, NEW.`day`, NEW.`bet_count` - OLD.`bet_count`, NEW.`bet_minor` - OLD.`bet_minor`, NEW.`valid_bet_minor` - OLD.`valid_bet_minor`, NEW.`win_minor` - OLD.`win_minor`, NEW.`deposit_minor` - OLD.`deposit_minor`, NEW.`withdraw_minor` - OLD.`withdraw_minor`, NEW.`bonus_minor` - OLD.`bonus_minor`, NEW.`rebate_minor` - OLD.`rebate_minor`
  FROM `agent_tree` WHERE `member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `day`) DO UPDATE SET
    `bet_count` = `bet_count` + excluded.`bet_count`,
    `bet_minor` = `bet_minor` + excluded.`bet_minor`,
    `valid_bet_minor` = `valid_bet_minor` + excluded.`valid_bet_minor`,
    `win_minor` = `win_minor` + excluded.`win_minor`,
    `deposit_minor` = `deposit_minor` + excluded.`deposit_minor`,
    `withdraw_minor` = `withdraw_minor` + excluded.`withdraw_minor`,
    `bonus_minor` = `bonus_minor` + excluded.`bonus_minor`,
    `rebate_minor` = `rebate_minor` + excluded.`rebate_minor`;
END;
--> statement-breakpoint
CREATE TRIGGER `member_game_daily_stats_uplines_insert` AFTER INSERT ON `member_game_daily_stats`
BEGIN
  INSERT INTO `upline_game_daily_stats` (`ancestor_id`, `day`, `game_type`, `bet_count`, `bet_minor`, `valid_bet_minor`, `win_minor`)
  SELECT `ancestor_id`, NEW.`day`, NEW.`game_type`, NEW.`bet_count`, NEW.`bet_minor`, NEW.`valid_bet_minor`, NEW.`win_minor`
  FROM `agent_tree` WHERE `member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `day`, `game_type`) DO UPDATE SET
    `bet_count` = `bet_count` + excluded.`bet_count`,
    `bet_minor` = `bet_minor` + excluded.`bet_minor`,
    `valid_bet_minor` = `valid_bet_minor` + excluded.`valid_bet_minor`,
    `win_minor` = `win_minor` + excluded.`win_minor`;
END;
--> statement-breakpoint
CREATE TRIGGER `member_game_daily_stats_uplines_update` AFTER UPDATE ON `member_game_daily_stats`
BEGIN
  INSERT INTO `upline_game_daily_stats` (`ancestor_id`, `day`, `game_type`, `bet_count`, `bet_minor`, `valid_bet_minor`, `win_minor`)
  SELECT `ancestor_id`, NEW.`day`, NEW.`game_type`, NEW.`bet_count` - OLD.`bet_count`, NEW.`bet_minor` - OLD.`bet_minor`, NEW.`valid_bet_minor` - OLD.`valid_bet_minor`, NEW.`win_minor` - OLD.`win_minor`
  FROM `agent_tree` WHERE `member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `day`, `game_type`) DO UPDATE SET
    `bet_count` = `bet_count` + excluded.`bet_count`,
    `bet_minor` = `bet_minor` + excluded.`bet_minor`,
    `valid_bet_minor` = `valid_bet_minor` + excluded.`valid_bet_minor`,
    `win_minor` = `win_minor` + excluded.`win_minor`;
END;
--> statement-breakpoint
-- The triggers above key on a row's member and day, which are never rewritten.
CREATE TRIGGER `member_daily_stats_keys_fixed` BEFORE UPDATE OF `member_id`, `day` ON `member_daily_stats`
WHEN NEW.`member_id` IS NOT OLD.`member_id` OR NEW.`day` IS NOT OLD.`day`
BEGIN
  SELECT RAISE(ABORT, 'member_daily_stats: member_id and day are fixed');
END;
--> statement-breakpoint
CREATE TRIGGER `member_game_daily_stats_keys_fixed` BEFORE UPDATE OF `member_id`, `day`, `game_type` ON `member_game_daily_stats`
WHEN NEW.`member_id` IS NOT OLD.`member_id` OR NEW.`day` IS NOT OLD.`day` OR NEW.`game_type` IS NOT OLD.`game_type`
BEGIN
  SELECT RAISE(ABORT, 'member_game_daily_stats: member_id, day and game_type are fixed');
END;
--> statement-breakpoint
-- Marked member-days per ancestor (upline_member_days): a day gains or loses its mark (valid bets > 0,
-- deposits > 0), and the member's next marked day changes its previous one.
CREATE TRIGGER `member_daily_stats_active_insert` AFTER INSERT ON `member_daily_stats`
WHEN NEW.`valid_bet_minor` > 0
BEGIN
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `ancestor_id`, 'active', NEW.`day`, coalesce((SELECT `s`.`day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` < NEW.`day` AND `s`.`valid_bet_minor` > 0 ORDER BY `s`.`day` DESC LIMIT 1), ''), 1
  FROM `agent_tree` WHERE `member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  -- The member's next active day now follows this one.
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `t`.`ancestor_id`, 'active', `n`.`day`, coalesce((SELECT `s`.`day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` < NEW.`day` AND `s`.`valid_bet_minor` > 0 ORDER BY `s`.`day` DESC LIMIT 1), ''), -1
  FROM `agent_tree` AS `t`, (SELECT `s`.`day` AS `day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` > NEW.`day` AND `s`.`valid_bet_minor` > 0 ORDER BY `s`.`day` LIMIT 1) AS `n`
  WHERE `t`.`member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `t`.`ancestor_id`, 'active', `n`.`day`, NEW.`day`, 1
  FROM `agent_tree` AS `t`, (SELECT `s`.`day` AS `day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` > NEW.`day` AND `s`.`valid_bet_minor` > 0 ORDER BY `s`.`day` LIMIT 1) AS `n`
  WHERE `t`.`member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
END;
--> statement-breakpoint
CREATE TRIGGER `member_daily_stats_active_on` AFTER UPDATE OF `valid_bet_minor` ON `member_daily_stats`
WHEN OLD.`valid_bet_minor` <= 0 AND NEW.`valid_bet_minor` > 0
BEGIN
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `ancestor_id`, 'active', NEW.`day`, coalesce((SELECT `s`.`day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` < NEW.`day` AND `s`.`valid_bet_minor` > 0 ORDER BY `s`.`day` DESC LIMIT 1), ''), 1
  FROM `agent_tree` WHERE `member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  -- The member's next active day now follows this one.
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `t`.`ancestor_id`, 'active', `n`.`day`, coalesce((SELECT `s`.`day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` < NEW.`day` AND `s`.`valid_bet_minor` > 0 ORDER BY `s`.`day` DESC LIMIT 1), ''), -1
  FROM `agent_tree` AS `t`, (SELECT `s`.`day` AS `day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` > NEW.`day` AND `s`.`valid_bet_minor` > 0 ORDER BY `s`.`day` LIMIT 1) AS `n`
  WHERE `t`.`member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `t`.`ancestor_id`, 'active', `n`.`day`, NEW.`day`, 1
  FROM `agent_tree` AS `t`, (SELECT `s`.`day` AS `day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` > NEW.`day` AND `s`.`valid_bet_minor` > 0 ORDER BY `s`.`day` LIMIT 1) AS `n`
  WHERE `t`.`member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
END;
--> statement-breakpoint
CREATE TRIGGER `member_daily_stats_active_off` AFTER UPDATE OF `valid_bet_minor` ON `member_daily_stats`
WHEN OLD.`valid_bet_minor` > 0 AND NEW.`valid_bet_minor` <= 0
BEGIN
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `ancestor_id`, 'active', NEW.`day`, coalesce((SELECT `s`.`day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` < NEW.`day` AND `s`.`valid_bet_minor` > 0 ORDER BY `s`.`day` DESC LIMIT 1), ''), -1
  FROM `agent_tree` WHERE `member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  -- The member's next active day follows the one before this again.
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `t`.`ancestor_id`, 'active', `n`.`day`, NEW.`day`, -1
  FROM `agent_tree` AS `t`, (SELECT `s`.`day` AS `day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` > NEW.`day` AND `s`.`valid_bet_minor` > 0 ORDER BY `s`.`day` LIMIT 1) AS `n`
  WHERE `t`.`member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `t`.`ancestor_id`, 'active', `n`.`day`, coalesce((SELECT `s`.`day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` < NEW.`day` AND `s`.`valid_bet_minor` > 0 ORDER BY `s`.`day` DESC LIMIT 1), ''), 1
  FROM `agent_tree` AS `t`, (SELECT `s`.`day` AS `day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` > NEW.`day` AND `s`.`valid_bet_minor` > 0 ORDER BY `s`.`day` LIMIT 1) AS `n`
  WHERE `t`.`member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
END;
--> statement-breakpoint
CREATE TRIGGER `member_daily_stats_deposit_insert` AFTER INSERT ON `member_daily_stats`
WHEN NEW.`deposit_minor` > 0
BEGIN
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `ancestor_id`, 'deposit', NEW.`day`, coalesce((SELECT `s`.`day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` < NEW.`day` AND `s`.`deposit_minor` > 0 ORDER BY `s`.`day` DESC LIMIT 1), ''), 1
  FROM `agent_tree` WHERE `member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  -- The member's next deposit day now follows this one.
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `t`.`ancestor_id`, 'deposit', `n`.`day`, coalesce((SELECT `s`.`day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` < NEW.`day` AND `s`.`deposit_minor` > 0 ORDER BY `s`.`day` DESC LIMIT 1), ''), -1
  FROM `agent_tree` AS `t`, (SELECT `s`.`day` AS `day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` > NEW.`day` AND `s`.`deposit_minor` > 0 ORDER BY `s`.`day` LIMIT 1) AS `n`
  WHERE `t`.`member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `t`.`ancestor_id`, 'deposit', `n`.`day`, NEW.`day`, 1
  FROM `agent_tree` AS `t`, (SELECT `s`.`day` AS `day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` > NEW.`day` AND `s`.`deposit_minor` > 0 ORDER BY `s`.`day` LIMIT 1) AS `n`
  WHERE `t`.`member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
END;
--> statement-breakpoint
CREATE TRIGGER `member_daily_stats_deposit_on` AFTER UPDATE OF `deposit_minor` ON `member_daily_stats`
WHEN OLD.`deposit_minor` <= 0 AND NEW.`deposit_minor` > 0
BEGIN
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `ancestor_id`, 'deposit', NEW.`day`, coalesce((SELECT `s`.`day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` < NEW.`day` AND `s`.`deposit_minor` > 0 ORDER BY `s`.`day` DESC LIMIT 1), ''), 1
  FROM `agent_tree` WHERE `member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  -- The member's next deposit day now follows this one.
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `t`.`ancestor_id`, 'deposit', `n`.`day`, coalesce((SELECT `s`.`day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` < NEW.`day` AND `s`.`deposit_minor` > 0 ORDER BY `s`.`day` DESC LIMIT 1), ''), -1
  FROM `agent_tree` AS `t`, (SELECT `s`.`day` AS `day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` > NEW.`day` AND `s`.`deposit_minor` > 0 ORDER BY `s`.`day` LIMIT 1) AS `n`
  WHERE `t`.`member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `t`.`ancestor_id`, 'deposit', `n`.`day`, NEW.`day`, 1
  FROM `agent_tree` AS `t`, (SELECT `s`.`day` AS `day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` > NEW.`day` AND `s`.`deposit_minor` > 0 ORDER BY `s`.`day` LIMIT 1) AS `n`
  WHERE `t`.`member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
END;
--> statement-breakpoint
CREATE TRIGGER `member_daily_stats_deposit_off` AFTER UPDATE OF `deposit_minor` ON `member_daily_stats`
WHEN OLD.`deposit_minor` > 0 AND NEW.`deposit_minor` <= 0
BEGIN
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `ancestor_id`, 'deposit', NEW.`day`, coalesce((SELECT `s`.`day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` < NEW.`day` AND `s`.`deposit_minor` > 0 ORDER BY `s`.`day` DESC LIMIT 1), ''), -1
  FROM `agent_tree` WHERE `member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  -- The member's next deposit day follows the one before this again.
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `t`.`ancestor_id`, 'deposit', `n`.`day`, NEW.`day`, -1
  FROM `agent_tree` AS `t`, (SELECT `s`.`day` AS `day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` > NEW.`day` AND `s`.`deposit_minor` > 0 ORDER BY `s`.`day` LIMIT 1) AS `n`
  WHERE `t`.`member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT `t`.`ancestor_id`, 'deposit', `n`.`day`, coalesce((SELECT `s`.`day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` < NEW.`day` AND `s`.`deposit_minor` > 0 ORDER BY `s`.`day` DESC LIMIT 1), ''), 1
  FROM `agent_tree` AS `t`, (SELECT `s`.`day` AS `day` FROM `member_daily_stats` AS `s` WHERE `s`.`member_id` = NEW.`member_id` AND `s`.`day` > NEW.`day` AND `s`.`deposit_minor` > 0 ORDER BY `s`.`day` LIMIT 1) AS `n`
  WHERE `t`.`member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
END;
--> statement-breakpoint
-- A member joining a line (registration puts it under every ancestor of its upline) brings its days,
-- marks and registration to each new ancestor. The tree only grows: nothing moves or removes a member.
CREATE TRIGGER `agent_tree_uplines_insert` AFTER INSERT ON `agent_tree`
BEGIN
  INSERT INTO `upline_daily_stats` (`ancestor_id`, `day`, `bet_count`, `bet_minor`, `valid_bet_minor`, `win_minor`, `deposit_minor`, `withdraw_minor`, `bonus_minor`, `rebate_minor`)
  SELECT NEW.`ancestor_id`, `day`, `bet_count`, `bet_minor`, `valid_bet_minor`, `win_minor`, `deposit_minor`, `withdraw_minor`, `bonus_minor`, `rebate_minor`
  FROM `member_daily_stats` WHERE `member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `day`) DO UPDATE SET
    `bet_count` = `bet_count` + excluded.`bet_count`,
    `bet_minor` = `bet_minor` + excluded.`bet_minor`,
    `valid_bet_minor` = `valid_bet_minor` + excluded.`valid_bet_minor`,
    `win_minor` = `win_minor` + excluded.`win_minor`,
    `deposit_minor` = `deposit_minor` + excluded.`deposit_minor`,
    `withdraw_minor` = `withdraw_minor` + excluded.`withdraw_minor`,
    `bonus_minor` = `bonus_minor` + excluded.`bonus_minor`,
    `rebate_minor` = `rebate_minor` + excluded.`rebate_minor`;
  INSERT INTO `upline_game_daily_stats` (`ancestor_id`, `day`, `game_type`, `bet_count`, `bet_minor`, `valid_bet_minor`, `win_minor`)
  SELECT NEW.`ancestor_id`, `day`, `game_type`, `bet_count`, `bet_minor`, `valid_bet_minor`, `win_minor`
  FROM `member_game_daily_stats` WHERE `member_id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `day`, `game_type`) DO UPDATE SET
    `bet_count` = `bet_count` + excluded.`bet_count`,
    `bet_minor` = `bet_minor` + excluded.`bet_minor`,
    `valid_bet_minor` = `valid_bet_minor` + excluded.`valid_bet_minor`,
    `win_minor` = `win_minor` + excluded.`win_minor`;
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT NEW.`ancestor_id`, 'active', `day`, coalesce(lag(`day`) OVER (ORDER BY `day`), ''), 1
  FROM `member_daily_stats` WHERE `member_id` = NEW.`member_id` AND `valid_bet_minor` > 0
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  INSERT INTO `upline_member_days` (`ancestor_id`, `mark`, `day`, `previous_day`, `members`)
  SELECT NEW.`ancestor_id`, 'deposit', `day`, coalesce(lag(`day`) OVER (ORDER BY `day`), ''), 1
  FROM `member_daily_stats` WHERE `member_id` = NEW.`member_id` AND `deposit_minor` > 0
  ON CONFLICT (`ancestor_id`, `mark`, `day`, `previous_day`) DO UPDATE SET `members` = `members` + excluded.`members`;
  INSERT INTO `upline_registrations` (`ancestor_id`, `day`, `member_type`, `is_direct`, `members`)
  SELECT NEW.`ancestor_id`, date(`created_at` / 1000 + 28800, 'unixepoch'), `type`, NEW.`depth` = 1, 1
  FROM `members` WHERE `id` = NEW.`member_id`
  ON CONFLICT (`ancestor_id`, `day`, `member_type`, `is_direct`) DO UPDATE SET `members` = `members` + excluded.`members`;
END;
--> statement-breakpoint
CREATE TRIGGER `agent_tree_fixed` BEFORE UPDATE ON `agent_tree`
BEGIN
  SELECT RAISE(ABORT, 'agent_tree: members do not move (the team rollups of migration 0020 rely on it)');
END;
--> statement-breakpoint
-- A member's kind or registration time that changes moves it in its ancestors' registrations.
CREATE TRIGGER `members_upline_registrations_update` AFTER UPDATE OF `type`, `created_at` ON `members`
WHEN NEW.`type` IS NOT OLD.`type` OR NEW.`created_at` IS NOT OLD.`created_at`
BEGIN
  INSERT INTO `upline_registrations` (`ancestor_id`, `day`, `member_type`, `is_direct`, `members`)
  SELECT `ancestor_id`, date(OLD.`created_at` / 1000 + 28800, 'unixepoch'), OLD.`type`, `depth` = 1, -1
  FROM `agent_tree` WHERE `member_id` = NEW.`id`
  ON CONFLICT (`ancestor_id`, `day`, `member_type`, `is_direct`) DO UPDATE SET `members` = `members` + excluded.`members`;
  INSERT INTO `upline_registrations` (`ancestor_id`, `day`, `member_type`, `is_direct`, `members`)
  SELECT `ancestor_id`, date(NEW.`created_at` / 1000 + 28800, 'unixepoch'), NEW.`type`, `depth` = 1, 1
  FROM `agent_tree` WHERE `member_id` = NEW.`id`
  ON CONFLICT (`ancestor_id`, `day`, `member_type`, `is_direct`) DO UPDATE SET `members` = `members` + excluded.`members`;
END;
