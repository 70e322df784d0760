import { durationSeconds } from './iso-duration.js';

/** What the heuristic looks at. */
export interface QualitySignals {
  title: string;
  description: string;
  duration: string | null;
  viewCount: number | null;
  educationalChannel: boolean;
}

export interface QualityVerdict {
  /** 0 to 10, to one decimal. */
  score: number;
  /** One line per adjustment, so that an admin (or a test) can see why a video scored what it did. */
  reasons: string[];
}

/** Where every video starts: neither recommended nor refused. */
const BASE = 3;

/** Words that mark a video made to teach. */
const TEACHING_WORDS =
  /\b(lecture|lesson|explained|explain(?:s|ing)?|introduction|intro to|tutorial|course|crash course|how (?:does|do|to)|what (?:is|are)|why (?:does|do|is|are)|basics|fundamentals|overview|understanding|guide|for beginners|step by step|animation)\b/i;

/** Words that mark a video made for something else. */
const DISTRACTION_WORDS =
  /(#shorts\b|\b(prank|reaction|reacts|compilation|meme|memes|funniest|tiktok|asmr|unboxing)\b)/i;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * How suitable a YouTube video is for a learner, from 0 to 10. Explainable on purpose:
 * - start at 3;
 * - +3 for an educational channel;
 * - length: +2 for 3 to 20 minutes (long enough to explain, short enough to watch in a session),
 *   +1 for 1 to 3 minutes or 20 to 60 minutes, -3 for a short under a minute, nothing past an hour;
 * - popularity: +log10(views) / 3, at most +2 (1,000 views +1, 1,000,000 views +2);
 * - +1 when the title reads as teaching (lecture, explained, introduction…);
 * - -2 when the title or description reads as entertainment (#shorts, prank, reaction…).
 */
export function qualityScore(signals: QualitySignals): QualityVerdict {
  let score = BASE;
  const reasons = [`starts at ${BASE}`];
  const adjust = (by: number, why: string) => {
    score += by;
    reasons.push(`${by >= 0 ? '+' : ''}${round1(by)} ${why}`);
  };

  if (signals.educationalChannel) adjust(3, 'educational channel');

  const seconds = durationSeconds(signals.duration);
  if (seconds !== null) {
    if (seconds < 60) adjust(-3, 'a short, under a minute');
    else if (seconds < 180) adjust(1, 'brief, 1 to 3 minutes');
    else if (seconds <= 1_200) adjust(2, 'a good length, 3 to 20 minutes');
    else if (seconds <= 3_600) adjust(1, 'long, 20 to 60 minutes');
    else reasons.push('+0 over an hour');
  }

  if (signals.viewCount !== null && signals.viewCount > 0) {
    adjust(
      Math.min(2, Math.log10(signals.viewCount + 1) / 3),
      `${signals.viewCount.toLocaleString('en-US')} views`,
    );
  }

  if (TEACHING_WORDS.test(signals.title)) adjust(1, 'the title reads as teaching');
  if (DISTRACTION_WORDS.test(`${signals.title}\n${signals.description}`)) {
    adjust(-2, 'reads as entertainment rather than teaching');
  }

  return { score: round1(Math.min(10, Math.max(0, score))), reasons };
}
