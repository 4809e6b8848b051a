import { Button } from '../../../components/button/button';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { TextField } from '../../../components/text-field/text-field';
import { useTranslation } from '../../../lib/use-translation';
import styles from './agent-reports.module.css';

type TUsernameFilterProps = {
  value: string | undefined;
  /** A trimmed username, or undefined for the whole team. */
  onChange: (username: string | undefined) => void;
  /** The report is loading for the current filter. */
  isBusy: boolean;
};

/** The team reports' member filter: a username searched on submit, cleared back to the whole team. */
export const UsernameFilter = ({ value, onChange, isBusy }: TUsernameFilterProps) => {
  const { t } = useTranslation();
  const form = useForm(() => ({ username: value ?? '' }));
  const search = form.submitWith(
    () => ({}),
    () => onChange(form.values.username.trim() || undefined),
  );

  return (
    <form className={styles.usernameFilter} role="search" onSubmit={search}>
      <TextField label={t('agent.filter.username')} maxLength={64} {...form.inputProps('username')} />
      <SubmitButton isBusy={isBusy} variant="outline">
        {t('agent.filter.search')}
      </SubmitButton>
      {value !== undefined && (
        <Button
          variant="ghost"
          onClick={() => {
            form.setValue('username', '');
            onChange(undefined);
          }}
        >
          {t('agent.filter.clear')}
        </Button>
      )}
    </form>
  );
};
