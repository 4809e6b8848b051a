/** One line of a day chart: its name, its colour token and a value (minor units) per day. */
export type TDaySeries = {
  key: string;
  label: string;
  /** A CSS custom property of the theme (`--color-gold`). */
  colorToken: string;
  values: readonly number[];
};

/** A merchant day (yyyy-MM-dd) as the product writes dates, DD/MM/YYYY. */
export const formatDay = (day: string): string => day.split('-').reverse().join('/');
