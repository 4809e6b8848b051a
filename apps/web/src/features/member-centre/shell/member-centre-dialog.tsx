import { Suspense, useId } from 'react';
import { Loader } from '../../../components/loader/loader';
import { Modal } from '../../../components/modal/modal';
import {
  CENTRE_PAGE_LABEL_KEYS,
  type TCentrePages,
  type TMemberCentrePage,
} from '../../../lib/member-centre/centre-pages';
import { useTranslation } from '../../../lib/use-translation';
import { CentreNav } from './centre-nav';
import styles from './member-centre.module.css';
import { useCentreBadges } from './use-centre-badges';

/** What the host decides: whether the dialog is open, on which page, and how it closes. */
export type TMemberCentreDialogShellProps = {
  open: boolean;
  page: TMemberCentrePage;
  onClose: () => void;
};

type TMemberCentreDialogProps = TMemberCentreDialogShellProps & {
  /** Every page's component (the app layer composes them). */
  pages: TCentrePages;
};

/** The member centre: a large dialog (the whole screen on phones) with the navigation and the page. */
export const MemberCentreDialog = ({ open, page, onClose, pages }: TMemberCentreDialogProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const badges = useCentreBadges();

  const Page = pages[page];
  return (
    <Modal open={open} onClose={onClose} title={t('member_centre.title')} dialogClassName={styles.dialog}>
      <div className={styles.layout}>
        <CentreNav page={page} badges={badges} />
        <section className={styles.content} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.heading}>
            {t(CENTRE_PAGE_LABEL_KEYS[page])}
          </h3>
          <Suspense key={page} fallback={<Loader label={t('common.loading')} />}>
            <Page />
          </Suspense>
        </section>
      </div>
    </Modal>
  );
};
