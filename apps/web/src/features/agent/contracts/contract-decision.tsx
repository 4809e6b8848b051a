import type { TContract } from '@site/contracts/api';
import type { TContractAction } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { CheckIcon } from '../../../components/icons/icons';
import { CloseIcon } from '../../../components/icons/shell-icons';
import { errorMessageKey } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../agent-pages.module.css';
import { useContractCalls } from '../api/use-contract-calls';

type TContractDecisionProps = {
  contract: TContract;
  /** After the decision went through (the popup moves on to the next offer). */
  onDecided?: (action: TContractAction) => void;
};

/**
 * Accept or reject what waits for the agent: an offer, or the other side's
 * request to end a contract (accepting it ends the contract).
 */
export const ContractDecision = ({ contract, onDecided }: TContractDecisionProps) => {
  const { t } = useTranslation();
  const { process } = useContractCalls();
  const isTermination = contract.status === 'termination_requested';
  const decide = (action: TContractAction) =>
    process.mutate(
      { contractType: contract.contractType, contractId: contract.contractId, action },
      { onSuccess: () => onDecided?.(action) },
    );
  const deciding = process.isPending ? process.variables.action : null;

  return (
    <div className={styles.section}>
      <div className={styles.actions}>
        <Button
          variant="primary"
          icon={<CheckIcon />}
          loading={deciding === 'accept'}
          disabled={process.isPending}
          onClick={() => decide('accept')}
        >
          {t(isTermination ? 'agent.contract.accept_termination' : 'agent.contract.accept')}
        </Button>
        <Button
          variant="outline"
          icon={<CloseIcon />}
          loading={deciding === 'reject'}
          disabled={process.isPending}
          onClick={() => decide('reject')}
        >
          {t(isTermination ? 'agent.contract.reject_termination' : 'agent.contract.reject')}
        </Button>
      </div>
      <FormError messageKey={process.error ? errorMessageKey(process.error) : null} />
    </div>
  );
};
