import { readFile } from 'node:fs/promises';
import { startChildServer, stopChild } from './child-server.js';
import { freePort } from './free-port.js';
import { GENEROUS_GUARDS } from './gateway-against-mock.js';
import { TEST_ORIGIN, TEST_SECRET } from './test-config.js';

export type TGatewayProcess = {
  url: string;
  /** The most memory the gateway's process has held so far (VmHWM), in bytes. */
  peakRssBytes: () => Promise<number>;
  stop: () => Promise<void>;
};

/** Linux's high-water mark of a process's resident memory, which no sampling interval can miss. */
const peakRssOf = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no VmHWM for process ${pid}`);
  return Number(kilobytes) * 1024;
};

/**
 * The real gateway from its sources (through tsx) as a process of its own,
 * in front of `upstreamUrl`, with the test secret and origin and the guards
 * out of the way unless `env` says: for what only the whole process shows,
 * such as its memory.
 */
export const startGatewayProcess = async (
  upstreamUrl: string,
  env: Record<string, string> = {},
): Promise<TGatewayProcess> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child } = await startChildServer(
    'gateway',
    ['--import', 'tsx', 'apps/gateway/src/server.ts'],
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      GATEWAY_SECRET: TEST_SECRET,
      ALLOWED_ORIGINS: TEST_ORIGIN,
      WEB_DIST: '/nonexistent/web/dist',
      PUBLIC_URL: url,
      UPSTREAM_URL: upstreamUrl,
      ...GENEROUS_GUARDS,
      ...env,
    },
    url,
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('the gateway process has no pid');
  return { url, peakRssBytes: () => peakRssOf(pid), stop: () => stopChild(child) };
};
