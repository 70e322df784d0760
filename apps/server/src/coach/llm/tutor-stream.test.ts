import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { currentQueueTicket, runAsLearner } from '../queue-ticket.js';
import { tutorRequest } from '../offline/tutor/tutor-test-request.js';
import { streamTutorReply } from './tutor-stream.js';

const IDLE_MS = 150;
const settings = { maxRetries: 0, streamIdleTimeoutMs: IDLE_MS, maxOutputTokens: 100 };
const request = tutorRequest('Tides', [{ role: 'user', content: 'Why two tides?' }]);

/** A model that waits in line for `waitMs`, reporting its place, then writes one piece. */
function modelWaitingInLine(waitMs: number) {
  return new MockLanguageModelV3({
    doStream: async () => {
      currentQueueTicket()?.onQueued?.(1);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      return {
        stream: simulateReadableStream({
          chunks: [
            { type: 'stream-start', warnings: [] },
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'What pulls on the sea?' },
            { type: 'text-end', id: 't' },
            {
              type: 'finish',
              finishReason: { unified: 'stop', raw: 'stop' },
              usage: {
                inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
                outputTokens: { total: 5, text: 5, reasoning: 0 },
              },
            },
          ],
        }),
      };
    },
  });
}

describe('streamTutorReply', () => {
  it('stops the idle clock while the reply waits in the embedded model’s line, and passes the place on', async () => {
    const places: number[] = [];
    const pieces: string[] = [];
    await runAsLearner({ learnerKey: '7', onQueued: (place) => places.push(place) }, async () => {
      const stream = streamTutorReply(
        { model: () => modelWaitingInLine(IDLE_MS * 3) },
        settings,
        request,
        new AbortController().signal,
      );
      for await (const piece of stream) pieces.push(piece);
    });
    expect(places).toEqual([1]);
    expect(pieces.join('')).toBe('What pulls on the sea?');
  });
});
