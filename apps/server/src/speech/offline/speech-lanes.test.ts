import { describe, expect, it, vi } from 'vitest';
import type { SpeechClip, SpeechRequest, SpeechSynthesizer } from '../speech.js';
import { SpeechLanes } from './speech-lanes.js';

/** A synthesizer whose turns finish when the test says: what each lane was asked, in order. */
function heldLane() {
  const asked: string[] = [];
  const close = vi.fn(async () => undefined);
  const finish: ((clip: SpeechClip) => void)[] = [];
  const lane: SpeechSynthesizer = {
    provider: 'offline',
    wordsPerMinute: () => 190,
    cohostVoice: () => 'nova',
    speak: (request: SpeechRequest) =>
      new Promise<SpeechClip>((resolve) => {
        asked.push(request.text);
        finish.push(resolve);
      }),
    close,
  };
  return {
    lane,
    asked,
    close,
    finish: (at: number) => finish[at]!({ sampleRate: 22_050, samples: new Float32Array(1) }),
  };
}

const signal = new AbortController().signal;
const turn = (text: string): SpeechRequest => ({ text, voice: 'onyx' });

describe('speech lanes', () => {
  it('gives each turn to the lane with the fewest waiting, so two turns are spoken at once', async () => {
    const [a, b] = [heldLane(), heldLane()];
    const lanes = new SpeechLanes([a.lane, b.lane]);
    expect(lanes.parallelTurns).toBe(2);
    const first = lanes.speak(turn('one'), signal);
    const second = lanes.speak(turn('two'), signal);
    expect([a.asked, b.asked]).toEqual([['one'], ['two']]);
    a.finish(0);
    await first;
    // Lane a is free again; b still speaks "two".
    const third = lanes.speak(turn('three'), signal);
    expect([a.asked, b.asked]).toEqual([['one', 'three'], ['two']]);
    b.finish(0);
    a.finish(1);
    await Promise.all([second, third]);
    await lanes.close();
    expect(a.close).toHaveBeenCalled();
    expect(b.close).toHaveBeenCalled();
  });

  it('warms every lane, and queues turns only when every lane does', async () => {
    const warm = [vi.fn(async () => undefined), vi.fn(async () => undefined)];
    const queuing = warm.map((w) => ({ ...heldLane().lane, queuesTurns: true, warm: w }));
    const lanes = new SpeechLanes(queuing);
    expect(lanes.queuesTurns).toBe(true);
    await lanes.warm();
    expect(warm.map((w) => w.mock.calls.length)).toEqual([1, 1]);
    expect(new SpeechLanes([queuing[0]!, heldLane().lane]).queuesTurns).toBe(false);
  });

  it('frees a lane whose turn failed', async () => {
    const failing: SpeechSynthesizer = {
      ...heldLane().lane,
      speak: () => Promise.reject(new Error('espeak-ng: broken')),
    };
    const other = heldLane();
    const lanes = new SpeechLanes([failing, other.lane]);
    await expect(lanes.speak(turn('one'), signal)).rejects.toThrow('broken');
    // Both lanes are free: the first is picked again, and fails again, rather than being counted busy.
    await expect(lanes.speak(turn('two'), signal)).rejects.toThrow('broken');
    expect(other.asked).toEqual([]);
  });
});
