import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';

import { CoachError } from '../../coach/coach.js';
import { SpeechError } from '../../speech/speech.js';
import { classifyFailure, GenerationError } from './generation-failure.js';

const apiError = (statusCode: number | undefined, responseBody: string) =>
  new APICallError({
    message: `HTTP ${statusCode}`,
    url: 'http://127.0.0.1/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    responseBody,
  });

describe('classifyFailure', () => {
  it('shows the AI provider’s own words, and retries only 5xx and network failures', () => {
    const quota = classifyFailure(
      new CoachError('unavailable', 'podcast_outline: 429', {
        cause: apiError(429, JSON.stringify({ error: { message: 'You exceeded your current quota.' } })),
      }),
    );
    expect(quota).toEqual({
      message: 'Writing the script failed: the AI provider answered 429: You exceeded your current quota.',
      retryable: false,
    });
    const down = classifyFailure(
      new CoachError('unavailable', 'podcast_outline: 503', { cause: apiError(503, 'upstream unavailable') }),
    );
    expect(down).toEqual({
      message: 'Writing the script failed: the AI provider answered 503: upstream unavailable',
      retryable: true,
    });
    expect(classifyFailure(new CoachError('unavailable', 'podcast_outline: fetch failed')).retryable).toBe(
      true,
    );
    expect(classifyFailure(new CoachError('invalid_format', 'podcast_outline: not JSON')).retryable).toBe(
      false,
    );
  });

  it('keeps what speech and the job itself decided', () => {
    expect(classifyFailure(new SpeechError('The speech provider answered 500: boom', true))).toEqual({
      message: 'The speech provider answered 500: boom',
      retryable: true,
    });
    expect(classifyFailure(new GenerationError('blocked', false))).toEqual({
      message: 'blocked',
      retryable: false,
    });
  });

  it('does not retry a bug, and says what it was', () => {
    expect(classifyFailure(new TypeError('x is undefined'))).toEqual({
      message: 'The episode could not be made: x is undefined',
      retryable: false,
    });
  });
});
