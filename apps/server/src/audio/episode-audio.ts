/**
 * What the podcast job asks of the audio pipeline (DESIGN §6): level each host to the same loudness, stitch
 * the spoken turns with pauses that vary with the text (0.25–0.8 s, see turn-pauses.ts) between half a second
 * of lead-in and lead-out, normalise the mix to −19 LUFS mono with a true peak of at most −1 dBTP, encode MP3
 * once (mono, 64 kbit/s), put an Info frame (exact duration and seeking) and an ID3v2.3 tag in front, and
 * write WebVTT captions from the exact turn offsets. The heavy work runs in a worker thread, never on the
 * event loop.
 */
export interface EpisodeAudioInput {
  sampleRate: number;
  /** Segments of turns, in order; each turn's samples are mono in [-1, 1]. */
  segments: { turns: { speakerLabel: string; text: string; samples: Float32Array }[] }[];
  /** The MP3's ID3v2.3 tag; without it the file starts with its first MPEG frame. */
  tags?: EpisodeTags;
}

/** What podcast apps and music players show for the file itself, before they have read any feed. */
export interface EpisodeTags {
  title: string;
  artist: string;
  album: string;
  year: number;
  comment: string;
  /** The front cover's bytes, a JPEG or a PNG. */
  cover?: Uint8Array;
}

export interface EpisodeAudio {
  /** The whole file: tag, Info frame and audio frames; its length is the file's size. */
  mp3: Uint8Array;
  /** The mix's sample count over the rate, lead-in and lead-out included: what a gapless decoder plays. */
  durationSeconds: number;
  /** Each segment's length in seconds (its turns and the pauses between them), for the length re-plan. */
  segmentSeconds: number[];
  /** Where each segment starts in the file, in seconds: the episode's chapters (issue 39). */
  segmentStartSeconds: number[];
  webVtt: string;
  integratedLufs: number;
  truePeakDbtp: number;
}
