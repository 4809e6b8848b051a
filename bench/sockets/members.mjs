// Bench members: made by the mock's QA API, signed in through the gateway's own login
// (session.login), so each holds the sealed session cookie the gateway set for it.
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** Calls the mock's QA API; a non-2xx answer is an error. */
export const qa = async (mockUrl, method, path, body) => {
  const response = await fetch(`${mockUrl}/__qa${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`QA ${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
};

/** A tRPC call to the gateway as the browser makes it; resolves to the data and the cookies it set. */
export const trpc = async (gateway, { method, procedure, input, cookie }) => {
  const search =
    method === 'GET' && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify(input))}` : '';
  const response = await fetch(`${gateway.url}/trpc/${procedure}${search}`, {
    method,
    headers: {
      origin: gateway.origin,
      ...(cookie ? { cookie } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
  });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${procedure} answered ${response.status}: ${JSON.stringify(body.error)}`);
  return { data: body.result?.data, setCookies: response.headers.getSetCookie() };
};

/** Runs `task` over the items with at most `concurrency` at a time, in order of the results. */
export const inBatches = async (items, concurrency, task) => {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
};

/**
 * A new QA player signed in through the gateway: its id and the Cookie header
 * (`name=value` of every cookie the login set) a browser would send back.
 */
export const signedInMember = async (mockUrl, gateway) => {
  const { username, password } = await qa(mockUrl, 'POST', '/members', { kind: 'player' });
  const login = await trpc(gateway, {
    method: 'POST',
    procedure: 'session.login',
    input: { username, password },
  });
  const cookie = login.setCookies.map((line) => line.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`the login of ${username} set no cookie`);
  return { username, cookie };
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and CRC. */
const pngChunk = (type, data) => {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};

/**
 * A real 64 × 64 black PNG (one-bit greyscale) padded with a private ancillary chunk to about
 * 2 KB: the gateway reads a proof's header and refuses one that is not a picture (decision 0038).
 */
const proofPicture = () => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(64, 0);
  header.writeUInt32BE(64, 4);
  header.writeUInt8(1, 8);
  const png = Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('paDd', Buffer.alloc(1_900, 0x5a)),
    pngChunk('IDAT', deflateSync(Buffer.alloc((1 + 64 / 8) * 64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
};

/**
 * A bank deposit the member makes through the gateway, left pending: approving it through the
 * QA API later makes the mock publish the member's deposit event. Resolves to the order id.
 */
export const pendingDeposit = async (gateway, member) => {
  const settings = await trpc(gateway, {
    method: 'GET',
    procedure: 'wallet.depositSettings',
    cookie: member.cookie,
  });
  const bank = settings.data.channels.find((channel) => channel.type === 'BANK' && !channel.isTest);
  if (!bank) throw new Error('the mock has no bank deposit channel');
  const order = await trpc(gateway, {
    method: 'POST',
    procedure: 'wallet.deposit',
    cookie: member.cookie,
    input: {
      channelId: bank.channelId,
      amount: bank.minAmount,
      payeeName: 'Juan Cruz',
      proofs: [proofPicture()],
      requestId: randomUUID(),
    },
  });
  if (order.data.status !== 'pending')
    throw new Error(`the bench deposit is ${order.data.status}, not pending`);
  return order.data.orderId;
};
