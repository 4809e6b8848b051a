// The Lighthouse goals (issues 12 and 29) and the pure helpers the bench prints and judges with.

/** Mobile preset goals per page: performance score, FCP, LCP, TBT and CLS (issue 29). */
export const GOALS = { score: 0.95, fcpMs: 1_200, lcpMs: 2_000, tbtMs: 150, cls: 0.05 };

/** The figures the bench reads out of one Lighthouse result (`lhr`). */
export const figuresOf = (lhr) => ({
  score: lhr.categories.performance.score ?? 0,
  fcpMs: lhr.audits['first-contentful-paint'].numericValue,
  lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
  tbtMs: lhr.audits['total-blocking-time'].numericValue,
  cls: lhr.audits['cumulative-layout-shift'].numericValue,
  mainThreadMs: lhr.audits['mainthread-work-breakdown'].numericValue,
});

/** The goals a page's figures miss, by name (empty when all are met). */
export const missedGoals = (figures, goals = GOALS) =>
  [
    figures.score < goals.score && 'score',
    figures.fcpMs > goals.fcpMs && 'FCP',
    figures.lcpMs > goals.lcpMs && 'LCP',
    figures.tbtMs > goals.tbtMs && 'TBT',
    figures.cls > goals.cls && 'CLS',
  ].filter(Boolean);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One page's figures over several runs: the median of each figure (Lighthouse varies run to run). */
export const medianFigures = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));

/** One line per page: each figure beside its goal, then ok or what it misses. */
export const formatPageLine = (path, figures, goals = GOALS) => {
  const missed = missedGoals(figures, goals);
  return [
    path.padEnd(12),
    `score ${figures.score.toFixed(2)} (≥ ${goals.score})`,
    `FCP ${(figures.fcpMs / 1000).toFixed(2)} s (≤ ${goals.fcpMs / 1000} s)`,
    `LCP ${(figures.lcpMs / 1000).toFixed(2)} s (≤ ${goals.lcpMs / 1000} s)`,
    `TBT ${Math.round(figures.tbtMs)} ms (≤ ${goals.tbtMs} ms)`,
    `CLS ${figures.cls.toFixed(3)} (≤ ${goals.cls})`,
    `main thread ${(figures.mainThreadMs / 1000).toFixed(1)} s`,
    missed.length ? `BELOW GOAL: ${missed.join(', ')}` : 'ok',
  ].join('  ');
};
