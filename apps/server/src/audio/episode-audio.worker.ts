import { parentPort } from 'node:worker_threads';
import type { EpisodeAudioInput } from './episode-audio.js';
import { renderEpisodeAudio } from './render-episode-audio.js';

// One render per worker: the episode renderer starts a thread for each mix and ends it afterwards.
parentPort?.once('message', (input: EpisodeAudioInput) => {
  renderEpisodeAudio(input).then(
    (audio) => parentPort?.postMessage({ audio }, [audio.mp3.buffer as ArrayBuffer]),
    (error: unknown) =>
      parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
