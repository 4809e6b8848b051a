/*
 * A stand-in for uPlot in tests: jsdom has no canvas (nor matchMedia, which
 * uPlot reads on import). It records what each chart was asked to draw, so a
 * test can compare the chart's numbers with its table view.
 */

type TDrawn = { options: { series: { label?: string }[] }; data: number[][] };

/** The charts drawn and not yet destroyed, oldest first. */
export const drawnCharts: TDrawn[] = [];

export default class FakeUPlot {
  private readonly drawn: TDrawn;

  constructor(options: TDrawn['options'], data: number[][]) {
    this.drawn = { options, data };
    drawnCharts.push(this.drawn);
  }

  setSize() {}

  destroy() {
    drawnCharts.splice(drawnCharts.indexOf(this.drawn), 1);
  }
}
