import { type TUpstreamClient, UpstreamClient } from '../upstream/upstream-client.js';

/**
 * The real HTTP upstream client, counting the calls it makes per
 * `METHOD /path`: lets integration suites see what reached the upstream
 * (cache hits, single flight, refusals made by the gateway alone).
 */
export const countingUpstream = (baseUrl: string) => {
  const inner = new UpstreamClient({ baseUrl, merchant: 'demo', timeoutMs: 10_000 });
  const counts = new Map<string, number>();
  const tokens = new Map<string, Array<string | undefined>>();
  const count = (request: { method: string; path: string; token?: string | undefined }) => {
    const name = `${request.method} ${request.path}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
    tokens.set(name, [...(tokens.get(name) ?? []), request.token]);
  };
  const client: TUpstreamClient = {
    call: (request, schema) => {
      count(request);
      return inner.call(request, schema);
    },
    callEncrypted: (request, schema) => {
      count(request);
      return inner.callEncrypted(request, schema);
    },
    fetchRsaModulus: (visitor) => inner.fetchRsaModulus(visitor),
  };
  const callsTo = (method: string, path: string): number => counts.get(`${method} ${path}`) ?? 0;
  return {
    client,
    callsTo,
    /** GET and POST calls to each path of a group's `_PATHS`: equal before and after means none reached the upstream. */
    callsToEach: (paths: Record<string, string>): number[] =>
      Object.values(paths).map((path) => callsTo('GET', path) + callsTo('POST', path)),
    /** The token each call to `METHOD /path` carried (undefined: none), in order. */
    tokensSentTo: (method: string, path: string): Array<string | undefined> =>
      tokens.get(`${method} ${path}`) ?? [],
    close: () => inner.close(),
  };
};
