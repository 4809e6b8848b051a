import type { TRegisterRule } from '@site/contracts/wire';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/text-field/text-field';
import { errorMessageKey } from '../../../lib/error-message';
import { helpText } from '../../../lib/forms/pattern-messages';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { useSuggestUsername } from '../api/use-suggest-username';

type TUsernameFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Translated message. */
  error: string | null;
  rule: TRegisterRule | null;
  /** Shows why no name could be suggested (an i18n key), under the field. */
  onSuggestFailed: (messageKey: TMessageKey) => void;
  className?: string;
};

/**
 * The username of a registration, with a "Suggest" button that fills in a
 * free name the merchant's username rule accepts (`account.suggestUsername`).
 */
export const UsernameField = ({
  value,
  onChange,
  error,
  rule,
  onSuggestFailed,
  className,
}: TUsernameFieldProps) => {
  const { t } = useTranslation();
  const suggest = useSuggestUsername();
  const onSuggest = () =>
    suggest.mutate(undefined, {
      onSuccess: ({ username }) => onChange(username),
      onError: (failure) => onSuggestFailed(errorMessageKey(failure)),
    });
  return (
    <TextField
      className={className}
      label={t('field.username')}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      help={helpText(rule, t)}
      maxLength={rule?.maxLength ?? undefined}
      isRequired
      adornment={
        <Button
          variant="ghost"
          size="sm"
          loading={suggest.isPending}
          aria-label={t('register.suggest_username_label')}
          onClick={onSuggest}
        >
          {t('register.suggest_username')}
        </Button>
      }
      adornmentSize="wide"
    />
  );
};
