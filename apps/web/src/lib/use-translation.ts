import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/** The interface's messages in the current language; re-renders when the language or a catalogue changes. */
export const useTranslation = () => {
  const { t, language } = useSyncExternalStore(i18n.subscribe, i18n.snapshot, i18n.snapshot);
  return { t, i18n: { language } };
};
