import { TextField } from '../../../components/text-field/text-field';
import { useTranslation } from '../../../lib/use-translation';
import { CountryCodeSelect } from './country-code-select';
import styles from './sms.module.css';

type TPhoneFieldsProps = {
  countryDialingCode: string;
  mobileNum: string;
  onCountryChange: (value: string) => void;
  onMobileChange: (value: string) => void;
  /** Translated messages. */
  countryError?: string | null;
  mobileError?: string | null;
  mobileHelp?: string | null;
  isRequired?: boolean;
  className?: string;
};

/** Country code and mobile number side by side. */
export const PhoneFields = ({
  countryDialingCode,
  mobileNum,
  onCountryChange,
  onMobileChange,
  countryError,
  mobileError,
  mobileHelp,
  isRequired = true,
  className,
}: TPhoneFieldsProps) => {
  const { t } = useTranslation();
  return (
    <div className={[styles.phone, className].filter(Boolean).join(' ')}>
      <CountryCodeSelect
        value={countryDialingCode}
        onChange={onCountryChange}
        error={countryError}
        isRequired={isRequired}
      />
      <TextField
        label={t('field.mobileNum')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        value={mobileNum}
        onChange={(event) => onMobileChange(event.target.value)}
        error={mobileError}
        help={mobileHelp}
        isRequired={isRequired}
      />
    </div>
  );
};
