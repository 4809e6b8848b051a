import { PGSI_BANDS, PGSI_QUESTION_COUNT, pgsiBandOf, type TPgsiBand } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';

/** The Problem Gambling Severity Index's nine questions, about the last 12 months. */
export const PGSI_QUESTION_KEYS: readonly TMessageKey[] = [
  tk('rg.pgsi.q1'),
  tk('rg.pgsi.q2'),
  tk('rg.pgsi.q3'),
  tk('rg.pgsi.q4'),
  tk('rg.pgsi.q5'),
  tk('rg.pgsi.q6'),
  tk('rg.pgsi.q7'),
  tk('rg.pgsi.q8'),
  tk('rg.pgsi.q9'),
];

/** Each answer and its score: never 0, sometimes 1, most of the time 2, almost always 3. */
export const PGSI_ANSWERS = [
  { score: 0, labelKey: tk('rg.pgsi.never') },
  { score: 1, labelKey: tk('rg.pgsi.sometimes') },
  { score: 2, labelKey: tk('rg.pgsi.most') },
  { score: 3, labelKey: tk('rg.pgsi.almost_always') },
] as const;

export type TPgsiResult = { score: number; band: TPgsiBand; min: number; max: number };

/** The total and its band once every question has an answer (scores 0–3), else null. */
export const pgsiResultOf = (answers: readonly (number | null)[]): TPgsiResult | null => {
  if (answers.length !== PGSI_QUESTION_COUNT || answers.some((answer) => answer === null)) return null;
  const score = answers.reduce<number>((sum, answer) => sum + (answer ?? 0), 0);
  const band = pgsiBandOf(score);
  const { min, max } = PGSI_BANDS.find((entry) => entry.band === band) ?? PGSI_BANDS[0];
  return { score, band, min, max };
};
