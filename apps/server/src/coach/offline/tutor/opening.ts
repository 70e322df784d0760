import type { SeededRandom } from '../seeded-random.js';
import type { LearnerProfile } from './learner-profile.js';
import { questionWordings } from './question-wording.js';
import { composeFreshReply, lastResortReply } from './reply-composition.js';
import { minutesPhrase } from './reply-framing.js';
import { fillTemplate } from './template-text.js';

/**
 * The tutor's first message: a greeting that names the topic, the learner's focus and the time they
 * have, and a first question about what they already know (DESIGN D10's first phase).
 */

export interface OpeningInput {
  /** The topic as it reads mid-sentence. */
  topic: string;
  /** What the first question asks about: the focus's main concept, or the topic. */
  focusConcept: string;
  profile: LearnerProfile;
  remainingMinutes: number;
  previousReplies: readonly string[];
  maxWords: number;
  random: SeededRandom;
}

const GREETINGS = [
  'Hi, and welcome to your session on {topic}.',
  "Hello, and welcome: today we're exploring {topic} together.",
  "Hi there, let's explore {topic} together.",
];
const FOCUS_AND_TIME = [
  'You want to focus on “{focus}”, and we have about {minutes} together.',
  "We have about {minutes}, and we'll aim at your focus: “{focus}”.",
];
const FOCUS_ONLY = ['You want to focus on “{focus}”.', "We'll aim at your focus: “{focus}”."];
const TIME_ONLY = ['We have about {minutes} together.'];
/**
 * Encouraging, and true: there are wrong answers, and the tutor will say so when it can check one
 * (DESIGN D18), so it welcomes guesses instead of promising that none is wrong.
 */
const HOW_IT_WORKS = {
  encouraging: "Half-formed ideas and guesses are welcome here: I'll ask, and you think out loud.",
  plain: "I'll mostly ask questions, and you'll do the thinking.",
};

export function writeOpening(input: OpeningInput): string {
  const { topic, focusConcept, profile, remainingMinutes, previousReplies, maxWords, random } = input;
  const slots = { topic, focus: profile.focus, minutes: minutesPhrase(remainingMinutes) };
  const filled = (templates: readonly string[]) =>
    templates.map((t) => fillTemplate(t, slots)).filter((text): text is string => text !== null);
  // Focus and time when both are known; whichever is, otherwise.
  const situations = [FOCUS_AND_TIME, FOCUS_ONLY, TIME_ONLY].map(filled).find((s) => s.length > 0) ?? [];
  const howItWorks = profile.needsEncouragement ? HOW_IT_WORKS.encouraging : HOW_IT_WORKS.plain;
  const introductions = random.shuffle(filled(GREETINGS)).flatMap((greeting) => {
    const said = [greeting, ...random.shuffle(situations).slice(0, 1)].join(' ');
    // The explanation is the first thing to go when the word limit is tight.
    return [`${said} ${howItWorks}`, said];
  });
  const questions = questionWordings({
    move: 'recall',
    profile,
    // No {focus}: the greeting has just quoted it, so the question asks about its main concept.
    slots: { concept: focusConcept, topic },
    aimAtFocus: false,
    conceptIsTopic: focusConcept === topic,
    askedBefore: () => false,
    random,
  });
  return (
    composeFreshReply({ leads: introductions, bridges: [], questions }, previousReplies, maxWords) ??
    lastResortReply(questions, previousReplies, maxWords)
  );
}
