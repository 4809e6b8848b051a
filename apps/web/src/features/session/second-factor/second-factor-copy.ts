import type { TSecondFactorMethod } from '@site/contracts/domain';
import type { TMessageKey } from '../../../lib/i18n-keys';
import type { TTranslate } from '../../../lib/translator';
import type { TSecondFactorChallenge } from '../../shared-auth/auth-dialogs-context';

type TSecondFactorCopy = {
  label: string;
  help: string;
  inputMode: 'numeric' | 'text';
  autoComplete: string;
};

/** The field's label, help text and keyboard for each way of proving a login (docs/product.md §4). */
export const secondFactorCopy = (
  { method, target }: TSecondFactorChallenge,
  t: TTranslate<TMessageKey>,
): TSecondFactorCopy => {
  const byMethod: Record<TSecondFactorMethod, () => TSecondFactorCopy> = {
    PHONE: () => ({
      label: t('login_2fa_label_code'),
      help: t('login_2fa_tips_mobile', { target: target ?? t('login_2fa_target_phone') }),
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
    }),
    EMAIL: () => ({
      label: t('login_2fa_label_code'),
      help: t('login_2fa_tips_email', { target: target ?? t('login_2fa_target_email') }),
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
    }),
    PAYEE: () => ({
      label: t('login_2fa_label_payee'),
      help: t('login_2fa_tips_payee'),
      inputMode: 'text',
      autoComplete: 'off',
    }),
    AUTHENTICATOR: () => ({
      label: t('login_2fa_label_authenticator'),
      help: t('login_2fa_tips_authenticator'),
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
    }),
  };
  return byMethod[method]();
};
