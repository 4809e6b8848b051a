import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type TPromotionType, WALLET_PATHS } from '@site/contracts';
import type { TApp } from '../app.js';
import type { TDatabase } from '../db/client.js';
import { rewardPromotions } from '../db/schema-rewards.js';
import { memberIdOf } from './round-fixtures.js';
import { qa } from './test-app.js';
import { getAs, postAs, type TPayer } from './withdraw-fixtures.js';

/** A QA member with its id; `mobile` members may join SIGNUP promotions. */
export type TRewardMember = TPayer & { id: number };

export const createRewardMember = async (
  app: TApp,
  db: TDatabase,
  kind: 'player' | 'mobile' | 'trial' = 'mobile',
): Promise<TRewardMember> => {
  const reply = await qa(app, '/members', { kind, balanceMinor: 0 });
  if (reply.statusCode !== 200) throw new Error(`QA member not created: ${reply.body}`);
  const member = reply.json<TPayer>();
  return { ...member, id: memberIdOf(db, member.username) };
};

/** The seeded promotion of a type (the first by id, or the one with that EN title); its wire id. */
export const seededPromotionId = (db: TDatabase, type: TPromotionType, titleEn?: string): string => {
  const promotion = db
    .select()
    .from(rewardPromotions)
    .where(and(eq(rewardPromotions.type, type), titleEn ? eq(rewardPromotions.titleEn, titleEn) : undefined))
    .orderBy(rewardPromotions.id)
    .get();
  if (!promotion) throw new Error(`no seeded ${type} promotion ${titleEn ?? ''}`);
  return String(promotion.id);
};

/** A rewards call as the gateway makes it: GET with a query, POST with a JSON body; `Language` optional. */
export const rewardsCall = (
  app: TApp,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, string | number | boolean | object> = {},
) =>
  method === 'GET'
    ? getAs(app, token, path, input as Record<string, string | number>)
    : postAs(app, token, path, input);

/** A new requestId. */
export const requestId = () => randomUUID();

/** A deposit the operator approves (BDO transfer, then `POST /__qa/deposits/:id/approve`); answers the order id. */
export const approvedDeposit = async (app: TApp, token: string, amount: number): Promise<string> => {
  const settings = (await getAs(app, token, WALLET_PATHS.depositSettings)).json<{
    value: { depositInfo: { channels: { channelId: string; name: string }[] } };
  }>();
  const channel = settings.value.depositInfo.channels.find((row) => row.name === 'BDO Bank Transfer');
  if (!channel) throw new Error('no BDO channel');
  const reply = await postAs(app, token, WALLET_PATHS.depositManualTransfer, {
    channelId: channel.channelId,
    payeeName: 'Juan Dela Cruz',
    amount,
    bankCode: 'x',
    vendorId: 'x',
    mcsBankCode: 'x',
    requestId: randomUUID(),
  });
  if (reply.statusCode !== 200) throw new Error(`deposit refused: ${reply.body}`);
  const orderId = String(reply.json<{ value: { orderId: string | number } }>().value.orderId);
  const approved = await qa(app, `/deposits/${orderId}/approve`, {});
  if (approved.statusCode !== 200) throw new Error(`deposit not approved: ${approved.body}`);
  return orderId;
};
