import { Checkbox } from '../../../components/checkbox/checkbox';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';

type TTermsCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Translated message. */
  error: string | null;
};

/** The age and terms agreement of registration; the age comes from the merchant (docs/product.md §9: 18 by default). */
export const TermsCheckbox = ({ checked, onChange, error }: TTermsCheckboxProps) => {
  const { t } = useTranslation();
  const { site } = useSiteStatus();
  return (
    <Checkbox
      label={t('auth.terms', { age: site.termsAge })}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
    />
  );
};
