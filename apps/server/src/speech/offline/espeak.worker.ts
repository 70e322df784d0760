import { parentPort, type TransferListItem, workerData } from 'node:worker_threads';

import createEspeakModule from '@echogarden/espeak-ng-emscripten';

import type { EspeakReply, EspeakRequest, EspeakWorkerData } from './espeak-protocol.js';
import { ESPEAK_RATE, ESPEAK_VOICES } from './espeak-voices.js';
import { int16ChunksToFloat32, trimSilence } from './pcm-samples.js';

/**
 * The speech worker: loads espeak-ng's WebAssembly build once (about 24 MB of voice data) and speaks one
 * request at a time, so synthesis never blocks the server's event loop. OfflineSpeech queues the requests.
 */
const port = parentPort;
if (!port) throw new Error('espeak.worker runs only as a worker thread.');
const cancel = new Int32Array((workerData as EspeakWorkerData).cancel);

const espeak = new (await createEspeakModule()).eSpeakNGWorker();
const sampleRate = espeak.get_samplerate();

port.on('message', (request: EspeakRequest) => {
  try {
    port.postMessage(...answer(request));
  } catch (error) {
    const reply: EspeakReply = {
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    };
    port.postMessage(reply);
  }
});

function answer({ id, text, voice }: EspeakRequest): [EspeakReply, TransferListItem[]?] {
  const settings = ESPEAK_VOICES[voice];
  if (espeak.set_voice(settings.name) !== 0) throw new Error(`espeak-ng has no voice ${settings.name}.`);
  // set_voice resets the prosody, so these follow it on every request.
  espeak.set_rate(ESPEAK_RATE);
  espeak.set_pitch(settings.pitch);
  espeak.set_range(settings.range);

  const chunks: Int16Array[] = [];
  let cancelled = false;
  espeak.synthesize(asSsmlText(text), (chunk) => {
    if (chunk && chunk.length > 0) chunks.push(chunk);
    cancelled = Atomics.load(cancel, 0) === id;
    return cancelled;
  });
  if (cancelled) return [{ id, cancelled: true }];

  const samples = trimSilence(int16ChunksToFloat32(chunks), sampleRate);
  return [{ id, sampleRate, samples }, [samples.buffer]];
}

/** This build of espeak always reads SSML, so a turn's own `<`, `>` and `&` must not be taken for markup. */
function asSsmlText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
