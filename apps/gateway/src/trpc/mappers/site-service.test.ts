import { describe, expect, it } from 'vitest';
import type { TWireHelpTopic } from '@site/contracts';
import { toAppDownloads, toHelpTopics } from './site-service.js';

const topic = (fields: Partial<TWireHelpTopic>): TWireHelpTopic => ({
  title: 'A topic',
  content: '<p>Text</p>',
  bgColor: null,
  lang: 'EN',
  display: true,
  tag: null,
  children: [],
  ...fields,
});

describe('toHelpTopics', () => {
  it('strips scripts, handlers and javascript: links from topics and their entries', () => {
    const [mapped] = toHelpTopics([
      topic({
        tag: 'deposit',
        content: '<p onclick="steal()">Pay<script>steal()</script> <a href="javascript:steal()">here</a></p>',
        children: [topic({ title: 'Q', content: '<img src="x" onerror="steal()"><b>A</b>' })],
      }),
    ]);
    expect(mapped?.html).toBe('<p>Pay <a target="_blank" rel="noopener noreferrer">here</a></p>');
    expect(mapped?.entries).toEqual([{ title: 'Q', html: '<img src="x" /><b>A</b>' }]);
  });

  it('names topics by their /help hash, keeps ids unique, hides what is not displayed, and takes only #rrggbb colours', () => {
    const mapped = toHelpTopics([
      topic({ tag: 'aboutus', bgColor: '#1F6F5C' }),
      topic({ tag: 'faqs', bgColor: 'red;background:url(x)' }),
      topic({ tag: 'FAQs' }),
      topic({ tag: null }),
      topic({ tag: 'hidden', display: false }),
    ]);
    expect(mapped.map((item) => item.id)).toEqual(['about', 'faq', 'faq-3', 'topic-4']);
    expect(mapped.map((item) => item.accent)).toEqual(['#1F6F5C', null, null, null]);
  });
});

describe('toAppDownloads', () => {
  it('keeps known platforms over http(s) only', () => {
    expect(
      toAppDownloads({
        apps: [
          { platform: 'android', url: ' https://a.example/app.apk ', version: '1', minOsVersion: null },
          { platform: 'IOS', url: 'javascript:alert(1)', version: null, minOsVersion: null },
          { platform: 'SYMBIAN', url: 'https://a.example/old', version: null, minOsVersion: null },
        ],
      }),
    ).toEqual([{ platform: 'ANDROID', url: 'https://a.example/app.apk', version: '1', minOsVersion: null }]);
  });
});
