import { Link, useLocation } from 'react-router';
import type { TRestriction } from '@site/contracts/api';
import { restrictionMessage } from '../../../lib/error-hints';
import { translateMessage } from '../../../lib/message';
import { useHintFormat } from '../../../lib/use-error-text';
import { useTranslation } from '../../../lib/use-translation';
import { centreLocation } from '../../shared-centre/centre-config';
import { MEMBER_CENTRE } from '../../shared-member-centre/centre-pages';
import styles from './restriction-banner.module.css';

/**
 * Under the header on every page while the member is restricted: why and
 * until when, that the balance can still be withdrawn and the records read
 * (the sentence an `account_restricted` refusal says), and the way to the
 * responsible gaming page.
 */
export const RestrictionBanner = ({ restriction }: { restriction: TRestriction }) => {
  const { t } = useTranslation();
  const format = useHintFormat();
  const location = useLocation();
  return (
    <section className={styles.bar} aria-label={t('rg.banner.label')}>
      <div className={styles.inner}>
        <p className={styles.text}>{translateMessage(t, restrictionMessage(restriction, format))}</p>
        <Link
          className={styles.link}
          to={centreLocation(location, MEMBER_CENTRE.param, 'responsible-gaming')}
        >
          {t('rg.banner.link')}
        </Link>
      </div>
    </section>
  );
};
