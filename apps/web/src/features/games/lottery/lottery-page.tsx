import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { tk } from '../../../lib/i18n-keys';
import { useTRPC } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';
import { useVendors } from '../api/use-vendors';
import styles from '../centre/centre.module.css';
import { EmbeddedGame } from '../centre/embedded-game';
import { LOTTERY_ROUTES } from '../model/launch-routing';
import { prizeModeForRoute, type TLotteryRoute } from '../model/prize-mode';

type TLotteryPageProps = { route: TLotteryRoute };

const TITLE_KEYS: Readonly<Record<TLotteryRoute, string>> = {
  [LOTTERY_ROUTES.lottery]: tk('games.lottery.title'),
  [LOTTERY_ROUTES.sea]: tk('games.lottery.sea_title'),
  [LOTTERY_ROUTES.vn]: tk('games.lottery.vn_title'),
};

/**
 * Routes /lottery, /seaLottery and /vnLottery (login required): the lottery
 * lobby embedded, in the route's prize mode (SEA for /seaLottery, otherwise
 * ELOTT or LOTT from the vendor data, docs/product.md §3), showing `?gameCode=`.
 */
export const LotteryPage = ({ route }: TLotteryPageProps) => {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') || undefined;
  const vendors = useVendors();
  const launch = useMutation(trpc.games.launchLottery.mutationOptions());
  // Only SEA is known without the vendor data.
  const prizeMode =
    route === LOTTERY_ROUTES.sea || vendors.data
      ? prizeModeForRoute(route, vendors.data?.categories ?? [])
      : null;
  const title = t(TITLE_KEYS[route]);

  return (
    <div className={styles.page}>
      <header className={styles.compactHead}>
        <h1 className={styles.compactTitle}>{title}</h1>
      </header>
      <EmbeddedGame
        title={title}
        launchKey={prizeMode ? `${prizeMode}:${gameCode ?? ''}` : null}
        launch={() => {
          if (prizeMode) launch.mutate({ prizeMode, gameCode });
        }}
        data={launch.data}
        error={launch.error ?? (vendors.isError && !prizeMode ? vendors.error : null)}
        isPending={launch.isPending}
      />
    </div>
  );
};
