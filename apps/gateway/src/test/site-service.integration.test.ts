import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppDownload, THelpTopic } from '@site/contracts';
import { okData, signedInQaMember, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { pngBytes, pngDataUrl } from './png-images.js';

const FEEDBACK_PER_IP = 4;
const FEEDBACK_PER_MEMBER = 2;

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock({
    RATE_LIMIT_FEEDBACK_PER_MINUTE: String(FEEDBACK_PER_IP),
    RATE_LIMIT_FEEDBACK_PER_MEMBER_PER_MINUTE: String(FEEDBACK_PER_MEMBER),
  });
});
afterAll(() => stack?.stop());

const PICTURE = pngDataUrl(pngBytes(320, 240));

type TQaFeedback = { id: number; memberId: number | null; content: string; images: { mimeType: string }[] };
const latestFeedback = async (): Promise<TQaFeedback | undefined> =>
  (await stack.mock.qa<{ feedback: TQaFeedback[] }>('GET', '/feedback?limit=1')).feedback[0];

let visitorCount = 0;
/** A visitor from an address of its own, so each test has its own per-IP count. */
const freshVisitor = (language?: string) => {
  visitorCount += 1;
  return new GatewayVisitor(stack.app, { ip: `198.19.7.${visitorCount}`, ...(language ? { language } : {}) });
};

describe('system.helpCentre', () => {
  it('answers the topics by their /help hashes, with the FAQ questions, in the visitor language', async () => {
    const english = okData(await freshVisitor().query<{ topics: THelpTopic[] }>('system.helpCentre'));
    expect(english.topics.map((topic) => topic.id)).toEqual([
      'about',
      'deposit',
      'withdraw',
      'faq',
      'terms',
      'privacy',
      'responsible-gaming',
    ]);
    const faq = english.topics.find((topic) => topic.id === 'faq');
    expect(faq?.entries.length).toBeGreaterThanOrEqual(4);
    expect(english.topics[0]?.accent).toMatch(/^#[0-9a-f]{6}$/i);

    const tagalog = okData(await freshVisitor('TY').query<{ topics: THelpTopic[] }>('system.helpCentre'));
    expect(tagalog.topics.map((topic) => topic.id)).toEqual(english.topics.map((topic) => topic.id));
    expect(tagalog.topics[0]?.title).toBe('Tungkol sa amin');
  });
});

describe('system.sendFeedback', () => {
  it("passes a visitor's feedback to the upstream, where QA reads it", async () => {
    const sent = okData(
      await freshVisitor().mutate<{ feedbackId: number }>('system.sendFeedback', {
        content: 'The lobby loads slowly at night',
      }),
    );
    expect(await latestFeedback()).toMatchObject({
      id: sent.feedbackId,
      memberId: null,
      content: 'The lobby loads slowly at night',
      images: [],
    });
  });

  it("names the member of a signed-in visitor's feedback, with its picture", async () => {
    const { visitor } = await signedInQaMember(stack.app, stack.mock, 'player');
    okData(
      await visitor.mutate('system.sendFeedback', {
        content: 'Please add more fishing games',
        images: [PICTURE],
      }),
    );
    const stored = await latestFeedback();
    expect(stored?.memberId).not.toBeNull();
    expect(stored).toMatchObject({ images: [{ mimeType: 'image/png' }] });
  });

  it('refuses too few words, no text and a picture that is not one', async () => {
    const { visitor } = await signedInQaMember(stack.app, stack.mock, 'player');
    const tooShort = await visitor.mutate('system.sendFeedback', { content: 'Too short' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.error?.data.fieldErrors).toEqual({ content: 'validation.content_length' });
    const empty = await visitor.mutate('system.sendFeedback', { content: '  ' });
    expect(empty.error?.data.fieldErrors).toEqual({ content: 'validation.feedback_required' });
    const notImage = await visitor.mutate('system.sendFeedback', {
      content: 'Here is my screenshot',
      images: [`data:image/png;base64,${Buffer.from('just some text').toString('base64')}`],
    });
    expect(notImage.status).toBe(400);
    expect(notImage.error?.data.key).toBe('invalid_proof_image');
  });

  it('holds a member to its own limit per minute, and an address to its own', async () => {
    const { visitor } = await signedInQaMember(stack.app, stack.mock, 'player');
    const input = { content: 'Feedback number one here' };
    for (let sent = 0; sent < FEEDBACK_PER_MEMBER; sent += 1)
      okData(await visitor.mutate('system.sendFeedback', input));
    const limited = await visitor.mutate('system.sendFeedback', input);
    expect(limited.status).toBe(429);
    expect(limited.error?.data.key).toBe('too_many_requests');
    expect(limited.headers['retry-after']).toBeDefined();

    const guest = freshVisitor();
    for (let sent = 0; sent < FEEDBACK_PER_IP; sent += 1)
      okData(await guest.mutate('system.sendFeedback', input));
    expect((await guest.mutate('system.sendFeedback', input)).status).toBe(429);
  });
});

describe('content.downloads', () => {
  it('answers the apps of the known platforms with their addresses and versions', async () => {
    const { apps } = okData(await freshVisitor().query<{ apps: TAppDownload[] }>('content.downloads'));
    expect(apps.map((app) => app.platform)).toEqual(['ANDROID', 'IOS', 'WINDOWS']);
    expect(apps[0]).toEqual({
      platform: 'ANDROID',
      url: 'https://download.luckypavilion.example/android',
      version: '3.8.2',
      minOsVersion: 'Android 8.0',
    });
  });
});
