import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { centreLocation } from '../features/shared-centre/centre-config';
import { MEMBER_CENTRE } from '../features/shared-member-centre/centre-pages';
import { paths } from '../lib/paths';
import { HomeScreen } from './home-screen';

/**
 * `/pointMall` (docs/product.md §2): home with the member centre open at the
 * point mall. The route is the point mall's handle: once the centre closes
 * (or refuses a trial member) the handle is cleared and the member is home.
 */
export const PointMallScreen = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const isCentreOpen = new URLSearchParams(location.search).has(MEMBER_CENTRE.param);
  const [hasOpened, setHasOpened] = useState(false);
  if (isCentreOpen && !hasOpened) setHasOpened(true);

  useEffect(() => {
    if (isCentreOpen) return;
    if (hasOpened) navigate(paths.home.path, { replace: true });
    else navigate(centreLocation(location, MEMBER_CENTRE.param, 'point-mall'), { replace: true });
  }, [isCentreOpen, hasOpened, location, navigate]);

  return <HomeScreen modal={null} />;
};
