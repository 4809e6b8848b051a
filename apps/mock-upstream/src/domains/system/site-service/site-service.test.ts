import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PATHS,
  SYSTEM_PATHS,
  ZWireDownloadSettingSchema,
  ZWireFeedbackReplySchema,
  ZWireHelpCentreSchema,
} from '@site/contracts';
import {
  createInMemoryMock,
  MERCHANT_HEADERS,
  qa,
  type TInMemoryMock,
  withToken,
} from '../../../test/test-app.js';
import { createPayer } from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const helpCentre = async (lang: string) => {
  const reply = await testApp.app.inject({
    method: 'GET',
    url: `${SYSTEM_PATHS.helpCentre}?lang=${lang}&device=WEB`,
    headers: MERCHANT_HEADERS,
  });
  expect(reply.statusCode).toBe(200);
  return ZWireHelpCentreSchema.parse(reply.json().value);
};

const PNG = `data:image/png;base64,${Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
]).toString('base64')}`;
const TEXT_AS_PNG = `data:image/png;base64,${Buffer.from('just text').toString('base64')}`;

const sendFeedback = (payload: object, headers: Record<string, string> = MERCHANT_HEADERS) =>
  testApp.app.inject({ method: 'PUT', url: SYSTEM_PATHS.feedback, headers, payload });

type TQaFeedback = {
  id: number;
  memberId: number | null;
  content: string;
  language: string;
  images: { mimeType: string; bytes: number }[];
};
const qaFeedback = async (): Promise<TQaFeedback[]> =>
  (await qa(testApp.app, '/feedback')).json<{ feedback: TQaFeedback[] }>().feedback;

describe('the help centre', () => {
  it('serves the seven topics in display order, the FAQ with its questions', async () => {
    const topics = await helpCentre('EN');
    expect(topics.map((topic) => topic.tag)).toEqual([
      'aboutus',
      'deposit',
      'withdraw',
      'faqs',
      'terms',
      'privacy',
      'responsible',
    ]);
    const faq = topics.find((topic) => topic.tag === 'faqs');
    expect(faq?.children.length).toBeGreaterThanOrEqual(4);
    expect(faq?.children[0]?.title).toBe('I forgot my password. What do I do?');
    expect(topics[1]?.content).toContain('<ol>');
    expect(topics.every((topic) => topic.lang === 'EN' && topic.display)).toBe(true);
  });

  it('serves every topic and question in Tagalog for lang=TY, and the default language for an unknown one', async () => {
    const english = await helpCentre('EN');
    const tagalog = await helpCentre('ty');
    expect(tagalog.map((topic) => topic.tag)).toEqual(english.map((topic) => topic.tag));
    const titlesOf = (topics: typeof english) =>
      topics.flatMap((topic) => [topic.title, ...topic.children.map((child) => child.title)]);
    const englishTitles = titlesOf(english);
    expect(titlesOf(tagalog)).toHaveLength(englishTitles.length);
    titlesOf(tagalog).forEach((title, index) => expect(title).not.toBe(englishTitles[index]));
    expect(await helpCentre('XX')).toEqual(english);
  });

  it('answers a call without its parameters with 400 validation_failed', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: SYSTEM_PATHS.helpCentre,
      headers: MERCHANT_HEADERS,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorCode).toBe('validation_failed');
  });
});

describe('feedback', () => {
  it("keeps a visitor's feedback with its picture, without a member", async () => {
    const reply = await sendFeedback({ content: 'The lobby loads slowly at night', images: [PNG] });
    expect(reply.statusCode).toBe(200);
    const { feedbackId } = ZWireFeedbackReplySchema.parse(reply.json().value);
    const [latest] = await qaFeedback();
    expect(latest).toMatchObject({
      id: feedbackId,
      memberId: null,
      content: 'The lobby loads slowly at night',
      language: 'EN',
      images: [{ mimeType: 'image/png', bytes: 40 }],
    });
  });

  it("names the member of a token, audits the submission, and a trial account's feedback counts too", async () => {
    const player = await createPayer(testApp.app);
    const reply = await sendFeedback(
      { content: 'Please add more fishing games' },
      { ...withToken(player.token), Language: 'TY' },
    );
    expect(reply.statusCode).toBe(200);
    const [latest] = await qaFeedback();
    expect(latest?.memberId).not.toBeNull();
    expect(latest).toMatchObject({ language: 'TY', images: [] });
    const audit = await qa(testApp.app, `/audit?memberId=${latest?.memberId}&action=system.sendFeedback`);
    expect(audit.json().events).toMatchObject([{ outcome: 'succeeded' }]);

    const trial = await createPayer(testApp.app, { kind: 'trial' });
    expect((await sendFeedback({ content: 'Trial feedback' }, withToken(trial.token))).statusCode).toBe(200);
  });

  it('refuses a picture that is not what it claims, four pictures, empty text and a dead token', async () => {
    const before = (await qaFeedback()).length;
    const notImage = await sendFeedback({ content: 'Look at this', images: [TEXT_AS_PNG] });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errorCode).toBe('invalid_proof_image');
    const tooMany = await sendFeedback({ content: 'Look at these', images: [PNG, PNG, PNG, PNG] });
    expect(tooMany.json().errorCode).toBe('invalid_proof_image');
    const empty = await sendFeedback({ content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('validation_failed');
    const deadToken = await sendFeedback({ content: 'Hello there' }, withToken('no-such-token'));
    expect(deadToken.statusCode).toBe(401);
    expect(deadToken.json().errorCode).toBe('login.not.session');
    expect((await qaFeedback()).length).toBe(before);
  });
});

describe('the download setting', () => {
  it('lists the apps per platform with their versions', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: CONTENT_PATHS.downloadSetting,
      headers: MERCHANT_HEADERS,
    });
    expect(reply.statusCode).toBe(200);
    const setting = ZWireDownloadSettingSchema.parse(reply.json().value);
    expect(setting.apps.map((app) => app.platform)).toEqual(['ANDROID', 'IOS', 'WINDOWS']);
    expect(setting.apps[0]).toMatchObject({ version: '3.8.2', minOsVersion: 'Android 8.0' });
  });
});
