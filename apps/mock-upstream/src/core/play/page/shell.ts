import type { TGameEngineModule, TPageContext } from './engine-module.js';
import { escapeHtml } from './html.js';

/** The game's display name in the launch's language (TY name when there is one). */
export const gameNameOf = (page: Pick<TPageContext, 'game' | 'language'>): string =>
  page.language === 'TY' && page.game.gameNameTy ? page.game.gameNameTy : page.game.gameName;

const asset = (file: string) => `/games/assets/${encodeURIComponent(file)}`;

/**
 * The HTML shell every engine's page shares: header (title, mode, balance),
 * the engine's play area, the bet bar and the provably fair panel. Data for
 * the scripts travels in `data-*` attributes: the CSP forbids inline script.
 */
export const renderGamePage = (engine: TGameEngineModule, page: TPageContext): string => {
  const { text, launch } = page;
  const name = gameNameOf(page);
  const styles = ['games.css', ...(engine.styles ?? [])]
    .map((file) => `<link rel="stylesheet" href="${asset(file)}">`)
    .join('');
  const scripts = ['shell.js', ...engine.scripts]
    .map((file) => `<script src="${asset(file)}" defer></script>`)
    .join('');
  const isTrial = launch.mode === 'trial';
  return `<!doctype html>
<html lang="${page.language === 'TY' ? 'tl' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(name)}</title>
<link rel="icon" href="/games/assets/favicon.svg" type="image/svg+xml">
${styles}
</head>
<body class="engine-${escapeHtml(engine.engine)}" data-engine="${escapeHtml(engine.engine)}" data-launch="${escapeHtml(launch.token)}" data-lang="${escapeHtml(page.language)}" data-texts="${escapeHtml(JSON.stringify(text))}">
<div class="g-app">
<header class="g-top">
  <div class="g-title"><span class="g-logo" aria-hidden="true">&#9830;</span><h1>${escapeHtml(name)}</h1>${isTrial ? `<span class="g-badge">${escapeHtml(text.demo)}</span>` : ''}</div>
  <div class="g-balance" aria-live="polite"><span class="g-label">${escapeHtml(text.balance)}</span><strong id="balance">…</strong></div>
</header>
<main id="game-root" class="g-main">
${engine.renderBody(page)}
</main>
<footer class="g-bottom">
  <div id="bet-bar" class="g-betbar">
    <span class="g-label">${escapeHtml(text.bet)}</span>
    <button type="button" class="g-btn g-round" id="bet-down" aria-label="${escapeHtml(text.betDown)}">&#8722;</button>
    <strong id="bet-value">…</strong>
    <button type="button" class="g-btn g-round" id="bet-up" aria-label="${escapeHtml(text.betUp)}">+</button>
    <span class="g-label g-lastwin">${escapeHtml(text.lastWin)} <strong id="last-win">0.00</strong></span>
  </div>
  <details class="g-fair" id="fair-panel">
    <summary><svg class="g-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M7.5 10.5V7.5a4.5 4.5 0 0 1 9 0v3" fill="none" stroke="currentColor" stroke-width="2.2"/><rect x="4" y="10" width="16" height="11" rx="2.5" fill="currentColor"/><circle cx="12" cy="15" r="1.8" fill="#151927"/><path d="M12 15.5v2.5" stroke="#151927" stroke-width="1.6"/></svg> ${escapeHtml(text.fair)}</summary>
    <dl>
      <dt>${escapeHtml(text.serverSeedHash)}</dt><dd><code id="fair-hash">…</code></dd>
      <dt>${escapeHtml(text.clientSeed)}</dt><dd><form id="fair-seed-form" class="g-inline"><input id="fair-client-seed" name="clientSeed" aria-label="${escapeHtml(text.clientSeed)}" maxlength="64" autocomplete="off" spellcheck="false"><button type="submit" class="g-btn">${escapeHtml(text.save)}</button></form></dd>
      <dt>${escapeHtml(text.nonce)}</dt><dd><code id="fair-nonce">…</code></dd>
    </dl>
    <div class="g-inline"><button type="button" class="g-btn" id="fair-rotate">${escapeHtml(text.rotate)}</button><a id="fair-verify" class="g-link" href="/games/fair/verify?engine=${escapeHtml(engine.engine)}&amp;gameId=${page.game.id}" target="_blank" rel="noopener">${escapeHtml(text.verify)} &#8599;</a></div>
    <p id="fair-revealed" class="g-revealed" hidden></p>
  </details>
</footer>
<div id="toast" class="g-toast" role="status" hidden></div>
</div>
${scripts}
</body>
</html>`;
};

/** A small page for a launch that is gone (expired or unknown token). */
export const renderEndedPage = (message: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game</title><link rel="icon" href="/games/assets/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/games/assets/games.css"></head>
<body><div class="g-app g-ended"><p>${escapeHtml(message)}</p></div></body></html>`;
