import type { TTransactionType } from '@site/contracts/domain';
import { useTranslation } from '../../lib/use-translation';
import { TRANSACTION_TYPE_KEYS } from './record-labels';
import { TypeFilter } from './type-filter';

type TTransactionTypeFilterProps = {
  /** The types this history can hold, in order. */
  types: readonly TTransactionType[];
  value: TTransactionType | undefined;
  onChange: (type: TTransactionType | undefined) => void;
};

/** The type select of a transaction history, "All" first. */
export const TransactionTypeFilter = ({ types, value, onChange }: TTransactionTypeFilterProps) => {
  const { t } = useTranslation();
  return (
    <TypeFilter
      label={t('records.column.type')}
      types={types}
      labelKeyOf={(type) => TRANSACTION_TYPE_KEYS[type]}
      value={value}
      onChange={onChange}
    />
  );
};
