// @ts-check
/* global document, window */
// The fish shooter: fish swim on a canvas; a tap shoots the nearest fish (one small bet); the server decides.
(() => {
  'use strict';
  const shell = window.GameShell;
  /** @typedef {import('../../core/play/page/replies.js').TFishType} TFishType */
  /** @typedef {{ id: number, type: TFishType, size: number, x: number, y: number, vx: number, phase: number, isTargeted: boolean }} TFish */
  const canvas = shell.$as('fish-sea', window.HTMLCanvasElement);
  const maybeContext = canvas.getContext('2d');
  if (!maybeContext) return;
  const context = maybeContext;
  // The sea fills its box: logical units W × H, at least 880 wide so fish keep their size on phones.
  let W = canvas.width;
  let H = canvas.height;
  let scale = 1;
  const fit = () => {
    const box = canvas.getBoundingClientRect();
    if (!box.width || !box.height) return;
    const ratio = window.devicePixelRatio || 1;
    scale = Math.max(0.62, Math.min(1, box.width / 880)) || 1;
    const oldW = W;
    const oldH = H;
    W = box.width / scale;
    H = box.height / scale;
    canvas.width = Math.round(box.width * ratio);
    canvas.height = Math.round(box.height * ratio);
    context.setTransform(scale * ratio, 0, 0, scale * ratio, 0, 0);
    for (const f of fish) {
      f.x = (f.x / oldW) * W;
      f.y = (f.y / oldH) * H;
    }
  };
  /** @type {Record<string, string>} */
  const COLORS = {
    clownfish: '#ff8a3d',
    pufferfish: '#f5d76e',
    turtle: '#4ade80',
    lionfish: '#f87171',
    octopus: '#c084fc',
    ray: '#60a5fa',
    shark: '#94a3b8',
    whale: '#38bdf8',
    dragon: '#f2c14e',
  };
  /** @type {readonly TFishType[]} */
  let types = [];
  /** @type {TFish[]} */
  const fish = [];
  /** @type {{ target: { x: number, y: number }, t: number, isSettled: boolean }[]} */
  const shots = [];
  /** @type {{ x: number, y: number, age: number, isHit: boolean, text: string }[]} */
  const effects = [];
  let pending = 0;
  let nextId = 1;

  /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.f-dot')).forEach((dot) => {
    const id = dot.parentElement?.dataset.fish ?? '';
    dot.style.setProperty('background', COLORS[id] ?? '#fff');
  });

  const spawn = () => {
    if (!types.length) return;
    // Bigger multipliers are rarer on screen.
    const weights = types.map((type) => 1 / Math.sqrt(type.multiplier));
    let roll = Math.random() * weights.reduce((a, b) => a + b, 0);
    const type = types.find((_, i) => (roll -= weights[i] ?? 0) < 0) || types[0];
    if (!type) return;
    const size = 14 + Math.sqrt(type.multiplier) * 5;
    const fromLeft = Math.random() < 0.5;
    fish.push({
      id: nextId++,
      type,
      size,
      x: fromLeft ? -size * 2 : W + size * 2,
      y: 40 + Math.random() * (H - 140),
      vx: (fromLeft ? 1 : -1) * (0.6 + Math.random() * 1.2) * (60 / (40 + size)),
      phase: Math.random() * 6.28,
      isTargeted: false,
    });
  };

  /** @param {TFish} f @param {number} time */
  const drawFish = (f, time) => {
    const wiggle = Math.sin(time / 180 + f.phase) * 0.25;
    context.save();
    context.translate(f.x, f.y + Math.sin(time / 600 + f.phase) * 6);
    if (f.vx < 0) context.scale(-1, 1);
    context.fillStyle = COLORS[f.type.id] ?? '#fff';
    context.beginPath();
    context.ellipse(0, 0, f.size, f.size * 0.55, 0, 0, Math.PI * 2);
    context.fill();
    context.beginPath();
    context.moveTo(-f.size * 0.9, 0);
    context.lineTo(-f.size * 1.6, -f.size * (0.5 + wiggle));
    context.lineTo(-f.size * 1.6, f.size * (0.5 - wiggle));
    context.closePath();
    context.fill();
    context.fillStyle = '#0b0d14';
    context.beginPath();
    context.arc(f.size * 0.5, -f.size * 0.12, Math.max(2, f.size * 0.1), 0, Math.PI * 2);
    context.fill();
    context.restore();
    context.fillStyle = 'rgba(255,255,255,0.85)';
    context.font = `bold ${Math.round(12 / scale)}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.fillText(`×${f.type.multiplier}`, f.x, f.y - f.size * 0.8);
  };

  /** @param {number} time */
  const frame = (time) => {
    const gradient = context.createLinearGradient(0, 0, 0, H);
    gradient.addColorStop(0, '#0a4a6e');
    gradient.addColorStop(1, '#021826');
    context.fillStyle = gradient;
    context.fillRect(0, 0, W, H);
    for (let i = 0; i < 8; i += 1) {
      context.fillStyle = 'rgba(255,255,255,0.04)';
      context.fillRect(((time / 30 + i * 140) % (W + 200)) - 100, 0, 40, H);
    }
    if (fish.length < 12 && Math.random() < 0.04) spawn();
    for (let i = fish.length - 1; i >= 0; i -= 1) {
      const f = fish[i];
      if (!f) continue;
      f.x += f.vx;
      if (f.x < -f.size * 3 || f.x > W + f.size * 3) fish.splice(i, 1);
      else drawFish(f, time);
    }
    // Cannon
    context.fillStyle = '#f2c14e';
    context.beginPath();
    context.arc(W / 2, H + 10, 46, Math.PI, 0);
    context.fill();
    for (let i = shots.length - 1; i >= 0; i -= 1) {
      const shot = shots[i];
      if (!shot) continue;
      shot.t = Math.min(1, shot.t + 0.08);
      const x = W / 2 + (shot.target.x - W / 2) * shot.t;
      const y = H - 30 + (shot.target.y - (H - 30)) * shot.t;
      context.fillStyle = '#ffe7a3';
      context.beginPath();
      context.arc(x, y, 5, 0, Math.PI * 2);
      context.fill();
      if (shot.t >= 1 && shot.isSettled) shots.splice(i, 1);
    }
    for (let i = effects.length - 1; i >= 0; i -= 1) {
      const effect = effects[i];
      if (!effect) continue;
      effect.age += 1;
      context.globalAlpha = Math.max(0, 1 - effect.age / 60);
      context.fillStyle = effect.isHit ? '#f2c14e' : '#cbd5e1';
      context.font = `bold ${Math.round((effect.isHit ? 22 : 14) / scale)}px system-ui, sans-serif`;
      context.textAlign = 'center';
      context.fillText(effect.text, effect.x, effect.y - effect.age);
      if (effect.isHit) {
        context.strokeStyle = '#f2c14e';
        context.beginPath();
        context.arc(effect.x, effect.y, effect.age * 1.5, 0, Math.PI * 2);
        context.stroke();
      }
      context.globalAlpha = 1;
      if (effect.age > 60) effects.splice(i, 1);
    }
    window.requestAnimationFrame(frame);
  };

  /** @param {PointerEvent} event */
  const pointerPosition = (event) => {
    const rect = canvas.getBoundingClientRect();
    return {
      x: (event.clientX - rect.left) / scale,
      y: (event.clientY - rect.top) / scale,
    };
  };

  canvas.addEventListener('pointerdown', async (event) => {
    if (pending >= 3 || !types.length) return;
    const point = pointerPosition(event);
    /** @type {TFish | null} */
    let target = null;
    let best = Infinity;
    for (const f of fish) {
      const distance = Math.hypot(f.x - point.x, f.y - point.y);
      if (distance < f.size * 2.2 && distance < best) {
        best = distance;
        target = f;
      }
    }
    if (!target) return;
    const aimed = target;
    const shot = { target: { x: target.x, y: target.y }, t: 0, isSettled: false };
    shots.push(shot);
    pending += 1;
    try {
      const result = await shell.api('fish/shoot', { betMinor: shell.bet(), fish: aimed.type.id });
      shell.setBalance(result.balanceMinor);
      shell.setLastWin(result.winMinor);
      effects.push({
        x: aimed.x,
        y: aimed.y,
        age: 0,
        isHit: result.isHit,
        text: result.isHit ? `+${shell.money(result.winMinor)}` : shell.t('miss'),
      });
      if (result.isHit) {
        const index = fish.indexOf(aimed);
        if (index >= 0) fish.splice(index, 1);
      }
    } catch {
      /* the shell shows the error */
    } finally {
      shot.isSettled = true;
      pending -= 1;
    }
  });

  new window.ResizeObserver(fit).observe(canvas);
  fit();

  shell.onReady((reply) => {
    const session =
      /** @type {import('../../core/play/page/replies.js').TSessionReply<import('../../core/play/page/replies.js').TFishSessionGame>} */ (
        reply
      );
    types = session.game.fish;
    for (let i = 0; i < 6; i += 1) spawn();
    fish.forEach((f) => (f.x = Math.random() * W));
  });
  window.requestAnimationFrame(frame);
})();
