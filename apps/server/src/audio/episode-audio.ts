/**
 * What the podcast job asks of the audio pipeline (DESIGN §6): stitch the spoken turns with 300 ms of
 * silence between turns and 600 ms between segments, normalise to −19 LUFS mono with a true peak of at most
 * −1 dBTP, encode MP3 once (mono, 64 kbit/s), and write WebVTT captions from the exact turn offsets.
 * The heavy work runs in a worker thread, never on the event loop.
 */
export interface EpisodeAudioInput {
  sampleRate: number;
  /** Segments of turns, in order; each turn's samples are mono in [-1, 1]. */
  segments: { turns: { speakerLabel: string; text: string; samples: Float32Array }[] }[];
}

export interface EpisodeAudio {
  mp3: Uint8Array;
  /** Computed from the sample count. */
  durationSeconds: number;
  /** Each segment's length in seconds, for the length re-plan. */
  segmentSeconds: number[];
  webVtt: string;
  integratedLufs: number;
  truePeakDbtp: number;
}
