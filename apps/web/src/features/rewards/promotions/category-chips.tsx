import { PROMOTION_CATEGORIES, type TPromotionCategory } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import styles from './promotions.module.css';

const CATEGORY_KEYS: Record<TPromotionCategory, TMessageKey> = {
  NEW_MEMBER: tk('rewards.category.new_member'),
  DEPOSIT: tk('rewards.category.deposit'),
  DAILY: tk('rewards.category.daily'),
  EVENT: tk('rewards.category.event'),
  REFERRAL: tk('rewards.category.referral'),
};

type TCategoryChipsProps = {
  value: TPromotionCategory | undefined;
  onChange: (category: TPromotionCategory | undefined) => void;
};

/** The type filters of the promotions page (docs/product.md §2): All, then each category. */
export const CategoryChips = ({ value, onChange }: TCategoryChipsProps) => {
  const { t } = useTranslation();
  const chips = [
    { id: undefined, label: t('rewards.category.all') },
    ...PROMOTION_CATEGORIES.map((category) => ({ id: category, label: t(CATEGORY_KEYS[category]) })),
  ];
  return (
    <div className={styles.chips} role="group" aria-label={t('rewards.category.label')}>
      {chips.map((chip) => (
        <button
          key={chip.id ?? 'ALL'}
          type="button"
          className={styles.chip}
          aria-pressed={value === chip.id}
          onClick={() => onChange(chip.id)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
};
