import { z } from 'zod';
import type { SourceText } from '../knowledge/source-sections.js';
import type { AnsweredOfflineHook } from './answered-offline-hook.js';

/**
 * A podcast episode's script (DESIGN §6): segments with a minute budget, each a dialogue between a host who
 * teaches and a co-host who asks what a listener would ask. Both coach adapters return this shape; the LLM
 * adapter asks the model for it as structured output.
 */
export const PodcastTurn = z.object({
  speaker: z.enum(['host', 'cohost']),
  /**
   * What the listener reads in the transcript ("Nov 26, 2026", "CO₂"), at most 3 sentences; only the speech
   * engine gets it spelled out (`speakableText`).
   */
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
  /** The sources it was made from, credited as the description shows them (title, licence, link). */
  sources: z.array(z.string()),
  /**
   * The source sections it covered (`SourceSection.key`): a schedule's next episode covers others (issue 24).
   * Absent from scripts written before it was kept.
   */
  sections: z.array(z.string()).default([]),
  /**
   * Set when the script is shorter than asked because the coach had too little it could stand behind (D18);
   * the sentence says so and goes into the episode's description.
   */
  shortfallNote: z.string().nullable(),
  /**
   * The model's script failed (an error, unusable output), so the offline writer wrote this one (issue 38): the
   * episode's description says so. Absent from scripts written before it was kept.
   */
  writtenOffline: z.boolean().optional(),
});
export type PodcastScript = z.infer<typeof PodcastScript>;

/** A post-assessment question the learner missed, with the answer the key accepts and where it comes from. */
interface MissedQuestion {
  question: string;
  acceptedAnswer: string;
  /** The key's citation as text ("Wikipedia's article “…” (CC BY-SA 4.0), https://…"); null when it has none. */
  citation: string | null;
}

export interface ReviewMaterial {
  missed: MissedQuestion[];
  /** The session's report concepts: they choose the sections the rest of the episode teaches. */
  concepts: string[];
}

export interface PodcastScriptRequest extends AnsweredOfflineHook {
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
  /** The topic's sources, whole and in reading order (D19): the script states facts from these only. */
  sources: SourceText[];
  /** Sections the schedule's earlier episodes covered (`SourceSection.key`): this one covers others. */
  coveredSections: string[];
  /** For a learner's review episode (D17, issue 24): what their session's post-assessment missed. */
  review?: ReviewMaterial;
  /**
   * A second pass (DESIGN §6): the first script's audio missed the length by more than 10%. Each segment's
   * measured seconds are given; the coach rewrites only the segments that ran short or long.
   */
  revision?: { previous: PodcastScript; measuredSegmentSeconds: number[] };
}

/**
 * A schedule's sources hold nothing its earlier episodes did not cover (issue 24): the slot is skipped, and
 * the card says why and what would help. The message is for the schedule's owner.
 */
export class NoNewMaterialError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoNewMaterialError';
  }
}

/** Why a schedule's slot made nothing, and what would help. */
export function nothingNewLeft(topic: string): string {
  return `Skipped: this schedule’s earlier episodes already covered every section its sources have on “${topic}”. Add a document on it in the Sources tab, or give the schedule a new topic or outline.`;
}
