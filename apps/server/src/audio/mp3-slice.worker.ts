import { parentPort } from 'node:worker_threads';
import { encodeMp3 } from './mp3-encoding.js';

// One slice per worker (mp3-slices.ts): it encodes, answers and is ended.
parentPort?.once('message', ({ samples, sampleRate }: { samples: Float32Array; sampleRate: number }) => {
  encodeMp3(samples, sampleRate).then(
    (frames) => parentPort?.postMessage({ frames }, [frames.buffer as ArrayBuffer]),
    (error: unknown) =>
      parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
