import { lazy, Suspense } from 'react';
import type { TInviteLink } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { LinkIcon } from '../../../components/icons/icons';
import { CloseIcon } from '../../../components/icons/shell-icons';
import { useToast } from '../../../components/toast/toast-context';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../agent-pages.module.css';
import { Figures } from '../figures';
import { MEMBER_KIND_KEYS } from '../member-kind-labels';
import { inviteUrl } from './invite-url';

/* The QR code's encoder loads with the first link shown, not with the page. */
const QrCode = lazy(() =>
  import('../../../components/qr-code/qr-code').then((module) => ({ default: module.QrCode })),
);

const QR_SIZE = 128;

type TInviteLinkCardProps = {
  link: TInviteLink;
  isDeleting: boolean;
  onDelete: (link: TInviteLink) => void;
};

/** One invite link: its kind, full address with a copy button, QR code and registrations. */
export const InviteLinkCard = ({ link, isDeleting, onDelete }: TInviteLinkCardProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const url = inviteUrl(link.code);

  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.show(t('agent.register.copied'), 'success'),
      () => toast.show(t('agent.register.copy_failed'), 'error'),
    );

  return (
    <li className={styles.card} aria-label={t('agent.register.link_label', { code: link.code })}>
      <div className={styles.cardHeader}>
        <span className={styles.badge}>{t(MEMBER_KIND_KEYS[link.memberKind])}</span>
        <Button
          variant="ghost"
          size="sm"
          icon={<CloseIcon />}
          loading={isDeleting}
          onClick={() => onDelete(link)}
        >
          {t('agent.register.delete')}
        </Button>
      </div>
      <p className={styles.url} data-testid="invite-url">
        {url}
      </p>
      <Suspense fallback={null}>
        <div className={styles.qrFrame}>
          <QrCode value={url} label={t('agent.register.qr', { code: link.code })} size={QR_SIZE} />
        </div>
      </Suspense>
      <Figures
        items={[
          [t('agent.register.code'), link.code],
          [t('agent.register.registrations'), link.registrations],
          [t('agent.register.created'), formatDate(link.createdAt)],
        ]}
      />
      <Button variant="outline" size="sm" icon={<LinkIcon />} onClick={() => void copy()}>
        {t('agent.register.copy')}
      </Button>
    </li>
  );
};
