import { useId } from 'react';
import { ChevronDownIcon, GlobeIcon } from '../../components/icons/shell-icons';
import { InertUntilHydrated } from '../../components/inert-until-hydrated/inert-until-hydrated';
import { useToast } from '../../components/toast/toast-context';
import { VisuallyHidden } from '../../components/visually-hidden/visually-hidden';
import { errorMessageKey } from '../../lib/error-message';
import { changeLanguage } from '../../lib/i18n';
import { codeOf, rememberLanguage } from '../../lib/language';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { useSetLanguage } from './api/use-layout-calls';
import styles from './language-selector.module.css';

type TLanguageSelectorProps = { languages: readonly string[] };

/**
 * The merchant's interface languages. A switch is stored (lang, hisLang),
 * every query refetches with the new X-Language header, and a signed-in
 * visitor's switch is told to the server (docs/product.md §4 "Language change").
 */
export const LanguageSelector = ({ languages }: TLanguageSelectorProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = codeOf(i18n.language);
  const { member } = useSession();
  const toast = useToast();
  const tellServer = useSetLanguage({
    onError: (error) =>
      toast.show(t('profile.language_not_saved', { reason: t(errorMessageKey(error)) }), 'error'),
  });

  const labelOf = (code: string): string => {
    if (code === 'EN') return t('language.EN');
    if (code === 'TY') return t('language.TY');
    return code;
  };

  return (
    <InertUntilHydrated>
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
            if (member) tellServer.mutate({ language: code });
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
    </InertUntilHydrated>
  );
};
