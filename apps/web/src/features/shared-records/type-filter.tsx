import { SelectField } from '../../components/select-field/select-field';
import type { TMessageKey } from '../../lib/i18n-keys';
import { useTranslation } from '../../lib/use-translation';

type TTypeFilterProps<TType extends string> = {
  label: string;
  /** The types in their order, each with the key of its name. */
  types: readonly TType[];
  labelKeyOf: (type: TType) => TMessageKey;
  value: TType | undefined;
  onChange: (type: TType | undefined) => void;
};

/** A select of one record filter, "All" first (no filter). */
export const TypeFilter = <TType extends string>({
  label,
  types,
  labelKeyOf,
  value,
  onChange,
}: TTypeFilterProps<TType>) => {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('records.filter_all') },
    ...types.map((type) => ({ value: type, label: t(labelKeyOf(type)) })),
  ];
  return (
    <SelectField
      label={label}
      options={options}
      value={value ?? ''}
      onChange={(event) => onChange(types.find((type) => type === event.target.value))}
    />
  );
};
