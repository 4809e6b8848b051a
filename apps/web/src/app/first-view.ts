import type { DehydratedState } from '@tanstack/react-query';
import { FIRST_VIEW_DATA_ID } from '@site/contracts/domain';

export type TFirstViewData = { language: string; state: DehydratedState };

/** The data of a page the gateway rendered (its JSON script), or null for a page to render here. */
export const readFirstView = (): TFirstViewData | null => {
  const text = document.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as TFirstViewData;
  } catch {
    return null;
  }
};
