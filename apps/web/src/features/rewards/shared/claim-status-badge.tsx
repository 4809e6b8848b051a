import type { TClaimStatus } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import styles from './rewards.module.css';

type TTone = 'waiting' | 'action' | 'good' | 'bad' | 'quiet';

/** Every status of an activity application (docs/product.md §4), its name and colour. */
export const CLAIM_STATUS: Record<TClaimStatus, { labelKey: TMessageKey; tone: TTone }> = {
  applying: { labelKey: tk('rewards.status.applying'), tone: 'waiting' },
  closed: { labelKey: tk('rewards.status.closed'), tone: 'quiet' },
  rejected: { labelKey: tk('rewards.status.rejected'), tone: 'bad' },
  issued: { labelKey: tk('rewards.status.issued'), tone: 'action' },
  claimed: { labelKey: tk('rewards.status.claimed'), tone: 'good' },
  processing: { labelKey: tk('rewards.status.processing'), tone: 'waiting' },
  signed: { labelKey: tk('rewards.status.signed'), tone: 'action' },
  coming_soon: { labelKey: tk('rewards.status.coming_soon'), tone: 'quiet' },
};

export const ClaimStatusBadge = ({ status }: { status: TClaimStatus }) => {
  const { t } = useTranslation();
  const { labelKey, tone } = CLAIM_STATUS[status];
  return <span className={`${styles.badge} ${styles[tone]}`}>{t(labelKey)}</span>;
};
