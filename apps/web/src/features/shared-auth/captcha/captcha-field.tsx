import { Spinner } from '../../../components/loader/loader';
import { TextField } from '../../../components/text-field/text-field';
import { useTranslation } from '../../../lib/use-translation';
import type { TCaptcha } from '../api/use-captcha';
import styles from './captcha-field.module.css';

type TCaptchaFieldProps = {
  captcha: TCaptcha;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  variant?: 'default' | 'compact';
  isRequired?: boolean;
};

/** The captcha input with its image; clicking the image loads a new one. */
export const CaptchaField = ({
  captcha,
  value,
  onChange,
  error,
  variant = 'default',
  isRequired,
}: TCaptchaFieldProps) => {
  const { t } = useTranslation();
  return (
    <div
      className={[styles.root, variant === 'compact' ? styles.compact : undefined].filter(Boolean).join(' ')}
    >
      <TextField
        className={styles.input}
        label={t('auth.captcha')}
        name="captcha"
        autoComplete="off"
        inputMode="text"
        maxLength={16}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        variant={variant}
        isRequired={isRequired}
      />
      <button
        type="button"
        className={styles.imageButton}
        onClick={captcha.refresh}
        aria-label={t('auth.captcha_refresh')}
        title={t('auth.captcha_refresh')}
      >
        {captcha.image ? (
          <img className={styles.image} src={captcha.image} alt={t('auth.captcha_image')} />
        ) : captcha.isLoading ? (
          <Spinner />
        ) : (
          <span className={styles.retry}>{t('auth.captcha_reload')}</span>
        )}
      </button>
    </div>
  );
};
