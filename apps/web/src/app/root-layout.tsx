import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HydrationBoundary } from '../components/inert-until-hydrated/hydration-boundary';
import { Loader } from '../components/loader/loader';
import { ForcedChangeOnStart } from '../features/account/password/forced-change-on-start';
import { ReferralLinkOpener } from '../features/account/register/referral-link-opener';
import { GamesProvider } from '../features/games/launch/games-provider';
import { GameNav } from '../features/games/nav/game-nav';
import { PageShell } from '../features/layout/page-shell';
import { TrialAccountBar } from '../features/session/components/trial-account-bar';
import { SecondFactorFromUrl } from '../features/session/second-factor/second-factor-from-url';
import { RealAccountGateProvider } from '../features/shared-auth/real-account-gate';
import { GameWatchContext } from '../features/shared-games/game-watch';
import { PageViewBeacon } from '../features/system/page-view-beacon';
import { paths } from '../lib/paths';
import { useTranslation } from '../lib/use-translation';
import { useWhenIdle } from '../lib/use-when-idle';
import { AgentCentre } from './agent-centre';
import { AuthDialogsProvider } from './auth-dialogs-provider';
import { FeedbackDialogProvider } from './feedback-dialog-provider';
import { HeaderSession } from './header-session';
import { MemberCentre } from './member-centre';
import { PopupLayer } from './popup-layer';
import { renderRealityCheck } from './reality-check';
import { RestrictionNotice } from './restriction-notice';
import { ScrollManager } from './scroll-manager';
import { StatusRecheck } from './status-recheck';

/* Floats over the page once it is up and idle, so its code loads after the first paint (and a server render leaves it out). */
const FloatingServiceBar = lazy(() =>
  import('./floating-service-bar').then((module) => ({ default: module.FloatingServiceBar })),
);

/**
 * Header, footer and the lazily loaded page between them, with the app-wide
 * dialogs: the trial-account notice, the account dialogs, feedback, the games
 * dialogs (launch, vendor lists), the member and agent centres, the popups and the
 * floating service bar (live chat). The games feature supplies the menu; the
 * responsible feature the restricted member's banner and the reality check
 * over a real member's game.
 */
export const RootLayout = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isIdle = useWhenIdle();
  return (
    <RealAccountGateProvider>
      <AuthDialogsProvider>
        <FeedbackDialogProvider>
          <GameWatchContext.Provider value={renderRealityCheck}>
            <GamesProvider>
              <PageShell
                nav={<GameNav />}
                headerSession={<HeaderSession />}
                headerNotice={
                  <>
                    <TrialAccountBar />
                    <RestrictionNotice />
                  </>
                }
                hasFooter={pathname !== paths.seamless.path}
              >
                <ScrollManager />
                <PageViewBeacon />
                <StatusRecheck />
                <HydrationBoundary fallback={<Loader label={t('common.loading')} />}>
                  <Outlet />
                </HydrationBoundary>
              </PageShell>
            </GamesProvider>
          </GameWatchContext.Provider>
          <MemberCentre />
          <AgentCentre />
          <PopupLayer />
          {isIdle && (
            <Suspense fallback={null}>
              <FloatingServiceBar />
            </Suspense>
          )}
          <ForcedChangeOnStart />
          <SecondFactorFromUrl />
          <ReferralLinkOpener />
        </FeedbackDialogProvider>
      </AuthDialogsProvider>
    </RealAccountGateProvider>
  );
};
