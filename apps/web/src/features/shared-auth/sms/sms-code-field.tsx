import { NoticeDialog } from '../../../components/notice-dialog/notice-dialog';
import { TextField } from '../../../components/text-field/text-field';
import { useTranslation } from '../../../lib/use-translation';
import { SendCodeButton } from './send-code-button';
import type { TCodeSender } from './use-code-sender';

type TSmsCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  sender: TCodeSender;
  /** Gets the field's form, to focus the number when it is wrong. */
  onSend: (form: HTMLFormElement | null) => void;
  /** Translated message. */
  error?: string | null;
  variant?: 'default' | 'compact';
  className?: string;
  /** Where the code goes: names the warning of a failed send. */
  channel?: 'sms' | 'email';
};

/** The SMS (or emailed) code input with its send button; a refused send shows the product's (docs/product.md) warning dialog. */
export const SmsCodeField = ({
  value,
  onChange,
  sender,
  onSend,
  error,
  variant,
  className,
  channel = 'sms',
}: TSmsCodeFieldProps) => {
  const { t } = useTranslation();
  const isCompact = variant === 'compact';
  return (
    <>
      <TextField
        className={className}
        variant={variant}
        // The header has room for a short label only; the accessible name stays the full one.
        label={isCompact ? t('auth.sms_code_short') : t('auth.sms_code')}
        aria-label={isCompact ? t('auth.sms_code') : undefined}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        isRequired={!isCompact}
        adornment={<SendCodeButton sender={sender} onClick={onSend} isCompact={isCompact} />}
        adornmentSize="wide"
      />
      <NoticeDialog
        open={sender.isFailureShown}
        tone="warning"
        title={channel === 'email' ? t('register.email_failed_title') : t('auth.sms_failed_title')}
        message={sender.failureKey ? t(sender.failureKey) : ''}
        confirmLabel={t('in_increase_submit')}
        onConfirm={sender.dismissFailure}
      />
    </>
  );
};
