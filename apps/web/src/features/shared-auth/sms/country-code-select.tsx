import { SelectField, type TSelectOption } from '../../../components/select-field/select-field';
import { useTranslation } from '../../../lib/use-translation';
import { useCountries } from '../api/use-countries';

/** The home market's code, selected first and offered even before (or without) the country list. */
export const DEFAULT_DIALING_CODE = '+63';
const FALLBACK_COUNTRY = { countryCode: 'PH', countryDialingCode: DEFAULT_DIALING_CODE };

type TCountryCodeSelectProps = {
  value: string;
  onChange: (dialingCode: string) => void;
  error?: string | null;
  variant?: 'default' | 'compact';
  isRequired?: boolean;
  className?: string;
};

/** Options read "PH +63": the country code names the flag without needing an emoji font. */
const optionsOf = (countries: readonly { countryCode: string; countryDialingCode: string }[]) => {
  const seen = new Set<string>();
  const options: TSelectOption[] = [];
  for (const { countryCode, countryDialingCode } of countries) {
    // Countries sharing a dialing code (+1) would be the same choice twice.
    if (seen.has(countryDialingCode)) continue;
    seen.add(countryDialingCode);
    options.push({ value: countryDialingCode, label: `${countryCode} ${countryDialingCode}` });
  }
  return options;
};

/** The dialing code of a mobile number, from `system.countries`. */
export const CountryCodeSelect = ({
  value,
  onChange,
  error,
  variant,
  isRequired = true,
  className,
}: TCountryCodeSelectProps) => {
  const { t } = useTranslation();
  const countries = useCountries();
  const list = countries.data && countries.data.length > 0 ? countries.data : [FALLBACK_COUNTRY];
  return (
    <SelectField
      className={className}
      variant={variant}
      // The header has room for a short label only; the accessible name stays the full one.
      label={variant === 'compact' ? t('auth.country_short') : t('auth.country_code')}
      aria-label={variant === 'compact' ? t('auth.country_code') : undefined}
      name="countryDialingCode"
      autoComplete="tel-country-code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={optionsOf(list)}
      error={error}
      aria-busy={countries.isPending || undefined}
      isRequired={isRequired && variant !== 'compact'}
    />
  );
};
