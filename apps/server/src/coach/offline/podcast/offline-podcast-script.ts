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
import { loadTagger, type Tagger } from '../../../knowledge/language/tagged-text.js';
import { contentTerms } from '../../../knowledge/statements/content-words.js';
import { headingInSentence } from './cohost-questions.js';
import { pauseQuestion } from './pause-question.js';
import { reviewSegment } from './review-segment.js';
import { SaidSoFar } from './said-so-far.js';
import { sectionDialogue, type EpisodeVoice, type SectionDialogue } from './section-dialogue.js';
import { teachingSections, type SectionCredit, type TeachingSection } from './teaching-sections.js';
import { escapeRegExp } from '../../../lib/escape-reg-exp.js';

/**
 * The offline coach's episode script (issues 13, 24 and 39, D18, D19): a conversation made from the topic's
 * sources. Section by section, the co-host asks the question each next sentence answers and the host answers
 * in the source's own words; now and then the co-host voices a belief the source corrects. The opening says
 * what the episode covers and credits the sources; the recap restates answers given, never a belief; the
 * close points to the sources. No sentence is said twice. With too little source text, the episode is
 * shorter and its first words say so. Deterministic: the same request always gets the same script.
 */

/** Below this share of the words the length asks for, the episode is short and says so (issue 24: ±15 %). */
const FULL_LENGTH_SHARE = 0.85;
const MAX_PAUSE_QUESTIONS = 3;
/** A section is begun only with room for its opening and a turn or two. */
const MIN_SECTION_WORDS = 40;
const RECAP_POINTS = 3;
/** The opening names at most this many of the sections it covers. */
const MAX_COVERED_NAMED = 5;
/** The intro's and the wrap-up's words and turns, planned before they are written. */
const FRAME_WORDS = 120;
const FRAME_TURNS = 4;
const COHOST_HELLO = "And I'm here to ask the questions you might be asking.";

export class NothingToSayError extends Error {
  constructor(topic: string) {
    super(
      `There is no source material on “${topic}”: Wikipedia has no article for it (or cannot be reached), no document in the Sources tab is filed under it, and WordNet has no entry for it. Add a document on it in the Sources tab, or choose a broader topic.`,
    );
    this.name = 'NothingToSayError';
  }
}

export async function writeOfflinePodcastScript(request: PodcastScriptRequest): Promise<PodcastScript> {
  return writeScript(request, await loadTagger());
}

function writeScript(request: PodcastScriptRequest, tag: Tagger): PodcastScript {
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
  const voice: EpisodeVoice = {
    tag,
    topicTerms: contentTerms(tag(request.topic).flatMap((sentence) => sentence.tokens)),
    names: namesIn(sections),
    said: new SaidSoFar(),
    questions: new Set(),
    subject: subjectInSentence(request.topic, sections),
    reactions: 0,
    misconceptions: 0,
    exchanges: 0,
  };
  const body = bodySegments(sections, voice, topicRoots, {
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
    introSegment(request, voice.subject, body.used, body.dialogues, credits, short),
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
  voice: EpisodeVoice,
  topicRoots: ReadonlySet<string>,
  budget: { words: number; pauseWords: number },
) {
  const segments: PodcastSegment[] = [];
  const dialogues: SectionDialogue[] = [];
  const used: TeachingSection[] = [];
  const thinkQuestions: string[] = [];
  let words = 0;
  for (const section of sections) {
    const left = budget.words - words - (segments.length === 0 ? spokenWordCount(COHOST_HELLO) : 0);
    if (left < MIN_SECTION_WORDS && segments.length > 0) break;
    const dialogue = sectionDialogue(section, voice, { ...budget, words: left }, segments.length);
    if (!dialogue) continue;
    const segment = dialogue.segment;
    words += dialogue.words;
    // The co-host's first words say who they are, before the first question: a greeting, not a turn of its own.
    if (segments.length === 0 && segment.turns[0]?.speaker === 'cohost') {
      segment.turns[0] = cohost(`${COHOST_HELLO} ${segment.turns[0].text}`);
      words += spokenWordCount(COHOST_HELLO);
    }
    // Every other section ends on a question to pause on, while the words allow: recall, not a new fact.
    if (thinkQuestions.length < MAX_PAUSE_QUESTIONS && segments.length % 2 === 1 && words < budget.words) {
      const pause = pauseQuestion(dialogue.said, topicRoots, thinkQuestions.length, voice.tag);
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
  topic: string,
  used: readonly TeachingSection[],
  dialogues: readonly SectionDialogue[],
  credits: readonly SectionCredit[],
  short: boolean,
): PodcastSegment {
  const subject = topicSubject(request.topic);
  const opening = short
    ? [
        host(
          `A short episode today: there is not enough source material on ${subject} for the ${request.durationMinutes} minutes asked, so this one is shorter.`,
        ),
      ]
    : [];
  const covers = coverage(used, dialogues, topic);
  const named = sameWords(request.title, request.topic) ? '' : ` This is “${request.title}”.`;
  const today = covers.length > 0 ? ` Today we look at ${listed(covers)}.` : ` Today we look at ${topic}.`;
  return {
    title: 'Welcome',
    minutes: 0,
    turns: [
      ...opening,
      host(`Welcome to Socratica.${named}${today}`),
      host(`Everything we say today comes from ${listed(credits.map((credit) => credit.spoken))}.`),
    ],
  };
}

/** What the episode covers, in words: "what photosynthesis is", "the Calvin cycle", "its history". */
function coverage(
  used: readonly TeachingSection[],
  dialogues: readonly SectionDialogue[],
  subject: string,
): string[] {
  const covers = used.map((section, at) => {
    if (section.heading === null) return `what ${subject} is`;
    const text = dialogues[at]?.said.join(' ') ?? '';
    // A heading the section's words do not name ("Overview") is not a subject to announce.
    const roots = words(section.heading).map(stem);
    const said = new Set(words(section.paragraphs.flat().join(' ')).map(stem));
    return roots.length > 0 && roots.every((root) => said.has(root))
      ? headingInSentence(section.heading, text, true)
      : null;
  });
  return [...new Set(covers.filter((cover): cover is string => cover !== null))].slice(0, MAX_COVERED_NAMED);
}

/**
 * The recap restates answers the host gave, one from each of the first sections that has one ("In 1941:
 * that's when this was shown"), never a belief a source corrects; the close points to the sources by name,
 * the links and licences being in the notes.
 */
function wrapUpSegment(
  dialogues: readonly SectionDialogue[],
  credits: readonly SectionCredit[],
): PodcastSegment {
  const points = dialogues
    .flatMap((dialogue) => dialogue.points.slice(0, 1))
    .slice(0, RECAP_POINTS)
    .map((point) => `${capitalised(point.answer)}: ${point.clause}.`);
  const named = [...new Set(credits.map((credit) => credit.named))];
  const close = `Thanks for listening. Everything today came from ${listed(named)}; the links are in the episode notes. The quiz for this episode is a good way to check what stayed with you.`;
  // The co-host sums up in the answers the host gave and asks if that is right: restating, not teaching.
  const turns =
    points.length === 0
      ? [host(close)]
      : [
          cohost(`So, if I have it right: ${points.join(' ')} Did I get that right?`),
          host(`Yes, you got it right. ${close}`),
        ];
  return { title: 'Wrap-up', minutes: 0, turns };
}

function namesIn(sections: readonly TeachingSection[]): Set<string> {
  const names = new Set<string>();
  for (const sentence of sections.flatMap((section) => section.paragraphs.flat())) {
    for (const match of sentence.matchAll(/(?<=\S\s+)\p{Lu}[\p{L}'’-]*/gu)) names.add(match[0]);
  }
  return names;
}

/**
 * "Photosynthesis" → "photosynthesis", "Heart" → "the heart", "Fraction (mathematics)" → "a fraction": the
 * topic as a sentence says it, a name keeping its capitals.
 */
function subjectInSentence(topic: string, sections: readonly TeachingSection[]): string {
  const bare = topic.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const text = sections.flatMap((section) => section.paragraphs.flat()).join(' ');
  const name =
    new RegExp(`(?<!^|[.!?]\\s)\\b${escapeRegExp(bare)}\\b`, 'u').test(text) && /^\p{Lu}/u.test(bare);
  const said = name ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
  // "A volcano is an opening…": the article the source's first sentence gives the topic, else "the" if it
  // ever says "the volcano", else "a" ("what a fraction is", not "what fraction is").
  const article = (pattern: string) =>
    new RegExp(`${pattern}(an?|the)\\s+${escapeRegExp(bare)}\\b`, 'i').exec(text)?.[1]?.toLowerCase();
  const chosen =
    article('^') ??
    (new RegExp(`\\bthe\\s+${escapeRegExp(bare)}\\b`, 'i').test(text)
      ? 'the'
      : name
        ? undefined
        : article('\\b'));
  return chosen ? `${chosen} ${said}` : said;
}

function sameWords(a: string, b: string): boolean {
  return words(a).join(' ') === words(b).join(' ');
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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
