import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TRecordedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  rawHeaders: string[];
  body: string;
};

type THandler = (request: TRecordedRequest, response: ServerResponse) => void;

/**
 * A tiny HTTP server whose answers the test scripts, recording every request:
 * for checking the wire details of the upstream client (the real mock is
 * exercised by the integration suites).
 */
export const startScriptedServer = async (handler: THandler) => {
  const requests: TRecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        rawHeaders: incoming.rawHeaders,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export const sendJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};
