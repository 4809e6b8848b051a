import type { announcements } from '../../db/schema.js';
import type { TPromotionCategoryCode } from './promotion-categories.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the generated artwork of an item lives, once its id is known. */
export type TArtworkFolder = 'promotions' | 'banners';

export type TSeedAnnouncement = Omit<
  typeof announcements.$inferInsert,
  'merchantId' | 'startAt' | 'endAt' | 'imageUrl' | 'promotionCategoryId'
> & {
  /** Days from the seed time; negative is in the past. */
  startInDays: number;
  endInDays: number | null;
  artwork?: TArtworkFolder;
  /** A promotion's category, resolved to its row's id when seeded. */
  category?: TPromotionCategoryCode;
};

type TPromotionPage = {
  intro: string;
  steps: string[];
  terms: [string, string][];
  note: string;
};

/** Promotion pages: a lead paragraph, how to join, a table of terms and the fine print. */
const promotionHtml = ({ intro, steps, terms, note }: TPromotionPage): string =>
  [
    `<p>${intro}</p>`,
    '<h3>How to join</h3>',
    `<ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol>`,
    '<h3>Terms</h3>',
    '<table><thead><tr><th>Item</th><th>Detail</th></tr></thead><tbody>',
    terms.map(([item, detail]) => `<tr><td>${item}</td><td>${detail}</td></tr>`).join(''),
    '</tbody></table>',
    `<p><small>${note}</small></p>`,
  ].join('');

const GENERAL_TERMS =
  'General promotion terms apply. Lucky Pavilion may change or end this promotion at any time. Play responsibly: 21+ only.';

const promotions: TSeedAnnouncement[] = [
  {
    type: 'PR',
    title: 'Welcome Bonus 100%',
    titleTy: '100% Bonus sa Pagsali',
    category: 'NEW_MEMBER',
    layoutSortOrder: 1,
    promotionType: 'SIGNUP',
    content: promotionHtml({
      intro: 'Double your first deposit! New members get a <strong>100% match bonus up to ₱5,000</strong>.',
      steps: [
        'Register an account.',
        'Make your first deposit of at least ₱200.',
        'Claim the bonus in the Reward Centre.',
      ],
      terms: [
        ['Minimum deposit', '₱200'],
        ['Maximum bonus', '₱5,000'],
        ['Turnover', '15× (deposit + bonus)'],
        ['Eligible games', 'Slots and fishing games'],
      ],
      note: GENERAL_TERMS,
    }),
    startInDays: -30,
    endInDays: 90,
    sortOrder: 1,
    artwork: 'promotions',
  },
  {
    type: 'PR',
    title: 'Daily Reload 10%',
    titleTy: 'Araw-araw na Reload 10%',
    category: 'DEPOSIT',
    layoutSortOrder: 2,
    promotionType: 'DEPOSIT',
    content: promotionHtml({
      intro: 'Every day is a bonus day: get <strong>10% extra</strong> on your first deposit of the day.',
      steps: ['Deposit at least ₱500.', 'The bonus is credited automatically within 5 minutes.'],
      terms: [
        ['Minimum deposit', '₱500'],
        ['Maximum bonus per day', '₱1,000'],
        ['Turnover', '8× bonus'],
      ],
      note: GENERAL_TERMS,
    }),
    startInDays: -60,
    endInDays: null,
    isNoExpiry: true,
    sortOrder: 2,
    artwork: 'promotions',
  },
  {
    type: 'PR',
    title: 'Slots Cashback 5%',
    titleTy: '5% Cashback sa Slots',
    category: 'DEPOSIT',
    promotionType: 'REBATE',
    content: promotionHtml({
      intro: 'Unlucky week? We return <strong>5% of your net slot losses</strong> every Monday.',
      steps: ['Play any slot game during the week.', 'Cashback is paid every Monday before noon.'],
      terms: [
        ['Cashback rate', '5% of net losses'],
        ['Minimum net loss', '₱1,000'],
        ['Maximum cashback', '₱20,000 per week'],
        ['Turnover', '1×'],
      ],
      note: GENERAL_TERMS,
    }),
    startInDays: -10,
    endInDays: 50,
    sortOrder: 3,
    artwork: 'promotions',
  },
  {
    type: 'PR',
    title: 'Refer a Friend ₱300',
    titleTy: 'Mag-imbita ng Kaibigan ₱300',
    category: 'VIP',
    promotionType: 'REFERRAL',
    content: promotionHtml({
      intro: 'Share the luck: earn <strong>₱300</strong> for every friend who joins and plays.',
      steps: [
        'Copy your invitation link from the Referral page.',
        'Your friend registers and deposits at least ₱500.',
        'Both of you receive ₱300 once your friend reaches ₱2,000 turnover.',
      ],
      terms: [
        ['Reward per friend', '₱300'],
        ['Friend’s minimum deposit', '₱500'],
        ['Friend’s turnover', '₱2,000'],
        ['Limit', '20 friends per month'],
      ],
      note: GENERAL_TERMS,
    }),
    startInDays: -5,
    endInDays: 30,
    sortOrder: 4,
    artwork: 'promotions',
  },
  {
    type: 'PR',
    title: 'Weekend Live Casino Tournament',
    titleTy: 'Live Casino Torneo tuwing Weekend',
    category: 'EVENT',
    layoutSortOrder: 3,
    promotionType: 'EVENT',
    content: promotionHtml({
      intro: 'Climb the leaderboard at our live tables every weekend. <strong>₱250,000</strong> prize pool!',
      steps: [
        'Play baccarat, roulette or sic bo from Friday 18:00 to Sunday 23:59.',
        'Every ₱100 of valid bets earns 1 point.',
        'The top 50 players share the prize pool.',
      ],
      terms: [
        ['1st place', '₱50,000'],
        ['2nd–5th place', '₱15,000 each'],
        ['6th–50th place', '₱3,000 each'],
        ['Prize turnover', '1×'],
      ],
      note: GENERAL_TERMS,
    }),
    startInDays: -2,
    endInDays: 12,
    sortOrder: 5,
    artwork: 'promotions',
  },
  {
    type: 'PR',
    title: 'VIP Birthday Gift',
    titleTy: 'Regalo sa Kaarawan para sa VIP',
    category: 'VIP',
    promotionType: 'VIP',
    content: promotionHtml({
      intro: 'Celebrate with us: VIP members receive a <strong>birthday gift</strong> every year.',
      steps: ['Reach VIP level 2 or above.', 'Verify your date of birth with customer service.'],
      terms: [
        ['VIP 2–3', '₱888'],
        ['VIP 4–6', '₱2,888'],
        ['VIP 7+', '₱8,888'],
      ],
      note: GENERAL_TERMS,
    }),
    startInDays: -90,
    endInDays: 275,
    sortOrder: 6,
    artwork: 'promotions',
  },
  {
    // Ended yesterday: the period filter hides it.
    type: 'PR',
    title: 'Summer Splash Raffle',
    category: 'EVENT',
    promotionType: 'EVENT',
    content: promotionHtml({
      intro: 'Our summer raffle has ended. Thank you for joining!',
      steps: ['Winners were announced in the Messages page.'],
      terms: [['Draw', 'Closed']],
      note: GENERAL_TERMS,
    }),
    startInDays: -40,
    endInDays: -1,
    sortOrder: 7,
    artwork: 'promotions',
  },
];

type TBannerText = { title: string; tagline: string };

/** A banner's title and tagline in EN and TY (Tagalog): the upstream serves each in the visitor's language. */
const banner = (
  groupName: string,
  en: TBannerText,
  ty: TBannerText,
  sortOrder: number,
  url: string | null = '/promotions',
): TSeedAnnouncement => ({
  type: 'B',
  groupName,
  title: en.title,
  titleTy: ty.title,
  content: en.tagline,
  contentTy: ty.tagline,
  url,
  linkageType: url ? 'INTERNAL' : 'NONE',
  startInDays: -30,
  endInDays: null,
  isNoExpiry: true,
  sortOrder,
  artwork: 'banners',
});

const banners: TSeedAnnouncement[] = [
  banner(
    'w_home',
    { title: 'Welcome to Lucky Pavilion', tagline: '100% welcome bonus up to ₱5,000' },
    { title: 'Maligayang pagdating sa Lucky Pavilion', tagline: '100% welcome bonus hanggang ₱5,000' },
    1,
  ),
  banner(
    'w_home',
    { title: 'Daily Reload 10%', tagline: 'Every day, on your first deposit' },
    { title: 'Araw-araw na Reload 10%', tagline: 'Araw-araw, sa iyong unang deposito' },
    2,
  ),
  banner(
    'w_home',
    { title: 'Live Casino Nights', tagline: '₱250,000 weekend tournament' },
    { title: 'Mga Gabi ng Live Casino', tagline: '₱250,000 na torneo tuwing weekend' },
    3,
  ),
  banner(
    'w_login',
    { title: 'Welcome Back', tagline: 'Your lucky streak continues' },
    { title: 'Maligayang pagbabalik', tagline: 'Tuloy ang iyong suwerte' },
    1,
    null,
  ),
  banner(
    'w_register',
    { title: 'Join & Win', tagline: '100% bonus on your first deposit' },
    { title: 'Sumali at Manalo', tagline: '100% bonus sa iyong unang deposito' },
    1,
  ),
  banner(
    'w_forget',
    { title: 'We Have You Covered', tagline: '24/7 support is one tap away' },
    { title: 'Nandito Kami para sa Iyo', tagline: 'Isang pindot lang ang 24/7 na suporta' },
    1,
    null,
  ),
];

/** Popups (PU) and notices (PL) for each audience: A logged in, B guest, F first login. */
const notices: TSeedAnnouncement[] = [
  {
    type: 'PU',
    execution: 'B',
    title: 'Welcome, guest!',
    titleTy: 'Maligayang pagdating, bisita!',
    content: '<p>Register today and claim a <strong>100% welcome bonus</strong> on your first deposit.</p>',
    contentTy:
      '<p>Magrehistro ngayon at kunin ang <strong>100% welcome bonus</strong> sa unang deposito.</p>',
    startInDays: -7,
    endInDays: null,
    isNoExpiry: true,
    sortOrder: 1,
  },
  {
    type: 'PU',
    execution: 'A',
    title: 'Scheduled maintenance',
    titleTy: 'Nakatakdang maintenance',
    content: '<p>Some live tables will be unavailable on Tuesday from 02:00 to 04:00 (GMT+8).</p>',
    contentTy: '<p>Hindi magagamit ang ilang live table sa Martes mula 02:00 hanggang 04:00 (GMT+8).</p>',
    startInDays: -3,
    endInDays: 10,
    sortOrder: 2,
  },
  {
    type: 'PU',
    execution: 'F',
    title: 'Welcome aboard!',
    titleTy: 'Maligayang pagsali!',
    content:
      '<p>Thanks for joining Lucky Pavilion. Visit the <a href="/promotions">promotions</a> page to claim your welcome bonus.</p>',
    contentTy:
      '<p>Salamat sa pagsali sa Lucky Pavilion. Bisitahin ang <a href="/promotions">promotions</a> para sa iyong welcome bonus.</p>',
    startInDays: -30,
    endInDays: null,
    isNoExpiry: true,
    sortOrder: 3,
  },
  {
    type: 'PL',
    execution: 'B',
    title: 'New here? Try our free demo games before you register.',
    titleTy: 'Bago ka rito? Subukan ang libreng demo games bago magrehistro.',
    content: '<p>Free play is available on selected slots. No deposit needed.</p>',
    contentTy: '<p>May libreng laro sa piling slots. Walang kailangang deposito.</p>',
    startInDays: -14,
    endInDays: null,
    isNoExpiry: true,
    displaySpeed: 'MEDIUM',
    sortOrder: 1,
  },
  {
    type: 'PL',
    execution: 'A',
    title: 'Withdrawals now arrive in 5 minutes on average.',
    titleTy: 'Dumarating na ang withdrawal sa loob ng 5 minuto sa karaniwan.',
    content: '<p>We upgraded our payment partners. Average deposit time 3 min, withdrawal 5 min.</p>',
    contentTy:
      '<p>Pinahusay namin ang aming mga payment partner. Karaniwang 3 minuto ang deposito, 5 minuto ang withdrawal.</p>',
    startInDays: -4,
    endInDays: 26,
    displaySpeed: 'MEDIUM',
    sortOrder: 2,
  },
  {
    type: 'PL',
    execution: 'F',
    title: 'Complete your profile to unlock all features.',
    titleTy: 'Kumpletuhin ang iyong profile para magamit ang lahat ng feature.',
    content: '<p>Add your mobile number and e-mail in the Security Centre.</p>',
    contentTy: '<p>Idagdag ang iyong mobile number at e-mail sa Security Centre.</p>',
    startInDays: -30,
    endInDays: null,
    isNoExpiry: true,
    displaySpeed: 'SLOW',
    sortOrder: 3,
  },
];

export const SEED_ANNOUNCEMENTS: readonly TSeedAnnouncement[] = [...promotions, ...banners, ...notices];

export const seedDate = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);
