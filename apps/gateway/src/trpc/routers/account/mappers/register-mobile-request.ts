import {
  type TRegisterField,
  type TRegisterSettings,
  type TWireRegisterRequest,
  VALIDATION,
} from '@site/contracts';
import {
  registerFieldErrors,
  type TRegisterMobileInputValues,
  type TRegistrationPage,
} from '../../../mappers/register-request.js';

/** The whitelabel flags that shape a mobile registration (docs/history/accounts-interfaces.md, "Flags"). */
export type TMobileRegistrationFlags = {
  /** REGMOBVERF3: the number is proven with an SMS code. */
  needsSmsCode: boolean;
  /** MOBILENUMPASSREG3: the member chooses a password (otherwise signs in by SMS). */
  needsPassword: boolean;
};

/** Besides the number, the mobile tab carries these fields, each shown per the register settings. */
const SETTINGS_FIELDS: readonly TRegisterField[] = ['payeeName', 'email', 'affiliateCode', 'paymentPassword'];

const filled = (value: string | undefined): value is string => value !== undefined && value !== '';

/** Field → message key for what the flags and register settings require, or null when acceptable. */
export const mobileRegisterFieldErrors = (
  input: TRegisterMobileInputValues,
  settings: TRegisterSettings,
  flags: TMobileRegistrationFlags,
): Record<string, string> | null => {
  const fieldErrors: Record<string, string> = {
    ...registerFieldErrors(
      input,
      settings,
      flags.needsPassword ? [...SETTINGS_FIELDS, 'password'] : SETTINGS_FIELDS,
    ),
  };
  if (flags.needsSmsCode && !filled(input.verificationCode))
    fieldErrors['verificationCode'] = VALIDATION.verificationCode;
  if (flags.needsPassword && !filled(input.confirmPassword) && !fieldErrors['password']) {
    fieldErrors['confirmPassword'] = VALIDATION.required;
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
};

/**
 * The decrypted body of `PUT /wps/member/register/mobile`: the number is the
 * username; the password only when the member chooses one (MOBILENUMPASSREG3).
 */
export const toWireMobileRegisterRequest = (
  input: TRegisterMobileInputValues,
  flags: TMobileRegistrationFlags,
  page: TRegistrationPage,
): TWireRegisterRequest => {
  const optional = {
    payeeName: input.payeeName,
    email: input.email,
    affiliateCode: input.affiliateCode,
    referralCode: input.referralCode,
    paymentPassword: input.paymentPassword,
    verificationCode: input.verificationCode,
  };
  const password = flags.needsPassword ? (input.password ?? '') : '';
  return {
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => filled(value))),
    username: input.mobileNum,
    mobileNum: input.mobileNum,
    countryDialingCode: input.countryDialingCode,
    password,
    confirmPassword: flags.needsPassword ? (input.confirmPassword ?? '') : '',
    domain: page.domain,
    registerUrl: page.registerUrl,
    registerMethod: 'WEB',
    login: true,
  };
};
