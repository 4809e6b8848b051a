import {
  MemberCentreDialog,
  type TMemberCentreDialogShellProps,
} from '../features/member-centre/shell/member-centre-dialog';
import { CENTRE_PAGE_COMPONENTS } from './member-centre-pages';

/** The member-centre dialog with every feature's page (features meet only in the app layer). */
export const ComposedMemberCentreDialog = (props: TMemberCentreDialogShellProps) => (
  <MemberCentreDialog {...props} pages={CENTRE_PAGE_COMPONENTS} />
);
