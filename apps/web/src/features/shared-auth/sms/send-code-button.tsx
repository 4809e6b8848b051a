import { Button } from '../../../components/button/button';
import { useTranslation } from '../../../lib/use-translation';
import type { TCodeSender } from './use-code-sender';

type TSendCodeButtonProps = {
  sender: TCodeSender;
  /** Checks the number (of the button's form) and calls `sender.send`. */
  onClick: (form: HTMLFormElement | null) => void;
  size?: 'sm' | 'md';
  /** The header shows only the seconds while counting down. */
  isCompact?: boolean;
};

/** "Send code", then "Resend in 42 s" while the code is valid; busy while the request runs. */
export const SendCodeButton = ({ sender, onClick, size = 'sm', isCompact = false }: TSendCodeButtonProps) => {
  const { t } = useTranslation();
  const isCounting = sender.secondsLeft > 0;
  const countdown = t('auth.sms_resend_in', { seconds: sender.secondsLeft });
  return (
    <Button
      variant="ghost"
      size={size}
      data-testid="send-sms-code"
      loading={sender.isSending}
      disabled={isCounting}
      aria-label={isCounting && isCompact ? countdown : undefined}
      onClick={(event) => onClick(event.currentTarget.form)}
    >
      {isCounting
        ? isCompact
          ? t('auth.sms_seconds', { seconds: sender.secondsLeft })
          : countdown
        : t('auth.sms_send')}
    </Button>
  );
};
