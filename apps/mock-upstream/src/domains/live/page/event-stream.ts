import type { FastifyReply } from 'fastify';

/** A comment line this often keeps proxies (the gateway's `/chat/*`) from closing an idle stream. */
export const CHAT_PING_MS = 15_000;

export type TEventStream = { send: (id: number, data: unknown) => void; end: () => void };

/**
 * Turns the reply into a server-sent event stream (`id:` and `data:` JSON
 * lines), pinged while open; `onClose` runs once when either side ends it.
 */
export const openEventStream = (reply: FastifyReply, onClose: () => void): TEventStream => {
  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  stream.write(': connected\n\n');
  const ping = setInterval(() => stream.write(': ping\n\n'), CHAT_PING_MS);
  stream.on('close', () => {
    clearInterval(ping);
    onClose();
  });
  return {
    send: (id, data) => void stream.write(`id: ${id}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => void stream.end(),
  };
};
