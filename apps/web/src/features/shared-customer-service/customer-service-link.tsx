import type { TButtonLook } from '../../components/button/button-class';
import { ExternalLinkButton } from '../../components/button/link-button';
import { HeadsetIcon } from '../../components/icons/shell-icons';
import { useTranslation } from '../../lib/use-translation';
import { liveChatUrl } from './customer-service';

type TCustomerServiceLinkProps = TButtonLook & {
  channels: readonly { csType: string; title: string; url: string }[];
  /** Header use: show only the icon (the label stays the accessible name). */
  compact?: boolean;
  /** A class for the label (the header's hides it on phones, where it stays the accessible name). */
  labelClassName?: string;
};

/** Opens the merchant's live chat in a new tab; renders nothing when there is none. */
export const CustomerServiceLink = ({
  channels,
  compact = false,
  labelClassName,
  ...look
}: TCustomerServiceLinkProps) => {
  const { t } = useTranslation();
  const url = liveChatUrl(channels);
  if (!url) return null;
  return (
    <ExternalLinkButton
      href={url}
      icon={<HeadsetIcon />}
      iconOnly={compact}
      aria-label={compact ? t('common.customer_service') : undefined}
      title={compact ? t('common.customer_service') : undefined}
      {...look}
    >
      {compact ? null : <span className={labelClassName}>{t('common.customer_service')}</span>}
    </ExternalLinkButton>
  );
};
