import type { ComponentType } from 'react';
import type { Location, To } from 'react-router';
import type { TMessageKey } from '../../lib/i18n-keys';

/** A titled group of pages in a centre's side navigation. */
export type TCentreNavGroup<TPage extends string> = { labelKey: TMessageKey; pages: readonly TPage[] };

/**
 * Where a centre's open page lives: one search parameter (decision 0009).
 * All the first load needs of a centre (reading the address, opening it).
 */
export type TCentreRoute<TPage extends string> = {
  /** The search parameter that holds the open page; without it the centre is closed. */
  param: string;
  pages: readonly TPage[];
  defaultPage: TPage;
};

/**
 * A dialog centre over the current route whose open page lives in one search
 * parameter (decision 0009): the member centre (`?centre=`) and the agent
 * centre (`?agent=`) share the shell and differ only in this. The titles,
 * labels and groups are kept apart from the route, in a module of their own
 * that only the open centre loads.
 */
export type TCentreConfig<TPage extends string> = TCentreRoute<TPage> & {
  titleKey: TMessageKey;
  /** The navigation's accessible name. */
  navLabelKey: TMessageKey;
  labelKeys: Readonly<Record<TPage, TMessageKey>>;
  /** The side navigation's groups, in order. */
  navGroups: readonly TCentreNavGroup<TPage>[];
};

/** Counts shown beside a page in the navigation; a page without one, or at 0, shows none. */
export type TCentreBadges<TPage extends string> = Partial<Record<TPage, number>>;

/** The component of each page, which the app layer supplies to the shell; a centre may not have them all yet. */
export type TCentrePageComponents<TPage extends string> = Readonly<Partial<Record<TPage, ComponentType>>>;

/** The page a parameter value names: null when absent, the default page when unknown. */
export const parseCentrePage = <TPage extends string>(
  config: TCentreRoute<TPage>,
  value: string | null,
): TPage | null => {
  if (value === null) return null;
  return config.pages.find((page) => page === value) ?? config.defaultPage;
};

/** The current address with the centre at `page`, or without the centre when null; other parameters stay. */
export const centreLocation = (location: Location, param: string, page: string | null): To => {
  const search = new URLSearchParams(location.search);
  if (page) search.set(param, page);
  else search.delete(param);
  const query = search.toString();
  return { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash };
};
