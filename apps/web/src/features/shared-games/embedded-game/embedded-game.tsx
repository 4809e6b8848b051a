import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { TLaunchOutput } from '@site/contracts/api';
import { Spinner } from '../../../components/loader/loader';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { paths } from '../../../lib/paths';
import { useErrorText } from '../../../lib/use-error-text';
import { useTranslation } from '../../../lib/use-translation';
import { MEMBER_CENTRE } from '../../shared-member-centre/centre-pages';
import { GameWatch } from '../game-watch';
import styles from './embedded-game.module.css';

/** Home with the member centre open at the betting history. */
const BETTING_HISTORY = `${paths.home.path}?${MEMBER_CENTRE.param}=bets`;

type TEmbeddedGameProps = {
  title: string;
  /** A stable description of what to launch; a new key launches again. */
  launchKey: string | null;
  launch: () => void;
  data: TLaunchOutput | undefined;
  error: unknown;
  isPending: boolean;
};

/** A game page's embedded frame (FB sports, the lottery lobbies): launches once per key, then shows the game. */
export const EmbeddedGame = ({ title, launchKey, launch, data, error, isPending }: TEmbeddedGameProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const launched = useRef<string | null>(null);
  useEffect(() => {
    if (launchKey === null || launched.current === launchKey) return;
    launched.current = launchKey;
    launch();
  }, [launchKey, launch]);

  if (error) {
    return (
      <QueryErrorMessage
        title={t('games.launch_failed')}
        error={error}
        description={errorText(error)}
        isRetrying={isPending}
        onRetry={launch}
      />
    );
  }
  return (
    <div className={styles.embedded}>
      {data ? (
        <>
          <iframe
            className={styles.embeddedFrame}
            src={data.url}
            title={title}
            data-testid="game-frame"
            allow="autoplay; fullscreen"
            allowFullScreen
          />
          <GameWatch
            key={data.url}
            isInDialog={false}
            onStop={() => navigate(paths.home.path)}
            onShowHistory={() => navigate(BETTING_HISTORY)}
          />
        </>
      ) : (
        <div className={styles.embeddedLoading} role="status">
          <Spinner />
          <span>{t('games.popup.launching')}</span>
        </div>
      )}
    </div>
  );
};
