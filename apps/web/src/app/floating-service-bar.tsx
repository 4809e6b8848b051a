import { appLinks } from '../features/home/app-download/app-links';
import { ServiceBar } from '../features/live/service-bar/service-bar';
import { usePageOrigin } from '../lib/page-origin';
import { useSiteStatus } from '../lib/site-status';

/** The live feature's service bar, given the home feature's app download links (their /down fallback included). */
export const FloatingServiceBar = () => {
  const { resources } = useSiteStatus();
  return <ServiceBar apps={appLinks(resources, usePageOrigin())} />;
};
