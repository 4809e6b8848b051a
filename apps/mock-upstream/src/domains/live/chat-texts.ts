/**
 * The live chat's words in the mock's two languages (EN, TY = Tagalog): the
 * topics of CBS_modelList, the customer-service script, the messenger
 * greeting and the chat page's own labels.
 */
export type TChatLanguage = 'EN' | 'TY';

export const chatLanguageOf = (language: string): TChatLanguage => (language === 'TY' ? 'TY' : 'EN');

type TTopicText = { name: string; description: string };

/** The topics a conversation is opened on, in the order the chat offers them. */
export const CHAT_TOPICS: readonly { code: string; text: Record<TChatLanguage, TTopicText> }[] = [
  {
    code: 'GENERAL',
    text: {
      EN: { name: 'General questions', description: 'Games, the site and anything else.' },
      TY: { name: 'Pangkalahatang tanong', description: 'Mga laro, ang site at iba pa.' },
    },
  },
  {
    code: 'DEPOSIT_WITHDRAWAL',
    text: {
      EN: { name: 'Deposits and withdrawals', description: 'A payment that is late, missing or refused.' },
      TY: {
        name: 'Deposito at pag-withdraw',
        description: 'Bayad na naantala, nawawala o tinanggihan.',
      },
    },
  },
  {
    code: 'ACCOUNT',
    text: {
      EN: { name: 'Account and security', description: 'Login, password, profile and verification.' },
      TY: { name: 'Account at seguridad', description: 'Pag-login, password, profile at beripikasyon.' },
    },
  },
  {
    code: 'PROMOTIONS',
    text: {
      EN: { name: 'Promotions and rewards', description: 'Bonuses, missions, points and VIP.' },
      TY: { name: 'Promosyon at gantimpala', description: 'Mga bonus, misyon, puntos at VIP.' },
    },
  },
];

export const findChatTopic = (code: string) => CHAT_TOPICS.find((topic) => topic.code === code);

/** WPSCORE_getCustomerServiceScript: the greeting the chat opens with and the service notes beside it. */
export const serviceScriptOf = (language: TChatLanguage, siteName: string) =>
  language === 'TY'
    ? {
        greeting: `Kumusta! Maligayang pagdating sa customer service ng ${siteName}. Paano ka namin matutulungan ngayon?`,
        lines: [
          'Sumasagot kami 24 oras bawat araw, 7 araw bawat linggo.',
          'Para sa deposito o pag-withdraw, ihanda ang numero ng iyong order.',
          'Hindi namin kailanman hihingin ang iyong password o verification code.',
        ],
      }
    : {
        greeting: `Hello! Welcome to ${siteName} customer service. How can we help you today?`,
        lines: [
          'We answer 24 hours a day, 7 days a week.',
          'For a deposit or withdrawal, have your order number ready.',
          'We will never ask for your password or a verification code.',
        ],
      };

/** The text a messenger link (CSP_ImUrl) starts the member's message with, so support knows who writes. */
export const imGreetingOf = (language: TChatLanguage, username: string) =>
  language === 'TY' ? `Kumusta, ang username ko ay ${username}.` : `Hello, my username is ${username}.`;

/** The chat page's labels. */
export const CHAT_PAGE_TEXTS: Record<TChatLanguage, Record<string, string>> = {
  EN: {
    title: 'Live chat',
    topic: 'Topic',
    you: 'You',
    support: 'Customer service',
    message: 'Message',
    placeholder: 'Type your message…',
    send: 'Send',
    sending: 'Sending…',
    empty: 'Write your question below and an agent will answer here.',
    failed: 'Your message could not be sent. Please try again.',
    slowDown: 'You are sending messages too fast. Wait a moment, then send again.',
    closed: 'Live chat is closed for your account.',
    offline: 'Reconnecting…',
    ended: 'This chat has ended. Open live chat again from the site.',
    back: 'Back to the site',
  },
  TY: {
    title: 'Live chat',
    topic: 'Paksa',
    you: 'Ikaw',
    support: 'Customer service',
    message: 'Mensahe',
    placeholder: 'I-type ang iyong mensahe…',
    send: 'Ipadala',
    sending: 'Ipinapadala…',
    empty: 'Isulat ang iyong tanong sa ibaba at sasagot dito ang isang ahente.',
    failed: 'Hindi naipadala ang iyong mensahe. Pakisubukang muli.',
    slowDown: 'Masyadong mabilis ang pagpapadala mo. Maghintay sandali, saka ipadala muli.',
    closed: 'Sarado ang live chat para sa iyong account.',
    offline: 'Kumokonekta muli…',
    ended: 'Natapos na ang chat na ito. Buksan muli ang live chat mula sa site.',
    back: 'Bumalik sa site',
  },
};
