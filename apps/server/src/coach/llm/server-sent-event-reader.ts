const LF = 10;
const CR = 13;
const SPACE = 32;
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The `data` of each event in a Server-Sent-Events stream, read as the text arrives (the WHATWG HTML
 * spec's event-stream parsing): a line ends in \n, \r\n or \r and may be split across reads, a line that
 * starts with ':' is a comment, an event's data lines are joined with \n, and a blank line ends the event.
 * The other fields (event, id, retry) are skipped: OpenAI-compatible servers put everything in `data`.
 * Text must be decoded already, so that a character split across reads arrives whole.
 */
export class ServerSentEventReader {
  /** The start of a line whose end has not arrived yet. */
  private partialLine = '';
  /** The data lines of the event being read, joined; null before its first data line. */
  private data: string | null = null;
  /** The last read ended in \r: a \n that opens the next read ends the same line. */
  private lineFeedMayFollow = false;
  private first = true;

  /** The data of every event that `text` completes, oldest first. */
  read(text: string): string[] {
    if (this.first) {
      this.first = false;
      if (text.startsWith(BYTE_ORDER_MARK)) text = text.slice(1);
    }
    const events: string[] = [];
    let start = 0;
    if (this.lineFeedMayFollow && text.charCodeAt(0) === LF) start = 1;
    this.lineFeedMayFollow = false;
    // Most servers never send \r: one search tells, and each line then needs only the \n search.
    let nextCr = text.indexOf('\r', start);
    for (;;) {
      if (nextCr !== -1 && nextCr < start) nextCr = text.indexOf('\r', start);
      const nextLf = text.indexOf('\n', start);
      const end = nextCr === -1 ? nextLf : nextLf === -1 ? nextCr : Math.min(nextCr, nextLf);
      if (end === -1) break;
      const line =
        this.partialLine === '' ? text.slice(start, end) : this.partialLine + text.slice(start, end);
      this.partialLine = '';
      this.readLine(line, events);
      start = end + 1;
      if (text.charCodeAt(end) === CR) {
        if (end + 1 === text.length) this.lineFeedMayFollow = true;
        else if (text.charCodeAt(end + 1) === LF) start++;
      }
    }
    if (start < text.length) this.partialLine += text.slice(start);
    return events;
  }

  private readLine(line: string, events: string[]): void {
    if (line === '') {
      // Nothing to read in an event without data (or with empty data).
      if (this.data) events.push(this.data);
      this.data = null;
      return;
    }
    if (!line.startsWith('data')) return;
    let value: string;
    if (line.length === 4) value = '';
    else if (line.charCodeAt(4) !== 58 /* : */) return;
    else value = line.slice(line.charCodeAt(5) === SPACE ? 6 : 5);
    this.data = this.data === null ? value : `${this.data}\n${value}`;
  }
}
