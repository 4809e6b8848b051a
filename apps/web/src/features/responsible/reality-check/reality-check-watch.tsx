import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../components/button/button';
import { AlertInDialog } from '../../../components/modal/alert-in-dialog';
import { Modal } from '../../../components/modal/modal';
import { openDialogCount, subscribeToTopLayer } from '../../../components/modal/top-layer';
import { useSession } from '../../../lib/session';
import { useHintFormat } from '../../../lib/use-error-text';
import { useTranslation } from '../../../lib/use-translation';
import type { TGameWatchProps } from '../../shared-games/game-watch';
import { usePlaySession } from '../api/use-play-session';
import styles from '../responsible.module.css';
import { acknowledge, formatPlayed, nextCheck } from './schedule';

/**
 * The reality check over a real member's game (the game popup or a game
 * page): with an interval set, a dialog at each interval from the server's
 * session start says how long this session has lasted and what it has won
 * or lost, read afresh as it opens. "Keep playing" closes it until the next
 * interval; "Stop playing" closes the game; "See my betting history"
 * closes the game and opens the betting records.
 *
 * One modal at a time: over a game page the check is a dialog, and one that
 * falls due while another dialog is up (the member centre) waits until it
 * closes. The game popup is itself a dialog, and closing it would end the
 * game: there the check is an alert inside the popup, over the game, which
 * keeps running, inert, behind it (and waits while a dialog is over the popup).
 */
export const RealityCheckWatch = ({ isInDialog, onStop, onShowHistory }: TGameWatchProps) => {
  const { member } = useSession();
  if (!member || member.isTrial) return null;
  return <RealityCheck isInDialog={isInDialog} onStop={onStop} onShowHistory={onShowHistory} />;
};

const RealityCheck = ({ isInDialog, onStop, onShowHistory }: TGameWatchProps) => {
  const { t } = useTranslation();
  const format = useHintFormat();
  const session = usePlaySession();
  const { refetch } = session;
  // The check on screen, and one due but waiting for another dialog to close.
  const [shown, setShown] = useState<{ k: number; at: number } | null>(null);
  const [waiting, setWaiting] = useState<number | null>(null);

  const startedAt = session.data?.startedAt ?? null;
  const intervalMs = (session.data?.realityCheckSeconds ?? 0) * 1000;
  /**
   * Shows check `k` once no dialog is up but the game's own popup (the
   * member centre, say), else it waits for them.
   */
  const showOrWait = useCallback(
    (k: number) => {
      if (openDialogCount() > (isInDialog ? 1 : 0)) {
        setWaiting(k);
        return;
      }
      setWaiting(null);
      setShown({ k, at: Date.now() });
    },
    [isInDialog],
  );

  // Waits for the next check due after those acknowledged in this play session.
  const isIdle = shown === null && waiting === null;
  useEffect(() => {
    if (startedAt === null || intervalMs <= 0 || !isIdle) return undefined;
    const { k, dueAt } = nextCheck(startedAt, intervalMs);
    const timer = window.setTimeout(() => showOrWait(k), Math.max(0, dueAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [startedAt, intervalMs, isIdle, showOrWait]);

  // A waiting check tries again whenever a dialog opens or closes.
  useEffect(() => {
    if (waiting === null) return undefined;
    return subscribeToTopLayer(() => showOrWait(waiting));
  }, [waiting, showOrWait]);

  // The session's figures, read again as the check opens.
  const isShown = shown !== null;
  useEffect(() => {
    if (isShown) void refetch();
  }, [isShown, refetch]);

  const close = () => {
    if (shown && startedAt !== null) acknowledge(startedAt, intervalMs, shown.k, Date.now());
    setShown(null);
  };

  const figures = session.data;
  const net = figures?.netMinor ?? 0;
  const body = (
    <>
      <div className={styles.check}>
        {shown && figures && (
          <>
            <p>
              {t('rg.check.played', {
                time: formatPlayed(shown.at - figures.startedAt),
              })}
            </p>
            <p>
              {net > 0
                ? t('rg.check.net_won', { amount: format.money(net) })
                : net < 0
                  ? t('rg.check.net_lost', { amount: format.money(-net) })
                  : t('rg.check.net_even')}
            </p>
            <p className={styles.muted}>
              {t('rg.check.wagered', { amount: format.money(figures.wageredMinor) })}
            </p>
          </>
        )}
      </div>
      <div className={styles.checkActions}>
        <Button onClick={close}>{t('rg.check.keep_playing')}</Button>
        <Button
          variant="outline"
          onClick={() => {
            close();
            onStop();
          }}
        >
          {t('rg.check.stop')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            close();
            onShowHistory();
          }}
        >
          {t('rg.check.history')}
        </Button>
      </div>
    </>
  );
  return isInDialog ? (
    <AlertInDialog open={isShown} title={t('rg.check.title')}>
      {body}
    </AlertInDialog>
  ) : (
    <Modal open={isShown} onClose={close} title={t('rg.check.title')} closable={false} size="sm">
      {body}
    </Modal>
  );
};
