import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClaim, TDepositOrder, TDepositSettings, TPromotionCard } from '@site/contracts';
import {
  createQaMember,
  logInAs,
  okData,
  signedInQaMember,
  startGatewayAgainstMock,
  type TStack,
} from './gateway-against-mock.js';
import { GatewayVisitor, type TCallResult } from './gateway-visitor.js';
import { pngBytes, pngDataUrl, pngHeaderOnly } from './png-images.js';

const UPLOADS_PER_IP = 3;
const UPLOADS_PER_MEMBER = 2;

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock({
    RATE_LIMIT_UPLOAD_PER_MINUTE: String(UPLOADS_PER_IP),
    RATE_LIMIT_UPLOAD_PER_MEMBER_PER_MINUTE: String(UPLOADS_PER_MEMBER),
  });
});
afterAll(() => stack?.stop());

let addressCount = 0;
/** An address of its own per test, so each has its own per-IP count. */
const freshAddress = (): string => {
  addressCount += 1;
  return `198.19.26.${addressCount}`;
};

/** A member signed in from `ip` (its own address unless given). */
const memberAt = async (ip = freshAddress(), kind = 'player'): Promise<GatewayVisitor> => {
  const visitor = new GatewayVisitor(stack.app, { ip });
  await logInAs(visitor, await createQaMember(stack.mock, kind));
  return visitor;
};

const refused = <T>(result: TCallResult<T>, status: number, key: string): void => {
  expect(result.status, JSON.stringify(result.error)).toBe(status);
  expect(result.error?.data.key).toBe(key);
};

const SMALL_PICTURE = pngDataUrl(pngBytes(320, 240));
/** 15000 × 15000 pixels in about 30 KB: decoded, 900 MB of RGBA. */
const IMAGE_BOMB = pngDataUrl(pngBytes(15_000, 15_000));
/** A header claiming 2³¹ × 2³¹ pixels, with nothing behind it. */
const IMPOSSIBLE_HEADER = pngDataUrl(pngHeaderOnly(2 ** 31, 2 ** 31));
/** A proof picture of 3 MB: a body past the ordinary 1 MiB, so an upload. */
const THREE_MB_PICTURE = pngDataUrl(pngBytes(800, 600, 3 * 1024 * 1024));

const bankDeposit = async (
  visitor: GatewayVisitor,
  proofs: string[],
): Promise<TCallResult<TDepositOrder>> => {
  const settings = okData(await visitor.query<TDepositSettings>('wallet.depositSettings'));
  const bank = settings.channels.find((channel) => channel.type === 'BANK' && !channel.isTest);
  if (!bank) throw new Error('the mock has no bank channel');
  return visitor.mutate<TDepositOrder>('wallet.deposit', {
    channelId: bank.channelId,
    amount: bank.minAmount,
    payeeName: 'Juan Cruz',
    proofs,
    requestId: randomUUID(),
  });
};

const feedback = (visitor: GatewayVisitor, images: string[]): Promise<TCallResult> =>
  visitor.mutate('system.sendFeedback', { content: 'Here is what I saw', images });

/** A member of a joined SIGNUP promotion (it wants a mobile number), ready to apply with pictures. */
const rewardApplicant = async (): Promise<{ visitor: GatewayVisitor; promotionId: string }> => {
  const visitor = await memberAt(freshAddress(), 'mobile');
  const { items } = okData(await visitor.query<{ items: TPromotionCard[] }>('rewards.promotions'));
  const signUp = items.find((item) => item.promotionType === 'SIGNUP' && item.status === null);
  if (!signUp) throw new Error('no open SIGNUP promotion in the seed');
  okData<TClaim>(await visitor.mutate('rewards.join', { promotionId: signUp.promotionId }));
  return { visitor, promotionId: signUp.promotionId };
};

describe('image bombs', () => {
  for (const [name, bomb] of [
    ['a 15000 × 15000 png', IMAGE_BOMB],
    ['a png whose header claims 2³¹ × 2³¹', IMPOSSIBLE_HEADER],
  ] as const) {
    it(`refuses ${name} as feedback, reward application and deposit pictures, 400 invalid_proof_image`, async () => {
      const member = await memberAt();
      refused(await feedback(member, [SMALL_PICTURE, bomb]), 400, 'invalid_proof_image');
      refused(await bankDeposit(member, [bomb]), 400, 'invalid_proof_image');
      const { visitor, promotionId } = await rewardApplicant();
      const apply = (pictures: string[]) =>
        visitor.mutate<TClaim>('rewards.applyForReward', { promotionId, remarks: 'My number', pictures });
      refused(await apply([bomb]), 400, 'invalid_proof_image');
      expect(okData(await apply([SMALL_PICTURE])).pictureCount).toBe(1);
    });
  }

  it('refuses a picture whose bytes are not the type it declares, and takes a real one', async () => {
    const member = await memberAt();
    const pngCalledJpeg = SMALL_PICTURE.replace('image/png', 'image/jpeg');
    refused(await bankDeposit(member, [pngCalledJpeg]), 400, 'invalid_proof_image');
    expect(okData(await bankDeposit(member, [SMALL_PICTURE])).proofCount).toBe(1);
  });
});

describe('uploads', () => {
  it('takes feedback text from a guest, but no pictures, however small: 401 not_logged_in', async () => {
    const guest = new GatewayVisitor(stack.app, { ip: freshAddress() });
    okData(await feedback(guest, []));
    refused(await feedback(guest, [SMALL_PICTURE]), 401, 'not_logged_in');
    refused(await feedback(guest, [THREE_MB_PICTURE]), 401, 'not_logged_in');
  });

  it('limits a member filing deposits with 3 MB of proofs, with Retry-After, before reading them', async () => {
    const member = await memberAt();
    for (let sent = 0; sent < UPLOADS_PER_MEMBER; sent += 1)
      okData(await bankDeposit(member, [THREE_MB_PICTURE]));
    const limited = await bankDeposit(member, [THREE_MB_PICTURE]);
    refused(limited, 429, 'too_many_requests');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // A deposit with a small proof is no upload, and not counted.
    okData(await bankDeposit(member, [SMALL_PICTURE]));
  });

  it('limits an address that files uploads for several members', async () => {
    const ip = freshAddress();
    const members = [await memberAt(ip), await memberAt(ip)];
    for (let sent = 0; sent < UPLOADS_PER_IP; sent += 1)
      okData(await bankDeposit(members[sent % 2] as GatewayVisitor, [THREE_MB_PICTURE]));
    refused(await bankDeposit(members[1] as GatewayVisitor, [THREE_MB_PICTURE]), 429, 'too_many_requests');
    const elsewhere = await signedInQaMember(stack.app, stack.mock, 'player');
    okData(await bankDeposit(elsewhere.visitor, [THREE_MB_PICTURE]));
  });
});
