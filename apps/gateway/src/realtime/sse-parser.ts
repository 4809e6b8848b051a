/** An event (or a line) larger than this is not a feed event: the stream is given up instead of buffered. */
const MAX_EVENT_CHARS = 1_000_000;

export type TSseParser = {
  /** Feeds the next piece of the stream; pieces may split lines and line endings anywhere. */
  push(chunk: string): void;
};

/**
 * The `text/event-stream` format (WHATWG HTML, "server-sent events") as far as
 * the feed uses it: `data:` lines (several join with a newline), comments
 * (`: ping`), other fields ignored, and a blank line ending each event. Calls
 * `onData` with each event's data; an event without data is no event.
 */
export const createSseParser = (onData: (data: string) => void): TSseParser => {
  let pending = '';
  let isAfterCr = false;
  let dataLines: string[] = [];
  let dataChars = 0;

  const dispatch = (): void => {
    const lines = dataLines;
    dataLines = [];
    dataChars = 0;
    if (lines.length > 0) onData(lines.join('\n'));
  };

  const readLine = (line: string): void => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    const value = colon === -1 ? '' : line.slice(colon + 1);
    const data = value.startsWith(' ') ? value.slice(1) : value;
    dataChars += data.length;
    if (dataChars > MAX_EVENT_CHARS) throw new Error('server-sent event too large');
    dataLines.push(data);
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
