/** An event (or a line) larger than this is not a feed event: the stream is given up instead of buffered. */
const MAX_EVENT_CHARS = 1_000_000;

/** One dispatched event: its type (`message` unless an `event:` field named one), data, and the stream's last event id. */
export type TSseEvent = { type: string; data: string; lastEventId: string };

export type TSseParser = {
  /** Feeds the next piece of the stream; pieces may split lines and line endings anywhere. */
  push(chunk: string): void;
};

/**
 * The `text/event-stream` format (WHATWG HTML, "server-sent events") as far as
 * the feed uses it: `data:` lines (several join with a newline), `event:`
 * (the type), `id:` (the last event id, kept from event to event), comments
 * (`: ping`), other fields ignored, and a blank line ending each event. Calls
 * `onEvent` with each event; an event without data is no event.
 */
export const createSseParser = (onEvent: (event: TSseEvent) => void): TSseParser => {
  let pending = '';
  let isAfterCr = false;
  let dataLines: string[] = [];
  let dataChars = 0;
  let type = '';
  let lastEventId = '';

  const dispatch = (): void => {
    const lines = dataLines;
    const eventType = type;
    dataLines = [];
    dataChars = 0;
    type = '';
    if (lines.length > 0) onEvent({ type: eventType || 'message', data: lines.join('\n'), lastEventId });
  };

  const readField = (field: string, value: string): void => {
    if (field === 'event') type = value;
    // The standard ignores an id with a NUL in it.
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'data') {
      dataChars += value.length;
      if (dataChars > MAX_EVENT_CHARS) throw new Error('server-sent event too large');
      dataLines.push(value);
    }
  };

  const readLine = (line: string): void => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1);
    readField(field, value.startsWith(' ') ? value.slice(1) : value);
  };

  return {
    push(chunk) {
      // A chunk that ended in CR ended a line; an LF right after it is the rest of that CRLF.
      if (chunk === '') return;
      const rest = isAfterCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      isAfterCr = false;
      if (rest === '') return;
      const text = pending + rest;
      isAfterCr = text.endsWith('\r');
      const lines = text.split(/\r\n|\r|\n/);
      pending = lines.pop() ?? '';
      if (pending.length > MAX_EVENT_CHARS) throw new Error('server-sent event line too long');
      for (const line of lines) readLine(line);
    },
  };
};
