import { useState } from 'react';
import { Modal } from '../../../components/modal/modal';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../agent-pages.module.css';
import { useContractRequests } from '../api/use-contract-calls';
import { ContractDecision } from '../contracts/contract-decision';
import { CONTRACT_TYPE_KEYS } from '../contracts/contract-labels';
import { ContractTerms } from '../contracts/contract-terms';

/**
 * The contract popup (docs/product.md §2, §4): an offer or a termination
 * request waiting for the signed-in agent, with Accept and Reject, one at a
 * time. It reads what waits (`agent.contractRequests`, incoming), so an agent
 * who was offline sees it on the next visit; a `contract:offer` event reads
 * it again (app/live-updates.tsx) and the popup opens. Closing it puts the
 * request aside until the next visit; it stays on the contract pages.
 */
export const ContractPopup = ({ isPaused }: { isPaused: boolean }) => {
  const { t } = useTranslation();
  const requests = useContractRequests();
  const [setAside, setSetAside] = useState<ReadonlySet<string>>(new Set());
  const waiting = (requests.data ?? []).filter(
    (request) => request.direction === 'incoming' && !setAside.has(request.contractId),
  );
  const request = waiting[0] ?? null;
  const putAside = () => {
    if (request) setSetAside((current) => new Set(current).add(request.contractId));
  };

  const isTermination = request?.status === 'termination_requested';
  const type = request ? t(CONTRACT_TYPE_KEYS[request.contractType]) : '';
  const from = request?.uplineUsername ?? t('agent.contract.merchant');

  return (
    <Modal
      open={request !== null && !isPaused}
      onClose={putAside}
      title={t(isTermination ? 'agent.popup.termination_title' : 'agent.popup.offer_title')}
    >
      {request && (
        <div className={styles.section} data-testid="contract-popup">
          <p>
            {isTermination
              ? t('agent.popup.termination_text', { type })
              : t('agent.popup.offer_text', { upline: from, type })}
          </p>
          <ContractTerms contract={request} />
          {waiting.length > 1 && (
            <p className={styles.muted}>{t('agent.popup.more', { count: waiting.length - 1 })}</p>
          )}
          <ContractDecision key={request.contractId} contract={request} onDecided={putAside} />
        </div>
      )}
    </Modal>
  );
};
