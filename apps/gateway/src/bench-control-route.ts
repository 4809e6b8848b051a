import type { FastifyInstance } from 'fastify';

/** Where bench/gateway finds the control route. */
export const BENCH_CONTROL_PATH = '/__bench/control';

/** The answer headers the control route repeats; the site-wide hooks add the rest (security headers). */
const MIRRORED_HEADERS = ['content-type', 'content-encoding', 'vary', 'cache-control'] as const;

type TMirroredAnswer = { statusCode: number; headers: Record<string, string>; body: Buffer };

/**
 * bench/gateway's yardstick (BENCH_CONTROL_ROUTE, never set in real runs):
 * a plain Fastify route that answers with exactly the bytes and headers the
 * named tRPC GET answers for the same Accept-Encoding and X-Language once its
 * answer is cached, taken once through the whole gateway and then replayed. The cached tRPC read is
 * measured against it, so the ratio shows what tRPC and the cache cost on top
 * of Fastify itself.
 */
export const registerBenchControlRoute = (app: FastifyInstance, mirroredUrl: string): void => {
  const answers = new Map<string, TMirroredAnswer>();
  app.get(BENCH_CONTROL_PATH, async (request, reply) => {
    const acceptEncoding = request.headers['accept-encoding'] ?? '';
    const language = request.headers['x-language'] ?? '';
    const key = `${String(acceptEncoding)}|${String(language)}`;
    let answer = answers.get(key);
    if (!answer) {
      const ask = () =>
        app.inject({
          method: 'GET',
          url: mirroredUrl,
          headers: { host: request.host, 'accept-encoding': acceptEncoding, 'x-language': language },
        });
      // The second answer is the one every later reader gets: the first may have filled the cache.
      await ask();
      const mirrored = await ask();
      const headers: Record<string, string> = {};
      for (const name of MIRRORED_HEADERS) {
        const value = mirrored.headers[name];
        if (value !== undefined) headers[name] = String(value);
      }
      answer = { statusCode: mirrored.statusCode, headers, body: mirrored.rawPayload };
      // Only a success is the yardstick; a failure (the upstream not up yet) is passed on and asked again.
      if (answer.statusCode === 200) answers.set(key, answer);
    }
    return reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
  });
};
