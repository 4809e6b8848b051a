import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZWireConvertBodySchema,
  ZWireRedeemBodySchema,
  ZWireRedemptionListQuerySchema,
} from '@site/contracts';
import { decryptEncryptedBody } from '../../../wire/encrypted-body.js';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { pathsOfCall, rewardsLanguage } from '../call-paths.js';
import { convertPoints } from './convert-points.js';
import { pointRewardList } from './point-catalogue.js';
import { pointBalanceOf } from './point-ledger.js';
import { conversionTypes, pointConfig } from './point-settings.js';
import { redeemPoints } from './redeem-points.js';
import { redemptionList } from './redemptions.js';

/**
 * The point mall (docs/rewards-interfaces.md): the member's points, the
 * catalogue, the points table and conversion, redemptions, and the two
 * encrypted calls that spend points. Each call answers at its legacy twin too.
 */
export const pointRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of pathsOfCall('pointBalance'))
    app.get(url, async (request) => success(pointBalanceOf(app.db, authenticated(request).member.id)));

  for (const url of pathsOfCall('pointRewards'))
    app.get(url, async (request) =>
      success(pointRewardList(app.db, request.merchant.id, rewardsLanguage(request))),
    );

  for (const url of pathsOfCall('pointConfig'))
    app.get(url, async (request) => success(pointConfig(app.db, request.merchant.id)));

  for (const url of pathsOfCall('conversionTypes'))
    app.get(url, async (request) => success(conversionTypes(app.db, request.merchant.id)));

  for (const url of pathsOfCall('redemptions'))
    app.get(url, { schema: { querystring: ZWireRedemptionListQuerySchema } }, async (request) =>
      success(
        redemptionList(app.db, authenticated(request).member.id, request.query, rewardsLanguage(request)),
      ),
    );

  for (const url of pathsOfCall('redeemPoints'))
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
            rewardsLanguage(request),
            new Date(),
          ),
        ),
    );

  for (const url of pathsOfCall('convertPoints'))
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
