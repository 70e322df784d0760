import { z } from 'zod';
import { CoachError } from '../coach.js';
import type { PodcastScript, PodcastScriptRequest, PodcastSegment } from '../podcast-script.js';
import type { PlannedSegment } from '../podcast/script-length-plan.js';
import type { JsonTask } from './ask-model.js';

const MAX_THINK_QUESTIONS = 3;

const OutlineOutput = z.object({
  segments: z
    .array(
      z.object({
        title: z.string().describe('A short heading for the segment.'),
        key_points: z
          .array(z.string())
          .describe('Two to five facts or ideas the segment teaches, each one sentence.'),
      }),
    )
    .describe('Exactly one entry per planned segment, in order.'),
  think_questions: z
    .array(
      z.object({
        segment: z.number().int().describe('1-based index of the segment that asks it.'),
        question: z.string(),
      }),
    )
    .describe('Two or three "pause and think" questions the host asks listeners.'),
});
export type Outline = z.infer<typeof OutlineOutput>;

const SegmentOutput = z.object({
  turns: z.array(z.object({ speaker: z.enum(['host', 'cohost']), text: z.string() })),
});

const ROLES = `Two people speak. The host teaches. The co-host asks what a curious listener would ask and reacts; the co-host never states a new fact.`;

const OUTLINE_INSTRUCTIONS = `You plan an educational podcast episode for learners.
${ROLES}
- Write one outline entry per planned segment, in the plan's order: the first introduces the topic and what the episode covers, the last is a wrap-up that restates the main points and adds nothing new.
- key_points are accurate, well-established facts or explanations about the topic; follow the requester's outline when one is given, and never include anything you are not sure is true.
- Give two or three "pause and think" questions that invite listeners to reason about what was taught, each assigned to a body segment.`;

const SEGMENT_INSTRUCTIONS = `You write one segment of an educational podcast as a dialogue.
${ROLES}
- Write about the target number of words in total, as short turns (at most three sentences each), alternating naturally, starting with the host.
- Teach the segment's key points, in order, accurately; add nothing you are not sure is true.
- When a think_question is given, the host asks it word for word, says "pause and think", then gives the answer after the co-host's reply.
- For the wrap-up, restate only the earlier segments' key points: no new facts.
- Write for the ear: spell out numbers and symbols as words ("twenty-five percent", not "25%"), no lists, no markup, no stage directions.`;

export function podcastOutlineTask(request: PodcastScriptRequest, plan: PlannedSegment[]): JsonTask {
  return {
    task: 'podcast_outline',
    instructions: OUTLINE_INSTRUCTIONS,
    schema: OutlineOutput,
    data: {
      title: request.title,
      topic: request.topic,
      requester_outline: request.outline,
      what_learners_studied: request.sessionConcepts.slice(0, 15),
      plan: plan.map((segment, index) => ({
        segment: index + 1,
        role: segment.role,
        minutes: segment.minutes,
      })),
    },
  };
}

export function readPodcastOutline(reply: unknown, plan: PlannedSegment[]): Outline {
  const parsed = OutlineOutput.safeParse(reply);
  if (!parsed.success) throw new CoachError('invalid_format', 'podcast_outline: the reply is not an outline');
  const segments = parsed.data.segments.filter(
    (segment) => segment.title.trim() && segment.key_points.length > 0,
  );
  if (segments.length !== plan.length) {
    throw new CoachError(
      'invalid_format',
      `podcast_outline: ${segments.length} usable segments for a plan of ${plan.length}`,
    );
  }
  return { segments, think_questions: parsed.data.think_questions.slice(0, MAX_THINK_QUESTIONS) };
}

export function podcastSegmentTask(
  request: PodcastScriptRequest,
  outline: Outline,
  index: number,
  words: number,
  role: PlannedSegment['role'],
): JsonTask {
  const segment = outline.segments[index]!;
  return {
    task: 'podcast_segment',
    instructions: SEGMENT_INSTRUCTIONS,
    schema: SegmentOutput,
    data: {
      topic: request.topic,
      episode_title: request.title,
      segment: index + 1,
      of: outline.segments.length,
      role,
      title: segment.title,
      key_points:
        role === 'wrap_up'
          ? outline.segments.slice(0, index).flatMap((s) => s.key_points)
          : segment.key_points,
      target_words: words,
      think_questions: outline.think_questions.filter((q) => q.segment === index + 1).map((q) => q.question),
      earlier_segments: outline.segments.slice(0, index).map((s) => s.title),
    },
  };
}

export function readPodcastSegment(reply: unknown, title: string, minutes: number): PodcastSegment {
  const parsed = SegmentOutput.safeParse(reply);
  const turns = parsed.success ? parsed.data.turns.filter((turn) => turn.text.trim()) : [];
  if (turns.length === 0) throw new CoachError('invalid_format', 'podcast_segment: the reply has no turns');
  return { title, minutes, turns: turns.map((turn) => ({ speaker: turn.speaker, text: turn.text.trim() })) };
}

/** The outline a revision keeps: the previous script's segment titles, with its turns as the key points. */
export function outlineOf(previous: PodcastScript): Outline {
  return {
    segments: previous.segments.map((segment) => ({
      title: segment.title,
      key_points: segment.turns.filter((turn) => turn.speaker === 'host').map((turn) => turn.text),
    })),
    think_questions: [],
  };
}
