import type { TTicket } from '@site/contracts/api';
import type { TTicketStatus } from '@site/contracts/domain';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { GiftIcon } from '../../../components/icons/icons';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import { useClaimTicket } from '../api/use-reward-mutations';
import { useRewardPayment } from '../api/use-reward-payment';
import { useTickets } from '../api/use-reward-queries';
import { PayButton } from '../shared/pay-button';
import styles from '../shared/rewards.module.css';

const TICKET_STATUS: Record<TTicketStatus, { labelKey: TMessageKey; tone: 'action' | 'good' | 'quiet' }> = {
  AVAILABLE: { labelKey: tk('rewards.ticket.available'), tone: 'action' },
  CLAIMED: { labelKey: tk('rewards.ticket.claimed'), tone: 'good' },
  EXPIRED: { labelKey: tk('rewards.ticket.expired'), tone: 'quiet' },
};

const TicketClaimButton = ({ ticket }: { ticket: TTicket }) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const payment = useRewardPayment(useClaimTicket(), {
    paidMessage: (output) => t('rewards.claimed', { amount: format(output.amount) }),
  });
  return (
    <PayButton
      payment={payment}
      icon={<GiftIcon />}
      onClick={() => payment.pay({ transactionId: ticket.transactionId })}
      aria-label={t('rewards.claim_named', { title: ticket.name })}
    >
      {t('rewards.claim')}
    </PayButton>
  );
};

/** The member's available tickets, each claimable into the wallet (`rewards.tickets`, `rewards.claimTicket`). */
const AvailableTickets = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const tickets = useTickets('AVAILABLE');
  if (tickets.isPending) return <Skeleton className={styles.skeletonRow} />;
  if (tickets.isError) {
    return (
      <QueryErrorMessage
        title={t('rewards.centre.load_failed')}
        error={tickets.error}
        isRetrying={tickets.isFetching}
        onRetry={() => void tickets.refetch()}
      />
    );
  }
  if (tickets.data.items.length === 0) {
    return <StatusMessage tone="empty" icon={<GiftIcon />} title={t('rewards.ticket.none_available')} />;
  }
  return (
    <ul className={styles.list} aria-label={t('rewards.ticket.available_list')}>
      {tickets.data.items.map((ticket) => (
        <li key={ticket.transactionId} className={styles.row}>
          <div className={styles.rowMain}>
            <span className={styles.rowTitle}>{ticket.name}</span>
            {ticket.expiresAt !== null && (
              <span className={styles.note}>
                {t('rewards.ticket.expires', { time: formatMerchantDateTime(ticket.expiresAt) })}
              </span>
            )}
          </div>
          <span className={styles.amount}>{format(ticket.amount)}</span>
          <div className={styles.actions}>
            <TicketClaimButton ticket={ticket} />
          </div>
        </li>
      ))}
    </ul>
  );
};

/** Every ticket the member held, whatever became of it. */
const TicketHistory = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const tickets = useTickets('ALL');
  const columns: TDataColumn<TTicket>[] = [
    { key: 'time', header: t('records.column.time'), render: (row) => formatMerchantDateTime(row.createdAt) },
    { key: 'name', header: t('rewards.ticket.column_name'), render: (row) => row.name },
    {
      key: 'amount',
      header: t('records.column.amount'),
      align: 'money',
      render: (row) => format(row.amount),
    },
    {
      key: 'status',
      header: t('rewards.centre.column_status'),
      render: (row) => {
        const { labelKey, tone } = TICKET_STATUS[row.status];
        return <span className={`${styles.badge} ${styles[tone]}`}>{t(labelKey)}</span>;
      },
    },
  ];
  return (
    <DataTable
      label={t('rewards.ticket.history')}
      columns={columns}
      rows={tickets.data?.items}
      rowKey={(row) => row.transactionId}
      isLoading={tickets.isPending}
      error={tickets.error}
      isRetrying={tickets.isFetching}
      onRetry={() => void tickets.refetch()}
      emptyText={t('rewards.ticket.no_history')}
    />
  );
};

/** "Tickets": the available ones to claim, then the history of them all. */
export const TicketsSection = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <AvailableTickets />
      <section className={styles.section} aria-labelledby="reward-ticket-history">
        <h3 id="reward-ticket-history" className={styles.sectionTitle}>
          {t('rewards.ticket.history')}
        </h3>
        <TicketHistory />
      </section>
    </div>
  );
};
