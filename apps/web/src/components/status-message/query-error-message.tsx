import { errorMessageKey } from '../../lib/error-message';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../button/button';
import { RefreshIcon } from '../icons/icons';
import { StatusMessage } from './status-message';

type TQueryErrorMessageProps = {
  title: string;
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
};

/** The error state of a panel fed by a query: what failed, in the user's language, and a retry. */
export const QueryErrorMessage = ({ title, error, isRetrying, onRetry }: TQueryErrorMessageProps) => {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      title={title}
      description={t(errorMessageKey(error))}
      action={
        <Button variant="outline" icon={<RefreshIcon />} loading={isRetrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
};
