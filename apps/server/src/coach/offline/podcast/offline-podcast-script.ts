import {
  NoNewMaterialError,
  nothingNewLeft,
  type PodcastScript,
  type PodcastScriptRequest,
  type PodcastSegment,
  type PodcastTurn,
} from '../../podcast-script.js';
import { measuredSpeechRate, spokenWordCount, turnPauseWords } from '../../podcast/script-length-plan.js';
import { topicSubject } from '../../topic-phrasing.js';
import { stem, words } from '../../content-words.js';
import { headingInSentence } from './cohost-questions.js';
import { pauseQuestion } from './pause-question.js';
import { reviewSegment } from './review-segment.js';
import { sectionDialogue, type SectionDialogue } from './section-dialogue.js';
import { teachingSections, type SectionCredit, type TeachingSection } from './teaching-sections.js';

/**
 * The offline coach's episode script (issues 13 and 24, D18, D19): a conversation made from the topic's
 * sources. The host teaches one section at a time in the source's own sentences; the co-host asks what a
 * listener would; sources are credited at the start and the end; the wrap-up quotes only what was said.
 * With too little source text, the episode is shorter and its first words say so. Deterministic: the same
 * request always gets the same script.
 */

/** Below this share of the words the length asks for, the episode is short and says so (issue 24: ±15 %). */
const FULL_LENGTH_SHARE = 0.85;
const MAX_PAUSE_QUESTIONS = 3;
/** A section is begun only with room for its opening and a turn or two. */
const MIN_SECTION_WORDS = 40;
const RECAP_POINTS = 3;
/** The intro's and the wrap-up's words and turns, planned before they are written. */
const FRAME_WORDS = 150;
const FRAME_TURNS = 10;

export class NothingToSayError extends Error {
  constructor(topic: string) {
    super(
      `There is no source material on “${topic}”: Wikipedia has no article for it (or cannot be reached), no document in the Sources tab is filed under it, and WordNet has no entry for it. Add a document on it in the Sources tab, or choose a broader topic.`,
    );
    this.name = 'NothingToSayError';
  }
}

export function writeOfflinePodcastScript(request: PodcastScriptRequest): PodcastScript {
  const { revision } = request;
  const wordsPerMinute = revision
    ? measuredSpeechRate(
        scriptWords(revision.previous),
        revision.previous.segments.reduce((sum, segment) => sum + segment.turns.length, 0),
        revision.measuredSegmentSeconds.reduce((sum, s) => sum + s, 0),
        request.wordsPerMinute,
      )
    : request.wordsPerMinute;
  const target = Math.round(request.durationMinutes * wordsPerMinute);
  const pauseWords = turnPauseWords(wordsPerMinute);
  const frameWords = FRAME_WORDS + FRAME_TURNS * pauseWords;
  const review = request.review ? reviewSegment(request.review) : null;
  // A review episode teaches the sections on what the session covered.
  const steering = request.review ? request.review.concepts.join(', ') : request.outline;
  const sections = teachingSections({ ...request, outline: steering });
  if (sections.length === 0 && !review) {
    if (request.coveredSections.length > 0) throw new NoNewMaterialError(nothingNewLeft(request.topic));
    throw new NothingToSayError(request.topic);
  }

  const topicRoots = new Set(words(request.topic).map(stem));
  const reviewWords = review ? segmentWords(review.segment, pauseWords) : 0;
  const body = bodySegments(sections, request.topic, topicRoots, {
    words: target - frameWords - reviewWords,
    pauseWords,
  });
  const credits = [
    ...new Map(
      [...(review?.credits ?? []), ...body.used.map((section) => section.credit)].map(
        (credit) => [credit.spoken, credit] as const,
      ),
    ).values(),
  ];
  const short = body.words + reviewWords + frameWords < FULL_LENGTH_SHARE * target;
  const segments = [
    introSegment(request, credits, short),
    ...(review ? [review.segment] : []),
    ...body.segments,
    wrapUpSegment(body.dialogues, credits),
  ].map((segment) => timed(segment, wordsPerMinute));
  return {
    segments,
    thinkQuestions: body.thinkQuestions,
    sources: [...new Set(credits.map((credit) => credit.written))],
    sections: body.used.map((section) => section.key),
    shortfallNote: short
      ? `There was not enough source material on “${request.topic}” for the ${request.durationMinutes} minutes asked.`
      : null,
  };
}

function bodySegments(
  sections: readonly TeachingSection[],
  topic: string,
  topicRoots: ReadonlySet<string>,
  budget: { words: number; pauseWords: number },
) {
  const subject = topicSubject(topic);
  const segments: PodcastSegment[] = [];
  const dialogues: SectionDialogue[] = [];
  const used: TeachingSection[] = [];
  const thinkQuestions: string[] = [];
  let words = 0;
  for (const section of sections) {
    const left = budget.words - words;
    if (left < MIN_SECTION_WORDS && segments.length > 0) break;
    const dialogue = sectionDialogue(
      section,
      subject,
      topicRoots,
      { ...budget, words: left },
      segments.length,
    );
    if (!dialogue) continue;
    const segment = dialogue.segment;
    words += dialogue.words;
    // Every other section ends on a question to pause on, while the words allow: recall, not a new fact.
    if (thinkQuestions.length < MAX_PAUSE_QUESTIONS && segments.length % 2 === 1 && words < budget.words) {
      const pause = pauseQuestion(dialogue.said, topicRoots, thinkQuestions.length);
      if (pause) {
        segment.turns.push(...pause.turns);
        thinkQuestions.push(pause.question);
        words += pause.turns.reduce((sum, turn) => sum + spokenWordCount(turn.text) + budget.pauseWords, 0);
      }
    }
    segments.push(segment);
    dialogues.push(dialogue);
    used.push(section);
  }
  return { segments, dialogues, used, thinkQuestions, words };
}

function introSegment(
  request: PodcastScriptRequest,
  credits: readonly SectionCredit[],
  short: boolean,
): PodcastSegment {
  const opening = short
    ? [
        host(
          `A short episode today: there is not enough source material on ${topicSubject(request.topic)} for the ${request.durationMinutes} minutes asked, so this one is shorter.`,
        ),
      ]
    : [];
  return {
    title: 'Welcome',
    minutes: 0,
    turns: [
      ...opening,
      host(`Welcome to Socratica. This is “${request.title}”, about ${topicSubject(request.topic)}.`),
      cohost("And I'm here to ask the questions you might be asking."),
      host(`Everything we say today comes from ${listed(credits.map((credit) => credit.spoken))}.`),
    ],
  };
}

/** Names the sections covered and repeats, word for word, the first thing said in a few of them. */
function wrapUpSegment(
  dialogues: readonly SectionDialogue[],
  credits: readonly SectionCredit[],
): PodcastSegment {
  const headings = dialogues.map((dialogue) =>
    headingInSentence(dialogue.segment.title, dialogue.said.join(' ')),
  );
  const points = dialogues.slice(0, RECAP_POINTS).map((dialogue) => dialogue.said[0]!);
  const recap =
    headings.length === 0
      ? []
      : [
          cohost('So what should listeners take away?'),
          host(
            `We covered ${listed(headings)}. ${points.length > 1 ? 'A few things to remember.' : 'One thing to remember.'}`,
          ),
          ...points.map((point) => host(point)),
        ];
  return {
    title: 'Wrap-up',
    minutes: 0,
    turns: [
      ...recap,
      cohost(
        `Thanks for listening. Our sources were ${listed(credits.map((credit) => credit.spoken))}, and the links are in the episode notes. The quiz for this episode is a good way to check what stayed with you.`,
      ),
    ],
  };
}

function timed(segment: PodcastSegment, wordsPerMinute: number): PodcastSegment {
  const words = segmentWords(segment);
  return { ...segment, minutes: Math.max(0.1, Math.round((words / wordsPerMinute) * 10) / 10) };
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function host(text: string): PodcastTurn {
  return { speaker: 'host', text };
}

function cohost(text: string): PodcastTurn {
  return { speaker: 'cohost', text };
}

/** A segment's spoken words, and with `pauseWords`, its turns' pauses as the words that time would hold. */
function segmentWords(segment: PodcastSegment, pauseWords = 0): number {
  return segment.turns.reduce((sum, turn) => sum + spokenWordCount(turn.text) + pauseWords, 0);
}

function scriptWords(script: Pick<PodcastScript, 'segments'>): number {
  return script.segments.reduce((sum, segment) => sum + segmentWords(segment), 0);
}
