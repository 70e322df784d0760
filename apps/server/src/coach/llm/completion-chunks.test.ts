import { describe, expect, it } from 'vitest';
import { ChatStreamError, completionEvents, type ChatStreamEvent } from './completion-chunks.js';

const sse = (...chunks: unknown[]) =>
  chunks.map((chunk) => `data: ${typeof chunk === 'string' ? chunk : JSON.stringify(chunk)}\n\n`).join('');
const delta = (value: object, finishReason: string | null = null) => ({
  choices: [{ index: 0, delta: value, finish_reason: finishReason }],
});

/** The body as it would arrive one byte per read, the worst a network can do. */
async function* byteByByte(body: string): AsyncGenerator<Buffer> {
  for (const byte of Buffer.from(body, 'utf8')) yield Buffer.of(byte);
  await Promise.resolve();
}

async function eventsOf(body: string): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  for await (const event of completionEvents(byteByByte(body))) events.push(event);
  return events;
}

const textOf = (events: ChatStreamEvent[]) =>
  events.flatMap((event) => (event.type === 'text' ? [event.text] : [])).join('');

describe('completionEvents', () => {
  it('yields the text as it comes, with characters split across reads decoded whole, then the finish', async () => {
    const pieces = ['Ebbe und Flut: ', 'é', '潮汐', ' 🌊🌕', ' done'];
    const body = sse(
      delta({ role: 'assistant', content: '' }),
      ...pieces.map((content) => delta({ content })),
      delta({}, 'stop'),
      { choices: [], usage: { prompt_tokens: 1, completion_tokens: 2 } },
      '[DONE]',
    );
    const events = await eventsOf(body);
    expect(events.filter((event) => event.type === 'text')).toEqual(
      pieces.map((text) => ({ type: 'text', text })),
    );
    expect(events.at(-1)).toEqual({
      type: 'finish',
      finishReason: 'stop',
      text: pieces.join(''),
      reasoning: '',
      toolCalls: [],
    });
  });

  it('reads text parts and keeps reasoning, in either field, apart from the text', async () => {
    const events = await eventsOf(
      sse(
        delta({ reasoning_content: 'Think. ' }),
        delta({ reasoning: 'Again. ' }),
        delta({ content: [{ type: 'thinking', thinking: [{ type: 'text', text: 'Hmm.' }] }] }),
        delta({ content: [{ type: 'text', text: 'Why?' }] }),
        delta({}, 'length'),
      ),
    );
    expect(textOf(events)).toBe('Why?');
    expect(events.at(-1)).toMatchObject({ finishReason: 'length', reasoning: 'Think. Again. Hmm.' });
  });

  it('assembles tool calls from their deltas, however the server numbers them', async () => {
    const events = await eventsOf(
      sse(
        // OpenAI: id and name first, the arguments in pieces.
        delta({ tool_calls: [{ index: 0, id: 'a', function: { name: 'suggest_videos', arguments: '' } }] }),
        delta({ tool_calls: [{ index: 0, function: { arguments: '{"query":' } }] }),
        delta({ tool_calls: [{ index: 0, function: { arguments: '"tides"}' } }] }),
        // A server that numbers every call 0 and tells them apart by id.
        delta({ tool_calls: [{ index: 0, id: 'b', function: { name: 'suggest_videos', arguments: '{}' } }] }),
        // Gemini: no index.
        delta({ tool_calls: [{ id: 'c', function: { name: 'other', arguments: '{"x"' } }] }),
        delta({ tool_calls: [{ function: { arguments: ':1}' } }] }),
        delta({}, 'tool_calls'),
      ),
    );
    expect(events.at(-1)).toMatchObject({
      finishReason: 'tool-calls',
      toolCalls: [
        { id: 'a', name: 'suggest_videos', arguments: '{"query":"tides"}' },
        { id: 'b', name: 'suggest_videos', arguments: '{}' },
        { id: 'c', name: 'other', arguments: '{"x":1}' },
      ],
    });
  });

  it('names the finish reasons as the AI SDK does', async () => {
    const reasons = { content_filter: 'content-filter', function_call: 'tool-calls', eos: 'other' };
    for (const [sent, read] of Object.entries(reasons)) {
      const events = await eventsOf(sse(delta({ content: 'x' }, sent)));
      expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: read });
    }
  });

  it('fails on an error sent inside the stream, after the text before it', async () => {
    const events: ChatStreamEvent[] = [];
    const reading = (async () => {
      const body = sse(delta({ content: 'Hi ' }), { error: { message: 'Overloaded', code: 503 } });
      for await (const event of completionEvents(byteByByte(body))) events.push(event);
    })();
    await expect(reading).rejects.toThrow(new ChatStreamError('the provider sent an error: Overloaded'));
    expect(textOf(events)).toBe('Hi ');
  });

  it('fails on a chunk that is not JSON, and on a stream that ends without a finish reason', async () => {
    await expect(eventsOf(sse(delta({ content: 'Hi' }), '{nope'))).rejects.toThrow(
      /chunk that is not JSON: \{nope/,
    );
    await expect(eventsOf(sse(delta({ content: 'Hi' }), '[DONE]'))).rejects.toThrow(
      new ChatStreamError('the stream ended without a finish reason'),
    );
  });
});
