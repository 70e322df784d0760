import type { PodcastScript, PodcastScriptRequest, PodcastSegment } from '../podcast-script.js';
import { measuredWordsPerMinute, planEpisode, wordCount } from '../podcast/script-length-plan.js';
import type { AskModel } from './ask-model.js';
import {
  outlineOf,
  podcastOutlineTask,
  podcastSegmentTask,
  readPodcastOutline,
  numberedSections,
  readPodcastSegment,
  type Outline,
} from './podcast-script.prompt.js';

/** A segment whose measured length is within this share of its plan is kept as it was on a revision. */
const SEGMENT_TOLERANCE = 0.1;
const SENTENCES_PER_TURN = 3;

/**
 * The model's episode script (issue 13, DESIGN §6), in stages: an outline with a minute budget per segment,
 * then each segment's dialogue at minutes × the voice's words per minute. A revision keeps the outline and
 * the segments that were on time, and rewrites the rest at the rate the voice really spoke.
 */
export async function writeModelPodcastScript(
  ask: AskModel,
  request: PodcastScriptRequest,
): Promise<PodcastScript> {
  const { revision } = request;
  const wordsPerMinute = revision
    ? measuredWordsPerMinute(
        revision.previous.segments.reduce(
          (sum, s) => sum + s.turns.reduce((n, t) => n + wordCount(t.text), 0),
          0,
        ),
        revision.measuredSegmentSeconds.reduce((sum, s) => sum + s, 0),
        request.wordsPerMinute,
      )
    : request.wordsPerMinute;
  // The plan's segment count depends on the minutes alone, so a revision's plan lines up with the first pass.
  const plan = planEpisode(request.durationMinutes, wordsPerMinute);
  const outline: Outline = revision
    ? outlineOf(revision.previous)
    : readPodcastOutline(await ask(podcastOutlineTask(request, plan)), plan);

  const segments: PodcastSegment[] = [];
  for (const [index, planned] of plan.entries()) {
    const previous = revision?.previous.segments[index];
    const measured = revision?.measuredSegmentSeconds[index];
    if (previous && measured !== undefined && onTime(measured, planned.minutes)) {
      segments.push(previous);
      continue;
    }
    const title = outline.segments[index]!.title;
    const written = readPodcastSegment(
      await ask(podcastSegmentTask(request, outline, index, planned.words, planned.role)),
      title,
      planned.minutes,
    );
    segments.push({ ...written, turns: written.turns.flatMap(shortTurns) });
  }
  const drawnOn = new Set(outline.segments.flatMap((segment) => segment.sources));
  const used = numberedSections(request).filter((section) => drawnOn.has(section.number));

  return {
    segments,
    thinkQuestions: revision
      ? revision.previous.thinkQuestions
      : outline.think_questions.map((q) => q.question),
    sources: revision ? revision.previous.sources : [...new Set(used.map((section) => section.credit))],
    sections: revision ? revision.previous.sections : used.map((section) => section.key),
    shortfallNote: null,
  };
}

function onTime(measuredSeconds: number, plannedMinutes: number): boolean {
  return Math.abs(measuredSeconds - plannedMinutes * 60) <= SEGMENT_TOLERANCE * plannedMinutes * 60;
}

/** Each turn at most three sentences long (a longer one becomes two turns). */
function shortTurns(turn: PodcastSegment['turns'][number]): PodcastSegment['turns'] {
  const sentences = turn.text.split(/(?<=[.!?])\s+/);
  const turns: PodcastSegment['turns'] = [];
  for (let i = 0; i < sentences.length; i += SENTENCES_PER_TURN) {
    turns.push({ speaker: turn.speaker, text: sentences.slice(i, i + SENTENCES_PER_TURN).join(' ') });
  }
  return turns.filter((t) => t.text.trim());
}
