import type { TRestriction } from '@site/contracts/api';
import type { TRestrictionKind } from '@site/contracts/domain';
import { formatMerchantMinute } from '../../../lib/format';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../agent-pages.module.css';

/** A short label per kind; the dated ones say until when (`{{until}}`). */
const LABEL_KEYS: Readonly<Record<TRestrictionKind, TMessageKey>> = {
  time_out: tk('agent.downlines.restriction.time_out'),
  self_exclusion: tk('agent.downlines.restriction.self_exclusion'),
  closed: tk('agent.downlines.restriction.closed'),
  returning: tk('agent.downlines.restriction.returning'),
  restricted: tk('agent.downlines.restriction.restricted'),
};

/** Why a downline cannot play or receive transfers (a break, an exclusion, the restricted list), beside the name. */
export const RestrictionBadge = ({ restriction }: { restriction: TRestriction | null }) => {
  const { t } = useTranslation();
  if (!restriction) return null;
  const label =
    restriction.until === null && restriction.kind !== 'closed' && restriction.kind !== 'restricted'
      ? t('agent.downlines.restriction.restricted')
      : t(LABEL_KEYS[restriction.kind], {
          until: restriction.until === null ? '' : formatMerchantMinute(restriction.until),
        });
  return <span className={styles.badge}>{label}</span>;
};
