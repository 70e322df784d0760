/**
 * Where episode audio and transcripts live (issue 13): local disk in the data folder today, object storage
 * later. Keys are content hashes with an extension (`<sha256>.mp3`, `<sha256>.vtt`): unguessable, and a
 * file is never rewritten under the same key, because podcast players cache audio for good (DESIGN §6).
 */
export interface AudioStore {
  /** Stores the bytes under their content hash; storing the same bytes again is harmless. */
  saveAudio(bytes: Uint8Array, extension: AudioExtension): Promise<StoredAudio>;
  /** The file to serve, or null when no such key is stored. */
  openAudio(key: string): Promise<OpenedAudio | null>;
  /** Removes the file; removing a missing one is harmless. */
  deleteAudio(key: string): Promise<void>;
}

export type AudioExtension = 'mp3' | 'vtt';

export interface StoredAudio {
  key: string;
  bytes: number;
}

/** A local file that `@fastify/send` serves with Range, HEAD and ETag. */
export interface OpenedAudio {
  root: string;
  path: string;
  contentType: string;
}
