import type { Registry } from 'prom-client';

const SAMPLE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/**
 * The sum of the samples of `name` whose labels include `labels`, in
 * Prometheus' text format; undefined when no sample matches (the series is
 * not listed).
 */
export const seriesSum = (
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined => {
  let sum: number | undefined;
  for (const line of text.split('\n')) {
    const sample = SAMPLE.exec(line);
    if (!sample || sample[1] !== name) continue;
    const sampleLabels = new Map([...(sample[2] ?? '').matchAll(LABEL)].map((label) => [label[1], label[2]]));
    if (Object.entries(labels).every(([label, value]) => sampleLabels.get(label) === value)) {
      sum = (sum ?? 0) + Number(sample[3]);
    }
  }
  return sum;
};

/** {@link seriesSum} of a registry as a scrape would read it now. */
export const registrySum = async (
  registry: Registry,
  name: string,
  labels: Record<string, string> = {},
): Promise<number | undefined> => seriesSum(await registry.metrics(), name, labels);
