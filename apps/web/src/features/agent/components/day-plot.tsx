import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import styles from './agent-reports.module.css';
import type { TDaySeries } from './day-series';

type TDayPlotProps = {
  label: string;
  descriptionId: string;
  days: readonly string[];
  series: readonly TDaySeries[];
};

const HEIGHT = 240;
const SECONDS_PER_MS = 1 / 1000;
const DAY_SECONDS = 86_400;
/** Ticks fall on whole days only (never "12pm"); wider steps when the days do not fit. */
const DAY_STEPS = [1, 2, 7, 14, 30].map((days) => days * DAY_SECONDS);

/** A tick's day as DD/MM (the product's date order, short). */
const dayTick = (seconds: number) => {
  const [, month, day] = new Date(seconds / SECONDS_PER_MS).toISOString().slice(0, 10).split('-');
  return `${day}/${month}`;
};

/** Amounts are drawn in major units: the axis reads 1,250 rather than 125000. */
const toMajor = (minor: number) => minor / 100;

const themeColour = (token: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(token).trim() || 'currentColor';

/**
 * The canvas of a day chart (uPlot, decision 0025), sized to its container.
 * Canvas is opaque to assistive technology, so the wrapper is an image named
 * by the chart's title and described by its caption; the table view carries
 * the figures.
 */
const DayPlot = ({ label, descriptionId, days, series }: TDayPlotProps) => {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const muted = themeColour('--color-text-muted');
    const grid = themeColour('--color-border');
    const axis = { stroke: muted, grid: { stroke: grid }, ticks: { stroke: grid } };
    // Days are merchant days: drawn at UTC midnight and labelled from UTC, so no local zone shifts them.
    const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) * SECONDS_PER_MS);
    const plot = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        legend: { live: false },
        cursor: { drag: { x: false, y: false } },
        axes: [
          { ...axis, incrs: DAY_STEPS, values: (_plot, ticks) => ticks.map(dayTick) },
          { ...axis, size: 64 },
        ],
        series: [
          {},
          ...series.map((line) => ({ label: line.label, stroke: themeColour(line.colorToken), width: 2 })),
        ],
      },
      [xs, ...series.map((line) => line.values.map(toMajor))],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series]);

  return (
    <div
      ref={container}
      className={styles.chartCanvas}
      role="img"
      aria-label={label}
      aria-describedby={descriptionId}
    />
  );
};

export default DayPlot;
