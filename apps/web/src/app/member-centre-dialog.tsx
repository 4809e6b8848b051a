import { CentreDialog, type TCentreDialogShellProps } from '../features/member-centre/shell/centre-dialog';
import { useCentreBadges } from '../features/member-centre/shell/use-centre-badges';
import { MEMBER_CENTRE_CONFIG } from '../features/shared-member-centre/centre-navigation';
import type { TMemberCentrePage } from '../features/shared-member-centre/centre-pages';
import { CENTRE_PAGE_COMPONENTS } from './member-centre-pages';

/** The member-centre dialog with every feature's page (features meet only in the app layer). */
export const ComposedMemberCentreDialog = (props: TCentreDialogShellProps<TMemberCentrePage>) => (
  <CentreDialog
    {...props}
    config={MEMBER_CENTRE_CONFIG}
    pages={CENTRE_PAGE_COMPONENTS}
    badges={useCentreBadges()}
  />
);
