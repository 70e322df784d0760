import { describe, expect, it } from 'vitest';
import { ServerSentEventReader } from './server-sent-event-reader.js';

/** Every event's data when `stream` arrives in the given pieces. */
function readInPieces(pieces: string[]): string[] {
  const reader = new ServerSentEventReader();
  return pieces.flatMap((piece) => reader.read(piece));
}

/** The stream cut into two pieces at every place, and into single characters. */
function everySplit(stream: string): string[][] {
  const splits = [[stream], [...stream]];
  for (let at = 1; at < stream.length; at++) splits.push([stream.slice(0, at), stream.slice(at)]);
  return splits;
}

describe('ServerSentEventReader', () => {
  it('reads each event’s data however the stream is split, with \\n, \\r\\n or \\r line ends', () => {
    const events = ['{"a":1}', '{"b":"two words"}', '[DONE]'];
    for (const lineEnd of ['\n', '\r\n', '\r']) {
      const stream = events.map((data) => `data: ${data}${lineEnd}${lineEnd}`).join('');
      for (const pieces of everySplit(stream)) {
        expect(readInPieces(pieces), JSON.stringify(pieces)).toEqual(events);
      }
    }
  });

  it('skips comments and other fields, joins data lines, and reads `data:` without its space', () => {
    const stream = [
      ': keep-alive',
      '',
      'event: message',
      'id: 7',
      'retry: 1000',
      'data: {"first":',
      'data:"line"}',
      '',
      'data',
      '',
      'dataX: not data',
      'data: {"after":true}',
      '',
      '',
    ].join('\r\n');
    for (const pieces of everySplit(stream)) {
      expect(readInPieces(pieces), JSON.stringify(pieces)).toEqual(['{"first":\n"line"}', '{"after":true}']);
    }
  });

  it('keeps an event that has not ended for the next read, and drops a byte order mark', () => {
    const reader = new ServerSentEventReader();
    expect(reader.read('\uFEFFdata: {"x"')).toEqual([]);
    expect(reader.read(':1}\n')).toEqual([]);
    expect(reader.read('\n')).toEqual(['{"x":1}']);
  });
});
