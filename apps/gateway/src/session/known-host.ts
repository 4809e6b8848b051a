import type { FastifyInstance } from 'fastify';

/**
 * DNS-rebinding defence: a page of `evil.example` whose name the attacker
 * re-points at this gateway sends `Host: evil.example`, so every request
 * must name one of the site's configured hosts (those of `ALLOWED_ORIGINS`
 * and `PUBLIC_URL`). Names only: ports change behind port maps and proxies,
 * and a rebinding attack cannot borrow our name, whatever the port.
 */
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** The hostname a Host header names, or null for anything that is not a plain host[:port]. */
export const hostnameOf = (host: string | undefined): string | null =>
  host && HOST_PATTERN.test(host) ? new URL(`http://${host}`).hostname : null;

export const knownHostnames = (origins: readonly string[]): ReadonlySet<string> =>
  new Set(origins.map((origin) => new URL(origin).hostname));

/**
 * Refuses, with 421 Misdirected Request, any request for a host outside the
 * configuration; `exemptPaths` (the health probes) answer whatever the name,
 * because orchestrators probe a container by its address.
 */
export const refuseUnknownHosts = (
  app: FastifyInstance,
  origins: readonly string[],
  exemptPaths: readonly string[],
): void => {
  const known = knownHostnames(origins);
  app.addHook('onRequest', async (request, reply) => {
    if (exemptPaths.includes(request.url.split('?', 1)[0] ?? '')) return undefined;
    const hostname = hostnameOf(request.host);
    if (hostname !== null && known.has(hostname)) return undefined;
    return reply.code(421).send({ statusCode: 421, error: 'Misdirected Request' });
  });
};
