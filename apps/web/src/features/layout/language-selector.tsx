import { useId } from 'react';
import { ChevronDownIcon, GlobeIcon } from '../../components/icons/icons';
import { VisuallyHidden } from '../../components/visually-hidden/visually-hidden';
import { changeLanguage } from '../../lib/i18n';
import { codeOf, rememberLanguage } from '../../lib/language';
import { useTranslation } from '../../lib/use-translation';
import styles from './language-selector.module.css';

type TLanguageSelectorProps = { languages: readonly string[] };

/**
 * The merchant's interface languages. A switch is stored (lang, hisLang) and
 * every query refetches with the new X-Language header.
 */
export const LanguageSelector = ({ languages }: TLanguageSelectorProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = codeOf(i18n.language);

  const labelOf = (code: string): string => {
    if (code === 'EN') return t('language.EN');
    if (code === 'TY') return t('language.TY');
    return code;
  };

  return (
    <div className={styles.root}>
      <label htmlFor={id}>
        <VisuallyHidden>{t('header.language')}</VisuallyHidden>
      </label>
      <GlobeIcon className={styles.globe} />
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(event) => {
          const code = event.target.value;
          rememberLanguage(code);
          void changeLanguage(code);
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {labelOf(code)}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={styles.chevron} />
    </div>
  );
};
