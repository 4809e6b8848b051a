import { useEffect, useRef } from 'react';
import { SECOND_FACTOR_METHODS, type TSecondFactorMethod } from '@site/contracts/domain';
import { paths } from '../../../lib/paths';
import { removeUrlParam, urlParam } from '../../../lib/url-params';
import { useAuthDialogs } from '../../shared-auth/auth-dialogs-context';

const isMethod = (value: string | null): value is TSecondFactorMethod =>
  value !== null && (SECOND_FACTOR_METHODS as readonly string[]).includes(value);

/**
 * A social sign-in that needs a second factor comes back as
 * `/?secondFactor=<method>[&target=<masked>]` (the challenge stays in the
 * gateway's cookie): open the dialog, then clean the address bar.
 */
export const SecondFactorFromUrl = () => {
  const dialogs = useAuthDialogs();
  const isHandled = useRef(false);

  useEffect(() => {
    if (isHandled.current) return;
    isHandled.current = true;
    const method = urlParam('secondFactor');
    const target = urlParam('target');
    removeUrlParam('secondFactor');
    removeUrlParam('target');
    if (!isMethod(method)) return;
    dialogs.open({
      kind: 'secondFactor',
      challenge: { method, target },
      afterLogin: { password: null, destination: paths.home.path },
    });
  }, [dialogs]);

  return null;
};
