import { useTranslation } from '../../../lib/use-translation';
import { EmbeddedGame } from '../../shared-games/embedded-game/embedded-game';
import { useLaunchFb } from '../api/use-launches';
import styles from './centre.module.css';

/** Route /fbSports (login required): vendor FB's sportsbook in the page. */
export const FbSportsPage = () => {
  const { t } = useTranslation();
  const launch = useLaunchFb();
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
