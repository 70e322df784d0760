import { statesNoFalseArithmetic } from '../arithmetic/reply-arithmetic-check.js';

/**
 * Puts a reply together from its candidate sentences so that it fits the word limit and is new:
 * the tutor never sends a reply it already sent in the session, and avoids asking the same question
 * twice while it has other wordings left. A candidate that states false arithmetic is never used,
 * so the reply is built from the others (DESIGN D18: the tutor checks its own words).
 */

export interface ReplyCandidates {
  /** Optional first sentences, best first. */
  leads: readonly string[];
  /** Optional sentences quoting the learner, best first. */
  bridges: readonly string[];
  /** The closing question, best first: the one sentence a reply cannot do without. */
  questions: readonly string[];
}

const REPHRASINGS = ['Let me ask it another way.', "Here's a fresh angle.", "Let's look at it once more."];
/** For a word limit too tight for any real wording; the configuration allows no limit under 37. */
const SHORT_QUESTIONS = [
  'What do you think?',
  'What comes to mind?',
  'Why do you think so?',
  'What would you say?',
];

/** The first fresh reply the candidates allow, or null when every one of them was said before. */
export function composeFreshReply(
  candidates: ReplyCandidates,
  previousReplies: readonly string[],
  maxWords: number,
): string | null {
  const checked = {
    leads: candidates.leads.filter(statesNoFalseArithmetic),
    bridges: candidates.bridges.filter(statesNoFalseArithmetic),
    questions: candidates.questions.filter(statesNoFalseArithmetic),
  };
  const said = new Set(previousReplies.map(normalized));
  const askedBefore = (question: string) => previousReplies.some((reply) => reply.includes(question));
  const unsaid = (reply: string) => !said.has(normalized(reply));
  const freshQuestions = checked.questions.filter((q) => !askedBefore(q));
  return (
    firstReply({ ...checked, questions: freshQuestions }, maxWords, unsaid) ??
    firstReply(checked, maxWords, unsaid)
  );
}

/**
 * The last resort when every wording was used or none fits the limit: a question with a rephrasing
 * lead, then a short question, numbered if need be, so the reply still differs from everything said
 * before. Deterministic, like the rest.
 */
export function lastResortReply(
  questions: readonly string[],
  previousReplies: readonly string[],
  maxWords: number,
): string {
  const said = new Set(previousReplies.map(normalized));
  const rounds = Array.from(
    { length: previousReplies.length + 1 },
    (_, n) => `Round ${n + 2}: what do you think?`,
  );
  const options = [
    ...questions
      .filter(statesNoFalseArithmetic)
      .flatMap((question) => REPHRASINGS.map((lead) => `${lead} ${question}`)),
    ...SHORT_QUESTIONS,
    ...rounds,
  ];
  const fresh = options.find((reply) => wordCount(reply) <= maxWords && !said.has(normalized(reply)));
  return fresh ?? 'Thoughts?';
}

/**
 * Complete replies first: a fresh reply with a lead and a quote beats one without, and only when
 * the word limit or freshness rules out every complete one does a reply lose its lead, then its quote.
 */
const SHAPES = [
  { lead: true, bridge: true },
  { lead: false, bridge: true },
  { lead: true, bridge: false },
  { lead: false, bridge: false },
] as const;

function firstReply(
  { leads, bridges, questions }: ReplyCandidates,
  maxWords: number,
  accept: (reply: string) => boolean,
): string | null {
  const optional = (items: readonly string[], wanted: boolean) =>
    wanted && items.length > 0 ? items : [null];
  for (const shape of SHAPES) {
    for (const question of questions) {
      for (const bridge of optional(bridges, shape.bridge)) {
        for (const lead of optional(leads, shape.lead)) {
          const reply = [lead, bridge, question].filter((s) => s !== null).join(' ');
          if (wordCount(reply) <= maxWords && accept(reply)) return reply;
        }
      }
    }
  }
  return null;
}

export function wordCount(text: string): number {
  return wordsOf(text).length;
}

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== '');
}

function normalized(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}
