import type { TTransaction } from '../../db/client.js';
import { appDownloads, helpTopics } from '../../db/schema-service.js';

/** A text in the two interface languages (docs/product.md §1: EN and TY). */
type TBilingual = { EN: string; TY: string };

export type TSeedHelpEntry = { title: TBilingual; content: TBilingual };

export type TSeedHelpTopic = TSeedHelpEntry & {
  /** The upstream's tag (seen: aboutus, deposit, withdraw, game, faqs); the rest are ours. */
  tag: string;
  bgColor: string;
  entries?: readonly TSeedHelpEntry[];
};

/**
 * The help centre of the demo merchant, in display order: what a player
 * needs to know to start, pay in, cash out, and play safely.
 */
export const SEED_HELP_TOPICS: readonly TSeedHelpTopic[] = [
  {
    tag: 'aboutus',
    bgColor: '#1f6f5c',
    title: { EN: 'About us', TY: 'Tungkol sa amin' },
    content: {
      EN:
        '<p>Lucky Pavilion is an online entertainment site for players in the Philippines: slots, live casino, sports, e-sports, lottery, fishing games and cockfights, all in one account and one wallet.</p>' +
        '<p>We work with licensed game providers, pay out in pesos, and keep our customer service open every day, around the clock, by live chat and Telegram.</p>' +
        '<ul><li>One account for every game</li><li>Deposits credited in about 3 minutes on average</li><li>Withdrawals paid in about 5 minutes on average</li></ul>',
      TY:
        '<p>Ang Lucky Pavilion ay isang online na libangan para sa mga manlalaro sa Pilipinas: slots, live casino, sports, e-sports, lottery, fishing games at sabong, lahat sa iisang account at iisang wallet.</p>' +
        '<p>Nakikipagtulungan kami sa mga lisensiyadong game provider, nagbabayad sa piso, at bukas ang aming customer service araw-araw, buong araw at gabi, sa live chat at Telegram.</p>' +
        '<ul><li>Iisang account para sa lahat ng laro</li><li>Karaniwang naikredito ang deposito sa loob ng mga 3 minuto</li><li>Karaniwang naibabayad ang withdrawal sa loob ng mga 5 minuto</li></ul>',
    },
  },
  {
    tag: 'deposit',
    bgColor: '#2f5fa7',
    title: { EN: 'How to deposit', TY: 'Paano mag-deposito' },
    content: {
      EN:
        '<ol><li>Log in and press <strong>Deposit</strong> at the top of the page.</li>' +
        '<li>Choose a payment channel: bank transfer, e-wallet or QR code.</li>' +
        '<li>Enter the amount. The smallest and largest amounts of the channel are shown under the field.</li>' +
        '<li>Pay to the account shown, exactly the amount you entered, then add a screenshot of the payment as proof.</li>' +
        '<li>Press <strong>Submit</strong>. Your balance is credited once the payment is confirmed, usually within 3 minutes.</li></ol>' +
        '<p>Keep the reference number of your payment until the deposit shows in your transaction history.</p>',
      TY:
        '<ol><li>Mag-log in at pindutin ang <strong>Deposito</strong> sa itaas ng pahina.</li>' +
        '<li>Pumili ng paraan ng pagbabayad: bank transfer, e-wallet o QR code.</li>' +
        '<li>Ilagay ang halaga. Makikita sa ilalim ng field ang pinakamaliit at pinakamalaking halaga ng paraang pinili.</li>' +
        '<li>Magbayad sa account na ipinakita, eksakto sa halagang inilagay mo, saka magdagdag ng screenshot ng bayad bilang patunay.</li>' +
        '<li>Pindutin ang <strong>Ipasa</strong>. Maikekredito ang iyong balanse kapag nakumpirma ang bayad, kadalasan sa loob ng 3 minuto.</li></ol>' +
        '<p>Itago ang reference number ng iyong bayad hanggang lumabas ang deposito sa iyong kasaysayan ng transaksyon.</p>',
    },
  },
  {
    tag: 'withdraw',
    bgColor: '#8a4b16',
    title: { EN: 'How to withdraw', TY: 'Paano mag-withdraw' },
    content: {
      EN:
        '<ol><li>Log in and press <strong>Withdraw</strong> at the top of the page.</li>' +
        '<li>The first time, add the bank account or e-wallet that will receive the money and set a 6-digit payment password.</li>' +
        '<li>Enter the amount, choose the account, and confirm with your payment password.</li>' +
        '<li>Most withdrawals are paid within 5 minutes. When the money arrives, confirm it in the withdrawal record.</li></ol>' +
        '<p>The account that receives the money must be in the same name as your player account.</p>',
      TY:
        '<ol><li>Mag-log in at pindutin ang <strong>Withdraw</strong> sa itaas ng pahina.</li>' +
        '<li>Sa unang beses, idagdag ang bank account o e-wallet na tatanggap ng pera at magtakda ng 6 na digit na payment password.</li>' +
        '<li>Ilagay ang halaga, piliin ang account, at kumpirmahin gamit ang iyong payment password.</li>' +
        '<li>Karamihan ng withdrawal ay naibabayad sa loob ng 5 minuto. Kapag dumating ang pera, kumpirmahin ito sa talaan ng withdrawal.</li></ol>' +
        '<p>Ang account na tatanggap ng pera ay dapat nakapangalan sa parehong pangalan ng iyong player account.</p>',
    },
  },
  {
    tag: 'faqs',
    bgColor: '#5b3fa0',
    title: { EN: 'Frequently asked questions', TY: 'Mga madalas itanong' },
    content: {
      EN: '<p>Answers to what players ask us most. Still stuck? Our customer service is open around the clock.</p>',
      TY: '<p>Mga sagot sa pinakamadalas itanong ng mga manlalaro. May tanong pa? Bukas ang aming customer service buong araw at gabi.</p>',
    },
    entries: [
      {
        title: {
          EN: 'I forgot my password. What do I do?',
          TY: 'Nakalimutan ko ang aking password. Ano ang gagawin ko?',
        },
        content: {
          EN: '<p>Press <strong>Forgot password?</strong> in the login box. You can get a new password by email, or set one with a code sent to your registered mobile number.</p>',
          TY: '<p>Pindutin ang <strong>Nakalimutan ang password?</strong> sa login box. Makakakuha ka ng bagong password sa email, o magtakda ng bago gamit ang code na ipinadala sa iyong nakarehistrong mobile number.</p>',
        },
      },
      {
        title: { EN: 'My deposit has not arrived.', TY: 'Hindi pa dumarating ang aking deposito.' },
        content: {
          EN: '<p>Check your transaction history: a deposit under review shows as pending. If it is still pending after 15 minutes, contact customer service with the reference number of your payment.</p>',
          TY: '<p>Tingnan ang iyong kasaysayan ng transaksyon: ang depositong sinusuri ay nakalagay na pending. Kung pending pa rin pagkalipas ng 15 minuto, makipag-ugnayan sa customer service dala ang reference number ng iyong bayad.</p>',
        },
      },
      {
        title: {
          EN: 'Can I try games without money?',
          TY: 'Puwede ko bang subukan ang mga laro nang walang pera?',
        },
        content: {
          EN: '<p>Yes. Games marked <strong>Free trial</strong> can be played with demo credits, and the <strong>Try demo</strong> button gives you a trial account. Winnings in a trial cannot be withdrawn.</p>',
          TY: '<p>Oo. Ang mga larong may markang <strong>Libreng subok</strong> ay malalaro gamit ang demo credits, at ang button na <strong>Subukan ang demo</strong> ay nagbibigay sa iyo ng trial account. Hindi maaaring i-withdraw ang panalo sa trial.</p>',
        },
      },
      {
        title: {
          EN: 'Why does a game say it is under maintenance?',
          TY: 'Bakit sinasabing nasa maintenance ang isang laro?',
        },
        content: {
          EN: '<p>The game provider is updating the game. Your balance is safe; try another game meanwhile and come back later.</p>',
          TY: '<p>Ina-update ng game provider ang laro. Ligtas ang iyong balanse; sumubok muna ng ibang laro at bumalik mamaya.</p>',
        },
      },
      {
        title: { EN: 'How do I become an agent?', TY: 'Paano ako magiging ahente?' },
        content: {
          EN: '<p>Open the <strong>Join</strong> page, read how the agent programme pays, and register as an agent. You earn a share of your team’s results every settlement period.</p>',
          TY: '<p>Buksan ang pahinang <strong>Sumali</strong>, basahin kung paano nagbabayad ang programa ng ahente, at magparehistro bilang ahente. Kikita ka ng bahagi ng resulta ng iyong team sa bawat panahon ng settlement.</p>',
        },
      },
    ],
  },
  {
    tag: 'terms',
    bgColor: '#38506b',
    title: { EN: 'Terms and conditions', TY: 'Mga tuntunin at kundisyon' },
    content: {
      EN:
        '<p>By opening an account you confirm that you are at least 18 years old and that gambling is legal where you live.</p>' +
        '<ul><li>One account per person, household and device. Duplicate accounts may be closed and their bonuses removed.</li>' +
        '<li>Bonuses carry the turnover rules shown on their promotion; a withdrawal before the turnover is met forfeits the bonus.</li>' +
        '<li>Bets are settled by the results of the game provider. An obvious error in a game voids the bets it affected.</li>' +
        '<li>We may ask for proof of identity before paying a withdrawal.</li></ul>',
      TY:
        '<p>Sa pagbubukas ng account, kinukumpirma mong ikaw ay hindi bababa sa 18 taong gulang at legal ang pagsusugal sa iyong tinitirhan.</p>' +
        '<ul><li>Isang account bawat tao, sambahayan at device. Maaaring isara ang mga dobleng account at alisin ang kanilang mga bonus.</li>' +
        '<li>May mga patakaran ng turnover ang mga bonus na nakasaad sa kanilang promosyon; ang pag-withdraw bago matupad ang turnover ay magpapawalang-bisa sa bonus.</li>' +
        '<li>Ang mga taya ay inaayos ayon sa resulta ng game provider. Ang halatang pagkakamali sa isang laro ay magpapawalang-bisa sa mga tayang naapektuhan nito.</li>' +
        '<li>Maaari kaming humingi ng patunay ng pagkakakilanlan bago ibayad ang isang withdrawal.</li></ul>',
    },
  },
  {
    tag: 'privacy',
    bgColor: '#2d6a86',
    title: { EN: 'Privacy policy', TY: 'Patakaran sa privacy' },
    content: {
      EN:
        '<p>We keep the details you give us (name, mobile number, email, bank accounts) to run your account, pay you, and meet the law.</p>' +
        '<ul><li>Your password is stored only as a one-way hash; nobody here can read it.</li>' +
        '<li>We never sell your details. We share them only with payment providers to move your money, and with authorities when the law requires it.</li>' +
        '<li>You may ask customer service for a copy of your details or to correct them at any time.</li></ul>',
      TY:
        '<p>Itinatago namin ang mga detalyeng ibinigay mo (pangalan, mobile number, email, bank account) para patakbuhin ang iyong account, bayaran ka, at sumunod sa batas.</p>' +
        '<ul><li>Ang iyong password ay naka-imbak lamang bilang one-way hash; walang sinuman dito ang makababasa nito.</li>' +
        '<li>Hindi namin ibinebenta ang iyong mga detalye. Ibinabahagi lamang namin ang mga ito sa mga payment provider para mailipat ang iyong pera, at sa mga awtoridad kapag hinihingi ng batas.</li>' +
        '<li>Maaari kang humingi anumang oras sa customer service ng kopya ng iyong mga detalye o ipatama ang mga ito.</li></ul>',
    },
  },
  {
    tag: 'responsible',
    bgColor: '#7a2f3b',
    title: { EN: 'Responsible gaming', TY: 'Responsableng paglalaro' },
    content: {
      EN:
        '<p>Play for fun, never to make money or to win back losses.</p>' +
        '<ul><li>Set yourself a budget and a time limit before you start, and stop when you reach either.</li>' +
        '<li>Never play with money meant for rent, food or bills, and never borrow to play.</li>' +
        '<li>Take regular breaks. If gambling stops being fun, stop.</li>' +
        '<li>Customer service can pause or close your account for a period you choose; ask at any time.</li></ul>' +
        '<p>Players under 18 are not allowed.</p>',
      TY:
        '<p>Maglaro para maglibang, hindi para kumita ng pera o bawiin ang mga natalo.</p>' +
        '<ul><li>Magtakda ng badyet at limitasyon sa oras bago magsimula, at huminto kapag naabot mo ang alinman.</li>' +
        '<li>Huwag maglaro gamit ang perang para sa upa, pagkain o bayarin, at huwag mangutang para maglaro.</li>' +
        '<li>Magpahinga nang madalas. Kapag hindi na masaya ang pagsusugal, tumigil.</li>' +
        '<li>Maaaring i-pause o isara ng customer service ang iyong account sa panahong pipiliin mo; magtanong anumang oras.</li></ul>' +
        '<p>Hindi pinapayagan ang mga manlalarong wala pang 18 taong gulang.</p>',
    },
  },
];

/** The demo merchant's apps (WPSCORE_getDownloadSetting). */
export const SEED_APP_DOWNLOADS = [
  {
    platform: 'ANDROID',
    url: 'https://download.luckypavilion.example/android',
    version: '3.8.2',
    minOsVersion: 'Android 8.0',
  },
  {
    platform: 'IOS',
    url: 'https://download.luckypavilion.example/ios',
    version: '3.8.1',
    minOsVersion: 'iOS 13',
  },
  {
    platform: 'WINDOWS',
    url: 'https://download.luckypavilion.example/windows',
    version: '2.4.0',
    minOsVersion: 'Windows 10',
  },
] as const;

const LANGUAGES = ['EN', 'TY'] as const;

/** The help topics in both languages, each entry under its topic, and the apps. */
export const insertSiteServiceSeed = (tx: TTransaction, merchantId: number): void => {
  for (const language of LANGUAGES) {
    SEED_HELP_TOPICS.forEach((topic, position) => {
      const parent = tx
        .insert(helpTopics)
        .values({
          merchantId,
          language,
          position,
          tag: topic.tag,
          title: topic.title[language],
          content: topic.content[language],
          bgColor: topic.bgColor,
        })
        .returning({ id: helpTopics.id })
        .get();
      (topic.entries ?? []).forEach((entry, entryPosition) => {
        tx.insert(helpTopics)
          .values({
            merchantId,
            language,
            parentId: parent.id,
            position: entryPosition,
            title: entry.title[language],
            content: entry.content[language],
          })
          .run();
      });
    });
  }
  tx.insert(appDownloads)
    .values(SEED_APP_DOWNLOADS.map((app, position) => ({ ...app, merchantId, position })))
    .run();
};
