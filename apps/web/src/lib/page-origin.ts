import { createContext, useContext } from 'react';

/** The origin a server render is for (the request's, as the browser sees it); none in the browser. */
export const PageOriginContext = createContext<string | null>(null);

/** The page's origin, for links that compare or build addresses: the browser's, or the server render's. */
export const usePageOrigin = (): string => useContext(PageOriginContext) ?? window.location.origin;
