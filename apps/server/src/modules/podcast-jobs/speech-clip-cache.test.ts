import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { SpeechClipCache } from './speech-clip-cache.js';

describe('SpeechClipCache', () => {
  it('keeps a turn’s clip per job, provider, voice and text until the job forgets it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'clips-'));
    const cache = new SpeechClipCache(root);
    const job = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    const request = { text: 'Hello, listener.', voice: 'nova' as const };
    expect(await cache.get(job, 'offline', request)).toBeNull();

    await cache.put(job, 'offline', request, {
      sampleRate: 22050,
      samples: new Float32Array([0.5, -0.25, 1]),
    });
    const clip = await cache.get(job, 'offline', request);
    expect(clip?.sampleRate).toBe(22050);
    expect([...clip!.samples]).toEqual([0.5, -0.25, 1]);
    // Another voice, provider or text is another clip.
    expect(await cache.get(job, 'openai', request)).toBeNull();
    expect(await cache.get(job, 'offline', { ...request, voice: 'echo' })).toBeNull();

    await cache.forget(job);
    expect(readdirSync(root)).toEqual([]);
    expect(await cache.get(job, 'offline', request)).toBeNull();
  });
});
