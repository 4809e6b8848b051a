import { errorMessageKey } from '../../lib/error-message';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../button/button';
import { RefreshIcon } from '../icons/shell-icons';
import { StatusMessage } from './status-message';

type TQueryErrorMessageProps = {
  title: string;
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
  /** The failure's text when the caller has a fuller one (filled from the gateway's hint); `error.<key>` otherwise. */
  description?: string;
};

/** The error state of a panel fed by a query: what failed, in the user's language, and a retry. */
export const QueryErrorMessage = ({
  title,
  error,
  isRetrying,
  onRetry,
  description,
}: TQueryErrorMessageProps) => {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      title={title}
      description={description ?? t(errorMessageKey(error))}
      action={
        <Button variant="outline" icon={<RefreshIcon />} loading={isRetrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
};
