import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TGame } from '@site/contracts/api';
import { errorKeyOf } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { promptLoginState } from '../../shared-auth/login-return';
import { useRealAccountGate } from '../../shared-auth/real-account-gate';
import { GameWatch } from '../../shared-games/game-watch';
import { useMemberCentre } from '../../shared-member-centre/member-centre-context';
import { useLaunchGame, useRefreshBalanceAfterGame, useTrialLaunch } from '../api/use-launches';
import { accountKindOf, resolveLaunch, type TLaunchTarget, type TStartGame } from '../model/launch-routing';
import type { TGamesLauncher } from './games-context';
import type { TGamesPopup } from './popup-state';

/* The dialogs load the first time a game or a vendor list opens. */
const GamesPopupLayer = lazy(() =>
  import('./games-popup-layer').then((module) => ({ default: module.GamesPopupLayer })),
);

type TShown = { popup: TGamesPopup; id: number; open: boolean };

/**
 * Game launching for the whole site: the routing of docs/product.md §2, the
 * game popup, the vendor game-list popup, the maintenance suggestion and the
 * launch errors. Loaded by ./games-provider after the first paint (or at the
 * first launch); it hands its `open` and `trial` up through `onReady`.
 */
export const GamesLauncher = ({ onReady }: { onReady: (launcher: TGamesLauncher) => void }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const { member } = useSession();
  const runForRealAccount = useRealAccountGate();
  const [shown, setShown] = useState<TShown | null>(null);
  const nextId = useRef(1);

  const show = useCallback((popup: TGamesPopup): number => {
    const id = nextId.current++;
    setShown({ popup, id, open: true });
    return id;
  }, []);
  const update = useCallback((id: number, popup: TGamesPopup) => {
    setShown((current) => (current?.id === id && current.open ? { ...current, popup } : current));
  }, []);

  const launch = useLaunchGame();
  const trialLaunch = useTrialLaunch();

  const onLaunchError = useCallback(
    (id: number, error: unknown, nodeId: string | null) => {
      const key = errorKeyOf(error);
      if (key === 'game_maintenance') update(id, { kind: 'maintenance', nodeId });
      else update(id, { kind: 'error', error });
    },
    [update],
  );

  const start = useCallback(
    (game: TStartGame) => {
      const id = show({ kind: 'game', title: game.name, url: null, isTrial: false });
      launch.mutate(
        { nodeId: game.nodeId, gameId: game.gameId, vassalage: game.vassalage },
        {
          onSuccess: ({ url }) => update(id, { kind: 'game', title: game.name, url, isTrial: false }),
          onError: (error) => onLaunchError(id, error, game.nodeId),
        },
      );
    },
    [launch, show, update, onLaunchError],
  );

  const open = useCallback(
    (target: TLaunchTarget) => {
      const action = resolveLaunch(target, accountKindOf(member));
      switch (action.type) {
        case 'login':
          navigate(paths.login.path, { state: promptLoginState(location) });
          return;
        case 'needRealAccount':
          // The gate shows `in_need_true_account` for trial sessions.
          runForRealAccount(() => undefined);
          return;
        case 'navigate':
          navigate(action.to);
          return;
        case 'vendorGameList':
          show({ kind: 'vendorList', vendor: action.vendor });
          return;
        case 'start':
          start(action.game);
      }
    },
    [member, navigate, location, runForRealAccount, show, start],
  );

  const trial = useCallback(
    (game: TGame) => {
      const id = show({ kind: 'game', title: game.name, url: null, isTrial: true });
      trialLaunch.mutate(
        { nodeId: game.nodeId, gameId: game.gameId },
        {
          onSuccess: ({ url }) => update(id, { kind: 'game', title: game.name, url, isTrial: true }),
          onError: (error) => onLaunchError(id, error, game.nodeId),
        },
      );
    },
    [trialLaunch, show, update, onLaunchError],
  );

  useEffect(() => onReady({ open, trial }), [onReady, open, trial]);

  const isGameShown = shown?.popup.kind === 'game';
  const refreshBalance = useRefreshBalanceAfterGame();
  const close = useCallback(() => {
    // A game may have moved money: the header balance asks again (docs/product.md: refresh when a game closes).
    if (isGameShown) refreshBalance();
    setShown((current) => (current ? { ...current, open: false } : current));
  }, [isGameShown, refreshBalance]);

  const onAfterClose = useCallback((id: number) => {
    setShown((current) => (current?.id === id && !current.open ? null : current));
  }, []);

  // A real member's game, once it plays, is watched (the reality check); "see my betting history" closes it first.
  const centre = useMemberCentre();
  const isRealGamePlaying =
    shown !== null &&
    shown.open &&
    shown.popup.kind === 'game' &&
    shown.popup.url !== null &&
    !shown.popup.isTrial;
  const showHistory = useCallback(() => {
    close();
    centre.open('bets');
  }, [close, centre]);

  return (
    <>
      <Suspense fallback={null}>
        {shown && (
          <GamesPopupLayer
            key={shown.id}
            popup={shown.popup}
            open={shown.open}
            onClose={close}
            onAfterClose={() => onAfterClose(shown.id)}
          />
        )}
      </Suspense>
      {shown && isRealGamePlaying && (
        <GameWatch key={shown.id} isInDialog onStop={close} onShowHistory={showHistory} />
      )}
    </>
  );
};
