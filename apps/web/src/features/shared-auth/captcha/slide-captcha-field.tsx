import { type CSSProperties, useId } from 'react';
import { SLIDE_CAPTCHA_STEPS } from '@site/contracts/domain';
import { RefreshIcon } from '../../../components/icons/shell-icons';
import { Spinner } from '../../../components/loader/loader';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { useTranslation } from '../../../lib/use-translation';
import type { TSlideCaptcha } from '../api/use-captcha';
import styles from './slide-captcha-field.module.css';

type TSlideCaptchaFieldProps = {
  captcha: TSlideCaptcha;
  /** Where the piece is, as a string of 0..SLIDE_CAPTCHA_STEPS; '' until it is moved. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** The header's form shows it in a panel under the form. */
  variant?: 'default' | 'compact';
};

/** A position as the track's custom property: 0..1 of the room the piece can move in. */
const at = (position: number): CSSProperties => ({ '--at': position / SLIDE_CAPTCHA_STEPS }) as CSSProperties;

/**
 * The slide captcha (GEETEST3's stand-in, decision 0035): slide the piece
 * onto the gap with the mouse, a finger or the arrow keys; the button loads
 * a new puzzle. The gap's place is also said in words, for screen readers.
 */
export const SlideCaptchaField = ({
  captcha,
  value,
  onChange,
  error,
  variant = 'default',
}: TSlideCaptchaFieldProps) => {
  const { t } = useTranslation();
  const errorId = useId();
  const position = value === '' ? 0 : Number(value);
  return (
    <fieldset
      className={[styles.root, variant === 'compact' ? styles.compact : undefined].filter(Boolean).join(' ')}
    >
      <legend className={styles.legend}>{t('auth.slide_captcha')}</legend>
      {captcha.gap === null ? (
        <div className={styles.status}>
          {captcha.isLoading ? (
            <Spinner />
          ) : (
            <button type="button" className={styles.retry} onClick={captcha.refresh}>
              {t('auth.captcha_reload')}
            </button>
          )}
        </div>
      ) : (
        <>
          <div className={styles.track} aria-hidden="true">
            <span className={styles.gap} style={at(captcha.gap)} />
            <span className={styles.piece} style={at(position)} />
          </div>
          <VisuallyHidden>{t('auth.slide_captcha_gap', { position: captcha.gap })}</VisuallyHidden>
          <div className={styles.controls}>
            <input
              className={styles.slider}
              type="range"
              min={0}
              max={SLIDE_CAPTCHA_STEPS}
              step={1}
              value={position}
              onChange={(event) => onChange(event.target.value)}
              aria-label={t('auth.slide_captcha_slider')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <button
              type="button"
              className={styles.refresh}
              onClick={captcha.refresh}
              aria-label={t('auth.slide_captcha_refresh')}
              title={t('auth.slide_captcha_refresh')}
            >
              <RefreshIcon />
            </button>
          </div>
        </>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
};
