import { podcastEpisodes } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

export interface TestEpisodeOptions {
  title?: string;
  topic?: string;
  description?: string;
  /** A learner's own episode (D17); shared when null. */
  ownerId?: number | null;
  isFeatured?: boolean;
  durationSeconds?: number;
  publishDate?: Date;
  /** The "MP3": serving never decodes it, so any bytes do. */
  audio?: Uint8Array;
  /** What the hosts say, as the archive searches it (issue 39). */
  transcript?: string;
  chapters?: { startSeconds: number; title: string }[];
  /** Off: publish as another server instance would, without telling this one. */
  announce?: boolean;
}

export interface TestEpisode {
  id: number;
  guid: string;
  audioKey: string;
  audioBytes: number;
  transcriptKey: string;
  audio: Uint8Array;
}

let made = 0;

/** Bytes that differ per episode (so their content hashes do), of a realistic first frame's size. */
export function fakeMp3(seed: number, length = 4_096): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + seed * 97) % 256;
  bytes.set([0x49, 0x44, 0x33, 0x04]); // "ID3", as an MP3 with tags begins
  new DataView(bytes.buffer).setUint32(4, seed); // the whole seed, so no two seeds share a hash
  return bytes;
}

/**
 * Publishes an episode as the generation job does: its audio and transcript stored through the app's
 * audio store (the data folder, or a bucket), then its row, then `episodesChanged()`.
 */
export async function publishTestEpisode(t: TestApp, options: TestEpisodeOptions = {}): Promise<TestEpisode> {
  const n = ++made;
  const audio = options.audio ?? fakeMp3(n * 1_000_003 + Math.floor(Math.random() * 1e6));
  const stored = await t.services.audioStore.saveAudio(audio, 'mp3');
  const transcript = await t.services.audioStore.saveAudio(
    new TextEncoder().encode(`WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n<v Host>Episode ${n} ${stored.key}\n`),
    'vtt',
  );
  const [row] = await t.database.db
    .insert(podcastEpisodes)
    .values({
      jobId: crypto.randomUUID(),
      title: options.title ?? `Episode ${n}`,
      description: options.description ?? `What episode ${n} covers.`,
      topic: options.topic ?? 'Photosynthesis',
      ownerId: options.ownerId ?? null,
      isFeatured: options.isFeatured ?? true,
      voice: 'nova',
      durationSeconds: options.durationSeconds ?? 600.4,
      audioKey: stored.key,
      audioBytes: stored.bytes,
      transcriptKey: transcript.key,
      transcript: options.transcript ?? '',
      chapters: options.chapters ?? [],
      integratedLufs: -19,
      truePeakDbtp: -1.5,
      scriptProvider: 'offline',
      speechProvider: 'offline',
      ...(options.publishDate ? { publishDate: options.publishDate } : {}),
    })
    .returning({ id: podcastEpisodes.id, guid: podcastEpisodes.guid });
  if (!row) throw new Error('the test episode was not inserted');
  if (options.announce ?? true) t.services.podcasts.episodesChanged();
  return {
    id: row.id,
    guid: row.guid,
    audioKey: stored.key,
    audioBytes: stored.bytes,
    transcriptKey: transcript.key,
    audio,
  };
}
