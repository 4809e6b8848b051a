import { RESULT_FORMATS, RESULT_LAYOUTS, type TResultFormat } from '@site/contracts';
import type { TGameEngineModule } from '../../../core/play/page/engine-module.js';
import { drawResults } from '../results.js';
import { lotteryLobbyApi } from './lobby-api.js';
import { renderLotteryLobby } from './lobby-page.js';

const formatOf = (value: string | undefined): TResultFormat =>
  RESULT_FORMATS.find((format) => format === value?.toUpperCase()) ?? 'VN_NORTH';

/**
 * The lottery lobby that `launchGame` (launch modes LOTT and
 * SEA_Tradition_Mobile) opens: pick a game and bet types, build a slip,
 * place it on the current draw, follow and cancel orders. Draws are the
 * lottery service's (src/domains/lottery), not the player's seed pair: the
 * verify page reproduces a draw's board from its seed (`clientSeed` = game
 * code, `nonce` = draw code without the dash, `format` = the result format).
 */
export const lotteryEngine: TGameEngineModule = {
  engine: 'lottery',
  scripts: ['lottery.js'],
  styles: ['lottery.css'],
  renderBody: renderLotteryLobby,
  api: lotteryLobbyApi,
  verify: (inputs, query) => {
    const format = formatOf(query.format);
    const results = drawResults(format, inputs);
    return {
      summary: [
        `Game code (client seed): ${inputs.clientSeed}, draw (nonce): ${inputs.nonce}, format: ${format}`,
        ...RESULT_LAYOUTS[format].map(({ prize }) => `${prize}: ${(results[prize] ?? []).join(' ')}`),
      ],
      outcome: results,
    };
  },
};
