import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REWARDS_PATHS,
  REWARDS_TWIN_PATHS,
  ZWireConvertBodySchema,
  ZWireRedeemBodySchema,
  ZWireRedemptionListQuerySchema,
} from '@site/contracts';
import { decryptEncryptedBody } from '../../../wire/encrypted-body.js';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { readerLanguage } from '../reader.js';
import { convertPoints } from './convert-points.js';
import { pointRewardList } from './point-catalogue.js';
import { pointBalanceOf } from './point-ledger.js';
import { conversionTypes, pointConfig } from './point-settings.js';
import { redeemPoints } from './redeem-points.js';
import { redemptionList } from './redemptions.js';

/**
 * The point mall (docs/history/rewards-interfaces.md): the member's points, the
 * catalogue, the points table and conversion, redemptions, and the two
 * encrypted calls that spend points. Each call answers at its legacy twin too.
 */
export const pointRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of [REWARDS_PATHS.pointBalance, REWARDS_TWIN_PATHS.pointBalance])
    app.get(url, async (request) => success(pointBalanceOf(app.db, authenticated(request).member.id)));

  for (const url of [REWARDS_PATHS.pointRewards, REWARDS_TWIN_PATHS.pointRewards])
    app.get(url, async (request) =>
      success(pointRewardList(app.db, request.merchant.id, readerLanguage(request))),
    );

  for (const url of [REWARDS_PATHS.pointConfig, REWARDS_TWIN_PATHS.pointConfig])
    app.get(url, async (request) => success(pointConfig(app.db, request.merchant.id)));

  app.get(REWARDS_PATHS.conversionTypes, async (request) =>
    success(conversionTypes(app.db, request.merchant.id)),
  );

  for (const url of [REWARDS_PATHS.redemptions, REWARDS_TWIN_PATHS.redemptions])
    app.get(url, { schema: { querystring: ZWireRedemptionListQuerySchema } }, async (request) =>
      success(
        redemptionList(app.db, authenticated(request).member.id, request.query, readerLanguage(request)),
      ),
    );

  for (const url of [REWARDS_PATHS.redeemPoints, REWARDS_TWIN_PATHS.redeemPoints])
    app.post(
      url,
      {
        schema: { body: ZWireRedeemBodySchema },
        config: { audit: 'rewards.redeem' },
        preValidation: decryptEncryptedBody,
      },
      async (request) =>
        success(
          await redeemPoints(
            app,
            authenticated(request).member,
            request.body,
            readerLanguage(request),
            new Date(),
          ),
        ),
    );

  for (const url of [REWARDS_PATHS.convertPoints, REWARDS_TWIN_PATHS.convertPoints])
    app.post(
      url,
      {
        schema: { body: ZWireConvertBodySchema },
        config: { audit: 'rewards.convert' },
        preValidation: decryptEncryptedBody,
      },
      async (request) =>
        success(await convertPoints(app, authenticated(request).member, request.body, new Date())),
    );
};
