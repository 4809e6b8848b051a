import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_ENGINE_MODULES } from './engines.js';

const ASSETS = new URL('./assets/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, ASSETS), 'utf8');

describe('game page assets', () => {
  it('loads every script and style an engine names, live-common.js before its users', () => {
    const files = new Set(readdirSync(ASSETS));
    for (const engine of GAME_ENGINE_MODULES) {
      for (const file of [...engine.scripts, ...(engine.styles ?? [])]) expect(files).toContain(file);
      engine.scripts.forEach((file, index) => {
        if (file !== 'live-common.js' && read(file).includes('window.LiveGames'))
          expect(engine.scripts.slice(0, index), `${engine.engine}: ${file}`).toContain('live-common.js');
      });
    }
  });

  it('draws symbols instead of emoji (players may have no emoji font)', () => {
    const emoji = /[\u{1F000}-\u{1FAFF}\u{2B50}\u{2714}]|\\u\{?1F|\\1F[0-9A-F]{3}|\\2B50|&#1[0-9]{5};/iu;
    for (const file of readdirSync(ASSETS).filter((name) => /\.(js|css)$/.test(name)))
      expect(emoji.test(read(file)), file).toBe(false);
  });
});
