import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { writeWav } from '../../src/speech/openai/wav.js';
import { ScriptedServer, type Scripted } from './scripted-server.js';

/**
 * A real OpenAI-compatible speech server on 127.0.0.1 for tests (DESIGN §4): `POST /v1/audio/speech`, as
 * OpenAI, Kokoro-FastAPI or a Piper server answers it. By default it speaks: a WAV whose length follows the
 * words (150 a minute, as OpenAI's voices do) and whose pitch follows the voice, so tests can tell voices
 * and turns apart. Scripted steps make it fail the ways real servers do.
 */
interface SpeechRequestRecord {
  path: string;
  authorization: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests check the fields they need
  body: any;
  disconnected: boolean;
}

export type FakeSpeechReply =
  | { kind: 'speech'; sampleRate: number }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'hang' }
  /** Sends the headers and part of the WAV, then cuts the connection. */
  | { kind: 'cut' };

export const speechReply = {
  speech: (sampleRate = 24000): FakeSpeechReply => ({ kind: 'speech', sampleRate }),
  error: (status: number, message = `Fake speech error ${status}`): FakeSpeechReply => ({
    kind: 'error',
    status,
    message,
  }),
  hang: (): FakeSpeechReply => ({ kind: 'hang' }),
  cut: (): FakeSpeechReply => ({ kind: 'cut' }),
};

export interface FakeSpeechServer extends Scripted<SpeechRequestRecord, FakeSpeechReply> {
  /** The base URL to configure, ending in /v1. */
  url: string;
}

const VOICE_PITCH: Record<string, number> = {
  nova: 220,
  alloy: 200,
  shimmer: 240,
  echo: 120,
  fable: 140,
  onyx: 100,
};

/** Tone bursts, one per word, at the voice's pitch: speech-like enough for the meter and the mixer. */
function fakeSpeech(input: string, voice: string, sampleRate: number): Float32Array {
  const words = input.split(/\s+/).filter(Boolean).length;
  const samples = new Float32Array(Math.round((words / 150) * 60 * sampleRate));
  const pitch = VOICE_PITCH[voice] ?? 180;
  const wordLength = samples.length / Math.max(1, words);
  for (let i = 0; i < samples.length; i++) {
    const inWord = (i % wordLength) / wordLength;
    const envelope = inWord < 0.8 ? Math.sin(Math.PI * (inWord / 0.8)) : 0;
    samples[i] = 0.3 * envelope * Math.sin((2 * Math.PI * pitch * i) / sampleRate);
  }
  return samples;
}

export async function startFakeSpeechServer(): Promise<FakeSpeechServer> {
  const server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => resolve(text));
    });
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method !== 'POST' || path !== '/v1/audio/speech') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'No route' } }));
      return;
    }
    let body: SpeechRequestRecord['body'] = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // Recorded as null.
    }
    const recorded: SpeechRequestRecord = {
      path,
      authorization: req.headers.authorization,
      body,
      disconnected: false,
    };
    const answer = await scripted.answer(recorded, res);
    if (answer.kind === 'hang' || scripted.closing) return;
    if (answer.kind === 'error') {
      res
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: answer.message, type: 'fake_error' } }));
      return;
    }
    const sampleRate = answer.kind === 'speech' ? answer.sampleRate : 24000;
    const wav = writeWav({
      sampleRate,
      samples: fakeSpeech(String(body?.input ?? ''), String(body?.voice ?? ''), sampleRate),
    });
    if (answer.kind === 'cut') {
      res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(wav.length) });
      res.write(wav.subarray(0, Math.floor(wav.length / 3)));
      setTimeout(() => res.destroy(), 20);
      return;
    }
    res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(wav.length) }).end(wav);
  }

  const scripted = new ScriptedServer<SpeechRequestRecord, FakeSpeechReply>(server, () =>
    speechReply.speech(),
  );
  const port = await scripted.listen(0);
  return { url: `http://127.0.0.1:${port}/v1`, ...scripted.scripting() };
}
