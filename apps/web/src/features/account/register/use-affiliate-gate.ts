import { useState } from 'react';
import { errorMessageKey } from '../../../lib/error-message';
import { focusFirstInvalid } from '../../../lib/forms/field-errors';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { useCheckAffiliate } from '../api/use-check-affiliate';

type TAffiliateVerdict =
  { ok: true } | { ok: false; fieldErrorKey: TMessageKey } | { ok: false; formErrorKey: TMessageKey };

/**
 * Registration checks a filled-in invitation code before registering
 * (docs/product.md §4). The verdict says whether to go on, or which message to show.
 */
export const useAffiliateGate = () => {
  const checkAffiliate = useCheckAffiliate();
  const [isChecking, setIsChecking] = useState(false);

  const verify = async (code: string): Promise<TAffiliateVerdict> => {
    if (!code) return { ok: true };
    setIsChecking(true);
    try {
      const isValid = await checkAffiliate(code);
      return isValid ? { ok: true } : { ok: false, fieldErrorKey: 'error.invitation_code_error' };
    } catch (error) {
      return { ok: false, formErrorKey: errorMessageKey(error) };
    } finally {
      setIsChecking(false);
    }
  };

  /**
   * Checks the code; when it fails, its message goes under the code field or
   * above the button (through the form's setters) and the answer is false.
   */
  const verifyOrShow = async (
    code: string,
    show: { fieldError: (messageKey: TMessageKey) => void; formError: (messageKey: TMessageKey) => void },
    formElement: HTMLFormElement,
  ): Promise<boolean> => {
    const affiliate = await verify(code);
    if (affiliate.ok) return true;
    if ('fieldErrorKey' in affiliate) show.fieldError(affiliate.fieldErrorKey);
    else show.formError(affiliate.formErrorKey);
    focusFirstInvalid(formElement);
    return false;
  };

  return { verifyOrShow, isChecking };
};
