import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GAMES_PATHS } from '@site/contracts';
import { roomListOf } from '../../../core/play/poker-rooms.js';
import { success } from '../../../wire/envelope.js';
import { requireMember } from '../../../wire/token-hook.js';

/** `GET GLS2_roomList` (T): the merchant's poker rooms with their seats. */
export const pokerRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(GAMES_PATHS.pokerRooms, { preHandler: requireMember }, async (request) =>
    success(roomListOf(app.db, request.merchant.id)),
  );
};
