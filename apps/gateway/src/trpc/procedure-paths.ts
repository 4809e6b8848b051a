/** The tRPC mount point; procedures are `/trpc/<name>`, batches `/trpc/<a>,<b>?batch=1`. */
export const TRPC_PREFIX = '/trpc';

export type TProcedureCall = { paths: string[]; isBatch: boolean };

/**
 * The procedures a tRPC request addresses, read from its URL. Hooks that run
 * before tRPC (the origin guard) use it to decide and to answer in
 * tRPC's own error shape.
 */
export const procedureCallOf = (url: string): TProcedureCall => {
  const parsed = new URL(url, 'http://gateway.invalid');
  const name = parsed.pathname.startsWith(`${TRPC_PREFIX}/`)
    ? parsed.pathname.slice(TRPC_PREFIX.length + 1)
    : '';
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A malformed escape is tRPC's to reject; the raw name is good enough to match limits.
  }
  const paths = decoded.split(',').filter((path) => path.length > 0);
  return { paths, isBatch: parsed.searchParams.get('batch') === '1' };
};
