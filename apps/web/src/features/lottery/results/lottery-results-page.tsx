import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/select-field/select-field';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { useLotteryRules } from '../api/use-lottery-results';
import { useLotteryWatch } from '../live/use-lottery-watch';
import styles from '../lottery.module.css';
import { gameToday, historyDayOf } from '../model/game-clock';
import { DrawHistory } from './draw-history';
import { gameGroupsOf } from './game-groups';

/**
 * Route /lotteryResults (public): every lottery game's results by day. A
 * game picker (`lottery.rules`, grouped by region or group; `?gameCode=`,
 * else the first) and the day's draws as boards (`?date=`, today by
 * default); the chosen game is watched live, so a new draw shows at once.
 */
export const LotteryResultsPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rules = useLotteryRules();
  const games = rules.data?.games ?? [];
  const game = games.find((candidate) => candidate.gameCode === params.get('gameCode')) ?? games[0] ?? null;
  useLotteryWatch(game?.gameCode ?? null);

  const setParam = (name: 'gameCode' | 'date', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    });

  const body = () => {
    if (rules.isPending) return <Skeleton className={styles.boardSkeleton} />;
    if (rules.isError)
      return (
        <QueryErrorMessage
          title={t('lottery.results_page.load_failed')}
          error={rules.error}
          isRetrying={rules.isFetching}
          onRetry={() => void rules.refetch()}
        />
      );
    if (!game) return <StatusMessage tone="empty" title={t('lottery.results_page.no_games')} />;
    return (
      <>
        <SelectField
          className={styles.gamePicker}
          label={t('lottery.results_page.game')}
          value={game.gameCode}
          options={[]}
          optionGroups={gameGroupsOf(games).map((group) => ({
            label: group.labelKey ? t(group.labelKey) : group.code,
            options: group.games.map((entry) => ({ value: entry.gameCode, label: entry.gameName })),
          }))}
          onChange={(event) => setParam('gameCode', event.target.value)}
        />
        <DrawHistory
          gameCode={game.gameCode}
          resultFormat={game.resultFormat}
          day={historyDayOf(params.get('date'), gameToday(game.resultFormat))}
          onDayChange={(day) => setParam('date', day)}
        />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <h1 className={styles.title}>{t('lottery.results_page.title')}</h1>
        <p className={styles.intro}>{t('lottery.results_page.intro')}</p>
      </header>
      {body()}
    </div>
  );
};
