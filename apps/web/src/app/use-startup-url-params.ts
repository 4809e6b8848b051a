import { useEffect, useRef, useState } from 'react';
import { isErrorKey } from '@site/contracts/errors';
import { useToast } from '../components/toast/toast-context';
import { useAdoptToken } from '../features/session/api/use-adopt-token';
import { errorKeyOf, errorMessageKey } from '../lib/error-message';
import type { TMessageKey } from '../lib/i18n-keys';
import { removeUrlParam, urlParam } from '../lib/url-params';
import { useTranslation } from '../lib/use-translation';

type TStartupParams = { token: string | null; authError: string | null };

const readStartupParams = (): TStartupParams => ({
  token: urlParam('token'),
  authError: urlParam('authError'),
});

/** The social sign-in callback reports failures as a catalogue key; anything else reads as unknown. */
const authErrorMessageKey = (key: string): TMessageKey => `error.${isErrorKey(key) ? key : 'unknown_error'}`;

/**
 * Start-up parameters of the address (docs/product.md §4): `?token=` hands over a
 * session (adopted through `session.adoptToken`), `?authError=<key>` reports a
 * failed social sign-in as a toast. Each is removed from the address bar once
 * handled, leaving every other parameter. Answers true once both are done, so
 * the app (and its router) start from the cleaned address.
 */
export const useStartupUrlParams = (isReady: boolean): boolean => {
  const { t } = useTranslation();
  const toast = useToast();
  const { mutateAsync: adoptToken } = useAdoptToken();
  const [params] = useState(readStartupParams);
  const [isSettled, setIsSettled] = useState(() => params.token === null && params.authError === null);
  const hasRun = useRef(false);

  useEffect(() => {
    if (!isReady || isSettled || hasRun.current) return;
    hasRun.current = true;
    if (params.authError !== null) {
      toast.show(t(authErrorMessageKey(params.authError)), 'error');
      removeUrlParam('authError');
    }
    const { token } = params;
    const adoption =
      token === null
        ? Promise.resolve()
        : adoptToken({ token })
            .then(() => undefined)
            .catch((error: unknown) => {
              // A malformed token is as good as an expired one to the visitor.
              const key =
                errorKeyOf(error) === 'validation_failed'
                  ? 'error.login.not.session'
                  : errorMessageKey(error);
              toast.show(t(key), 'error');
            })
            .finally(() => removeUrlParam('token'));
    void adoption.then(() => setIsSettled(true));
  }, [adoptToken, isReady, isSettled, params, t, toast]);

  return isSettled;
};
