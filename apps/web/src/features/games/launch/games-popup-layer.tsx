import { type CSSProperties, useState } from 'react';
import type { TVendor } from '@site/contracts/api';
import { LIMITS, type TGameCategory } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { AlertIcon } from '../../../components/icons/shell-icons';
import { Spinner } from '../../../components/loader/loader';
import { Modal } from '../../../components/modal/modal';
import { Pagination } from '../../../components/pagination/pagination';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useErrorText } from '../../../lib/use-error-text';
import { useTranslation } from '../../../lib/use-translation';
import { useGameList } from '../api/use-game-lists';
import { useHotGames } from '../api/use-hot-games';
import { GameGrid, GameGridSkeleton } from '../tile/game-grid';
import { WrenchIcon } from '../tile/game-icons';
import styles from './games-popup-layer.module.css';
import type { TGamesPopup } from './popup-state';

type TGamesPopupLayerProps = {
  popup: TGamesPopup;
  open: boolean;
  onClose: () => void;
  onAfterClose: () => void;
};

/** How many hot games the maintenance message suggests. */
const SUGGESTED_GAMES = 6;

/** The docs/product.md's popup window (440 by 750): the game's size on small screens; desktops get a wide frame. */
const POPUP_WINDOW_STYLE = {
  '--popup-width': `${LIMITS.popupWindow.width}px`,
  '--popup-height': `${LIMITS.popupWindow.height}px`,
} as CSSProperties;

const GameFrame = ({ title, url, isTrial }: { title: string; url: string | null; isTrial: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.gameBody}>
      {isTrial && <p className={styles.trialNote}>{t('games.popup.trial_note')}</p>}
      <div className={styles.frameBox} style={POPUP_WINDOW_STYLE}>
        {url ? (
          <iframe
            className={styles.frame}
            src={url}
            title={title}
            data-testid="game-frame"
            allow="autoplay; fullscreen"
            allowFullScreen
          />
        ) : (
          <div className={styles.frameLoading} role="status">
            <Spinner />
            <span>{t('games.popup.launching')}</span>
          </div>
        )}
      </div>
    </div>
  );
};

const VendorGameList = ({ vendor }: { vendor: TVendor }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useGameList({
    gameType: vendor.gameType as TGameCategory,
    vassalage: vendor.vassalage,
    pageNo: page,
    pageSize: LIMITS.lobbyPageSize,
  });
  if (list.isPending) return <GameGridSkeleton count={12} />;
  if (list.isError) {
    return (
      <QueryErrorMessage
        title={t('games.load_failed')}
        error={list.error}
        isRetrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.games.length === 0) return <StatusMessage tone="empty" title={t('games.empty_title')} />;
  return (
    <div className={styles.listBody}>
      <GameGrid
        games={list.data.games}
        label={t('games.popup.vendor_games', { vendor: vendor.displayName })}
      />
      <Pagination page={page} pageCount={list.data.totalPages} onChange={setPage} label={t('lobby.pages')} />
    </div>
  );
};

const MaintenanceSuggestion = ({ nodeId }: { nodeId: string | null }) => {
  const { t } = useTranslation();
  const hot = useHotGames();
  const suggested = (hot.data?.games ?? [])
    .filter((game) => game.nodeId !== nodeId && !game.isUnderMaintenance)
    .slice(0, SUGGESTED_GAMES);
  return (
    <div className={styles.maintenanceBody} data-testid="game-maintenance">
      <div className={styles.maintenanceMessage}>
        <span className={styles.maintenanceIcon}>
          <WrenchIcon />
        </span>
        <p>{t('error.game_maintenance')}</p>
      </div>
      <h3 className={styles.suggestTitle}>{t('games.popup.suggested')}</h3>
      {hot.data ? (
        <GameGrid games={suggested} variant="compact" label={t('games.popup.suggested')} />
      ) : (
        <GameGridSkeleton count={SUGGESTED_GAMES} variant="compact" />
      )}
    </div>
  );
};

/** The games dialogs: the playing game, a vendor's game list, the maintenance suggestion, a launch error. */
export const GamesPopupLayer = ({ popup, open, onClose, onAfterClose }: TGamesPopupLayerProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  switch (popup.kind) {
    case 'game':
      return (
        <Modal
          open={open}
          onClose={onClose}
          onAfterClose={onAfterClose}
          title={popup.title}
          dialogClassName={styles.gameDialog}
        >
          <GameFrame title={popup.title} url={popup.url} isTrial={popup.isTrial} />
        </Modal>
      );
    case 'vendorList':
      return (
        <Modal
          open={open}
          onClose={onClose}
          onAfterClose={onAfterClose}
          title={popup.vendor.displayName}
          dialogClassName={styles.listDialog}
        >
          <VendorGameList vendor={popup.vendor} />
        </Modal>
      );
    case 'maintenance':
      return (
        <Modal
          open={open}
          onClose={onClose}
          onAfterClose={onAfterClose}
          title={t('game_maintenance')}
          dialogClassName={styles.listDialog}
        >
          <MaintenanceSuggestion nodeId={popup.nodeId} />
        </Modal>
      );
    case 'error':
      return (
        <Modal open={open} onClose={onClose} onAfterClose={onAfterClose} title={t('common.notice')} size="sm">
          <div className={styles.errorBody}>
            <span className={styles.errorIcon}>
              <AlertIcon />
            </span>
            <p role="alert">{errorText(popup.error)}</p>
          </div>
          <div className={styles.errorActions}>
            <Button onClick={onClose}>{t('in_increase_submit')}</Button>
          </div>
        </Modal>
      );
  }
};
