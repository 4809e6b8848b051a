import { MyAccountPanel } from '../features/account/my-account/my-account-panel';
import { VipProgress } from '../features/rewards/vip/vip-progress';

/** The member centre's security page: my account with the VIP rank of the rewards feature (features meet only here). */
export const SecurityCentrePage = () => <MyAccountPanel vip={<VipProgress />} />;
