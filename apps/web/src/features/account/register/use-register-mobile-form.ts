import { useMemo } from 'react';
import type { TRegisterSettings } from '@site/contracts/wire';
import { useForm } from '../../../components/form/use-form';
import { useFlag } from '../../../lib/site-status';
import { DEFAULT_DIALING_CODE } from '../../shared-auth/sms/country-code-select';
import { usePhoneCode } from '../../shared-auth/sms/use-sms-code-sender';
import { useRegisterByMobile } from '../api/use-register-by-mobile';
import { mobileOptionalFields, type TMobileRegisterField } from './mobile-register-fields';
import {
  mobileRegisterPayload,
  type TMobileRegisterOptions,
  type TMobileRegisterValues,
  validateMobileRegistration,
} from './mobile-register-validation';
import { useInviteCode, useReferralCode, withInviteCode, withReferralCode } from './use-invite-code';
import { useRegistration } from './use-registration';

/**
 * State, checks and submit of registration by mobile number (MOBILENUMREG3):
 * the number becomes the username; REGMOBVERF3 adds the SMS code and
 * MOBILENUMPASSREG3 the password fields.
 */
export const useRegisterMobileForm = (settings: TRegisterSettings) => {
  const needsCode = useFlag('REGMOBVERF3');
  const needsPassword = useFlag('MOBILENUMPASSREG3');
  const options = useMemo<TMobileRegisterOptions>(
    () => ({ settings, optionalFields: mobileOptionalFields(settings), needsCode, needsPassword }),
    [settings, needsCode, needsPassword],
  );
  const inviteCode = useInviteCode();
  const referralCode = useReferralCode();
  const hasAffiliate = options.optionalFields.some((field) => field.name === 'affiliateCode');
  const form = useForm<TMobileRegisterValues>(() => ({
    countryDialingCode: DEFAULT_DIALING_CODE,
    mobileNum: '',
    verificationCode: '',
    password: '',
    confirmPassword: '',
    payeeName: '',
    email: '',
    affiliateCode: inviteCode,
    paymentPassword: '',
  }));
  const { values, setFieldErrors } = form;
  const registerByMobile = useRegisterByMobile();
  const registration = useRegistration<TMobileRegisterField>(form, registerByMobile.isPending);

  const { sender, onSend } = usePhoneCode('register', values, setFieldErrors);

  const onSubmit = registration.onSubmitWith({
    validate: () => validateMobileRegistration(values, registration.agree, options),
    // A hidden invitation code is not checked here: the upstream decides on it.
    affiliateCode: () => (hasAffiliate ? values.affiliateCode : ''),
    register: (callbacks) =>
      registerByMobile.mutate(
        withReferralCode(
          withInviteCode(
            mobileRegisterPayload(values, registration.agree, options),
            hasAffiliate,
            inviteCode,
          ),
          referralCode,
        ),
        callbacks,
      ),
    shownFields: () => [
      'countryDialingCode',
      'mobileNum',
      ...(needsCode ? (['verificationCode'] as const) : []),
      ...(needsPassword ? (['password', 'confirmPassword'] as const) : []),
      ...options.optionalFields.map((field) => field.name as TMobileRegisterField),
      'agree',
    ],
  });

  return { ...form, ...registration, options, sender, onSend, onSubmit };
};
