import { useState } from 'react';
import type { TDownline } from '@site/contracts/api';
import { AGENT_LIMITS } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { Checkbox } from '../../../components/checkbox/checkbox';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { pagedQueryTableProps } from '../../../components/data-table/query-table-props';
import { SendIcon } from '../../../components/icons/icons';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import styles from '../agent-pages.module.css';
import { useDownlines } from '../api/use-downlines';
import { UsernameFilter } from '../components/username-filter';
import { MEMBER_KIND_KEYS } from '../member-kind-labels';
import { DownlineDetail } from './downline-detail';
import { RestrictionBadge } from './restriction-badge';
import { TransferToDownlinesForm } from './transfer-to-downlines-form';

/**
 * Downline management: the team by username, or the direct downlines only,
 * a page at a time; a downline's detail (transfer, rebate rates), and a
 * transfer to several selected downlines at once.
 */
const DownlinesPage = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const [username, setUsername] = useState<string | undefined>(undefined);
  const [directOnly, setDirectOnly] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<string, TDownline>>(new Map());
  const [isTransferring, setTransferring] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(null);
  const downlines = useDownlines({ pageNo, username, directOnly });

  if (detailId) return <DownlineDetail memberId={detailId} onBack={() => setDetailId(null)} />;

  const isFull = selected.size >= AGENT_LIMITS.maxTransferRecipients;
  const toggle = (row: TDownline) =>
    setSelected((current) => {
      const next = new Map(current);
      if (!next.delete(row.memberId)) next.set(row.memberId, row);
      return next;
    });

  const columns: TDataColumn<TDownline>[] = [
    {
      key: 'select',
      header: t('agent.downlines.select'),
      render: (row) => (
        <Checkbox
          // The column names the box and the row its member: the name is for screen readers only.
          label={
            <VisuallyHidden>{t('agent.downlines.select_member', { username: row.username })}</VisuallyHidden>
          }
          checked={selected.has(row.memberId)}
          disabled={isTransferring || (isFull && !selected.has(row.memberId))}
          onChange={() => toggle(row)}
        />
      ),
    },
    {
      key: 'username',
      header: t('agent.column.username'),
      render: (row) => (
        <span className={styles.nameCell}>
          {row.username}
          <RestrictionBadge restriction={row.restriction} />
        </span>
      ),
    },
    { key: 'level', header: t('agent.downlines.level'), align: 'end', render: (row) => row.level },
    {
      key: 'kind',
      header: t('agent.column.role'),
      render: (row) => t(row.isAgent ? MEMBER_KIND_KEYS.agent : MEMBER_KIND_KEYS.player),
    },
    {
      key: 'balance',
      header: t('agent.downlines.balance'),
      align: 'money',
      render: (row) => format(row.balance),
    },
    { key: 'team', header: t('agent.column.team_size'), align: 'end', render: (row) => row.teamSize },
    {
      key: 'registered',
      header: t('agent.downlines.registered'),
      render: (row) => formatMerchantDateTime(row.registeredAt),
    },
    {
      key: 'detail',
      header: t('agent.downlines.detail'),
      render: (row) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('agent.downlines.open_detail', { username: row.username })}
          onClick={() => setDetailId(row.memberId)}
        >
          {t('agent.downlines.detail')}
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <UsernameFilter
        value={username}
        onChange={(next) => {
          setUsername(next);
          setPageNo(1);
        }}
        isBusy={downlines.isFetching}
      />
      <Checkbox
        label={t('agent.downlines.direct_only')}
        checked={directOnly}
        onChange={(event) => {
          setDirectOnly(event.target.checked);
          setPageNo(1);
        }}
      />
      <div className={styles.sectionHeader}>
        <span className={styles.muted} aria-live="polite">
          {t('agent.downlines.selected', { count: selected.size, max: AGENT_LIMITS.maxTransferRecipients })}
        </span>
        <Button
          variant="primary"
          icon={<SendIcon />}
          disabled={selected.size === 0 || isTransferring}
          onClick={() => setTransferring(true)}
        >
          {t('agent.transfer.many_open')}
        </Button>
      </div>
      {isTransferring && (
        <TransferToDownlinesForm recipients={[...selected.values()]} onClose={() => setTransferring(false)} />
      )}
      <DataTable
        label={t('agent.page.downlines')}
        columns={columns}
        {...pagedQueryTableProps(downlines)}
        rowKey={(row) => row.memberId}
        emptyText={t('agent.downlines.empty')}
        onPageChange={setPageNo}
      />
    </div>
  );
};

export default DownlinesPage;
