import { useState } from 'react';
import type { TContractType } from '@site/contracts/domain';
import { useTranslation } from '../../../lib/use-translation';
import { DateRangeFilter } from '../../shared-date-range/date-range-filter';
import type { TDateRange } from '../../shared-date-range/merchant-days';
import { useRecordFilters } from '../../shared-records/use-record-filters';
import styles from '../agent-pages.module.css';
import { useDownlineDividends, useSettlements } from '../api/use-contract-calls';
import { CONTRACT_TYPE_KEYS } from './contract-labels';
import { SettlementsTable } from './settlements-table';

/** The downlines' dividends in the same range (the dividend page only), paged on their own. */
const DownlineDividends = ({ range }: { range: TDateRange }) => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const dividends = useDownlineDividends(range, pageNo);
  return (
    <section className={styles.section} aria-labelledby="agent-downline-dividends">
      <h4 id="agent-downline-dividends" className={styles.sectionTitle}>
        {t('agent.contract.downline_dividends')}
      </h4>
      <SettlementsTable
        label={t('agent.contract.downline_dividends')}
        emptyText={t('agent.contract.settlements_empty')}
        showsUsername
        query={dividends}
        onPageChange={setPageNo}
      />
    </section>
  );
};

/** The settled periods of the agent's contracts of the type in a date range, with their total. */
export const SettlementsTab = ({ contractType }: { contractType: TContractType }) => {
  const { t } = useTranslation();
  const filters = useRecordFilters();
  const settlements = useSettlements({ ...filters.range, pageNo: filters.pageNo, contractType });
  const label = t('agent.contract.settlements', { type: t(CONTRACT_TYPE_KEYS[contractType]) });

  return (
    <div className={styles.page}>
      <DateRangeFilter value={filters.range} onChange={filters.setRange} />
      <SettlementsTable
        label={label}
        emptyText={t('agent.contract.settlements_empty')}
        showsUsername={false}
        query={settlements}
        onPageChange={filters.setPageNo}
      />
      {contractType === 'dividend' && (
        // A new range starts the downlines' table at its first page too.
        <DownlineDividends
          key={`${filters.range.startDate}:${filters.range.endDate}`}
          range={filters.range}
        />
      )}
    </div>
  );
};
