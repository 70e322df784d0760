import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AudioExtension, AudioStore, OpenedAudio, StoredAudio } from './audio-store.js';

/** `<sha256 in lower-case hex>.mp3` or `.vtt`: the only names the store writes, serves or deletes. */
export const AUDIO_KEY = /^[0-9a-f]{64}\.(mp3|vtt)$/;

const CONTENT_TYPES: Record<AudioExtension, string> = {
  mp3: 'audio/mpeg',
  vtt: 'text/vtt; charset=utf-8',
};

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1) as AudioExtension;

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Episode audio and transcripts on local disk, under `<SOCRATICA_DATA_DIR>/podcasts/`. A file appears
 * whole or not at all: it is written to a temporary name in the same folder, then renamed, so a
 * player never reads half an episode and a crash leaves only a `.tmp-` file behind.
 */
export class LocalAudioStore implements AudioStore {
  constructor(private readonly root: string) {}

  async saveAudio(bytes: Uint8Array, extension: AudioExtension): Promise<StoredAudio> {
    const key = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
    const path = join(this.root, key);
    // Same name, same bytes: a file already there is never rewritten (players cache it for good).
    if (await this.exists(path)) return { key, bytes: bytes.byteLength };
    await mkdir(this.root, { recursive: true });
    const temporary = join(this.root, `.tmp-${randomBytes(8).toString('hex')}-${key}`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    return { key, bytes: bytes.byteLength };
  }

  async openAudio(key: string): Promise<OpenedAudio | null> {
    if (!AUDIO_KEY.test(key)) return null;
    if (!(await this.exists(join(this.root, key)))) return null;
    return { root: this.root, path: key, contentType: CONTENT_TYPES[extensionOf(key)] };
  }

  async deleteAudio(key: string): Promise<void> {
    if (!AUDIO_KEY.test(key)) return;
    await unlink(join(this.root, key)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  private async exists(path: string): Promise<boolean> {
    try {
      return (await stat(path)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
