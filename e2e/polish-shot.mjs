// Temporary: screenshots of the mock's game pages (deleted after the polish pass).
import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:4710';
const NODES = { slot: 1001, fish: 15001, bingo: 32001, baccarat: 9001, ibc: 19001, av: 22001, cockfight: 27001, poker: 17001, lottery: 29001 };
const args = process.argv.slice(2);
const only = (args[0] || Object.keys(NODES).join(',')).split(',');
const langs = (args[1] || 'EN,TY').split(',');
const sizes = (args[2] || '440x750,1100x720').split(',').map((s) => s.split('x').map(Number));
const action = args[3] || 'play';
const post = async (path, body, headers = {}) => (await fetch(BASE + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json();
const member = await post('/__qa/members', { kind: 'player', balanceMinor: 500000 });
const launch = async (node, lang) => {
  const r = await fetch(`${BASE}/wps/game/launchGame?launchMode=GLS&nodeId=${node}&gameId=x&vassalage=x&language=${lang}`, { headers: { Merchant: 'demo', Authorization: member.token } });
  const j = await r.json();
  return j.value?.content?.game_url ?? (console.log('launch fail', node, JSON.stringify(j)), null);
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const plays = {
  slot: async (page, shot) => {
    await page.click('#slot-spin'); await sleep(1800); await shot('spin1');
    for (let i = 0; i < 6; i++) { if (await page.locator('.s-cell.is-win').count()) break; await page.click('#slot-spin'); await sleep(1800); }
    await shot('spin-win');
    await page.click('#slot-paytable-open'); await sleep(300); await shot('paytable');
    await page.keyboard.press('Escape'); await sleep(200);
    await page.evaluate(() => { document.getElementById('fair-panel').open = true; document.getElementById('fair-panel').scrollIntoView(); }); await sleep(200); await shot('fair');
  },
  fish: async (page, shot) => {
    const box = await page.locator('canvas').first().boundingBox();
    for (let i = 0; i < 8; i++) { await page.mouse.click(box.x + box.width * (0.2 + 0.08 * i), box.y + box.height * 0.5); await sleep(250); }
    await shot('shots');
  },
  bingo: async (page, shot) => {
    const btn = page.locator('button:has-text("Buy"), button:has-text("Bumili")').first();
    await btn.click(); await sleep(800); await shot('bought');
    const d = page.locator('button:has-text("Draw"), button:has-text("Bumunot")').first();
    if (await d.count()) { await d.click(); await sleep(6000); }
    await shot('drawn');
  },
  default: async (page, shot) => { await sleep(2500); await shot('later'); },
  lottery: async (page, shot) => {
    await page.click('#lottery-quick'); await sleep(200); await shot('picked');
    await page.click('#lottery-bet'); await sleep(800); await shot('placed');
    const left = await page.evaluate(() => { const [m, s] = document.getElementById('lottery-countdown').textContent.split(':').map(Number); return m * 60 + s; });
    if (left < 65) { await sleep(left * 1000 + 4000); await shot('settled'); }
  },
  table: async (page, shot) => {
    await page.waitForSelector('.lv-spot:not([disabled])', { timeout: 60000 });
    await page.locator('.lv-spot').first().click(); await page.locator('.lv-spot').nth(1).click(); await sleep(200); await shot('staked');
    await page.click('#lv-confirm'); await sleep(1200); await shot('confirmed');
    await page.waitForSelector('.lv-spot[disabled]', { timeout: 60000 }); await sleep(page.url().includes('cockfight') ? 13000 : 8000); await shot('reveal');
    await page.waitForSelector('.lv-spot:not([disabled])', { timeout: 60000 }); await sleep(1500); await shot('after');
  },
  ibc: async (page, shot) => {
    await page.locator('.sb-odd:not([disabled])').first().click(); await sleep(300); await shot('slip');
    await page.click('#sb-slip-form button[type=submit]'); await sleep(1500); await shot('placed');
  },
  poker: async (page, shot) => {
    await page.locator('.pk-sit button:not([disabled])').first().click(); await sleep(1200); await shot('seated');
    await page.click('#pk-deal'); await sleep(1500); await shot('dealt');
    for (let i = 0; i < 6; i++) { const b = page.locator('[data-act=check]:not([disabled]):visible, [data-act=call]:not([disabled]):visible').first(); if (!(await b.count())) break; await b.click(); await sleep(1200); }
    await shot('hand');
  },
};
for (const name of only) {
  for (const lang of langs) {
    const url = await launch(NODES[name], lang);
    if (!url) continue;
    for (const [w, h] of sizes) {
      const page = await browser.newPage({ viewport: { width: w, height: h } });
      const errors = [];
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()} ${m.location()?.url ?? ''}`); });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('response', (r) => { if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`); });
      await page.goto(BASE + url); await sleep(1500);
      const tag = `${name}-${lang}-${w}`;
      const shot = async (s) => page.screenshot({ path: `/tmp/polish/${tag}-${s}.png`, fullPage: args[4] === 'full' });
      await shot('0load');
      const overflow = await page.evaluate(() => [document.documentElement.scrollWidth - window.innerWidth, document.documentElement.scrollHeight]);
      if (action === 'play') { try { await (plays[name] || plays[{ baccarat: 'table', cockfight: 'table', av: 'ibc' }[name]] || plays.default)(page, shot); } catch (e) { errors.push('play: ' + e.message.split('\n')[0]); } }
      console.log(tag, 'overflowX', overflow, 'scrollH', await page.evaluate(() => document.documentElement.scrollHeight), errors.length ? '\n  ' + errors.join('\n  ') : '');
      await page.close();
    }
  }
}
await browser.close();
