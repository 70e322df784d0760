import { randomBytes } from 'node:crypto';
import {
  access,
  constants,
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import { AUDIO_KEY, audioKeyOf, contentTypeOf } from './audio-keys.js';
import type { AudioExtension, AudioStore, OpenedAudio, StoredAudio } from './audio-store.js';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Episode audio and transcripts on local disk, under `<SOCRATICA_DATA_DIR>/podcasts/`. A file appears
 * whole or not at all: it is written to a temporary name in the same folder, then renamed, so a
 * player never reads half an episode and a crash leaves only a `.tmp-` file behind.
 */
export class LocalAudioStore implements AudioStore {
  constructor(private readonly root: string) {}

  async saveAudio(bytes: Uint8Array, extension: AudioExtension): Promise<StoredAudio> {
    const key = audioKeyOf(bytes, extension);
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
    return { kind: 'file', root: this.root, path: key, contentType: contentTypeOf(key) };
  }

  async deleteAudio(key: string): Promise<void> {
    if (!AUDIO_KEY.test(key)) return;
    await unlink(join(this.root, key)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  async checkAvailable(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
    } catch (error) {
      const reason = (error as { code?: string }).code ?? (error as Error).message;
      throw new Error(`The podcast folder ${this.root} cannot be created or written to (${reason}).`, {
        cause: error,
      });
    }
  }

  /** The stored size of a key, or null when it is not stored. */
  async sizeOf(key: string): Promise<number | null> {
    if (!AUDIO_KEY.test(key)) return null;
    try {
      const found = await stat(join(this.root, key));
      return found.isFile() ? found.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** A whole file's bytes, for moving it to another store. */
  async readAudio(key: string): Promise<Uint8Array | null> {
    if (!AUDIO_KEY.test(key)) return null;
    return readFile(join(this.root, key)).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
  }

  /** Every content-hash file in the folder; temporary `.tmp-` files of unfinished writes are left out. */
  async *listKeys(): AsyncGenerator<string> {
    const names = await readdir(this.root).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const name of names) if (AUDIO_KEY.test(name)) yield name;
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
