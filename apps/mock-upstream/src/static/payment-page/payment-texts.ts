type TTextKey =
  | 'title'
  | 'lead'
  | 'order'
  | 'amount'
  | 'method'
  | 'bank'
  | 'pay'
  | 'fail'
  | 'paid'
  | 'paidText'
  | 'failed'
  | 'failedText'
  | 'closed'
  | 'closedText'
  | 'conflict'
  | 'missing'
  | 'missingText'
  | 'standIn';

/** The payment page's words, in the member's language (EN, TY). */
const TEXTS: Record<'EN' | 'TY', Record<TTextKey, string>> = {
  EN: {
    title: 'Online payment',
    lead: 'Pay {merchant} for your deposit.',
    order: 'Order',
    amount: 'Amount',
    method: 'Method',
    bank: 'Pay from',
    pay: 'Pay {amount}',
    fail: 'Fail the payment',
    paid: 'Payment received',
    paidText: 'The deposit is credited to your account. You can close this page and go back to the site.',
    failed: 'Payment failed',
    failedText: 'Nothing was taken from your account. You can close this page and try again on the site.',
    closed: 'This payment is closed',
    closedText: 'The deposit was already decided on the site. Nothing was paid here.',
    conflict: 'This payment was already decided and cannot change.',
    missing: 'Payment not found',
    missingText: 'This payment link is not valid. Start the deposit again on the site.',
    standIn:
      'Development stand-in: this page is served by the mock upstream in place of a payment provider. No real money moves.',
  },
  TY: {
    title: 'Online na bayad',
    lead: 'Bayaran ang {merchant} para sa iyong deposito.',
    order: 'Order',
    amount: 'Halaga',
    method: 'Paraan',
    bank: 'Magbabayad mula sa',
    pay: 'Bayaran ang {amount}',
    fail: 'Ibagsak ang bayad',
    paid: 'Natanggap ang bayad',
    paidText:
      'Naidagdag na ang deposito sa iyong account. Maaari mo nang isara ang pahinang ito at bumalik sa site.',
    failed: 'Hindi natuloy ang bayad',
    failedText:
      'Walang kinuha sa iyong account. Maaari mong isara ang pahinang ito at subukang muli sa site.',
    closed: 'Sarado na ang bayad na ito',
    closedText: 'Napagpasyahan na ang deposito sa site. Walang ibinayad dito.',
    conflict: 'Napagpasyahan na ang bayad na ito at hindi na mababago.',
    missing: 'Hindi nahanap ang bayad',
    missingText: 'Hindi wasto ang link ng bayad na ito. Simulan muli ang deposito sa site.',
    standIn:
      'Pansamantalang pahina para sa development: ang mock upstream ang naghahain nito sa halip na isang payment provider. Walang totoong perang gumagalaw.',
  },
};

export type TPaymentTexts = Record<TTextKey, string>;
export type TPaymentLanguage = keyof typeof TEXTS;

export const paymentTextsOf = (language: string): { language: TPaymentLanguage; texts: TPaymentTexts } =>
  language === 'TY' ? { language: 'TY', texts: TEXTS.TY } : { language: 'EN', texts: TEXTS.EN };

/** `{name}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
