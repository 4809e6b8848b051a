import { lazy, useCallback } from 'react';
import type { TMember } from '@site/contracts/api';
import { CentreHost } from '../features/member-centre/shell/centre-host';
import { useRealAccountGate } from '../features/shared-auth/real-account-gate';
import { useMemberCentre } from '../features/shared-member-centre/member-centre-context';

/* The dialog and the page registry load the first time the centre opens, never on the first load. */
const Dialog = lazy(() =>
  import('./member-centre-dialog').then((module) => ({ default: module.ComposedMemberCentreDialog })),
);

const isRealMember = (member: TMember) => !member.isTrial;

/**
 * The member centre shell with the pages of the wallet, records, content and
 * account features; a trial member gets the real-account notice instead.
 */
export const MemberCentre = () => {
  const runForRealAccount = useRealAccountGate();
  // The gate only shows its notice for a trial member; the action itself is nothing.
  const showRealAccountNotice = useCallback(() => runForRealAccount(() => undefined), [runForRealAccount]);
  return (
    <CentreHost
      centre={useMemberCentre()}
      canOpen={isRealMember}
      onRefused={showRealAccountNotice}
      Dialog={Dialog}
    />
  );
};
