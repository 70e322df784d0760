import type {
  PodcastScript,
  PodcastScriptRequest,
  PodcastSegment,
  PodcastTurn,
} from '../../podcast-script.js';
import {
  measuredWordsPerMinute,
  planEpisode,
  plannedWords,
  wordCount,
} from '../../podcast/script-length-plan.js';
import { speakableText } from '../../podcast/speakable-text.js';
import { topicSubject } from '../../topic-phrasing.js';
import { podcastMaterial, type MaterialGroup, type PodcastFact } from './podcast-material.js';

/**
 * The offline coach's episode script (issue 13, D18): a plan of minutes and words, filled only with what the
 * coach can stand behind. The co-host asks, the host answers with one fact at a time; 2 or 3 facts with a clear
 * answer become "pause and think" questions; the wrap-up repeats earlier sentences word for word. When the
 * material runs out first, the script is shorter than asked and its note says so. Deterministic: the same
 * request always gets the same script.
 */

const MAX_THINK_QUESTIONS = 3;
/** Below this share of the planned words, the episode is short enough that its description must say so. */
const FULL_LENGTH_SHARE = 0.9;
const WRAP_UP_POINTS = 3;
const REACTIONS = ['I see.', 'That helps.', 'Got it.', 'Interesting.'];

export class NothingToSayError extends Error {
  constructor(topic: string) {
    super(
      `The offline coach has nothing it can stand behind about “${topic}”: WordNet has no entry for it, the request states no facts, and no learner has finished a session on it. Add a few sentences of facts to the outline, or use the AI coach.`,
    );
    this.name = 'NothingToSayError';
  }
}

export function writeOfflinePodcastScript(request: PodcastScriptRequest): PodcastScript {
  const wordsPerMinute = request.revision
    ? measuredWordsPerMinute(
        scriptWords(request.revision.previous),
        request.revision.measuredSegmentSeconds.reduce((sum, s) => sum + s, 0),
        request.wordsPerMinute,
      )
    : request.wordsPerMinute;
  const plan = planEpisode(request.durationMinutes, wordsPerMinute);
  const groups = podcastMaterial(request.topic, request.outline, request.sessionConcepts);
  if (groups.length === 0) throw new NothingToSayError(request.topic);

  const intro = plan[0]!;
  const wrapUp = plan.at(-1)!;
  const bodyBudget = plannedWords(plan) - intro.words - wrapUp.words;
  const body = bodySegments(groups, bodyBudget, wordsPerMinute);
  const sources = [...new Set(groups.filter((g) => body.used.has(g)).map((g) => g.source))];
  const segments = [
    introSegment(request, body.segments, wordsPerMinute),
    ...body.segments,
    wrapUpSegment(body.keyPoints, wordsPerMinute),
  ];
  const script = { segments, thinkQuestions: body.thinkQuestions, sources };
  const words = scriptWords(script);
  const short = words < FULL_LENGTH_SHARE * plannedWords(plan);
  return {
    ...script,
    shortfallNote: short ? shortfallNote(request, words / wordsPerMinute, sources) : null,
  };
}

function bodySegments(groups: MaterialGroup[], budget: number, wordsPerMinute: number) {
  const thinkAt = thinkQuestionFacts(groups);
  const segments: PodcastSegment[] = [];
  const keyPoints: string[] = [];
  const thinkQuestions: string[] = [];
  const used = new Set<MaterialGroup>();
  let words = 0;
  let exchange = 0;
  for (const group of groups) {
    if (words >= budget) break;
    const turns: PodcastTurn[] = [];
    for (const fact of group.facts) {
      if (words >= budget) break;
      const question = thinkAt.has(fact) ? fact.thinkQuestion : null;
      const reaction = exchange % 3 === 2 ? `${REACTIONS[exchange % REACTIONS.length]} ` : '';
      const exchangeTurns = question
        ? [
            host(`Here's one to pause and think about: ${lowerFirst(question)}`),
            cohost('Let me think about that for a moment.'),
            host(fact.text),
          ]
        : [cohost(`${reaction}${fact.lead}`), host(fact.text)];
      if (question) thinkQuestions.push(speakableText(question));
      turns.push(...exchangeTurns);
      words += exchangeTurns.reduce((sum, turn) => sum + wordCount(turn.text), 0);
      exchange += 1;
    }
    if (turns.length === 0) continue;
    used.add(group);
    keyPoints.push(speakableText(group.facts[0]!.text));
    segments.push(segment(group.title, turns, wordsPerMinute));
  }
  return { segments, keyPoints, thinkQuestions, used };
}

/** The facts that become "pause and think" questions: one per term, up to three, never two in one group. */
function thinkQuestionFacts(groups: MaterialGroup[]): Set<PodcastFact> {
  const chosen = new Set<PodcastFact>();
  for (const group of groups) {
    if (chosen.size >= MAX_THINK_QUESTIONS) break;
    // Not the group's first fact, which the others build on; and a different kind of question each time.
    const askable = group.facts.slice(1).filter((f) => f.thinkQuestion !== null);
    const fact =
      askable[chosen.size % Math.max(1, askable.length)] ?? group.facts.find((f) => f.thinkQuestion);
    if (fact) chosen.add(fact);
  }
  return chosen;
}

function introSegment(
  request: PodcastScriptRequest,
  body: PodcastSegment[],
  wordsPerMinute: number,
): PodcastSegment {
  const titles = body.map((s) => s.title.toLowerCase());
  const covers = titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}` : titles[0];
  return segment(
    'Welcome',
    [
      host(`Welcome to Socratica. This episode is “${request.title}”, about ${topicSubject(request.topic)}.`),
      cohost("And I'm here to ask the questions you might be asking."),
      host(`We'll go through ${covers}.`),
    ],
    wordsPerMinute,
  );
}

function wrapUpSegment(keyPoints: string[], wordsPerMinute: number): PodcastSegment {
  const points = keyPoints.slice(0, WRAP_UP_POINTS);
  return segment(
    'Wrap-up',
    [
      cohost('So what should listeners take away?'),
      ...points.map((point, index) => host(index === 0 ? `To sum up: ${point}` : point)),
      cohost('Thanks for listening. The quiz for this episode is a good way to check what stayed with you.'),
    ],
    wordsPerMinute,
  );
}

function shortfallNote(request: PodcastScriptRequest, minutes: number, sources: string[]): string {
  const about = Math.max(1, Math.round(minutes));
  return `This episode runs about ${about} minute${about === 1 ? '' : 's'}, not the ${request.durationMinutes} asked: the offline coach had only enough material it can stand behind about “${request.topic}” (${sources.join('; ')}), and it does not pad or invent.`;
}

function segment(title: string, turns: PodcastTurn[], wordsPerMinute: number): PodcastSegment {
  const words = turns.reduce((sum, turn) => sum + wordCount(turn.text), 0);
  return { title, minutes: Math.max(0.1, Math.round((words / wordsPerMinute) * 10) / 10), turns };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function host(text: string): PodcastTurn {
  return { speaker: 'host', text: speakableText(text) };
}

function cohost(text: string): PodcastTurn {
  return { speaker: 'cohost', text: speakableText(text) };
}

function scriptWords(script: Pick<PodcastScript, 'segments'>): number {
  return script.segments.reduce(
    (sum, segment) => sum + segment.turns.reduce((turnSum, turn) => turnSum + wordCount(turn.text), 0),
    0,
  );
}
