import type { TRegisterSettings } from '@site/contracts/wire';
import { useForm } from '../../../components/form/use-form';
import { useRegisterByEmail } from '../api/use-register-by-email';
import {
  emailRegisterPayload,
  hasAffiliateField,
  type TEmailRegisterField,
  type TEmailRegisterValues,
  validateEmailRegistration,
} from './email-register-validation';
import { useEmailCode } from './use-email-code';
import { useInviteCode, useReferralCode, withInviteCode, withReferralCode } from './use-invite-code';
import { useRegistration } from './use-registration';

/**
 * State, checks and submit of registration by email (EMAILREG3): a username
 * and password of the member's own, and the email proven by the code mailed
 * to it (decision 0034).
 */
export const useRegisterEmailForm = (settings: TRegisterSettings) => {
  const inviteCode = useInviteCode();
  const referralCode = useReferralCode();
  const hasAffiliate = hasAffiliateField(settings);
  const form = useForm<TEmailRegisterValues>(() => ({
    username: '',
    password: '',
    confirmPassword: '',
    email: '',
    verificationCode: '',
    affiliateCode: inviteCode,
  }));
  const { values, setFieldErrors } = form;
  const registerByEmail = useRegisterByEmail();
  const registration = useRegistration<TEmailRegisterField>(form, registerByEmail.isPending);
  const { sender, onSend } = useEmailCode(values.email, setFieldErrors);

  const onSubmit = registration.onSubmitWith({
    validate: () => validateEmailRegistration(values, registration.agree, settings),
    // A hidden invitation code is not checked here: the upstream decides on it.
    affiliateCode: () => (hasAffiliate ? values.affiliateCode : ''),
    register: (callbacks) =>
      registerByEmail.mutate(
        withReferralCode(
          withInviteCode(
            emailRegisterPayload(values, registration.agree, settings),
            hasAffiliate,
            inviteCode,
          ),
          referralCode,
        ),
        callbacks,
      ),
    shownFields: () => [
      'username',
      'password',
      'confirmPassword',
      'email',
      'verificationCode',
      ...(hasAffiliate ? (['affiliateCode'] as const) : []),
      'agree',
    ],
  });

  return { ...form, ...registration, hasAffiliate, sender, onSend, onSubmit };
};
