import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@site/contracts';
import { buildApp } from '../app.js';
import { createQaMember, GENEROUS_GUARDS, logInAs } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { connectSocket, nextEvent, type TClientSocket } from './socket-client.js';
import { testConfig } from './test-config.js';

/**
 * The live group through the real gateway and mock (decision 0030): topics,
 * script and messenger link; a member's chat page behind `/chat/*`; a
 * support reply heard on the member's socket as `live:unread`.
 */
let mock: TMockUpstream;
let app: FastifyInstance;
let url: string;
const sockets: TClientSocket[] = [];

beforeAll(async () => {
  mock = await startMockUpstream();
  app = await buildApp(testConfig({ UPSTREAM_URL: mock.url, EVENT_SOURCE: 'feed', ...GENEROUS_GUARDS }));
  url = await app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await app?.close();
  await mock?.stop();
});

const member = async (kind: 'player' | 'trial' = 'player') => {
  const visitor = new GatewayVisitor(app);
  await logInAs(visitor, await createQaMember(mock, kind));
  return visitor;
};

type TConversation = { id: number; username: string; unread: number };

describe('live chat', () => {
  it('answers topics, the greeting and the messenger link to anyone, in their language', async () => {
    const tagalog = new GatewayVisitor(app, { language: 'TY' });
    const topics = await tagalog.query<{ topics: { code: string; name: string }[] }>('live.topics');
    expect(topics.data?.topics.map((topic) => topic.code)).toContain('DEPOSIT_WITHDRAWAL');
    expect(topics.data?.topics[0]?.name).toBe('Pangkalahatang tanong');
    const script = await tagalog.query<{ greeting: string; lines: string[] }>('live.serviceScript');
    expect(script.data?.greeting).toContain('Kumusta');
    const im = await new GatewayVisitor(app).query<{ url: string | null }>('live.imUrl');
    expect(im.data?.url).toMatch(/^https:\/\/wa\.me\//);
  });

  it('refuses visitors and trial accounts the chat', async () => {
    const guest = await new GatewayVisitor(app).mutate('live.launchChat', { topic: 'GENERAL' });
    expect([guest.status, guest.error?.data.key]).toEqual([401, 'not_logged_in']);
    const trial = await (await member('trial')).mutate('live.launchChat', { topic: 'GENERAL' });
    expect([trial.status, trial.error?.data.key]).toEqual([403, 'in_need_true_account']);
    const visitor = await member();
    const bad = await visitor.mutate('live.launchChat', { topic: 'not a topic' });
    expect([bad.status, bad.error?.data.key]).toEqual([400, 'validation_failed']);
    const unknown = await visitor.mutate('live.launchChat', { topic: 'NO_SUCH_TOPIC' });
    expect([unknown.status, unknown.error?.data.key]).toEqual([404, 'chat_topic_not_found']);
  });

  it("opens the member's chat behind /chat and pushes support's reply to the unread badge", async () => {
    const visitor = await member();
    const launch = await visitor.mutate<{ chatUrl: string }>('live.launchChat', { topic: 'ACCOUNT' });
    expect(launch.status).toBe(200);
    const chatUrl = launch.data?.chatUrl ?? '';
    expect(chatUrl).toMatch(/^\/chat\/room\?ticket=/);
    const page = await app.inject({ method: 'GET', url: chatUrl, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('Account and security');

    const ticket = new URL(chatUrl, url).searchParams.get('ticket') ?? '';
    const sent = await app.inject({
      method: 'POST',
      url: '/chat/api/messages',
      headers: { 'content-type': 'application/json', 'x-chat-ticket': ticket },
      payload: JSON.stringify({ text: 'I cannot change my password.' }),
    });
    expect(sent.statusCode).toBe(200);

    const socket = await connectSocket(url, { cookie: `sid=${visitor.cookies.get('sid')}` });
    sockets.push(socket);
    const conversations = await mock.qa<TConversation[]>('GET', '/chat/conversations');
    const conversation = conversations.find((row) => row.unread === 1);
    expect(conversation).toBeDefined();
    const heard = nextEvent(socket, SOCKET_EVENTS.chatUnread, 10_000);
    await mock.qa('POST', `/chat/conversations/${conversation?.id}/messages`, { text: 'Let me help you.' });
    expect(await heard).toEqual({ count: 1 });
    expect((await visitor.query<{ count: number }>('live.unreadCount')).data).toEqual({ count: 1 });
    expect((await visitor.query<{ canChat: boolean }>('live.permission')).data).toEqual({ canChat: true });
  });

  it('refuses a flood of chat messages with 429 and Retry-After, through /chat', async () => {
    const visitor = await member();
    const launch = await visitor.mutate<{ chatUrl: string }>('live.launchChat', { topic: 'GENERAL' });
    const ticket = new URL(launch.data?.chatUrl ?? '', url).searchParams.get('ticket') ?? '';
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/chat/api/messages',
        headers: { 'content-type': 'application/json', 'x-chat-ticket': ticket },
        payload: JSON.stringify({ text: 'Hello?' }),
      });
    let answer = await send();
    while (answer.statusCode === 200) answer = await send();
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toMatchObject({ errorCode: 'too_many_requests' });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(30);
  });
});
