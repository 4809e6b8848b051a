import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { sendMoneyRequest } from './money-request.js';
import { UpstreamError } from './upstream-error.js';

const call = 'POST /wps/relay/GCS_walletTransfer';
const timeout = new UpstreamError({ kind: 'timeout', call });
const dropped = new UpstreamError({
  kind: 'network',
  call,
  cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
});
const refused = new UpstreamError({
  kind: 'network',
  call,
  cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
});
const breakerOpen = new UpstreamError({ kind: 'unavailable', call });
const proxyGateway = new UpstreamError({ kind: 'rejected', call, status: 502 });
const answered = new UpstreamError({
  kind: 'rejected',
  call,
  status: 400,
  errorCode: 'insufficient_balance',
});

/** A send that fails with each of `failures` in turn, then answers 'done'; counts its calls. */
const sendFailing = (...failures: Error[]) => {
  let calls = 0;
  const send = async () => {
    const failure = failures[calls];
    calls += 1;
    if (failure) throw failure;
    return 'done';
  };
  return { send, calls: () => calls };
};

describe('sendMoneyRequest', () => {
  it.each([
    ['a timeout', timeout],
    ['a dropped connection', dropped],
    ["a proxy's bare 502", proxyGateway],
  ])('replays the same request once after %s and answers its result', async (_name, failure) => {
    const attempt = sendFailing(failure);
    expect(await sendMoneyRequest(attempt.send)).toBe('done');
    expect(attempt.calls()).toBe(2);
  });

  it.each([
    ['unknown too', dropped],
    ['never sent: the circuit breaker opened meanwhile', breakerOpen],
    ['never sent: the connection was refused', refused],
  ])('answers request_pending when the replay is %s', async (_name, replayFailure) => {
    const attempt = sendFailing(timeout, replayFailure);
    const error = await sendMoneyRequest(attempt.send).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errorData).toEqual({ key: 'request_pending' });
    expect(attempt.calls()).toBe(2);
  });

  it.each([
    ['a refused connection (nothing was sent)', refused],
    ['a refusal of the open circuit breaker (nothing was sent)', breakerOpen],
    ["the upstream's own refusal", answered],
  ])('passes %s on without a replay', async (_name, failure) => {
    const attempt = sendFailing(failure);
    await expect(sendMoneyRequest(attempt.send)).rejects.toBe(failure);
    expect(attempt.calls()).toBe(1);
  });

  it("passes the replay's own refusal on: the first attempt never ran", async () => {
    const attempt = sendFailing(timeout, answered);
    await expect(sendMoneyRequest(attempt.send)).rejects.toBe(answered);
  });
});
