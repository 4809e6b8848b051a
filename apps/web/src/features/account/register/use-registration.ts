import { type FormEvent, useState } from 'react';
import { focusFirstInvalid, hasErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
import { splitServerError } from '../../../lib/forms/server-errors';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { useAffiliateGate } from './use-affiliate-gate';
import { useCompleteRegistration } from './use-complete-registration';

/** The form setters a registration tab hands over (the `useForm` of its fields). */
type TRegistrationForm<TField extends string> = {
  setFieldErrors: (errors: TFieldErrors<TField>) => void;
  setFormErrorKey: (key: TMessageKey | null) => void;
};

type TRegisterCall = (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;

type TRegistrationSteps<TField extends string> = {
  /** The messages of the fields and of the terms box; none means the form may be sent. */
  validate: () => TFieldErrors<TField | 'agree'>;
  /** The invitation code as typed (checked before registering when filled in). */
  affiliateCode: () => string;
  /** Makes the registration call with the form's payload. */
  register: TRegisterCall;
  /** The fields shown right now, so a refused call's messages land where the member sees them. */
  shownFields: () => readonly (TField | 'agree')[];
  /** What a refused call also undoes (the username tab's spent captcha). */
  onRefused?: () => void;
};

/**
 * What both registration tabs do around their own fields: the terms box, the
 * checks before sending, the invitation-code check (docs/product.md §4), the
 * call, and its failures split between the fields shown, the terms box and
 * the form. A new member is welcomed and taken to the promotions.
 */
export const useRegistration = <TField extends string>(
  form: TRegistrationForm<TField>,
  isCalling: boolean,
) => {
  const affiliateGate = useAffiliateGate();
  const completeRegistration = useCompleteRegistration();
  const [agree, setAgree] = useState(false);
  const [agreeErrorKey, setAgreeErrorKey] = useState<TMessageKey | null>(null);
  const isSubmitting = affiliateGate.isChecking || isCalling;

  const showErrors = ({ agree: agreeError, ...fieldErrors }: TFieldErrors<TField | 'agree'>) => {
    form.setFieldErrors(fieldErrors as TFieldErrors<TField>);
    setAgreeErrorKey(agreeError ?? null);
  };

  const send = async (steps: TRegistrationSteps<TField>, formElement: HTMLFormElement) => {
    const show = {
      // Both tabs have the invitation-code field; a refused code is its message.
      fieldError: (messageKey: TMessageKey) =>
        form.setFieldErrors({ affiliateCode: messageKey } as TFieldErrors<TField>),
      formError: form.setFormErrorKey,
    };
    if (!(await affiliateGate.verifyOrShow(steps.affiliateCode().trim(), show, formElement))) return;
    steps.register({
      onSuccess: completeRegistration,
      onError: (error) => {
        const split = splitServerError(error, steps.shownFields());
        showErrors(split.fieldErrors);
        form.setFormErrorKey(split.formErrorKey);
        steps.onRefused?.();
        focusFirstInvalid(formElement);
      },
    });
  };

  return {
    agree,
    agreeErrorKey,
    onAgreeChange: (checked: boolean) => {
      setAgree(checked);
      setAgreeErrorKey(null);
    },
    isSubmitting,
    /** The form's submit handler: nothing while a registration is under way. */
    onSubmitWith: (steps: TRegistrationSteps<TField>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isSubmitting) return;
      const found = steps.validate();
      showErrors(found);
      form.setFormErrorKey(null);
      if (hasErrors(found)) focusFirstInvalid(event.currentTarget);
      else void send(steps, event.currentTarget);
    },
  };
};
