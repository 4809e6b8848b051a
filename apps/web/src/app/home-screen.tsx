import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HydrationBoundary } from '../components/inert-until-hydrated/hydration-boundary';
import { Loader } from '../components/loader/loader';
import { homeBannersQuery } from '../features/home/api/home-banners-query';
import { useLoginReturn } from '../features/shared-auth/login-return';
import { paths } from '../lib/paths';
import { useTRPC } from '../lib/trpc';
import { useTranslation } from '../lib/use-translation';

export const loadHomePage = () => import('../features/home/home-page');
const HomePage = lazy(() => loadHomePage().then((module) => ({ default: module.HomePage })));

const HomeGameSections = lazy(() =>
  import('../features/games/home/home-game-sections').then((module) => ({
    default: module.HomeGameSections,
  })),
);

const LoginModal = lazy(() =>
  import('../features/session/components/login-modal').then((module) => ({ default: module.LoginModal })),
);
const RegisterModal = lazy(() =>
  import('../features/account/components/register-modal').then((module) => ({
    default: module.RegisterModal,
  })),
);

const HelpCentreModal = lazy(() =>
  import('../features/system/help/help-centre-modal').then((module) => ({
    default: module.HelpCentreModal,
  })),
);

export type THomeModal = 'login' | 'register' | 'help' | null;

/**
 * Home, with the login or register dialog open on /login and /register, and
 * the help centre on /help (its hash names the topic). The same element
 * serves these routes, so the page underneath stays put and a dialog can fade
 * out after its route is left. Closing goes home, or back to the page whose
 * action asked for the login; the help centre always closes to home
 * (docs/product.md §2).
 */
export const HomeScreen = ({ modal }: { modal: THomeModal }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Asked with the shell's first calls rather than after the page's chunk renders.
  usePrefetchQuery(homeBannersQuery(useTRPC()));
  const { hash } = useLocation();
  const [shown, setShown] = useState({
    login: modal === 'login',
    register: modal === 'register',
    help: modal === 'help',
  });
  // A dialog's code loads the first time it is asked for and then stays, for its fade-out.
  if (modal && !shown[modal]) setShown({ ...shown, [modal]: true });

  const { closeTo } = useLoginReturn();
  const close = () => navigate(closeTo, { replace: true });
  const closeHelp = () => navigate(paths.home.path, { replace: true });

  return (
    <>
      <HydrationBoundary fallback={<Loader label={t('common.loading')} />}>
        <HomePage
          gameSections={
            <HydrationBoundary fallback={null}>
              <HomeGameSections />
            </HydrationBoundary>
          }
        />
      </HydrationBoundary>
      <Suspense fallback={null}>
        {shown.login && <LoginModal open={modal === 'login'} onClose={close} />}
        {shown.register && <RegisterModal open={modal === 'register'} onClose={close} />}
        {shown.help && (
          <HelpCentreModal open={modal === 'help'} topicId={hash.slice(1) || null} onClose={closeHelp} />
        )}
      </Suspense>
    </>
  );
};
