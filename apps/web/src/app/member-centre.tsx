import { lazy } from 'react';
import { MemberCentreHost } from '../features/member-centre/shell/member-centre-host';

/* The dialog and the page registry load the first time the centre opens, never on the first load. */
const Dialog = lazy(() =>
  import('./member-centre-dialog').then((module) => ({ default: module.ComposedMemberCentreDialog })),
);

/** The member centre shell with the pages of the wallet, records, content and account features. */
export const MemberCentre = () => <MemberCentreHost Dialog={Dialog} />;
