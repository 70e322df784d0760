import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SpeechClip, SpeechRequest } from '../../speech/speech.js';

/**
 * Each spoken turn is kept on disk until its episode is published, so a retried job (or a second pass after
 * a length re-plan) speaks only the turns it has not spoken yet (issue 13).
 * A file is a 4-byte little-endian sample rate followed by the Float32 samples.
 */
export class SpeechClipCache {
  constructor(private readonly root: string) {}

  async get(jobId: string, provider: string, request: SpeechRequest): Promise<SpeechClip | null> {
    try {
      const bytes = await readFile(this.path(jobId, provider, request));
      const sampleRate = bytes.readUInt32LE(0);
      const samples = new Float32Array(
        bytes.buffer.slice(bytes.byteOffset + 4, bytes.byteOffset + bytes.length),
      );
      return { sampleRate, samples };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async put(jobId: string, provider: string, request: SpeechRequest, clip: SpeechClip): Promise<void> {
    await mkdir(join(this.root, jobId), { recursive: true });
    const header = Buffer.alloc(4);
    header.writeUInt32LE(clip.sampleRate, 0);
    const body = Buffer.from(clip.samples.buffer, clip.samples.byteOffset, clip.samples.byteLength);
    const path = this.path(jobId, provider, request);
    // Written aside and renamed, so a crash never leaves half a clip that a retry would trust.
    const partial = `${path}.partial`;
    await writeFile(partial, Buffer.concat([header, body]));
    await rename(partial, path);
  }

  async forget(jobId: string): Promise<void> {
    await rm(join(this.root, jobId), { recursive: true, force: true });
  }

  private path(jobId: string, provider: string, { voice, text }: SpeechRequest): string {
    const name = createHash('sha256').update(`${provider}\n${voice}\n${text}`).digest('hex');
    return join(this.root, jobId, `${name}.f32`);
  }
}
