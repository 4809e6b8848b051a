import type { TDepositStatus } from '@site/contracts';
import { escapeHtml } from '../oauth/provider-page.js';
import { fill, type TPaymentLanguage, type TPaymentTexts } from './payment-texts.js';

/** Where the page takes its look from; served by routes.ts. */
export const PAYMENT_STYLESHEET_PATH = '/pay/assets/pay.css';

export type TPaymentView = {
  language: TPaymentLanguage;
  texts: TPaymentTexts;
  /** The form posts here. */
  action: string;
  merchantName: string;
  orderId: string;
  amount: string;
  channelName: string;
  bankName: string;
  status: TDepositStatus;
  /** A decision refused (the order was decided the other way). */
  error?: string;
};

const shell = (language: TPaymentLanguage, title: string, content: string): string =>
  [
    '<!doctype html>',
    `<html lang="${language === 'TY' ? 'tl' : 'en'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${PAYMENT_STYLESHEET_PATH}">`,
    '</head>',
    '<body>',
    '<main class="card">',
    content,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');

const facts = (view: TPaymentView): string =>
  [
    '<dl class="facts">',
    ...[
      [view.texts.order, view.orderId],
      [view.texts.amount, view.amount],
      [view.texts.method, view.channelName],
      [view.texts.bank, view.bankName],
    ].map(
      ([term, value]) => `<div><dt>${escapeHtml(term ?? '')}</dt><dd>${escapeHtml(value ?? '')}</dd></div>`,
    ),
    '</dl>',
  ].join('\n');

/** The outcome of a decided order: what the payer sees after paying or failing, or coming back later. */
const outcome = (view: TPaymentView): string => {
  const [tone, title, text] =
    view.status === 'approved'
      ? ['paid', view.texts.paid, view.texts.paidText]
      : view.status === 'failed'
        ? ['failed', view.texts.failed, view.texts.failedText]
        : ['failed', view.texts.closed, view.texts.closedText];
  return `<section class="outcome ${tone}" role="status"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(text)}</p></section>`;
};

/**
 * The stand-in payment page of an online deposit: the order's facts and,
 * while it waits, Pay and Fail buttons posting `decision` to itself; once
 * decided, the outcome. No script: a plain form under a strict CSP.
 */
export const renderPaymentPage = (view: TPaymentView): string =>
  shell(
    view.language,
    view.texts.title,
    [
      `<header><p class="brand">PayPH</p><h1>${escapeHtml(view.texts.title)}</h1></header>`,
      `<p class="lead">${escapeHtml(fill(view.texts.lead, { merchant: view.merchantName }))}</p>`,
      facts(view),
      view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '',
      view.status === 'pending'
        ? [
            `<form method="post" action="${escapeHtml(view.action)}" class="actions">`,
            `<button type="submit" name="decision" value="confirm" class="primary">${escapeHtml(fill(view.texts.pay, { amount: view.amount }))}</button>`,
            `<button type="submit" name="decision" value="fail" class="secondary">${escapeHtml(view.texts.fail)}</button>`,
            '</form>',
          ].join('\n')
        : outcome(view),
      `<p class="stand-in-note">${escapeHtml(view.texts.standIn)}</p>`,
    ].join('\n'),
  );

/** A token that names no order. */
export const renderMissingPaymentPage = (language: TPaymentLanguage, texts: TPaymentTexts): string =>
  shell(
    language,
    texts.missing,
    [
      `<header><p class="brand">PayPH</p><h1>${escapeHtml(texts.missing)}</h1></header>`,
      `<p class="error" role="alert">${escapeHtml(texts.missingText)}</p>`,
      `<p class="stand-in-note">${escapeHtml(texts.standIn)}</p>`,
    ].join('\n'),
  );
