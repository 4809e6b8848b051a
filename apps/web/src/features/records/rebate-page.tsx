import { useId, useState } from 'react';
import type { TManualRebate } from '@site/contracts/api';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { DataTable, type TDataColumn } from '../../components/data-table/data-table';
import { useToast } from '../../components/toast/toast-context';
import { errorMessageKey } from '../../lib/error-message';
import { useRequestId } from '../../lib/use-request-id';
import { useTranslation } from '../../lib/use-translation';
import { formatMerchantDateTime } from '../shared-date-range/merchant-days';
import { useMoney } from '../shared-money/api/use-money';
import shared from '../shared-records/records.module.css';
import { useCategoryName } from '../shared-records/use-category-name';
import { useClaimRebate } from './api/use-claim-rebate';
import { useManualRebate } from './api/use-record-queries';
import styles from './records.module.css';

type TRebateRow = TManualRebate['categories'][number];

/**
 * Manual rebate: valid bets since the last claim × each category's rate
 * (docs/product.md §9; poker has none), and a claim of the total into the main wallet.
 */
export const RebatePage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { format } = useMoney();
  const rebate = useManualRebate();
  const claim = useClaimRebate();
  const requestIds = useRequestId();
  const [isConfirming, setIsConfirming] = useState(false);
  const nothingNoteId = useId();
  const total = rebate.data?.totalRebate ?? 0;
  // After a claim the total is 0 again: the inline result says why, not the "nothing yet" note.
  const showsNothingNote = total <= 0 && !claim.isSuccess;

  const onConfirm = () => {
    setIsConfirming(false);
    const requestId = requestIds.forValues({ amount: total });
    claim.mutate(
      { requestId },
      {
        onSuccess: (result) => {
          requestIds.settle();
          toast.show(t('records.rebate.claimed', { amount: format(result.amount) }), 'success');
        },
        onError: (error) => toast.show(t(errorMessageKey(error)), 'error'),
      },
    );
  };

  const categoryName = useCategoryName();
  const columns: TDataColumn<TRebateRow>[] = [
    { key: 'category', header: t('records.column.category'), render: (row) => categoryName(row.gameType) },
    {
      key: 'validBet',
      header: t('records.column.valid_bet'),
      align: 'money',
      render: (row) => format(row.validBet),
    },
    {
      key: 'rate',
      header: t('records.column.rate'),
      align: 'end',
      render: (row) =>
        row.ratePercent > 0 ? (
          `${row.ratePercent}%`
        ) : (
          <span className={shared.muted}>{t('records.rebate.no_rate')}</span>
        ),
    },
    {
      key: 'rebate',
      header: t('records.column.rebate'),
      align: 'money',
      render: (row) => format(row.rebateAmount),
    },
  ];
  const since = rebate.data?.since;

  return (
    <div className={shared.page}>
      {rebate.data && (
        <section className={styles.claimPanel} aria-label={t('records.rebate.claim_panel')}>
          <div className={styles.claimTotal}>
            <span className={shared.cardLabel}>{t('records.rebate.total')}</span>
            <span className={styles.claimAmount}>{format(total)}</span>
            <span className={styles.note}>
              {since === null || since === undefined
                ? t('records.rebate.since_start')
                : t('records.rebate.since', { time: formatMerchantDateTime(since) })}
            </span>
          </div>
          <div className={styles.claimAction}>
            <Button
              variant="primary"
              disabled={total <= 0}
              loading={claim.isPending}
              onClick={() => setIsConfirming(true)}
              aria-describedby={showsNothingNote ? nothingNoteId : undefined}
            >
              {t('records.rebate.claim')}
            </Button>
            {showsNothingNote && (
              <p id={nothingNoteId} className={styles.note}>
                {t('records.rebate.nothing')}
              </p>
            )}
            {claim.isSuccess && (
              <p className={[styles.note, shared.positive].join(' ')} role="status">
                {t('records.rebate.claimed', { amount: format(claim.data.amount) })}
              </p>
            )}
            {claim.isError && (
              <p className={[styles.note, shared.negative].join(' ')} role="alert">
                {t(errorMessageKey(claim.error))}
              </p>
            )}
          </div>
        </section>
      )}
      <DataTable
        label={t('member_centre.page.rebate')}
        columns={columns}
        rows={rebate.data?.categories}
        rowKey={(row) => row.gameType}
        isLoading={rebate.isPending}
        error={rebate.error}
        isRetrying={rebate.isFetching}
        onRetry={() => void rebate.refetch()}
        emptyText={t('records.rebate.empty')}
        skeletonRows={4}
        summary={
          rebate.data && { label: t('records.total'), cells: { rebate: format(rebate.data.totalRebate) } }
        }
      />
      <p className={styles.note}>{t('records.rebate.explain')}</p>
      <ConfirmDialog
        open={isConfirming}
        title={t('records.rebate.confirm_title')}
        message={t('records.rebate.confirm_message', { amount: format(total) })}
        confirmLabel={t('records.rebate.claim')}
        cancelLabel={t('in_more_cancel')}
        onConfirm={onConfirm}
        onCancel={() => setIsConfirming(false)}
      />
    </div>
  );
};
