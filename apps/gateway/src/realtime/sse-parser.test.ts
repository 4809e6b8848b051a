import { describe, expect, it } from 'vitest';
import { createSseParser, type TSseEvent } from './sse-parser.js';

const parseEvents = (chunks: string[]): TSseEvent[] => {
  const events: TSseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
};

/** The data of each event. */
const parse = (chunks: string[]): string[] => parseEvents(chunks).map(({ data }) => data);

describe('createSseParser', () => {
  it('gives the data of each event ended by a blank line', () => {
    expect(parse(['data: {"a":1}\n\ndata: {"b":2}\n\n'])).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('joins several data lines with a newline and strips one leading space only', () => {
    expect(parse(['data: first\ndata:second\ndata:  third\n\n'])).toEqual(['first\nsecond\n third']);
  });

  it('skips comments, other fields and blank lines without data', () => {
    expect(parse([': ping\n\n', 'event: balance\nid: 7\nretry: 10\ndata: x\n\n', '\n\n'])).toEqual(['x']);
  });

  it("gives each event's type (message unless named) and the last event id, which lasts until the next id", () => {
    expect(
      parseEvents([
        'id: 7\ndata: a\n\n',
        'data: b\n\n',
        'event: lost\nid: 9\ndata: {}\n\n',
        'id: 1\0\ndata: c\n\n',
      ]),
    ).toEqual([
      { type: 'message', data: 'a', lastEventId: '7' },
      { type: 'message', data: 'b', lastEventId: '7' },
      { type: 'lost', data: '{}', lastEventId: '9' },
      { type: 'message', data: 'c', lastEventId: '9' },
    ]);
  });

  it('reads events split anywhere across chunks', () => {
    const stream = ': ping\n\ndata: {"type":"unread"}\n\ndata: two\n\n';
    for (let at = 1; at < stream.length; at += 1) {
      expect(parse([stream.slice(0, at), stream.slice(at)])).toEqual(['{"type":"unread"}', 'two']);
    }
    expect(parse([...stream])).toEqual(['{"type":"unread"}', 'two']);
  });

  it('accepts CRLF and CR line endings, a CRLF split between chunks counting once', () => {
    expect(parse(['data: a\r\ndata: b\r\n\r\n'])).toEqual(['a\nb']);
    expect(parse(['data: a\rdata: b\r\r'])).toEqual(['a\nb']);
    expect(parse(['data: a\r', '\ndata: b\r', '\n\r', '\n'])).toEqual(['a\nb']);
    expect(parse(['data: a\r', '\n', '', '\n'])).toEqual(['a']);
  });

  it('holds an unfinished event until its blank line arrives', () => {
    const events: string[] = [];
    const parser = createSseParser(({ data }) => events.push(data));
    parser.push('data: half');
    parser.push('\n');
    expect(events).toEqual([]);
    parser.push('\n');
    expect(events).toEqual(['half']);
  });

  it('gives up on an endless line instead of buffering it', () => {
    const parser = createSseParser(() => undefined);
    expect(() => parser.push(`data: ${'x'.repeat(1_000_001)}`)).toThrow(/too long/);
  });
});
