import { useState } from 'react';
import type { TContract } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { FormError } from '../../../components/form/form-error';
import { errorMessageKey } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import styles from '../agent-pages.module.css';
import { useContractCalls } from '../api/use-contract-calls';
import { CONTRACT_STATUS_KEYS } from './contract-labels';
import { ContractTerms } from './contract-terms';

type TCurrentContractProps = {
  contract: TContract;
  /** True when the other side asked to end it and the agent decides (it is among the waiting ones). */
  isDecidedHere: boolean;
};

/** The agent's own running contract of the type, and asking to end it after a confirmation. */
export const CurrentContract = ({ contract, isDecidedHere }: TCurrentContractProps) => {
  const { t } = useTranslation();
  const { process } = useContractCalls();
  const [isConfirming, setConfirming] = useState(false);
  const isEnding = contract.status === 'termination_requested';

  return (
    <section className={styles.card} aria-labelledby="agent-current-contract">
      <div className={styles.cardHeader}>
        <h4 id="agent-current-contract" className={styles.sectionTitle}>
          {t('agent.contract.current')}
        </h4>
        <span className={styles.badge}>{t(CONTRACT_STATUS_KEYS[contract.status])}</span>
      </div>
      <ContractTerms contract={contract} />
      {contract.decidedAt !== null && (
        <p className={styles.muted}>
          {t('agent.contract.since', { time: formatMerchantDateTime(contract.decidedAt) })}
        </p>
      )}
      {isEnding ? (
        <p className={styles.muted}>
          {t(isDecidedHere ? 'agent.contract.ending_yours_to_decide' : 'agent.contract.ending_waiting')}
        </p>
      ) : (
        <div className={styles.actions}>
          <Button variant="outline" loading={process.isPending} onClick={() => setConfirming(true)}>
            {t('agent.contract.request_termination')}
          </Button>
        </div>
      )}
      <FormError messageKey={process.error ? errorMessageKey(process.error) : null} />
      <ConfirmDialog
        open={isConfirming}
        title={t('agent.contract.request_termination')}
        message={t('agent.contract.termination_confirm')}
        confirmLabel={t('agent.contract.request_termination')}
        cancelLabel={t('in_more_cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          process.mutate({
            contractType: contract.contractType,
            contractId: contract.contractId,
            action: 'request_termination',
          });
        }}
      />
    </section>
  );
};
