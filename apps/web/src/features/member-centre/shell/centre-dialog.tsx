import { type ComponentType, Suspense, useId } from 'react';
import { Loader } from '../../../components/loader/loader';
import { Modal } from '../../../components/modal/modal';
import { useTranslation } from '../../../lib/use-translation';
import type {
  TCentreBadges,
  TCentreConfig,
  TCentreNavGroup,
  TCentrePageComponents,
} from '../../shared-centre/centre-config';
import { CentreNav } from './centre-nav';
import styles from './centre-shell.module.css';

/** What the host decides: whether the dialog is open, on which page, and how it closes. */
export type TCentreDialogShellProps<TPage extends string> = {
  open: boolean;
  page: TPage;
  onClose: () => void;
};

type TCentreDialogProps<TPage extends string> = TCentreDialogShellProps<TPage> & {
  config: TCentreConfig<TPage>;
  /** Every page's component (the app layer composes them); `page` must be one of them. */
  pages: TCentrePageComponents<TPage>;
  /** The navigation as this member sees it; the config's groups when not given. */
  groups?: readonly TCentreNavGroup<TPage>[];
  badges?: TCentreBadges<TPage>;
};

/** A centre: a large dialog (the whole screen on phones) with the navigation and the page. */
export const CentreDialog = <TPage extends string>({
  open,
  page,
  onClose,
  config,
  pages,
  groups = config.navGroups,
  badges = {},
}: TCentreDialogProps<TPage>) => {
  const { t } = useTranslation();
  const headingId = useId();

  const Page: ComponentType | undefined = pages[page];
  return (
    <Modal open={open} onClose={onClose} title={t(config.titleKey)} dialogClassName={styles.dialog}>
      <div className={styles.layout}>
        <CentreNav config={config} groups={groups} page={page} badges={badges} />
        <section className={styles.content} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.heading}>
            {t(config.labelKeys[page])}
          </h3>
          <Suspense key={page} fallback={<Loader label={t('common.loading')} />}>
            {Page && <Page />}
          </Suspense>
        </section>
      </div>
    </Modal>
  );
};
