import { useState } from 'react';
import type { TContractInfo } from '@site/contracts/api';
import type { TContractType } from '@site/contracts/domain';
import { Loader } from '../../../components/loader/loader';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { Tabs, type TTab } from '../../../components/tabs/tabs';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../agent-pages.module.css';
import { useContractInfo } from '../api/use-contract-calls';
import { ContractDecision } from './contract-decision';
import { ContractHistory } from './contract-history';
import { CONTRACT_TYPE_KEYS } from './contract-labels';
import { ContractRequests } from './contract-requests';
import { ContractTerms } from './contract-terms';
import { ContractsTable } from './contracts-table';
import { CurrentContract } from './current-contract';
import { CurrentPeriod } from './current-period';
import { OfferContractForm } from './offer-contract-form';
import { SettlementsTab } from './settlements-tab';

const TAB_IDS = ['contract', 'settlements', 'team', 'history'] as const;
type TTabId = (typeof TAB_IDS)[number];
const TAB_KEYS: Record<TTabId, TMessageKey> = {
  contract: tk('agent.contract.tab.contract'),
  settlements: tk('agent.contract.tab.settlements'),
  team: tk('agent.contract.tab.team'),
  history: tk('agent.contract.tab.history'),
};

/** The agent's own contract of the type, what waits for its decision, and the period running now. */
const OwnContractTab = ({ info, contractType }: { info: TContractInfo; contractType: TContractType }) => {
  const { t } = useTranslation();
  const waitingIds = new Set(info.waiting.map((contract) => contract.contractId));
  return (
    <div className={styles.page}>
      {info.current ? (
        <CurrentContract contract={info.current} isDecidedHere={waitingIds.has(info.current.contractId)} />
      ) : (
        <StatusMessage
          tone="empty"
          title={t('agent.contract.none')}
          description={t('agent.contract.none_text')}
        />
      )}
      {info.waiting.length > 0 && (
        <section className={styles.section} aria-labelledby="agent-waiting-contracts">
          <h4 id="agent-waiting-contracts" className={styles.sectionTitle}>
            {t('agent.contract.waiting')}
          </h4>
          <ul className={styles.cards}>
            {info.waiting.map((contract) => (
              <li key={contract.contractId} className={styles.card}>
                <ContractTerms contract={contract} />
                <ContractDecision contract={contract} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <CurrentPeriod contractType={contractType} />
    </div>
  );
};

/** Offering contracts to direct downline agents, the contracts given to them, and the requests either way. */
const TeamContractsTab = ({ info, contractType }: { info: TContractInfo; contractType: TContractType }) => {
  const { t } = useTranslation();
  const ownRate = info.current?.status === 'active' ? info.current.ratePercent : null;
  return (
    <div className={styles.page}>
      {ownRate === null ? (
        <p className={styles.muted}>{t('agent.offer.needs_contract')}</p>
      ) : (
        <OfferContractForm contractType={contractType} ownRate={ownRate} />
      )}
      <section className={styles.section} aria-labelledby="agent-given-contracts">
        <h4 id="agent-given-contracts" className={styles.sectionTitle}>
          {t('agent.contract.given')}
        </h4>
        <ContractsTable
          label={t('agent.contract.given')}
          emptyText={t('agent.contract.given_empty')}
          rows={info.downlines}
          isLoading={false}
        />
      </section>
      <ContractRequests contractType={contractType} />
    </div>
  );
};

/**
 * A contract page (dividend, daily wages, hourly or real-time salary): the
 * agent's contract and running period, settlements, the contracts it gives
 * its downline agents, and the history (docs/product.md §2 "Agent centre", §4).
 */
export const ContractPage = ({ contractType }: { contractType: TContractType }) => {
  const { t } = useTranslation();
  const info = useContractInfo(contractType);
  const [tab, setTab] = useState<TTabId>('contract');

  if (info.isPending) return <Loader label={t('common.loading')} />;
  if (info.isError)
    return (
      <QueryErrorMessage
        title={t('agent.contract.load_failed')}
        error={info.error}
        isRetrying={info.isFetching}
        onRetry={() => void info.refetch()}
      />
    );
  if (!info.data.enabled)
    return (
      <StatusMessage
        tone="empty"
        title={t('agent.contract.disabled', { type: t(CONTRACT_TYPE_KEYS[contractType]) })}
      />
    );

  const tabs: TTab<TTabId>[] = TAB_IDS.map((id) => ({ id, label: t(TAB_KEYS[id]) }));
  return (
    <Tabs tabs={tabs} value={tab} onChange={setTab} label={t('agent.contract.tabs')}>
      {tab === 'contract' && <OwnContractTab info={info.data} contractType={contractType} />}
      {tab === 'settlements' && <SettlementsTab contractType={contractType} />}
      {tab === 'team' && <TeamContractsTab info={info.data} contractType={contractType} />}
      {tab === 'history' && <ContractHistory contractType={contractType} />}
    </Tabs>
  );
};
