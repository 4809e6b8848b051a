import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMoney } from '@site/contracts';
import { appendAuditEvent } from '../../audit/audit-store.js';
import { publishDepositChange } from '../../domains/wallet/deposit/deposit-events.js';
import type { TDepositOrder } from '../../domains/wallet/deposit/deposit-service.js';
import { paymentPagePath, wireDepositOrder } from '../../domains/wallet/deposit/deposit-service.js';
import {
  decidePayment,
  orderOfPaymentToken,
  PAYMENT_DECISIONS,
  paymentPageFacts,
  type TPaymentOutcome,
} from '../../domains/wallet/deposit/online-payment.js';
import { readHeader, visitorIp } from '../../wire/headers.js';
import { PAYMENT_STYLESHEET_PATH, renderMissingPaymentPage, renderPaymentPage } from './payment-page.js';
import { PAYMENT_STYLESHEET } from './payment-stylesheet.js';
import { paymentTextsOf } from './payment-texts.js';

const ZTokenParams = z.object({ token: z.string().max(64) });
/** A form field: anything else than the two decisions is answered with the page again, 400. */
const ZDecisionBody = z.object({ decision: z.string().max(16).optional() });

/** HTML under a policy that allows the stylesheet and the form posting to itself, nothing else. */
const sendPage = (reply: FastifyReply, statusCode: number, html: string) =>
  reply
    .code(statusCode)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(html);

/**
 * The mock's stand-in for an online payment provider's checkout (outside
 * /wps: a provider knows no Merchant header; the gateway proxies `/pay/*`).
 * The token in the path names the order; the payer pays or fails it, and the
 * member's site hears the deposit's change as any other.
 */
export const paymentPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(PAYMENT_STYLESHEET_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(PAYMENT_STYLESHEET),
  );

  const renderOrder = (reply: FastifyReply, statusCode: number, order: TDepositOrder, error?: string) => {
    const facts = paymentPageFacts(app.db, order);
    const { language, texts } = paymentTextsOf(facts.language);
    return sendPage(
      reply,
      statusCode,
      renderPaymentPage({
        language,
        texts,
        action: paymentPagePath(order.paymentToken ?? ''),
        merchantName: facts.merchantName,
        orderId: String(order.id),
        amount: formatMoney(order.amountMinor, facts.currencySymbol),
        channelName: facts.channelName,
        bankName: facts.bankName,
        status: order.status,
        ...(error ? { error: texts.conflict } : {}),
      }),
    );
  };

  const renderMissing = (reply: FastifyReply) => {
    const { language, texts } = paymentTextsOf('EN');
    return sendPage(reply, 404, renderMissingPaymentPage(language, texts));
  };

  /**
   * One audit event per decision posted on a known order, whatever came of
   * it, under the action of the deposit it completes (no procedure of the
   * gateway asks for it: the payer's browser posts the page's form).
   */
  const audit = (request: FastifyRequest, order: TDepositOrder, outcome: TPaymentOutcome | null) =>
    appendAuditEvent(app.db, {
      merchantId: order.merchantId,
      action: 'wallet.deposit',
      outcome: outcome?.kind === 'decided' || outcome?.kind === 'unchanged' ? 'succeeded' : 'refused',
      memberId: order.memberId,
      ip: visitorIp(request),
      requestId: readHeader(request, 'x-request-id') ?? request.id,
      moneyRequestId: null,
      reason:
        outcome === null ? 'validation_failed' : outcome.kind === 'conflict' ? 'request_conflict' : null,
      createdAt: new Date(),
    });

  app.get(paymentPagePath(':token'), { schema: { params: ZTokenParams } }, async (request, reply) => {
    const order = orderOfPaymentToken(app.db, request.params.token);
    return order ? renderOrder(reply, 200, order) : renderMissing(reply);
  });

  app.post(
    paymentPagePath(':token'),
    { schema: { params: ZTokenParams, body: ZDecisionBody } },
    async (request, reply) => {
      const order = orderOfPaymentToken(app.db, request.params.token);
      if (!order) return renderMissing(reply);
      const decision = PAYMENT_DECISIONS.find((candidate) => candidate === request.body.decision);
      if (!decision) {
        audit(request, order, null);
        return renderOrder(reply, 400, order);
      }
      const outcome = decidePayment(app.db, order, decision);
      audit(request, order, outcome);
      if (outcome.kind === 'conflict') return renderOrder(reply, 409, outcome.order, 'conflict');
      if (outcome.kind === 'decided') {
        publishDepositChange(app, order.memberId, wireDepositOrder(app.db, outcome.order, 'EN'));
      }
      // Post, redirect, get: a reload shows the outcome and posts nothing again.
      return reply.redirect(paymentPagePath(request.params.token), 303);
    },
  );
};
