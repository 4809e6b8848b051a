import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { centreLocation, parseCentrePage, type TCentreRoute } from './centre-config';

export type TCentreApi<TPage extends string> = {
  /** The open page, or null while the centre is closed. */
  page: TPage | null;
  /** Opens the centre (or moves it) at a page; logged out goes to login. */
  open: (page?: TPage) => void;
  close: () => void;
};

/**
 * A centre's state lives in the address (`?<param>=<page>`), so it survives
 * reloads and can be linked to. `guard` runs the opening for a signed-in
 * member, or refuses it (the member centre's real-account gate).
 */
export const useCentre = <TPage extends string>(
  config: TCentreRoute<TPage>,
  guard: (open: () => void) => void,
): TCentreApi<TPage> => {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { member } = useSession();
  const page = parseCentrePage(config, searchParams.get(config.param));
  const isOpen = page !== null;

  const open = useCallback(
    (target: TPage = config.defaultPage) => {
      if (!member) {
        navigate(paths.login.path);
        return;
      }
      // Opening adds a history entry (Back closes it again); moving between pages does not.
      guard(() => navigate(centreLocation(location, config.param, target), { replace: isOpen }));
    },
    [config, member, navigate, guard, location, isOpen],
  );

  const close = useCallback(
    () => navigate(centreLocation(location, config.param, null), { replace: true }),
    [navigate, location, config],
  );

  return useMemo(() => ({ page, open, close }), [page, open, close]);
};
