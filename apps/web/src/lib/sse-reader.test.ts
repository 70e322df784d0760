import { describe, expect, it, vi } from 'vitest';
import { eventStreamResponse, liveEventStream, sseFrame } from '../testing/event-stream';
import { json, mockApi } from '../testing/mock-api';
import { ApiError } from './api-error';
import { EventStreamParser, postForEvents, type ServerSentEvent } from './sse-reader';
import { readToken, saveToken } from './token-storage';
import { onUnauthorized } from './unauthorized';

async function collect(events: AsyncIterable<ServerSentEvent>): Promise<ServerSentEvent[]> {
  const seen: ServerSentEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

function parseAll(pieces: string[]): ServerSentEvent[] {
  const parser = new EventStreamParser();
  const events = pieces.flatMap((piece) => [...parser.push(piece)]);
  return [...events, ...parser.push('', true)];
}

describe('EventStreamParser', () => {
  it('reads named events with one data line each', () => {
    expect(
      parseAll([sseFrame('start', { phase: 'exploration' }), sseFrame('delta', { text: 'Hi' })]),
    ).toEqual([
      { event: 'start', data: '{"phase":"exploration"}' },
      { event: 'delta', data: '{"text":"Hi"}' },
    ]);
  });

  it('joins pieces split anywhere, including inside a CR LF pair', () => {
    const text = 'event: delta\r\ndata: {"text":"a"}\r\n\r\nevent: done\r\ndata: 1\r\n\r\n';
    const whole = parseAll([text]);
    for (let cut = 1; cut < text.length; cut++) {
      expect(parseAll([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
    }
    expect(whole).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
      { event: 'done', data: '1' },
    ]);
  });

  it('follows the format: comments, lone CR, multi-line data, a default name, no space after the colon', () => {
    expect(
      parseAll([': keep-alive\n\ndata:one\rdata: two\r\rid: 3\nretry: 10\nevent:ping\ndata\n\n']),
    ).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'ping', data: '' },
    ]);
  });

  it('drops an event without data and one cut off before its blank line', () => {
    expect(parseAll(['event: start\n\n', 'event: delta\ndata: {"text":"half'])).toEqual([]);
  });
});

describe('postForEvents', () => {
  it('POSTs JSON with the token and asks for an event stream', async () => {
    saveToken('tok');
    const { calls } = mockApi({
      'POST chat/stream': () => eventStreamResponse([sseFrame('done', { ok: true })]),
    });

    const events = await collect(postForEvents('chat/stream', { body: { session_id: 7 } }));

    expect(events).toEqual([{ event: 'done', data: '{"ok":true}' }]);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(calls[0]?.headers.get('Accept')).toBe('text/event-stream');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toBe('{"session_id":7}');
  });

  it('decodes characters whose bytes arrive in different chunks', async () => {
    const bytes = new TextEncoder().encode(sseFrame('delta', { text: 'é 🌊' }));
    const cut = bytes.indexOf(0xf0) + 2;
    mockApi({ 'POST chat/stream': () => eventStreamResponse([bytes.slice(0, cut), bytes.slice(cut)]) });

    const [event] = await collect(postForEvents('chat/stream', { body: {} }));

    expect(JSON.parse(event!.data)).toEqual({ text: 'é 🌊' });
  });

  it('yields each event as soon as its frame is complete', async () => {
    const live = liveEventStream();
    mockApi({ 'POST chat/stream': () => live.response });
    const events = postForEvents('chat/stream', { body: {} });

    live.write('event: delta\ndata: {"text":"a"}\n');
    const first = events.next();
    live.write('\n');
    expect(await first).toEqual({ done: false, value: { event: 'delta', data: '{"text":"a"}' } });

    live.end();
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });

  it('throws the ApiError with the server detail for a refusal before the stream opens', async () => {
    mockApi({ 'POST chat/stream': () => json({ detail: 'The tutor is still answering.' }, 409) });

    const failure = await collect(postForEvents('chat/stream', { body: {} })).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, detail: 'The tutor is still answering.' });
  });

  it('ends the session on a 401, like every other call', async () => {
    saveToken('tok');
    const signedOut = vi.fn();
    const stop = onUnauthorized(signedOut);
    mockApi({ 'POST chat/stream': () => json({ detail: 'Sign in again.' }, 401) });

    await expect(collect(postForEvents('chat/stream', { body: {} }))).rejects.toBeInstanceOf(ApiError);

    expect(readToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
    stop();
  });

  it('stops reading and rejects when the signal aborts mid-stream', async () => {
    const live = liveEventStream();
    mockApi({ 'POST chat/stream': () => live.response });
    const controller = new AbortController();
    const events = postForEvents('chat/stream', { body: {}, signal: controller.signal });

    live.send('delta', { text: 'a' });
    await events.next();
    const pending = events.next();
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(live.cancelled).toBe(true);
  });

  it('passes a dropped connection on as an error', async () => {
    const live = liveEventStream();
    mockApi({ 'POST chat/stream': () => live.response });
    const events = postForEvents('chat/stream', { body: {} });

    const pending = events.next();
    live.fail(new TypeError('network error'));

    await expect(pending).rejects.toThrow('network error');
  });

  it('releases the stream when the consumer stops early', async () => {
    const live = liveEventStream();
    mockApi({ 'POST chat/stream': () => live.response });

    live.send('done', {});
    for await (const event of postForEvents('chat/stream', { body: {} })) {
      if (event.event === 'done') break;
    }

    expect(live.cancelled).toBe(true);
  });
});
