import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/button/link-button';
import { StatusMessage } from '../../../components/status-message/status-message';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/use-translation';
import { EmbeddedGame } from '../../shared-games/embedded-game/embedded-game';
import { useLaunchGame } from '../api/use-launches';
import styles from './seamless-page.module.css';

/**
 * Route /seamless (login required; docs/product.md §2 "Header only", a game
 * page): the seamless-wallet game the query names (`vassalage`, `nodeId`,
 * `gameId`) fills the page under the header, without the footer.
 */
export const SeamlessPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const launch = useLaunchGame();
  const vassalage = params.get('vassalage');
  const nodeId = params.get('nodeId');
  const gameId = params.get('gameId') ?? nodeId;

  if (!vassalage || !nodeId || !gameId)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('service.seamless.title')}</h1>
        <StatusMessage
          tone="empty"
          title={t('service.seamless.no_game')}
          action={<LinkButton to={paths.hot.path}>{t('service.seamless.choose')}</LinkButton>}
        />
      </div>
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('service.seamless.title')}</h1>
      <EmbeddedGame
        title={t('service.seamless.title')}
        launchKey={`${vassalage}:${nodeId}:${gameId}`}
        launch={() => launch.mutate({ vassalage, nodeId, gameId })}
        data={launch.data}
        error={launch.error}
        isPending={launch.isPending}
      />
    </div>
  );
};
