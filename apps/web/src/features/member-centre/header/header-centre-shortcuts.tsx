import { Fragment, type ReactNode } from 'react';
import { Button } from '../../../components/button/button';
import { CountBadge } from '../../../components/count-badge/count-badge';
import {
  DepositIcon,
  MailIcon,
  RecordIcon,
  SafePlayIcon,
  WithdrawIcon,
} from '../../../components/icons/member-centre-icons';
import { MediaSwitch } from '../../../components/media-switch/media-switch';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { useUnreadCount } from '../../shared-member-centre/api/use-unread-count';
import type { TMemberCentrePage } from '../../shared-member-centre/centre-pages';
import { useMemberCentre } from '../../shared-member-centre/member-centre-context';
import styles from './header-centre-shortcuts.module.css';

type TShortcut = {
  page: TMemberCentrePage;
  labelKey: TMessageKey;
  icon: ReactNode;
  variant: 'primary' | 'ghost';
  /** Left out on phones, where the header has no room for it (the centre's navigation still has it). */
  isOmittedOnPhones?: boolean;
  /** An icon with its name as a tooltip, even where the header is wide. */
  isIconOnly?: boolean;
};

/** The header's entries into the member centre (docs/product.md §2, logged in). */
const SHORTCUTS: readonly TShortcut[] = [
  { page: 'deposit', labelKey: 'member_centre.page.deposit', icon: <DepositIcon />, variant: 'primary' },
  { page: 'withdraw', labelKey: 'member_centre.page.withdraw', icon: <WithdrawIcon />, variant: 'ghost' },
  {
    page: 'bets',
    labelKey: 'member_centre.header.betting_record',
    icon: <RecordIcon />,
    variant: 'ghost',
    isOmittedOnPhones: true,
  },
  {
    page: 'responsible-gaming',
    labelKey: 'member_centre.page.responsible_gaming',
    icon: <SafePlayIcon />,
    variant: 'ghost',
    isOmittedOnPhones: true,
    isIconOnly: true,
  },
];

/** Deposit, withdraw, betting record, responsible gaming and messages; icons only where the header is narrow. */
export const HeaderCentreShortcuts = () => {
  const { t } = useTranslation();
  const centre = useMemberCentre();
  const unread = useUnreadCount();
  const messagesLabel = t('member_centre.page.messages');

  return (
    <div className={styles.shortcuts}>
      {SHORTCUTS.map(({ page, labelKey, icon, variant, isOmittedOnPhones, isIconOnly }) => {
        const shortcut = (hasText: boolean) => (
          <Button
            className={isOmittedOnPhones ? styles.omittedOnPhones : undefined}
            variant={variant}
            size="sm"
            iconOnly={!hasText}
            icon={icon}
            aria-haspopup="dialog"
            aria-label={hasText ? undefined : t(labelKey)}
            title={hasText ? undefined : t(labelKey)}
            onClick={() => centre.open(page)}
          >
            {hasText ? t(labelKey) : null}
          </Button>
        );
        return isIconOnly ? (
          <Fragment key={page}>{shortcut(false)}</Fragment>
        ) : (
          <MediaSwitch key={page} media="wideHeader" matched={shortcut(true)} otherwise={shortcut(false)} />
        );
      })}
      <span className={styles.messages}>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          icon={<MailIcon />}
          aria-haspopup="dialog"
          title={messagesLabel}
          onClick={() => centre.open('messages')}
        >
          {/* The name is the text plus the badge's, so it says how many are unread. */}
          <VisuallyHidden>{messagesLabel}</VisuallyHidden>
          <CountBadge
            className={styles.badge}
            count={unread}
            label={t('member_centre.badge_new', { count: unread })}
            data-testid="header-unread"
          />
        </Button>
      </span>
    </div>
  );
};
