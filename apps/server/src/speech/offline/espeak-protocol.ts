import type { PodcastVoice } from '@socratica/contracts';

/** What the speech worker is started with. */
export interface EspeakWorkerData {
  /**
   * One Int32 the main thread sets to a request's id to stop that synthesis: espeak hands its audio over in
   * small chunks, and the worker checks this between chunks, so an aborted turn stops within milliseconds.
   */
  cancel: SharedArrayBuffer;
}

export interface EspeakRequest {
  id: number;
  text: string;
  voice: PodcastVoice;
}

export type EspeakReply =
  | { id: number; sampleRate: number; samples: Float32Array }
  | { id: number; cancelled: true }
  | { id: number; error: string };
