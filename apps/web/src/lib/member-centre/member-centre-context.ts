import { useCallback, useMemo } from 'react';
import { type Location, type To, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useRealAccountGate } from '../../components/real-account-gate/real-account-gate';
import { paths } from '../paths';
import { useSession } from '../session';
import { CENTRE_PARAM, DEFAULT_CENTRE_PAGE, parseCentrePage, type TMemberCentrePage } from './centre-pages';

export type TMemberCentreApi = {
  /** The open page, or null while the centre is closed. */
  page: TMemberCentrePage | null;
  /** Opens the centre (or moves it) at a page; logged out goes to login, a trial member sees the gate. */
  open: (page?: TMemberCentrePage) => void;
  close: () => void;
};

/** The current address with the centre at `page`, or without the centre when null; other parameters stay. */
export const centreLocation = (location: Location, page: TMemberCentrePage | null): To => {
  const search = new URLSearchParams(location.search);
  if (page) search.set(CENTRE_PARAM, page);
  else search.delete(CENTRE_PARAM);
  const query = search.toString();
  return { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash };
};

/**
 * The member centre's state lives in the address (`?centre=<page>`), so it
 * survives reloads and can be linked to. Pages navigate with this hook.
 */
export const useMemberCentre = (): TMemberCentreApi => {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { member } = useSession();
  const runForRealAccount = useRealAccountGate();
  const page = parseCentrePage(searchParams.get(CENTRE_PARAM));
  const isOpen = page !== null;

  const open = useCallback(
    (target: TMemberCentrePage = DEFAULT_CENTRE_PAGE) => {
      if (!member) {
        navigate(paths.login.path);
        return;
      }
      // Opening adds a history entry (Back closes it again); moving between pages does not.
      runForRealAccount(() => navigate(centreLocation(location, target), { replace: isOpen }));
    },
    [member, navigate, runForRealAccount, location, isOpen],
  );

  // docs/product.md also clears the point-mall handle on close; there is no point mall yet.
  const close = useCallback(
    () => navigate(centreLocation(location, null), { replace: true }),
    [navigate, location],
  );

  return useMemo(() => ({ page, open, close }), [page, open, close]);
};
