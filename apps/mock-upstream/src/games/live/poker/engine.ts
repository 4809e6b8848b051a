import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TGameEngineModule } from '../../../core/play/page/engine-module.js';
import { escapeHtml } from '../../../core/play/page/html.js';
import { gameContext } from '../../../core/play/page/launch-auth.js';
import type { TPokerViewReply } from '../../../core/play/page/replies.js';
import { cardCode, dealShuffled, orderedDecks } from '../cards.js';
import { fairFloatStream } from '../fair-stream.js';
import { liveText } from '../texts.js';
import { act, deal, leave, sit, tableView } from './table-service.js';

/**
 * Poker (PVP): the launched game's rooms; sit with a buy-in, play Texas
 * Hold'em hands against the room's bots, leave to cash out.
 */
const ENGINE = 'poker';

const api: FastifyPluginAsyncZod = async (app) => {
  app.get('/table', async (request): Promise<TPokerViewReply> =>
    tableView(app.db, gameContext(request).launch),
  );

  app.post(
    '/sit',
    {
      schema: {
        body: z.strictObject({
          roomId: z.number().int(),
          buyInMinor: z.number().int(),
          seatNo: z.number().int().optional(),
        }),
      },
    },
    async (request): Promise<TPokerViewReply> => {
      const { launch } = gameContext(request);
      sit(app.db, launch, request.body);
      return tableView(app.db, launch);
    },
  );

  app.post('/deal', async (request): Promise<TPokerViewReply> => {
    const { launch } = gameContext(request);
    deal(app.db, launch);
    return tableView(app.db, launch);
  });

  app.post(
    '/act',
    {
      schema: {
        body: z.discriminatedUnion('type', [
          z.strictObject({ type: z.literal('fold') }),
          z.strictObject({ type: z.literal('check') }),
          z.strictObject({ type: z.literal('call') }),
          z.strictObject({ type: z.literal('raise'), to: z.number().int().min(1) }),
        ]),
      },
    },
    async (request): Promise<TPokerViewReply> => {
      const { launch } = gameContext(request);
      act(app.db, launch, request.body);
      return tableView(app.db, launch);
    },
  );

  app.post('/leave', async (request): Promise<TPokerViewReply> => {
    const { launch } = gameContext(request);
    const left = leave(app.db, launch);
    return { ...tableView(app.db, launch), cashOutMinor: left.cashOutMinor };
  });
};

export const pokerEngine: TGameEngineModule = {
  engine: ENGINE,
  scripts: ['live-common.js', 'poker.js'],
  styles: ['live.css'],
  renderBody: (page) => {
    const t = liveText(page.language);
    return `<section class="pk" data-t="${escapeHtml(JSON.stringify(t))}">
  <div id="pk-lobby" class="pk-lobby" hidden><h2 class="lv-h">${escapeHtml(t.rooms)}</h2><ul id="pk-rooms" class="pk-rooms"></ul></div>
  <div id="pk-table" class="pk-table-wrap" hidden>
    <div class="pk-head"><span id="pk-room-name"></span><span id="pk-blinds" class="pk-blinds"></span><button type="button" class="g-btn" id="pk-leave">${escapeHtml(t.leave)}</button></div>
    <div class="pk-table">
      <div id="pk-seats" class="pk-seats"></div>
      <div class="pk-centre"><div id="pk-board" class="lv-cards pk-board"></div><p class="pk-pot">${escapeHtml(t.pot)} <strong id="pk-pot">0.00</strong></p></div>
    </div>
    <div class="pk-me"><div id="pk-hole" class="lv-cards"></div><p><span class="g-label">${escapeHtml(t.chips)}</span> <strong id="pk-stack">0.00</strong></p></div>
    <div class="pk-actions" id="pk-actions">
      <button type="button" class="g-btn g-primary" id="pk-deal">${escapeHtml(t.deal)}</button>
      <button type="button" class="g-btn" data-act="fold">${escapeHtml(t.fold)}</button>
      <button type="button" class="g-btn" data-act="check">${escapeHtml(t.check)}</button>
      <button type="button" class="g-btn" data-act="call">${escapeHtml(t.call)} <span id="pk-call"></span></button>
      <span class="pk-raise"><input type="range" id="pk-raise-to" aria-label="${escapeHtml(t.raise)}"><button type="button" class="g-btn g-primary" data-act="raise">${escapeHtml(t.raise)} <span id="pk-raise-label"></span></button></span>
    </div>
    <ol id="pk-log" class="pk-log" aria-live="polite"></ol>
  </div>
</section>`;
  },
  api,
  verify: (inputs) => {
    const deck = dealShuffled(
      orderedDecks(),
      fairFloatStream(inputs.serverSeed, inputs.clientSeed, inputs.nonce),
    );
    return {
      summary: [
        `Deck of hand nonce ${inputs.nonce} (dealt from the front: hole cards round the table from the left of the button, then flop, turn, river):`,
        deck.map(cardCode).join(' '),
      ],
      outcome: { deck: deck.map(cardCode) },
    };
  },
};
