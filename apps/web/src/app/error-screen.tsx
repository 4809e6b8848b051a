import { Button } from '../components/button/button';
import { AlertIcon } from '../components/icons/shell-icons';
import { useTranslation } from '../lib/use-translation';
import styles from './error-screen.module.css';

/** A failed lazy chunk usually means a new release replaced the old files; a reload fixes it. */
const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch|ChunkLoadError/i.test(
    error.message,
  );

export const ErrorScreen = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.root} role="alert">
      <AlertIcon className={styles.icon} />
      <h1 className={styles.title}>{t('common.something_went_wrong')}</h1>
      <p className={styles.text}>
        {isChunkLoadError(error) ? t('error.chunk_load_failed') : t('error.unknown_error')}
      </p>
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </div>
  );
};
