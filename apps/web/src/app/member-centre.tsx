import { lazy } from 'react';
import { MemberCentreHost } from '../features/member-centre/shell/member-centre-host';

/* The security page's content comes from the auth feature, loaded with the centre's first opening. */
const MyAccountPanel = lazy(() =>
  import('../features/auth/account/my-account-panel').then((module) => ({ default: module.MyAccountPanel })),
);

/** The member centre with the auth feature's My account as its security page (features meet only here). */
export const MemberCentre = () => <MemberCentreHost securityPanel={<MyAccountPanel />} />;
