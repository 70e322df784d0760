import { AUDIO_KEY, audioKeyOf } from './audio-keys.js';
import type { AudioExtension, AudioStore } from './audio-store.js';

/** What moving needs beyond the port: both stores offer it. */
export interface MovableAudioStore extends AudioStore {
  listKeys(): AsyncIterable<string>;
  sizeOf(key: string): Promise<number | null>;
  readAudio(key: string): Promise<Uint8Array | null>;
}

export interface MoveSummary {
  copied: number;
  /** Already at the destination with the right size: an earlier run got them there. */
  skipped: number;
  /** Keys not copied, each with the reason. */
  refused: { key: string; reason: string }[];
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1) as AudioExtension;

/**
 * Copies every file of one store to the other (D22): every content-hash key the source holds, not only those
 * the database names, so that it needs no database and runs while the server does; a file no episode uses
 * is copied too, which is harmless. The key is the file's SHA-256, so each copy is checked twice: the
 * source's bytes must hash to their key (a damaged file is refused, not spread), and the bytes read back from
 * the destination must too. A key already at the destination with the right size is skipped, so a run that
 * was interrupted simply continues. Both stores make a file visible whole or not at all (rename, PutObject),
 * so an interrupted copy never leaves part of a file under its final key.
 */
export async function moveAudio(
  from: MovableAudioStore,
  to: MovableAudioStore,
  progress: (line: string) => void,
): Promise<MoveSummary> {
  const keys: string[] = [];
  for await (const key of from.listKeys()) if (AUDIO_KEY.test(key)) keys.push(key);
  keys.sort();
  const summary: MoveSummary = { copied: 0, skipped: 0, refused: [] };
  for (const [index, key] of keys.entries()) {
    const counter = `[${index + 1}/${keys.length}]`;
    const refuse = (key: string, reason: string) => {
      summary.refused.push({ key, reason });
      progress(`${counter} ${key}: NOT copied: ${reason}`);
    };
    const size = await from.sizeOf(key);
    if (size === null) {
      refuse(key, 'it disappeared from the source while the move ran');
      continue;
    }
    const present = await to.sizeOf(key);
    if (present === size) {
      summary.skipped++;
      progress(`${counter} ${key}: already there`);
      continue;
    }
    const bytes = await from.readAudio(key);
    if (!bytes) {
      refuse(key, 'it disappeared from the source while the move ran');
      continue;
    }
    if (audioKeyOf(bytes, extensionOf(key)) !== key) {
      refuse(key, 'the source file is damaged: its SHA-256 does not match its name');
      continue;
    }
    // A different size under the same name is a damaged earlier copy: replace it.
    if (present !== null) await to.deleteAudio(key);
    await to.saveAudio(bytes, extensionOf(key));
    const copied = await to.readAudio(key);
    if (!copied || audioKeyOf(copied, extensionOf(key)) !== key) {
      await to.deleteAudio(key);
      refuse(key, 'the copy read back from the destination does not match its SHA-256');
      continue;
    }
    summary.copied++;
    progress(`${counter} ${key}: copied (${formatBytes(bytes.byteLength)})`);
  }
  return summary;
}

function formatBytes(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} kB`;
}
