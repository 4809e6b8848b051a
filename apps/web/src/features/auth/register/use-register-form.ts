import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TErrorKey } from '@site/contracts/errors';
import type { TRegisterSettings } from '@site/contracts/wire';
import { useToast } from '../../../components/toast/toast-context';
import { errorKeyOf, errorMessageKey, fieldErrorsOf } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useCaptcha } from '../api/use-captcha';
import { useRegister } from '../api/use-register';
import { registerFormFields, type TRegisterFormField } from './register-fields';
import {
  registerPayload,
  validateRegistration,
  type TRegisterErrors,
  type TRegisterValues,
} from './register-validation';

/** Business errors that belong under one field rather than above the form. */
const FIELD_OF_ERROR: Partial<Record<TErrorKey, TRegisterFormField>> = {
  username_taken: 'username',
  mobile_taken: 'mobileNum',
  invitation_code_error: 'affiliateCode',
  captcha_required: 'captcha',
  captcha_invalid: 'captcha',
};

const emptyValues = (): TRegisterValues => ({
  username: '',
  password: '',
  confirmPassword: '',
  payeeName: '',
  email: '',
  qqNum: '',
  mobileNum: '',
  recommenderId: '',
  captcha: '',
  paymentPassword: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  affiliateCode: '',
});

/** State, checks and submit of the username registration form. */
export const useRegisterForm = (settings: TRegisterSettings) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const fields = useMemo(() => registerFormFields(settings), [settings]);
  const hasCaptcha = fields.some((field) => field.name === 'captcha');
  const captcha = useCaptcha(hasCaptcha);
  const register = useRegister();

  const [values, setValues] = useState<TRegisterValues>(emptyValues);
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<TRegisterErrors>({});
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);

  const clearError = (name: TRegisterFormField | 'agree') => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const setValue = (name: TRegisterFormField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  const onAgreeChange = (checked: boolean) => {
    setAgree(checked);
    clearError('agree');
  };

  /** Moves focus to the first invalid field once React has drawn the errors. */
  const focusFirstError = (form: HTMLFormElement) => {
    window.requestAnimationFrame(() => {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const onServerError = (error: unknown, form: HTMLFormElement) => {
    const key = errorKeyOf(error);
    const serverFieldErrors = fieldErrorsOf(error);
    const fieldOfKey = FIELD_OF_ERROR[key];
    const shownNames = new Set<string>([...fields.map((field) => field.name), 'agree']);
    const nextErrors: TRegisterErrors = {};
    for (const [name, messageKey] of Object.entries(serverFieldErrors)) {
      if (shownNames.has(name)) nextErrors[name as TRegisterFormField] = messageKey;
    }
    if (fieldOfKey && shownNames.has(fieldOfKey)) nextErrors[fieldOfKey] = `error.${key}`;
    setErrors(nextErrors);
    setFormErrorKey(Object.keys(nextErrors).length > 0 ? null : errorMessageKey(error));
    if (hasCaptcha) {
      // The captcha was spent on this attempt.
      setValues((current) => ({ ...current, captcha: '' }));
      captcha.refresh();
    }
    focusFirstError(form);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (register.isPending) return;
    const nextErrors = validateRegistration(fields, values, agree);
    setErrors(nextErrors);
    setFormErrorKey(null);
    if (Object.keys(nextErrors).length > 0) {
      focusFirstError(form);
      return;
    }
    register.mutate(registerPayload(fields, values, agree), {
      onSuccess: () => {
        toast.show(t('in_registered_successfully'), 'success');
        navigate(paths.promotions.path);
      },
      onError: (error) => onServerError(error, form),
    });
  };

  return {
    fields,
    values,
    setValue,
    agree,
    onAgreeChange,
    errors,
    formErrorKey,
    captcha,
    onSubmit,
    isSubmitting: register.isPending,
  };
};
