import { useState } from 'react';
import { Tabs } from '../../../components/tabs/tabs';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../shared/rewards.module.css';
import { ClaimableSection } from './claimable-section';
import { ClaimsHistory } from './claims-history';
import { PromoCodeSection } from './promo-code-section';
import { TicketsSection } from './tickets-section';

type TRewardTab = 'claimable' | 'applications' | 'tickets' | 'promoCode';

/** The member centre's reward centre: rewards to claim, the applications, tickets and promo codes. */
export const RewardCentrePage = () => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TRewardTab>('claimable');
  const tabs = [
    { id: 'claimable', label: t('rewards.centre.to_claim') },
    { id: 'applications', label: t('rewards.centre.applications') },
    { id: 'tickets', label: t('rewards.centre.tickets') },
    { id: 'promoCode', label: t('rewards.centre.promo_code') },
  ] as const;
  return (
    <div className={styles.page}>
      <Tabs tabs={tabs} value={tab} onChange={setTab} label={t('member_centre.page.rewards')}>
        {tab === 'claimable' && <ClaimableSection />}
        {tab === 'applications' && <ClaimsHistory />}
        {tab === 'tickets' && <TicketsSection />}
        {tab === 'promoCode' && <PromoCodeSection />}
      </Tabs>
    </div>
  );
};
