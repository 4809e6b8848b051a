import type { ReactNode } from 'react';
import type { TMember } from '@site/contracts/api';
import { UserIcon } from '../../../components/icons/icons';
import { useMediaQuery, WIDE_HEADER_QUERY } from '../../../lib/media-query';
import { SignOutButton } from './sign-out-button';
import styles from './header-member-area.module.css';

type THeaderMemberAreaProps = {
  member: TMember;
  /** The balance display, supplied by the app from the wallet feature. */
  balance: ReactNode;
};

/** Logged in: balance, account name and sign out. */
export const HeaderMemberArea = ({ member, balance }: THeaderMemberAreaProps) => {
  const isWide = useMediaQuery(WIDE_HEADER_QUERY, true);
  return (
    <div className={styles.area}>
      <div className={styles.balance}>{balance}</div>
      <span className={styles.account}>
        <UserIcon className={styles.accountIcon} />
        <span className={styles.accountName} data-testid="header-account">
          {member.account}
        </span>
      </span>
      <div className={styles.signOut}>
        <SignOutButton isCompact={!isWide} />
      </div>
    </div>
  );
};
