import {
  REGISTER_FIELDS,
  type TRegisterField,
  type TRegisterRule,
  type TRegisterSettings,
} from '@site/contracts/wire';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';

export type TRegisterFormField = TRegisterField | 'confirmPassword';

export type TRegisterFieldSpec = {
  name: TRegisterFormField;
  /** The merchant's rule; null for the confirmation, which follows the password. */
  rule: TRegisterRule | null;
  isRequired: boolean;
};

/** Username and password make the account whatever the settings say. */
const ALWAYS_SHOWN = new Set<TRegisterFormField>(['username', 'password']);

/**
 * The fields of the register form, in the contracts' order: each field whose
 * rule is enabled, required exactly as its rule says, plus username, password
 * and the password confirmation, which are always there and always required.
 */
export const registerFormFields = (settings: TRegisterSettings): TRegisterFieldSpec[] =>
  REGISTER_FIELDS.flatMap((name): TRegisterFieldSpec[] => {
    const rule = settings[name] ?? null;
    const isAlways = ALWAYS_SHOWN.has(name);
    if (!isAlways && !rule?.enabled) return [];
    const spec: TRegisterFieldSpec = { name, rule, isRequired: isAlways || rule?.required === true };
    return name === 'password' ? [spec, { name: 'confirmPassword', rule: null, isRequired: true }] : [spec];
  });

export type TPresentation = {
  labelKey: TMessageKey;
  type: 'text' | 'password' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
};

/** How each field looks: its label, input type and autofill hint. */
export const FIELD_PRESENTATION: Readonly<Record<TRegisterFormField, TPresentation>> = {
  username: { labelKey: tk('field.username'), type: 'text', autoComplete: 'username' },
  password: { labelKey: tk('field.password'), type: 'password', autoComplete: 'new-password' },
  confirmPassword: { labelKey: tk('field.confirmPassword'), type: 'password', autoComplete: 'new-password' },
  payeeName: { labelKey: tk('field.payeeName'), type: 'text', autoComplete: 'name' },
  email: { labelKey: tk('field.email'), type: 'email', autoComplete: 'email', inputMode: 'email' },
  qqNum: { labelKey: tk('field.qqNum'), type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  mobileNum: { labelKey: tk('field.mobileNum'), type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  recommenderId: { labelKey: tk('field.recommenderId'), type: 'text', autoComplete: 'off' },
  captcha: { labelKey: tk('field.captcha'), type: 'text', autoComplete: 'off' },
  paymentPassword: { labelKey: tk('field.paymentPassword'), type: 'password', autoComplete: 'new-password' },
  line: { labelKey: tk('field.line'), type: 'text', autoComplete: 'off' },
  whatsapp: { labelKey: tk('field.whatsapp'), type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  facebook: { labelKey: tk('field.facebook'), type: 'text', autoComplete: 'off' },
  wechat: { labelKey: tk('field.wechat'), type: 'text', autoComplete: 'off' },
  idNumber: { labelKey: tk('field.idNumber'), type: 'text', autoComplete: 'off' },
  affiliateCode: { labelKey: tk('field.affiliateCode'), type: 'text', autoComplete: 'off' },
};
