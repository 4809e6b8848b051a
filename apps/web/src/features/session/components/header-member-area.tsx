import type { ReactNode } from 'react';
import type { TMember } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { ShieldIcon, UserIcon } from '../../../components/icons/icons';
import { MediaSwitch } from '../../../components/media-switch/media-switch';
import { useTranslation } from '../../../lib/use-translation';
import styles from './header-member-area.module.css';
import { SignOutButton } from './sign-out-button';

type THeaderMemberAreaProps = {
  member: TMember;
  /** The balance display, supplied by the app from the wallet feature. */
  balance: ReactNode;
  /** The member centre's entries (deposit, withdraw, records, messages), supplied by the app. */
  shortcuts: ReactNode;
  /** The VIP rank and its progress, supplied by the app from the rewards feature. */
  vip?: ReactNode;
  /** The account name opens the member centre at the security page (the app decides how). */
  onOpenAccount: () => void;
  /** An agent's "Agent centre" opens the agent centre (the app decides how). */
  onOpenAgentCentre: () => void;
};

/**
 * Logged in: balance, the account name and VIP rank, the member centre's
 * shortcuts, the agent centre for agents, and sign out.
 */
export const HeaderMemberArea = ({
  member,
  balance,
  shortcuts,
  vip,
  onOpenAccount,
  onOpenAgentCentre,
}: THeaderMemberAreaProps) => {
  const { t } = useTranslation();

  return (
    <div className={styles.area}>
      <div className={styles.balance}>{balance}</div>
      <button
        type="button"
        className={styles.account}
        aria-haspopup="dialog"
        aria-label={t('member.open_my_account', { account: member.account })}
        onClick={onOpenAccount}
      >
        <UserIcon className={styles.accountIcon} />
        <span className={styles.accountName} data-testid="header-account">
          {member.account}
        </span>
      </button>
      {vip && <div className={styles.vip}>{vip}</div>}
      <div className={styles.shortcuts}>{shortcuts}</div>
      {member.isAgent && (
        <div className={styles.agent}>
          <MediaSwitch
            media="wideHeader"
            matched={
              <Button
                aria-haspopup="dialog"
                onClick={onOpenAgentCentre}
                variant="ghost"
                size="sm"
                icon={<ShieldIcon />}
              >
                {t('agent.centre')}
              </Button>
            }
            otherwise={
              <Button
                aria-haspopup="dialog"
                onClick={onOpenAgentCentre}
                variant="ghost"
                size="sm"
                iconOnly
                icon={<ShieldIcon />}
                aria-label={t('agent.centre')}
                title={t('agent.centre')}
              />
            }
          />
        </div>
      )}
      <div className={styles.signOut}>
        <MediaSwitch media="wideHeader" matched={<SignOutButton />} otherwise={<SignOutButton isCompact />} />
      </div>
    </div>
  );
};
