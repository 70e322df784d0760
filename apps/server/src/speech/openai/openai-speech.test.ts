import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  startFakeSpeechServer,
  speechReply,
  type FakeSpeechServer,
} from '../../../test/fakes/speech-server.js';
import { SpeechError } from '../speech.js';
import { OpenAiSpeech } from './openai-speech.js';

let server: FakeSpeechServer;
let speech: OpenAiSpeech;
/** The same, with a short timeout, for the hang: the others allow a busy machine plenty of time. */
let impatient: OpenAiSpeech;
const never = new AbortController().signal;

beforeAll(async () => {
  server = await startFakeSpeechServer();
  speech = new OpenAiSpeech({
    baseUrl: server.url,
    apiKey: 'sk-test',
    model: 'tts-1',
    voiceMap: { nova: 'af_nova' },
    timeoutSeconds: 60,
  });
  impatient = new OpenAiSpeech({
    baseUrl: server.url,
    apiKey: undefined,
    model: 'tts-1',
    voiceMap: {},
    timeoutSeconds: 1,
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function failure(promise: Promise<unknown>): Promise<SpeechError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpeechError);
  return error as SpeechError;
}

describe('OpenAiSpeech', () => {
  it('asks for WAV in the mapped voice and reads the samples at the rate the server gives', async () => {
    server.script(speechReply.speech(22050));
    const clip = await speech.speak(
      { text: 'Ten words are spoken here by the fake speech server today.', voice: 'nova' },
      never,
    );
    expect(clip.sampleRate).toBe(22050);
    // 11 words at 150 a minute.
    expect(clip.samples.length / clip.sampleRate).toBeCloseTo((11 / 150) * 60, 1);
    expect(server.requests[0]?.body).toEqual({
      model: 'tts-1',
      input: 'Ten words are spoken here by the fake speech server today.',
      voice: 'af_nova',
      response_format: 'wav',
    });
    expect(server.requests[0]?.authorization).toBe('Bearer sk-test');
  });

  it('sends a long turn in requests of at most 4,000 characters and joins the audio', async () => {
    const text = 'A sentence of a few words here. '.repeat(260);
    const clip = await speech.speak({ text, voice: 'echo' }, never);
    expect(server.requests.length).toBe(3);
    for (const request of server.requests)
      expect(String(request.body.input).length).toBeLessThanOrEqual(4000);
    expect(clip.samples.length / clip.sampleRate).toBeCloseTo((1820 / 150) * 60, 0);
  });

  it('shows a 4xx answer in the provider’s words and does not retry it', async () => {
    server.script(speechReply.error(429, 'Rate limit reached for tts-1.'));
    const error = await failure(speech.speak({ text: 'Hello.', voice: 'nova' }, never));
    expect(error.message).toBe('The speech provider answered 429: Rate limit reached for tts-1.');
    expect(error.retryable).toBe(false);
  });

  it('marks a 5xx answer, a hang and a cut stream as worth one more try', async () => {
    server.script(speechReply.error(500, 'The server had an error.'));
    const serverError = await failure(speech.speak({ text: 'Hello.', voice: 'nova' }, never));
    expect(serverError.message).toBe('The speech provider answered 500: The server had an error.');
    expect(serverError.retryable).toBe(true);

    server.script(speechReply.hang());
    const hang = await failure(impatient.speak({ text: 'Hello.', voice: 'nova' }, never));
    expect(hang.message).toBe('The speech provider did not answer within 1 s.');
    expect(hang.retryable).toBe(true);

    server.script(speechReply.cut());
    const cut = await failure(speech.speak({ text: 'Hello there, listener.', voice: 'nova' }, never));
    expect(cut.retryable).toBe(true);
    expect(cut.message).toMatch(/cut its answer short|could not be read/);
  });

  it('stops when the job is stopped, without calling it a provider failure', async () => {
    server.script(speechReply.hang());
    const stop = new AbortController();
    const speaking = speech.speak({ text: 'Hello.', voice: 'nova' }, stop.signal);
    stop.abort(new Error('The server is stopping.'));
    await expect(speaking).rejects.toThrow('The server is stopping.');
  });
});
