import type { TPokerRoom } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { formatBalance } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { usePokerRooms } from '../api/use-game-lists';
import { useGames } from '../launch/games-context';
import { UsersIcon } from '../tile/game-icons';
import styles from './lobby.module.css';

const RoomCard = ({ room, currencySymbol }: { room: TPokerRoom; currencySymbol: string }) => {
  const { t } = useTranslation();
  const { open } = useGames();
  const isFull = room.seatedCount >= room.seatCount;
  const money = (minor: number) => formatBalance(minor, currencySymbol);
  return (
    <li className={styles.room} aria-label={room.roomName}>
      <div className={styles.roomHead}>
        <h3 className={styles.roomName}>{room.roomName}</h3>
        <span className={styles.roomSeats}>
          <UsersIcon />
          {t('lobby.poker.seats', { seated: room.seatedCount, total: room.seatCount })}
        </span>
      </div>
      <div className={styles.seatDots} aria-hidden="true">
        {Array.from({ length: room.seatCount }, (_, index) => (
          <span key={index} className={index < room.seatedCount ? styles.seatTaken : styles.seatFree} />
        ))}
      </div>
      <dl className={styles.roomFacts}>
        <div>
          <dt>{t('lobby.poker.blinds')}</dt>
          <dd>
            {money(room.smallBlind)} / {money(room.bigBlind)}
          </dd>
        </div>
        <div>
          <dt>{t('lobby.poker.buy_in')}</dt>
          <dd>
            {money(room.minBuyIn)} – {money(room.maxBuyIn)}
          </dd>
        </div>
      </dl>
      <Button
        size="sm"
        fullWidth
        disabled={isFull}
        onClick={() =>
          open({
            kind: 'game',
            game: {
              nodeId: room.nodeId,
              gameId: room.gameId,
              vassalage: room.vassalage,
              gameType: 'PVP',
              name: room.roomName,
              displayName: room.roomName,
              iconUrl: null,
              gameClassify: null,
              supportsTrial: false,
              isNew: false,
              isUnderMaintenance: false,
            },
          })
        }
      >
        {isFull ? t('lobby.poker.full') : t('lobby.poker.join')}
      </Button>
    </li>
  );
};

/** The PVP page's poker rooms with their seats (members only). */
export const PokerRooms = () => {
  const { t } = useTranslation();
  const { member } = useSession();
  const { site } = useSiteStatus();
  const rooms = usePokerRooms(member !== null);
  if (!member) return null;

  const renderBody = () => {
    if (rooms.isPending) {
      return (
        <ul className={styles.rooms} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton className={styles.roomSkeleton} />
            </li>
          ))}
        </ul>
      );
    }
    if (rooms.isError) {
      return (
        <QueryErrorMessage
          title={t('lobby.poker.load_failed')}
          error={rooms.error}
          isRetrying={rooms.isFetching}
          onRetry={() => void rooms.refetch()}
        />
      );
    }
    if (rooms.data.rooms.length === 0) return <p className={styles.muted}>{t('lobby.poker.empty')}</p>;
    return (
      <ul className={styles.rooms}>
        {rooms.data.rooms.map((room) => (
          <RoomCard key={room.roomId} room={room} currencySymbol={site.currencySymbol} />
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.roomsSection} aria-labelledby="poker-rooms-title">
      <h2 id="poker-rooms-title" className={styles.sectionTitle}>
        {t('lobby.poker.title')}
      </h2>
      {renderBody()}
    </section>
  );
};
