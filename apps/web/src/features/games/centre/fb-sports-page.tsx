import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';
import { EmbeddedGame } from '../../shared-games/embedded-game/embedded-game';
import styles from './centre.module.css';

/** Route /fbSports (login required): vendor FB's sportsbook in the page. */
export const FbSportsPage = () => {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const launch = useMutation(trpc.games.launchFb.mutationOptions());
  return (
    <div className={styles.page}>
      <header className={styles.compactHead}>
        <h1 className={styles.compactTitle}>{t('games.fb.title')}</h1>
      </header>
      <EmbeddedGame
        title={t('games.fb.title')}
        launchKey="fb"
        launch={() => launch.mutate()}
        data={launch.data}
        error={launch.error}
        isPending={launch.isPending}
      />
    </div>
  );
};
