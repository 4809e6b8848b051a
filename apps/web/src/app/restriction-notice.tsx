import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session';

/* Only a restricted member ever loads the banner. */
const RestrictionBanner = lazy(() =>
  import('../features/responsible/restriction/restriction-banner').then((module) => ({
    default: module.RestrictionBanner,
  })),
);

/** The restricted member's banner under the header, on every page. */
export const RestrictionNotice = () => {
  const { member } = useSession();
  if (!member?.restriction) return null;
  return (
    <Suspense fallback={null}>
      <RestrictionBanner restriction={member.restriction} />
    </Suspense>
  );
};
