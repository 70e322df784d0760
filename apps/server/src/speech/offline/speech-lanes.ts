import type { PodcastVoice } from '@socratica/contracts';
import type { SpeechClip, SpeechRequest, SpeechSynthesizer } from '../speech.js';

/**
 * Several synthesizers of one provider side by side (issue 39's generation budget): espeak-ng speaks one turn
 * at a time in its worker, so two workers on two cores speak an episode in about half the time. Each turn
 * goes to the lane with the fewest turns waiting; each lane keeps its own queue, abort and failure rules.
 */
export class SpeechLanes implements SpeechSynthesizer {
  readonly provider: SpeechSynthesizer['provider'];
  readonly parallelTurns: number;
  readonly queuesTurns: boolean;
  private readonly waiting: number[];

  constructor(private readonly lanes: readonly SpeechSynthesizer[]) {
    if (lanes.length === 0) throw new Error('Speech lanes need at least one synthesizer.');
    this.provider = lanes[0]!.provider;
    this.parallelTurns = lanes.length;
    this.queuesTurns = lanes.every((lane) => lane.queuesTurns === true);
    this.waiting = lanes.map(() => 0);
  }

  wordsPerMinute(voice: PodcastVoice): number {
    return this.lanes[0]!.wordsPerMinute(voice);
  }

  cohostVoice(hostVoice: PodcastVoice): PodcastVoice {
    return this.lanes[0]!.cohostVoice(hostVoice);
  }

  async speak(request: SpeechRequest, signal: AbortSignal): Promise<SpeechClip> {
    const lane = this.waiting.indexOf(Math.min(...this.waiting));
    this.waiting[lane]! += 1;
    try {
      return await this.lanes[lane]!.speak(request, signal);
    } finally {
      this.waiting[lane]! -= 1;
    }
  }

  async warm(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.warm?.() ?? Promise.resolve()));
  }

  async close(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.close()));
  }
}
