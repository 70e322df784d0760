import { z } from 'zod';

/**
 * A podcast episode's script (DESIGN §6): segments with a minute budget, each a dialogue between a host who
 * teaches and a co-host who asks what a listener would ask. Both coach adapters return this shape; the LLM
 * adapter asks the model for it as structured output.
 */
export const PodcastTurn = z.object({
  speaker: z.enum(['host', 'cohost']),
  /** Ready for speech: numbers and symbols spelled out, at most 3 sentences. */
  text: z.string().min(1),
});
export type PodcastTurn = z.infer<typeof PodcastTurn>;

export const PodcastSegment = z.object({
  title: z.string().min(1),
  /** The segment's share of the episode, planned before its dialogue was written. */
  minutes: z.number().positive(),
  turns: z.array(PodcastTurn).min(1),
});
export type PodcastSegment = z.infer<typeof PodcastSegment>;

export const PodcastScript = z.object({
  segments: z.array(PodcastSegment).min(1),
  /** The host's 2 or 3 "pause and think" questions, stored with the episode for its quiz (D14). */
  thinkQuestions: z.array(z.string().min(1)).max(3),
  /** Where the material came from, in words the episode description can quote ("WordNet 3.1", "the admin's outline"). */
  sources: z.array(z.string()),
  /**
   * Set when the script is shorter than asked because the coach had too little it could stand behind (D18);
   * the sentence says so and goes into the episode's description.
   */
  shortfallNote: z.string().nullable(),
});
export type PodcastScript = z.infer<typeof PodcastScript>;

export interface PodcastScriptRequest {
  title: string;
  topic: string;
  /** The admin's outline or the learner's description; may be empty. */
  outline: string;
  durationMinutes: number;
  /** The host voice's speaking rate: words are planned as minutes × this. */
  wordsPerMinute: number;
  /** Use the premium model (`use_o3_model`); the offline coach ignores it. */
  premium: boolean;
  /** What learners' completed sessions on this topic covered: their report concepts, most frequent first. */
  sessionConcepts: string[];
  /**
   * A second pass (DESIGN §6): the first script's audio missed the length by more than 10%. Each segment's
   * measured seconds are given; the coach rewrites only the segments that ran short or long.
   */
  revision?: { previous: PodcastScript; measuredSegmentSeconds: number[] };
}
