import { type Path, useLocation } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * Where the login route leads when something other than the visitor asked for
 * the login: `returnTo` once logged in, `closeTo` when the dialog is closed.
 * A login the visitor started goes home both ways (docs/product.md §4).
 */
export type TLoginReturn = { returnTo: string; closeTo: string };

type TLoginRouteState = { loginReturn: TLoginReturn };

const HOME: TLoginReturn = { returnTo: paths.home.path, closeTo: paths.home.path };

const addressOf = ({ pathname, search, hash }: Path) => `${pathname}${search}${hash}`;

/** The route guard's login (docs/product.md §2), for a page not shown yet: back to it once logged in. */
export const guardLoginState = (wanted: Path): TLoginRouteState => ({
  loginReturn: { returnTo: addressOf(wanted), closeTo: paths.home.path },
});

/** A login asked for by an action on the page shown: logged in or not, the visitor comes back to it. */
export const promptLoginState = (here: Path): TLoginRouteState => ({
  loginReturn: { returnTo: addressOf(here), closeTo: addressOf(here) },
});

/** Only addresses of this site: a path, never another origin (`//host`). */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

const loginReturnOf = (state: unknown): TLoginReturn => {
  if (typeof state !== 'object' || state === null || !('loginReturn' in state)) return HOME;
  const { loginReturn } = state as { loginReturn: Partial<Record<keyof TLoginReturn, unknown>> | null };
  if (!isSitePath(loginReturn?.returnTo) || !isSitePath(loginReturn.closeTo)) return HOME;
  return { returnTo: loginReturn.returnTo, closeTo: loginReturn.closeTo };
};

/** Where the login on the current route leads (home unless a guard or prompt asked for it). */
export const useLoginReturn = (): TLoginReturn => loginReturnOf(useLocation().state);
