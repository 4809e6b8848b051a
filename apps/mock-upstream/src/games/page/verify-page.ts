import { fairFloats, fairHmacHex, hashServerSeed, type TFairInputs } from '../../core/play/fair/fair-rng.js';
import type { TGameEngineModule, TVerifyResult } from '../../core/play/page/engine-module.js';
import { escapeHtml } from '../../core/play/page/html.js';
import type { TExecutor } from '../../db/client.js';

export type TVerifyQuery = {
  engine?: string | undefined;
  serverSeed?: string | undefined;
  clientSeed?: string | undefined;
  nonce?: string | undefined;
  [key: string]: string | undefined;
};

type TComputed = {
  inputs: TFairInputs;
  hmacHex: string;
  serverSeedHash: string;
  floats: number[];
  result?: TVerifyResult;
  error?: string;
};

const FLOATS_SHOWN = 8;

/** Recomputes the round of the query, when the query names one (same functions as play). */
export const computeVerification = (
  db: TExecutor,
  engines: readonly TGameEngineModule[],
  query: TVerifyQuery,
): TComputed | undefined => {
  const { serverSeed, clientSeed } = query;
  const nonce = Number(query.nonce);
  if (!serverSeed || clientSeed === undefined || !Number.isSafeInteger(nonce) || nonce < 0) return undefined;
  const inputs = { serverSeed, clientSeed, nonce };
  const computed: TComputed = {
    inputs,
    hmacHex: fairHmacHex(inputs),
    serverSeedHash: hashServerSeed(serverSeed),
    floats: fairFloats(inputs, FLOATS_SHOWN),
  };
  const engine = engines.find((candidate) => candidate.engine === query.engine);
  if (engine?.verify) {
    try {
      computed.result = engine.verify(inputs, query, db);
    } catch (error) {
      computed.error = error instanceof Error ? error.message : String(error);
    }
  }
  return computed;
};

const field = (label: string, name: string, value: string | undefined, extra = '') =>
  `<label>${escapeHtml(label)}<input name="${name}" value="${escapeHtml(value ?? '')}" autocomplete="off" spellcheck="false"${extra}></label>`;

/** The verify page (no script needed: a GET form, answered server side). */
export const renderVerifyPage = (
  db: TExecutor,
  engines: readonly TGameEngineModule[],
  query: TVerifyQuery,
): string => {
  const computed = computeVerification(db, engines, query);
  const options = engines
    .filter((engine) => engine.verify)
    .map(
      (engine) =>
        `<option value="${escapeHtml(engine.engine)}"${engine.engine === query.engine ? ' selected' : ''}>${escapeHtml(engine.engine)}</option>`,
    )
    .join('');
  const extras = Object.entries(query)
    .filter(([key]) => !['engine', 'serverSeed', 'clientSeed', 'nonce'].includes(key))
    .map(([key, value]) => field(key, key, value))
    .join('');
  const result = computed
    ? `<section class="v-result" id="verify-result">
<h2>Result</h2>
<dl>
<dt>sha256(serverSeed)</dt><dd><code id="v-hash">${escapeHtml(computed.serverSeedHash)}</code></dd>
<dt>HMAC-SHA256(serverSeed, "${escapeHtml(computed.inputs.clientSeed)}:${computed.inputs.nonce}")</dt><dd><code id="v-hmac">${escapeHtml(computed.hmacHex)}</code></dd>
<dt>First floats</dt><dd><code>${computed.floats.map((float) => float.toFixed(8)).join(' ')}</code></dd>
</dl>
${computed.error ? `<p class="v-error">${escapeHtml(computed.error)}</p>` : ''}
${computed.result ? `<ul class="v-summary">${computed.result.summary.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><pre id="v-outcome">${escapeHtml(JSON.stringify(computed.result.outcome, null, 2))}</pre>` : ''}
</section>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Provably fair: verify a round</title><link rel="icon" href="/games/assets/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/games/assets/games.css"></head>
<body class="verify-page"><div class="g-app v-app">
<header class="g-top"><div class="g-title"><span class="g-logo" aria-hidden="true">&#9830;</span><h1>Provably fair: verify a round</h1></div></header>
<main class="g-main v-main">
<section class="v-how">
<p>Every round is decided before you play. Bytes = HMAC-SHA256(key = <b>server seed</b>, message = <code>clientSeed:nonce</code>); when a round needs more than 32 bytes, the next blocks use <code>clientSeed:nonce:1</code>, <code>clientSeed:nonce:2</code>, … A float is 4 bytes (big-endian) / 2<sup>32</sup>; an integer below n is floor(float × n).</p>
<p>Before play you see sha256(server seed). Rotating the seed pair reveals the server seed: check its hash, then recompute any round of it here.</p>
</section>
<form method="get" action="/games/fair/verify" class="v-form">
<label>Engine<select name="engine">${options}</select></label>
${field('Server seed', 'serverSeed', query.serverSeed, ' required')}
${field('Client seed', 'clientSeed', query.clientSeed)}
${field('Nonce', 'nonce', query.nonce, ' inputmode="numeric" required')}
${extras}
<button type="submit" class="g-btn g-primary">Verify</button>
</form>
${result}
</main></div></body></html>`;
};
