import { Button } from '../../../components/button/button';
import { ChevronLeftIcon } from '../../../components/icons/icons';
import { Loader } from '../../../components/loader/loader';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import styles from '../agent-pages.module.css';
import { useDownline } from '../api/use-downlines';
import { Figures } from '../figures';
import { MEMBER_KIND_KEYS } from '../member-kind-labels';
import { RebateForm } from './rebate-form';
import { TransferToDownlineForm } from './transfer-to-downline-form';

type TDownlineDetailProps = { memberId: string; onBack: () => void };

/** One downline: who it is, a transfer to it, and (for a direct downline) its rebate rates. */
export const DownlineDetail = ({ memberId, onBack }: TDownlineDetailProps) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const detail = useDownline(memberId);

  const back = (
    <Button variant="ghost" size="sm" icon={<ChevronLeftIcon />} onClick={onBack}>
      {t('agent.downlines.back')}
    </Button>
  );
  if (detail.isPending) return <Loader label={t('common.loading')} />;
  if (detail.isError)
    return (
      <div className={styles.page}>
        {back}
        <QueryErrorMessage
          title={t('agent.downlines.detail_failed')}
          error={detail.error}
          isRetrying={detail.isFetching}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );

  const downline = detail.data;
  const figures: [string, string][] = [
    [t('agent.column.username'), downline.username],
    [t('member.nickname'), downline.nickname ?? t('member.no_nickname')],
    [t('agent.column.role'), t(downline.isAgent ? MEMBER_KIND_KEYS.agent : MEMBER_KIND_KEYS.player)],
    [t('agent.downlines.level'), String(downline.level)],
    [t('agent.downlines.upline'), downline.uplineUsername],
    [t('agent.downlines.balance'), format(downline.balance)],
    [t('agent.column.team_size'), String(downline.teamSize)],
    [t('agent.downlines.registered'), formatMerchantDateTime(downline.registeredAt)],
    [
      t('agent.downlines.last_login'),
      downline.lastLoginAt === null
        ? t('agent.downlines.never')
        : formatMerchantDateTime(downline.lastLoginAt),
    ],
  ];

  return (
    <div className={styles.page}>
      {back}
      <section className={styles.card} aria-labelledby="agent-downline-title">
        <h4 id="agent-downline-title" className={styles.sectionTitle}>
          {downline.username}
        </h4>
        <Figures items={figures} />
      </section>
      <section className={styles.section} aria-labelledby="agent-downline-transfer">
        <h4 id="agent-downline-transfer" className={styles.sectionTitle}>
          {t('agent.transfer.title')}
        </h4>
        <TransferToDownlineForm memberId={downline.memberId} username={downline.username} />
      </section>
      <section className={styles.section} aria-labelledby="agent-downline-rebates">
        <h4 id="agent-downline-rebates" className={styles.sectionTitle}>
          {t('agent.rebates.title')}
        </h4>
        {downline.level === 1 ? (
          <RebateForm key={downline.memberId} downline={downline} />
        ) : (
          <p className={styles.muted}>{t('agent.rebates.direct_only')}</p>
        )}
      </section>
    </div>
  );
};
