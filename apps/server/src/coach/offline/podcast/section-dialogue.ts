import type { Tagger } from '../../../knowledge/language/tagged-text.js';
import { contentTerms } from '../../../knowledge/statements/content-words.js';
import type { PodcastSegment, PodcastTurn } from '../../podcast-script.js';
import { spokenWordCount } from '../../podcast/script-length-plan.js';
import { echo, invitation, reaction, sectionTransition } from './cohost-questions.js';
import { misconceptionIn } from './misconceptions.js';
import type { SaidSoFar } from './said-so-far.js';
import { questionFor, sentenceAnswers } from './statement-questions.js';
import type { TeachingSection } from './teaching-sections.js';

/** At most this many sentences, and about this many words, in one of the host's turns (DESIGN §6). */
const TURN_SENTENCES = 3;
const TURN_WORDS = 70;
/** The pause a sentence joined to the host's turn brings, as a share of a turn's pause. */
const JOINED_PAUSE_SHARE = 0.5;
/** An answer said back by the co-host is short: a longer one would be the host's sentence again. */
const ECHO_WORDS = 6;

/** What a recap can restate: an answer and what it answers ("in 1941" — "that's when this was shown"). */
interface RecapPoint {
  answer: string;
  clause: string;
}

export interface SectionDialogue {
  segment: PodcastSegment;
  /** The host's sentences from the source, in the order said: the pause questions quote only these. */
  said: string[];
  /** Answers the host gave to the co-host's questions: the recap restates these, never a belief. */
  points: RecapPoint[];
  /** Spoken words, with each turn's pause counted as the words that time would hold. */
  words: number;
}

/** What the whole episode shares as its sections are written: the reader, and what was said. */
export interface EpisodeVoice {
  tag: Tagger;
  topicTerms: string[];
  /** Words the sources write with a capital inside a sentence: names. */
  names: ReadonlySet<string>;
  said: SaidSoFar;
  /** The co-host's questions so far: "And what about the numerator?" is never heard twice. */
  questions: Set<string>;
  /** The topic as said inside a sentence: "photosynthesis", "the heart". */
  subject: string;
  /** Counters, so that no reaction or wording comes twice in a row. */
  reactions: number;
  misconceptions: number;
  exchanges: number;
}

interface Exchange {
  cohost: string;
  host: string[];
  point: RecapPoint | null;
  /** A misconception's exchange: its sentences state a belief and are never recapped. */
  belief: boolean;
}

/**
 * One section as a conversation (issue 39): for each sentence of the source, in order, the co-host asks the
 * question that sentence answers, and the host answers with it. Now and then the co-host voices a belief the
 * source corrects, and the host corrects it. A sentence no question fits joins the host's turn before it. The
 * dialogue stops when the word budget is spent, at an exchange's end and never on a sentence announcing
 * what was not said; null when not even one exchange fits.
 */
export function sectionDialogue(
  section: TeachingSection,
  voice: EpisodeVoice,
  budget: { words: number; pauseWords: number },
  index: number,
): SectionDialogue | null {
  const sentences = section.paragraphs.flat();
  const allText = sentences.join(' ');
  const context = section.heading ? contentTerms(voice.tag(section.heading).flatMap((s) => s.tokens)) : [];
  const transition = sectionTransition(section.heading, allText, index);
  const exchanges: Exchange[] = [];
  /** Opening sentences no question fits, said before the section's first answer. */
  const preface: string[] = [];
  let words = 0;
  let stopped = false;
  const cost = (text: string) => spokenWordCount(text) + budget.pauseWords;

  for (let at = 0; at < sentences.length; at++) {
    const sentence = sentences[at]!;
    if (voice.said.repeats(sentence)) continue;
    const first = exchanges.length === 0;
    const misconception = misconceptionIn(sentence, voice.misconceptions, voice.tag);
    if (misconception) {
      const next = sentences[at + 1];
      const correction = misconception.correction ?? (next && !voice.said.repeats(next) ? next : null);
      // A belief nobody corrects is never said.
      if (!correction) continue;
      // "The plates there slide sideways" does not say what it corrects: the host first denies the belief.
      const denial = misconception.denial;
      const denied =
        denial && !correction.toLowerCase().includes(denial.subject.toLowerCase())
          ? `${denial.sentence} `
          : '';
      const exchange: Exchange = {
        cohost: [first ? transition : null, misconception.voiced].filter(Boolean).join(' '),
        // The co-host asked a yes-or-no question: the host says no before the source says why.
        host: [/^no\b/i.test(correction) ? correction : `Not quite. ${denied}${correction}`],
        point: null,
        belief: true,
      };
      if (words + cost(exchange.cohost) + cost(exchange.host[0]!) > budget.words) {
        stopped = true;
        break;
      }
      if (misconception.correction === null) at++;
      voice.misconceptions++;
      commit(exchange);
      continue;
    }
    const asked = questionFor(sentence, voice.tag, voice.topicTerms, context, voice.names, voice.questions);
    const last = exchanges.at(-1);
    if (!asked && last && !last.belief && fitsTurn(last.host, sentence)) {
      // A sentence joined to a turn still brings the pause at its full stop: about half a turn's. Uncounted,
      // a script of long turns ran long (a 30-minute episode 5.6 % over once no question was asked twice).
      const joined = spokenWordCount(sentence) + budget.pauseWords * JOINED_PAUSE_SHARE;
      if (words + joined > budget.words) {
        stopped = true;
        break;
      }
      last.host.push(sentence);
      voice.said.record(sentence);
      words += joined;
      continue;
    }
    const invited = first && !asked ? invitation(section.heading, allText, voice.subject) : null;
    // A later section's opening question ("And the Calvin cycle?") must be one its first sentence answers.
    // Otherwise that sentence waits, and the host says it before answering the first question that a later
    // sentence gives, within one turn's length.
    const question =
      asked?.question ??
      (invited &&
      (section.heading === null || sentenceAnswers(invited, sentence, voice.tag, voice.topicTerms))
        ? invited
        : null);
    if (!question) {
      if (first && fitsTurn(preface, sentence)) preface.push(sentence);
      // Nothing to ask and no turn to join: a bare "Go on." would be canned, so the sentence is left out.
      continue;
    }
    // "And the Calvin cycle?" names the section itself: a transition before it would say it twice.
    const lead = first ? (asked ? transition : null) : leadIn(last?.point ?? null, voice);
    const host = first && fitsTurn(preface, sentence) ? [...preface, sentence] : [sentence];
    const exchange: Exchange = {
      cohost: [lead, question].filter(Boolean).join(' '),
      host,
      point: asked?.answer && asked.recap ? { answer: asked.answer, clause: asked.recap } : null,
      belief: false,
    };
    if (words + cost(exchange.cohost) + cost(host.join(' ')) > budget.words) {
      stopped = true;
      break;
    }
    commit(exchange);
    voice.questions.add(question);
  }
  // Cut short, the section must not end on a sentence that announces what it no longer says.
  if (stopped) {
    while (exchanges.length > 0) {
      const last = exchanges.at(-1)!;
      while (last.host.length > 1 && announces(last.host.at(-1)!)) {
        words -= spokenWordCount(last.host.pop()!);
      }
      if (!announces(last.host.at(-1)!)) break;
      exchanges.pop();
      words -= cost(last.cohost) + cost(last.host.join(' '));
    }
  }
  if (exchanges.length === 0) return null;
  const turns: PodcastTurn[] = exchanges.flatMap((exchange) => [
    { speaker: 'cohost' as const, text: exchange.cohost },
    { speaker: 'host' as const, text: exchange.host.join(' ') },
  ]);
  return {
    segment: { title: section.heading ?? 'What it is', minutes: 0, turns },
    said: exchanges.filter((exchange) => !exchange.belief).flatMap((exchange) => exchange.host),
    points: exchanges.flatMap((exchange) => (exchange.point ? [exchange.point] : [])),
    words,
  };

  function commit(exchange: Exchange): void {
    exchanges.push(exchange);
    voice.exchanges++;
    voice.said.record(exchange.cohost);
    for (const sentence of exchange.host) voice.said.record(sentence);
    words += cost(exchange.cohost) + cost(exchange.host.join(' '));
  }
}

/** Before a question: the last answer said back, or else a short reaction every other exchange. */
function leadIn(point: RecapPoint | null, voice: EpisodeVoice): string | null {
  if (point && point.answer.split(/\s+/).length <= ECHO_WORDS) return echo(point.answer, voice.exchanges);
  return voice.exchanges % 2 === 0 ? reaction(voice.reactions++) : null;
}

function fitsTurn(turn: readonly string[], sentence: string): boolean {
  const words = [...turn, sentence].reduce((sum, s) => sum + spokenWordCount(s), 0);
  return turn.length < TURN_SENTENCES && words <= TURN_WORDS;
}

/** "The process has two stages.", "…and then moves into the second stage": what the next sentences deliver. */
const ANNOUNCING =
  /:\s*$|\b(?:two|three|four|five|six|several|following|main|these)\s+(?:stages?|steps?|phases?|parts?|ways?|types?|kinds?|groups?|categories|reasons?|causes?)\b|\bas follows\b|\b(?:into|to|with)\s+the\s+(?:first|second|third|next|final|last)\s+(?:stage|step|phase|part)\b|\bbegins?\s+with\b|\b(?:first|next),?\s*$/i;

export function announces(sentence: string): boolean {
  return ANNOUNCING.test(sentence.trim().replace(/[.!]+$/, ''));
}
