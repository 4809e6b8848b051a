import { MemberCentreHost } from '../features/member-centre/shell/member-centre-host';
import { CENTRE_PAGE_COMPONENTS } from './member-centre-pages';

/** The member centre shell with the pages of the wallet, records, content and account features. */
export const MemberCentre = () => <MemberCentreHost pages={CENTRE_PAGE_COMPONENTS} />;
