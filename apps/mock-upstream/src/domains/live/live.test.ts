import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATHS, type TWireFeedEvent } from '@site/contracts';
import {
  createInMemoryMock,
  DEMO_PASSWORD,
  logIn,
  MERCHANT_HEADERS,
  qa,
  type TInMemoryMock,
  withToken,
} from '../../test/test-app.js';
import { CHAT_FLOOD_LIMIT } from './chat-service.js';

let testApp: TInMemoryMock;
let playerToken: string;
let trialToken: string;
beforeAll(async () => {
  testApp = await createInMemoryMock();
  const login = async (username: string) =>
    (await logIn(testApp.app, { username, password: DEMO_PASSWORD })).json().value.token as string;
  playerToken = await login('demo_player');
  trialToken = await login('demo_trial');
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = MERCHANT_HEADERS) =>
  testApp.app.inject({ method: 'GET', url, headers });

const LAUNCH_QUERY = 'b2c=1&title=DEPOSIT_WITHDRAWAL&backUrl=https%3A%2F%2Fsite.example%2Fwallet&language=EN';

const launch = async (token = playerToken, query = LAUNCH_QUERY) =>
  get(`${LIVE_PATHS.launchChat}?${query}`, withToken(token));

const ticketOf = (chatUrl: string) => new URL(chatUrl, 'http://mock').searchParams.get('ticket') ?? '';

const pageCall = (ticket: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { 'x-chat-ticket': ticket }, ...(payload && { payload }) });

/** The chat events the feed publishes for the member from now on. */
const chatEvents = () => {
  const seen: TWireFeedEvent[] = [];
  const stop = testApp.app.events.subscribe(({ event }) => {
    if (event.type === 'chat_unread') seen.push(event);
  });
  return { seen, stop };
};

describe('live chat topics, script and messenger link', () => {
  it('lists the topics in the visitor language', async () => {
    const english = (await get(LIVE_PATHS.modelList)).json().value;
    const tagalog = (await get(LIVE_PATHS.modelList, { ...MERCHANT_HEADERS, language: 'TY' })).json().value;
    expect(english.map((topic: { code: string }) => topic.code)).toEqual([
      'GENERAL',
      'DEPOSIT_WITHDRAWAL',
      'ACCOUNT',
      'PROMOTIONS',
    ]);
    expect(tagalog[1].name).toBe('Deposito at pag-withdraw');
    expect(english[1].name).toBe('Deposits and withdrawals');
  });

  it('greets in the visitor language with the site name', async () => {
    const english = (await get(LIVE_PATHS.customerServiceScript)).json().value;
    const tagalog = (
      await get(LIVE_PATHS.customerServiceScript, { ...MERCHANT_HEADERS, language: 'TY' })
    ).json().value;
    expect(english.greeting).toContain('Welcome to Lucky Pavilion');
    expect(tagalog.greeting).toContain('Maligayang pagdating');
    expect(english.lines).toHaveLength(3);
  });

  it("links the merchant's messenger, naming a member", async () => {
    const guest = (await get(LIVE_PATHS.imUrl)).json().value;
    const member = (await get(LIVE_PATHS.imUrl, withToken(playerToken))).json().value;
    expect(guest.imUrl).toBe('https://wa.me/639171234567');
    expect(new URL(member.imUrl).searchParams.get('text')).toBe('Hello, my username is demo_player.');
  });
});

describe('launching the chat', () => {
  it('answers the usual errors: no token, a trial account, bad input, an unknown topic', async () => {
    const noToken = await get(`${LIVE_PATHS.launchChat}?${LAUNCH_QUERY}`);
    expect([noToken.statusCode, noToken.json().errorCode]).toEqual([401, 'login.not.session']);
    const trial = await launch(trialToken);
    expect([trial.statusCode, trial.json().errorCode]).toEqual([403, 'in_need_true_account']);
    const bad = await launch(playerToken, 'b2c=1&title=bad topic&language=EN');
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'validation_failed']);
    const unknown = await launch(playerToken, 'b2c=1&title=NO_SUCH&language=EN');
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'chat_topic_not_found']);
    for (const path of [LIVE_PATHS.unreadCount, LIVE_PATHS.groupPermission]) {
      expect((await get(path)).statusCode, path).toBe(401);
      expect((await get(path, withToken(trialToken))).statusCode, path).toBe(403);
    }
  });

  it('opens a framable chat page on the topic, with the greeting and a back link', async () => {
    const reply = await launch();
    expect(reply.statusCode).toBe(200);
    const { chatUrl } = reply.json().value;
    expect(chatUrl).toMatch(/^\/chat\/room\?ticket=[0-9a-f]{64}$/);
    const page = await get(chatUrl, {});
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('Deposits and withdrawals');
    expect(page.body).toContain('Welcome to Lucky Pavilion');
    expect(page.body).toContain('href="https://site.example/wallet"');
    expect(page.body).not.toMatch(/<script>/);
    expect((await get('/chat/room?ticket=' + 'a'.repeat(64), {})).statusCode).toBe(401);
  });
});

describe('a conversation', () => {
  it('carries the member’s messages to support and the replies back, with unread counts on the feed', async () => {
    const ticket = ticketOf((await launch()).json().value.chatUrl);
    const sent = await pageCall(ticket, 'POST', '/chat/api/messages', { text: '  Where is my deposit?  ' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatchObject({ sender: 'member', text: 'Where is my deposit?' });
    expect((await pageCall(ticket, 'POST', '/chat/api/messages', { text: '   ' })).statusCode).toBe(400);

    const [conversation] = (await qa(testApp.app, '/chat/conversations')).json();
    expect(conversation).toMatchObject({ username: 'demo_player', topic: 'DEPOSIT_WITHDRAWAL', unread: 1 });

    const events = chatEvents();
    const answer = await qa(testApp.app, `/chat/conversations/${conversation.id}/messages`, {
      text: 'It was approved a minute ago.',
      agentName: 'Ben',
    });
    expect(answer.statusCode).toBe(200);
    expect((await get(LIVE_PATHS.unreadCount, withToken(playerToken))).json().value).toBe(1);
    expect(events.seen).toEqual([{ type: 'chat_unread', memberId: expect.anything(), count: 1 }]);

    const state = (await pageCall(ticket, 'GET', '/chat/api/messages')).json();
    expect(state.messages.map((message: { text: string }) => message.text)).toEqual([
      'Where is my deposit?',
      'It was approved a minute ago.',
    ]);
    // Reading past the newest message marks only what exists.
    const read = await pageCall(ticket, 'POST', '/chat/api/read', { upToId: answer.json().message.id + 100 });
    expect(read.json()).toEqual({ unread: 0 });
    expect(events.seen.at(-1)).toMatchObject({ count: 0 });
    events.stop();

    // Support read the member's message when it opened the conversation.
    await qa(testApp.app, `/chat/conversations/${conversation.id}/messages`);
    expect((await qa(testApp.app, '/chat/conversations')).json()[0].unread).toBe(0);
  });

  it('streams replies to the open page, replaying what it missed after Last-Event-ID', async () => {
    const ticket = ticketOf((await launch()).json().value.chatUrl);
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const [conversation] = (await qa(testApp.app, '/chat/conversations')).json();
    const controller = new AbortController();
    const response = await fetch(`${address}/chat/api/stream?ticket=${ticket}`, {
      headers: { 'last-event-id': '0' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) received += new TextDecoder().decode((await reader.read()).value);
    };
    await readUntil('It was approved a minute ago.');
    await qa(testApp.app, `/chat/conversations/${conversation.id}/messages`, { text: 'Anything else?' });
    await readUntil('Anything else?');
    controller.abort();
  });

  it('refuses a member support closed the chat to', async () => {
    const ticket = ticketOf((await launch()).json().value.chatUrl);
    const [conversation] = (await qa(testApp.app, '/chat/conversations')).json();
    await qa(testApp.app, `/chat/conversations/${conversation.id}/closed`, { closed: true });
    expect((await get(LIVE_PATHS.groupPermission, withToken(playerToken))).json().value).toEqual({
      canChat: false,
    });
    const again = await launch();
    expect([again.statusCode, again.json().errorCode]).toEqual([403, 'chat_not_allowed']);
    const sent = await pageCall(ticket, 'POST', '/chat/api/messages', { text: 'Hello?' });
    expect([sent.statusCode, sent.json().errorCode]).toEqual([403, 'chat_not_allowed']);
    await qa(testApp.app, `/chat/conversations/${conversation.id}/closed`, { closed: false });
    expect((await get(LIVE_PATHS.groupPermission, withToken(playerToken))).json().value).toEqual({
      canChat: true,
    });
  });

  it('serves the support page and the chat scripts', async () => {
    const page = await qa(testApp.app, '/chat');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/chat/assets/qa-chat.js');
    const script = await get('/chat/assets/chat.js', {});
    expect([script.statusCode, script.headers['content-type']]).toEqual([
      200,
      'text/javascript; charset=utf-8',
    ]);
    expect((await get('/chat/assets/..%2Fchat-page.ts', {})).statusCode).toBe(404);
  });
});

describe('a flood of messages', () => {
  it('refuses a member more than the limit within the window with 429, and keeps what was sent', async () => {
    const member = (await qa(testApp.app, '/members', { kind: 'player' })).json();
    const { token } = (await logIn(testApp.app, member)).json().value;
    const ticket = ticketOf((await launch(token)).json().value.chatUrl);
    const answers = [];
    for (let sent = 0; sent <= CHAT_FLOOD_LIMIT.messages; sent++) {
      answers.push(await pageCall(ticket, 'POST', '/chat/api/messages', { text: `Hello ${sent}` }));
    }
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toEqual([...Array<number>(CHAT_FLOOD_LIMIT.messages).fill(200), 429]);
    const refused = answers.at(-1);
    expect(refused?.json().value).toEqual({ retryAfterSeconds: Number(refused?.headers['retry-after']) });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const state = (await pageCall(ticket, 'GET', '/chat/api/messages')).json();
    expect(state.messages).toHaveLength(CHAT_FLOOD_LIMIT.messages);
  });
});
