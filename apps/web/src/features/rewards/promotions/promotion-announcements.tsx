import { useState } from 'react';
import { Tabs } from '../../../components/tabs/tabs';
import { useTranslation } from '../../../lib/use-translation';
import { usePromotionCategories } from '../api/use-promotion-queries';
import { PromotionAnnouncementList } from './promotion-announcement-list';
import styles from './promotions.module.css';

const ALL = 'all';

/**
 * The promotions' announcements (content.promotionAnnouncements) under a tab
 * per category (content.promotionCategories), All first. Until the
 * categories come, or should they fail, All alone shows, without a tab bar.
 */
export const PromotionAnnouncements = () => {
  const { t } = useTranslation();
  const categories = usePromotionCategories();
  const [tab, setTab] = useState<string>(ALL);
  const tabs = [
    { id: ALL, label: t('promotions.announcements.all') },
    ...(categories.data?.items ?? []).map((category) => ({ id: category.id, label: category.title })),
  ];
  const selected = tabs.some((candidate) => candidate.id === tab) ? tab : ALL;

  return (
    <section className={styles.announcements} aria-labelledby="promotion-announcements-title">
      <h2 id="promotion-announcements-title" className={styles.sectionTitle}>
        {t('promotions.announcements.title')}
      </h2>
      <Tabs tabs={tabs} value={selected} onChange={setTab} label={t('promotions.announcements.tabs')}>
        <PromotionAnnouncementList categoryId={selected === ALL ? undefined : selected} />
      </Tabs>
    </section>
  );
};
