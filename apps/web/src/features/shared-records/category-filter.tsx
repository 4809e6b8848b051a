import { useTranslation } from '../../lib/use-translation';
import { RECORD_CATEGORIES, RECORD_CATEGORY_KEYS, type TRecordCategory } from './record-labels';
import { TypeFilter } from './type-filter';

type TCategoryFilterProps = {
  value: TRecordCategory | undefined;
  onChange: (category: TRecordCategory | undefined) => void;
};

/** The game-category select of a betting history, "All" first. */
export const CategoryFilter = ({ value, onChange }: TCategoryFilterProps) => {
  const { t } = useTranslation();
  return (
    <TypeFilter
      label={t('records.column.category')}
      types={RECORD_CATEGORIES}
      labelKeyOf={(category) => RECORD_CATEGORY_KEYS[category]}
      value={value}
      onChange={onChange}
    />
  );
};
