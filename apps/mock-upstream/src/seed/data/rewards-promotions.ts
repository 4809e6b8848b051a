import { and, eq } from 'drizzle-orm';
import { merchantDayOf } from '../../core/records/record-query.js';
import type { TTransaction } from '../../db/client.js';
import { members } from '../../db/schema.js';
import {
  promoCodes,
  rafflePrizes,
  referralCodes,
  referralInvitations,
  rewardClaims,
  rewardPromotions,
  rewardSettings,
  rewardTickets,
} from '../../db/schema-rewards.js';
import { seedDate } from './announcements.js';
import { BOT_USERNAMES } from './games/winners.js';

type TSeedPromotion = Omit<
  typeof rewardPromotions.$inferInsert,
  'merchantId' | 'startAt' | 'endAt' | 'imageUrl' | 'contentEn' | 'contentTy'
> & {
  /** Names it for the claims and codes below. */
  key: string;
  /** Days from the seed time; negative is in the past. */
  startInDays: number;
  endInDays: number | null;
  /** Paragraphs of the details page, EN then TY. */
  detailsEn: string[];
  detailsTy: string[];
};

const html = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');

/** Every type in every category, in EN and TY; one not started yet, one ended (docs/history/rewards-interfaces.md, Seed). */
const SEED_PROMOTIONS: readonly TSeedPromotion[] = [
  {
    key: 'welcome',
    type: 'SIGNUP',
    category: 'NEW_MEMBER',
    titleEn: 'Welcome Bonus ₱88',
    titleTy: 'Bonus sa Pagsali ₱88',
    summaryEn: 'Join, send a screenshot of your verified profile and get ₱88.',
    summaryTy: 'Sumali, magpadala ng screenshot ng iyong beripikadong profile at makakuha ng ₱88.',
    detailsEn: [
      'New members who add their mobile number can join once.',
      'After joining, send a screenshot of your verified profile. We review every request within a day.',
    ],
    detailsTy: [
      'Ang mga bagong miyembro na naglagay ng kanilang mobile number ay maaaring sumali nang isang beses.',
      'Pagkatapos sumali, magpadala ng screenshot ng iyong beripikadong profile. Sinusuri namin ang bawat kahilingan sa loob ng isang araw.',
    ],
    rewardAmountMinor: 8_800,
    requiresProof: true,
    startInDays: -30,
    endInDays: 60,
  },
  {
    key: 'share',
    type: 'SIGNUP',
    category: 'EVENT',
    titleEn: 'Share & Win ₱30',
    titleTy: 'Ibahagi at Manalo ₱30',
    summaryEn: 'Share the site with your friends and tell us where.',
    summaryTy: 'Ibahagi ang site sa iyong mga kaibigan at sabihin sa amin kung saan.',
    detailsEn: [
      'Join, share our link on your social page, then apply with a short note of where you shared it.',
    ],
    detailsTy: [
      'Sumali, ibahagi ang aming link sa iyong social page, at mag-apply na may maikling tala kung saan mo ito ibinahagi.',
    ],
    rewardAmountMinor: 3_000,
    startInDays: -10,
    endInDays: 20,
  },
  {
    key: 'deposit',
    type: 'DEPOSIT',
    category: 'DEPOSIT',
    titleEn: '50% Deposit Bonus',
    titleTy: '50% Bonus sa Deposito',
    summaryEn: 'Join, deposit ₱100 or more and get half of it back, up to ₱500.',
    summaryTy: 'Sumali, magdeposito ng ₱100 o higit pa at makuha ang kalahati nito, hanggang ₱500.',
    detailsEn: [
      'Join first, then make a deposit of at least ₱100.',
      'Once the deposit is approved, 50% of it (at most ₱500) waits for you in the reward centre.',
    ],
    detailsTy: [
      'Sumali muna, saka magdeposito ng hindi bababa sa ₱100.',
      'Kapag naaprubahan ang deposito, ang 50% nito (hanggang ₱500) ay naghihintay sa iyo sa reward centre.',
    ],
    rewardPercent: 50,
    maxRewardMinor: 50_000,
    minDepositMinor: 10_000,
    startInDays: -20,
    endInDays: null,
  },
  {
    key: 'login',
    type: 'LOGIN',
    category: 'DAILY',
    titleEn: 'Daily Login Bonus ₱5',
    titleTy: 'Araw-araw na Bonus sa Pag-login ₱5',
    summaryEn: 'Log in every day and claim ₱5.',
    summaryTy: 'Mag-login araw-araw at kunin ang ₱5.',
    detailsEn: ['Claim once per day (from midnight, Philippine time) after you log in.'],
    detailsTy: [
      'Makukuha ito nang isang beses bawat araw (mula hatinggabi, oras sa Pilipinas) pagkatapos mong mag-login.',
    ],
    rewardAmountMinor: 500,
    startInDays: -60,
    endInDays: null,
  },
  {
    key: 'raffle',
    type: 'RAFFLE',
    category: 'DAILY',
    titleEn: 'Lucky Daily Raffle',
    titleTy: 'Masuwerteng Raffle Araw-araw',
    summaryEn: 'Every ₱100 of bets today earns a draw, up to 5 a day. Win up to ₱88.',
    summaryTy:
      'Bawat ₱100 na taya ngayong araw ay may isang bunot, hanggang 5 bawat araw. Manalo ng hanggang ₱88.',
    detailsEn: [
      'Chances reset at midnight, Philippine time. Every draw wins a prize, paid to your main wallet.',
    ],
    detailsTy: [
      'Nagsisimula muli ang mga pagkakataon tuwing hatinggabi, oras sa Pilipinas. Bawat bunot ay may premyo na papasok sa iyong pangunahing wallet.',
    ],
    validBetPerChanceMinor: 10_000,
    maxChancesPerDay: 5,
    startInDays: -15,
    endInDays: 45,
  },
  {
    key: 'loyalty',
    type: 'ISSUED',
    category: 'EVENT',
    titleEn: 'Loyalty Gift',
    titleTy: 'Regalo sa Katapatan',
    summaryEn: 'A thank-you bonus for our regular players.',
    summaryTy: 'Isang bonus bilang pasasalamat sa aming mga regular na manlalaro.',
    detailsEn: ['We send this gift to chosen members. Claim it from the reward centre.'],
    detailsTy: ['Ipinapadala namin ang regalong ito sa mga piling miyembro. Kunin ito sa reward centre.'],
    startInDays: -40,
    endInDays: null,
  },
  {
    key: 'tickets',
    type: 'TICKET',
    category: 'EVENT',
    titleEn: 'Bonus Tickets',
    titleTy: 'Mga Bonus na Tiket',
    summaryEn: 'Tickets we send you, each worth cash. Claim them before they expire.',
    summaryTy:
      'Mga tiket na ipinapadala namin sa iyo, bawat isa ay may halagang pera. Kunin bago mag-expire.',
    detailsEn: ['Each ticket is claimed on its own and paid to your main wallet.'],
    detailsTy: ['Bawat tiket ay kinukuha nang hiwalay at ibinabayad sa iyong pangunahing wallet.'],
    startInDays: -25,
    endInDays: null,
  },
  {
    key: 'codes',
    type: 'PROMO_CODE',
    category: 'EVENT',
    titleEn: 'Promo Codes',
    titleTy: 'Mga Promo Code',
    summaryEn: 'Type a promo code and get its bonus at once.',
    summaryTy: 'I-type ang promo code at makuha agad ang bonus nito.',
    detailsEn: ['Each code works once per member, while it has uses left.'],
    detailsTy: [
      'Isang beses lang magagamit ng bawat miyembro ang bawat code, habang may natitira pang gamit.',
    ],
    startInDays: -5,
    endInDays: 365,
  },
  {
    key: 'referral',
    type: 'REFERRAL',
    category: 'REFERRAL',
    titleEn: 'Invite a Friend ₱20',
    titleTy: 'Mag-imbita ng Kaibigan ₱20',
    summaryEn: 'Get ₱20 for every friend whose first deposit is ₱100 or more.',
    summaryTy: 'Makakuha ng ₱20 para sa bawat kaibigan na ang unang deposito ay ₱100 o higit pa.',
    detailsEn: ['Share your referral link. Your friend registers with it and deposits at least ₱100.'],
    detailsTy: [
      'Ibahagi ang iyong referral link. Magrehistro ang iyong kaibigan gamit ito at magdeposito ng hindi bababa sa ₱100.',
    ],
    rewardAmountMinor: 2_000,
    minDepositMinor: 10_000,
    startInDays: -90,
    endInDays: null,
  },
  {
    key: 'missions',
    type: 'MISSION',
    category: 'DAILY',
    titleEn: 'Missions',
    titleTy: 'Mga Misyon',
    summaryEn: 'Complete daily and weekly missions for cash rewards.',
    summaryTy: 'Tapusin ang mga misyon araw-araw at linggu-linggo para sa gantimpalang pera.',
    detailsEn: ['Play and deposit to move your missions on. Each completed mission issues its reward.'],
    detailsTy: [
      'Maglaro at magdeposito para umusad ang iyong mga misyon. Bawat natapos na misyon ay may gantimpala.',
    ],
    startInDays: -90,
    endInDays: null,
  },
  {
    key: 'countdown',
    type: 'SIGNUP',
    category: 'EVENT',
    titleEn: 'Holiday Countdown',
    titleTy: 'Countdown sa Kapaskuhan',
    summaryEn: 'Coming soon: a holiday bonus for every member.',
    summaryTy: 'Malapit na: isang bonus sa kapaskuhan para sa bawat miyembro.',
    detailsEn: ['Join when it starts and apply for your holiday bonus.'],
    detailsTy: ['Sumali kapag nagsimula na ito at mag-apply para sa iyong bonus sa kapaskuhan.'],
    rewardAmountMinor: 5_000,
    startInDays: 10,
    endInDays: 40,
  },
  {
    key: 'summer',
    type: 'ISSUED',
    category: 'EVENT',
    titleEn: 'Summer Splash',
    titleTy: 'Summer Splash',
    summaryEn: 'Ended.',
    summaryTy: 'Tapos na.',
    detailsEn: ['This promotion has ended.'],
    detailsTy: ['Natapos na ang promosyong ito.'],
    startInDays: -120,
    endInDays: -5,
  },
];

const RAFFLE_PRIZES = [
  { nameEn: '₱1 prize', nameTy: 'Premyong ₱1', amountMinor: 100, weight: 50 },
  { nameEn: '₱5 prize', nameTy: 'Premyong ₱5', amountMinor: 500, weight: 30 },
  { nameEn: '₱18 prize', nameTy: 'Premyong ₱18', amountMinor: 1_800, weight: 15 },
  { nameEn: '₱88 jackpot', nameTy: 'Jackpot na ₱88', amountMinor: 8_800, weight: 5 },
] as const;

/** The demo player's own referral code (what the seed's invitees registered with). */
export const DEMO_REFERRAL_CODE = 'DEMOREF8';

/** Inserts the promotions and what each needs; answers their ids by key. */
const insertPromotions = (tx: TTransaction, merchantId: number, now: Date): Map<string, number> => {
  const ids = new Map<string, number>();
  for (const { key, startInDays, endInDays, detailsEn, detailsTy, ...promotion } of SEED_PROMOTIONS) {
    const row = tx
      .insert(rewardPromotions)
      .values({
        ...promotion,
        merchantId,
        contentEn: html(detailsEn),
        contentTy: html(detailsTy),
        startAt: seedDate(now, startInDays),
        endAt: endInDays === null ? null : seedDate(now, endInDays),
        createdAt: now,
      })
      .returning()
      .get();
    // The artwork URL names the row, whose id exists only now.
    tx.update(rewardPromotions)
      .set({ imageUrl: `/static/rewards/${row.id}.svg` })
      .where(eq(rewardPromotions.id, row.id))
      .run();
    ids.set(key, row.id);
  }
  return ids;
};

const idOf = (ids: ReadonlyMap<string, number>, key: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed promotion ${key} missing`);
  return id;
};

const memberIdNamed = (tx: TTransaction, merchantId: number, username: string): number => {
  const member = tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username)))
    .get();
  if (!member) throw new Error(`seed member ${username} missing`);
  return member.id;
};

/**
 * The rewards seed (docs/history/rewards-interfaces.md, Seed): the promotions, the
 * raffle's prizes, the promo codes `WELCOME88` and `LUCKY2026`, and what
 * demo_player holds: claims of every status, two tickets, its referral code
 * and two invitations (one qualified). Past payouts are history only: they
 * move no balance, so the opening balances stay what the members seed says.
 */
export const insertRewardsSeed = (tx: TTransaction, merchantId: number, now: Date): void => {
  const ids = insertPromotions(tx, merchantId, now);
  const promotion = (key: string) => idOf(ids, key);

  tx.insert(rafflePrizes)
    .values(RAFFLE_PRIZES.map((prize) => ({ ...prize, promotionId: promotion('raffle') })))
    .run();
  tx.insert(promoCodes)
    .values([
      {
        merchantId,
        promotionId: promotion('codes'),
        code: 'WELCOME88',
        descriptionEn: '₱8.88 for new members',
        descriptionTy: '₱8.88 para sa mga bagong miyembro',
        amountMinor: 888,
        maxUses: 1_000,
      },
      {
        merchantId,
        promotionId: promotion('codes'),
        code: 'LUCKY2026',
        descriptionEn: '₱20.26 to start the lucky year',
        descriptionTy: '₱20.26 para simulan ang masuwerteng taon',
        amountMinor: 2_026,
        maxUses: 2_026,
        expiresAt: seedDate(now, 365),
      },
    ])
    .run();
  tx.insert(rewardSettings)
    .values({ merchantId, promotionDomainsJson: JSON.stringify(['lucky-demo.example', 'play-demo.example']) })
    .onConflictDoUpdate({
      target: rewardSettings.merchantId,
      set: { promotionDomainsJson: JSON.stringify(['lucky-demo.example', 'play-demo.example']) },
    })
    .run();

  const player = memberIdNamed(tx, merchantId, 'demo_player');
  const daysAgo = (days: number) => seedDate(now, -days);
  const claim = (
    key: string,
    values: Partial<typeof rewardClaims.$inferInsert> & Pick<typeof rewardClaims.$inferInsert, 'status'>,
    memberId = player,
  ) => {
    const createdAt = values.createdAt ?? now;
    tx.insert(rewardClaims)
      .values({
        merchantId,
        memberId,
        promotionId: promotion(key),
        updatedAt: createdAt,
        ...values,
        createdAt,
      })
      .run();
  };
  claim('welcome', {
    status: 'rejected',
    remarks: 'My profile',
    rejectReason: 'The screenshot does not show the verified badge.',
    createdAt: daysAgo(6),
  });
  claim('welcome', { status: 'applying', remarks: 'Verified profile attached', createdAt: daysAgo(1) });
  claim('share', { status: 'signed', createdAt: daysAgo(2) });
  claim('deposit', { status: 'closed', createdAt: daysAgo(12) });
  claim('deposit', { status: 'processing', createdAt: daysAgo(3) });
  claim('loyalty', {
    status: 'issued',
    amountMinor: 1_888,
    sourceKey: 'seed:loyalty',
    createdAt: daysAgo(2),
  });
  claim('login', {
    status: 'claimed',
    amountMinor: 500,
    sourceKey: `login:${promotion('login')}:${merchantDayOf(daysAgo(1))}`,
    createdAt: daysAgo(1),
    claimedAt: daysAgo(1),
  });

  tx.insert(rewardTickets)
    .values([
      {
        memberId: player,
        promotionId: promotion('tickets'),
        nameEn: '₱10 cash ticket',
        nameTy: 'Tiket na ₱10',
        amountMinor: 1_000,
        expiresAt: seedDate(now, 14),
        createdAt: daysAgo(2),
      },
      {
        memberId: player,
        promotionId: promotion('tickets'),
        nameEn: '₱5 cash ticket',
        nameTy: 'Tiket na ₱5',
        amountMinor: 500,
        expiresAt: seedDate(now, 7),
        createdAt: daysAgo(1),
      },
    ])
    .run();

  tx.insert(referralCodes)
    .values({ memberId: player, merchantId, code: DEMO_REFERRAL_CODE, createdAt: daysAgo(30) })
    .run();
  const [qualified, waiting] = BOT_USERNAMES.slice(0, 2).map((username) =>
    memberIdNamed(tx, merchantId, username),
  );
  if (qualified === undefined || waiting === undefined) throw new Error('seed invitees missing');
  tx.insert(referralInvitations)
    .values([
      {
        inviteeMemberId: qualified,
        inviterMemberId: player,
        createdAt: daysAgo(20),
        qualifiedAt: daysAgo(18),
      },
      { inviteeMemberId: waiting, inviterMemberId: player, createdAt: daysAgo(4) },
    ])
    .run();
  claim('referral', {
    status: 'issued',
    amountMinor: 2_000,
    sourceKey: `referral:${qualified}`,
    createdAt: daysAgo(18),
  });
};
