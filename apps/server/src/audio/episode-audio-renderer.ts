import type { EpisodeAudio, EpisodeAudioInput } from './episode-audio.js';
import { startWorkerThread } from '../lib/worker-thread.js';

type WorkerReply = { audio: EpisodeAudio } | { error: string };

/**
 * Mixes, levels and encodes an episode in a worker thread, so the event loop keeps answering requests
 * while a 30-minute episode is encoded (issue 13's budget: p99 event-loop delay ≤ 50 ms during a job).
 * The turns' sample buffers are handed over, not copied: the caller must not use them afterwards.
 */
export async function renderInWorker(input: EpisodeAudioInput, signal: AbortSignal): Promise<EpisodeAudio> {
  signal.throwIfAborted();
  const worker = startWorkerThread(new URL('./episode-audio.worker.js', import.meta.url));
  let onAbort = () => {};
  try {
    return await new Promise<EpisodeAudio>((resolve, reject) => {
      onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('Aborted.'));
      signal.addEventListener('abort', onAbort, { once: true });
      worker.once('message', (reply: WorkerReply) => {
        if ('error' in reply) reject(new Error(`Mixing the episode failed: ${reply.error}`));
        else resolve(reply.audio);
      });
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`The audio worker stopped (exit code ${code}) before it finished.`)),
      );
      const buffers = new Set<ArrayBuffer>();
      for (const segment of input.segments) {
        for (const turn of segment.turns) buffers.add(turn.samples.buffer as ArrayBuffer);
      }
      worker.postMessage(input, [...buffers]);
    });
  } finally {
    signal.removeEventListener('abort', onAbort);
    await worker.terminate();
  }
}
