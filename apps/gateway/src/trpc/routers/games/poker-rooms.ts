import {
  GAMES_PATHS,
  ZNoInputSchema,
  ZPokerRoomsOutputSchema,
  ZWirePokerRoomListSchema,
} from '@site/contracts';
import { toPokerRoom } from '../../mappers/game.js';
import { memberProcedure } from '../../procedures.js';

/** Poker rooms with their seats; money in integer minor units. */
export const pokerRooms = memberProcedure
  .input(ZNoInputSchema)
  .output(ZPokerRoomsOutputSchema)
  .query(async ({ ctx }) => {
    const wire = await ctx.wire.get(GAMES_PATHS.pokerRooms, ZWirePokerRoomListSchema);
    return { rooms: wire.map(toPokerRoom) };
  });
