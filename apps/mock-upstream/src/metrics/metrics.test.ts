import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_PATHS } from '@site/contracts';
import { createInMemoryMock, MERCHANT_HEADERS, type TInMemoryMock } from '../test/test-app.js';
import { buildMetricsServer } from './metrics-server.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

/** The count of requests of one route and status in a scrape. */
const countOf = (scrape: string, route: string, status: string): number => {
  const line = scrape
    .split('\n')
    .find(
      (sample) =>
        sample.startsWith('mock_http_request_duration_seconds_count{') &&
        sample.includes(`route="${route}"`) &&
        sample.includes(`status="${status}"`),
    );
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
};

describe("the mock's metrics", () => {
  it('times every request by method, route pattern and status, on a listener of their own', async () => {
    await mock.app.inject({
      method: 'GET',
      url: `${SYSTEM_PATHS.domainRoute}?device=WEB`,
      headers: MERCHANT_HEADERS,
    });
    await mock.app.inject({
      method: 'GET',
      url: `${SYSTEM_PATHS.domainRoute}?device=WEB`,
      headers: MERCHANT_HEADERS,
    });
    await mock.app.inject({ method: 'GET', url: SYSTEM_PATHS.domainRoute });
    await mock.app.inject({ method: 'GET', url: '/wps/no/such/call', headers: MERCHANT_HEADERS });

    const server = buildMetricsServer(mock.app.metrics.registry, mock.app.log);
    const scrape = await server.inject({ method: 'GET', url: '/metrics' });
    await server.close();
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(countOf(scrape.body, SYSTEM_PATHS.domainRoute, '200')).toBe(2);
    // Without a Merchant header the call is refused.
    expect(countOf(scrape.body, SYSTEM_PATHS.domainRoute, '400')).toBe(1);
    expect(countOf(scrape.body, 'unmatched', '404')).toBe(1);
  });

  it("are never served on the mock's own port", async () => {
    const response = await mock.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('mock_http_request_duration_seconds');
  });
});
