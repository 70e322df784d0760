import type { BaselineContextField } from '@socratica/contracts';
import type { BaselineScoreBreakdown } from '../baseline-score.js';
import { LEARNING_STYLES } from '../baseline-questions.js';
import { proseOnly } from '../learner-prose.js';
import { sameChoice } from '../rule-grading.js';
import { topicSubject } from '../topic-phrasing.js';

/**
 * The offline coach's knowledge gaps and recommendations after the baseline: two to four sentences
 * each, from the knowledge level the learner chose, the gap between knowledge and confidence, and
 * the learner's own focus, learning style and goal.
 *
 * The level sentences follow the option chosen in question 1, not the difficulty the score found:
 * a low confidence can make "I know the basics" score as a beginner, and telling that learner the
 * basics are new to them would contradict what they just said.
 */
export interface AdviceInput {
  topic: string;
  answers: Record<BaselineContextField, string>;
  scored: BaselineScoreBreakdown;
}

type Style = 'examples' | 'steps' | 'questions' | 'practice';

export function knowledgeGaps({ topic, answers, scored }: AdviceInput): string[] {
  const s = topicSubject(topic);
  const focus = excerpt(answers.learning_focus);
  // One pair per option of question 1, from "new to it" to "could teach it".
  const byChosenLevel: [string, string][] = [
    [
      `The core vocabulary and basic ideas of ${s} are still new to you.`,
      `You have not yet connected ${s} to examples from things you already know.`,
    ],
    [
      `You know the basics of ${s}; the next step is seeing how its ideas connect and why they work.`,
      `Applying ${s} to unfamiliar situations is still uncertain ground.`,
    ],
    [
      `You can explain how the ideas of ${s} connect; using them on unfamiliar problems is the next test.`,
      `Your remaining gaps in ${s} are likely in edge cases and the limits of the usual explanations.`,
    ],
    [
      `Your remaining gaps in ${s} are likely in edge cases, trade-offs and the limits of the usual explanations.`,
      `Explaining ${s} precisely, under probing questions, is the test still ahead.`,
    ],
  ];
  const gaps: string[] = [...chosenLevel(byChosenLevel, scored.levelIndex)];
  if (focus)
    gaps.push(`Your chosen focus, “${focus}”, is where the session should build your understanding.`);
  if (scored.confidence >= 8 && scored.levelIndex <= 1) {
    gaps.push(
      `Your confidence (${scored.confidence}/10) runs ahead of the knowledge level you chose; the session will test where it holds.`,
    );
  } else if (scored.confidence <= 3 && scored.levelIndex >= 2) {
    gaps.push(
      `You rate your knowledge higher than your confidence (${scored.confidence}/10): putting what you know into words will show you how much you have.`,
    );
  }
  return gaps.slice(0, 4);
}

export function recommendations({ topic, answers, scored }: AdviceInput): string[] {
  const s = topicSubject(topic);
  const styleAdvice: Record<Style, string> = {
    examples: `Ask the tutor for a concrete example or an analogy for each new idea in ${s}.`,
    steps: `Ask the tutor to break ${s} into small steps, and check each one before moving on.`,
    questions: `Let the tutor question you: answer in your own words before asking for an explanation.`,
    practice: `Ask the tutor for a short exercise after each idea, and try it before looking at the answer.`,
  };
  const byChosenLevel = [
    `Start with the key terms of ${s} and the problem it deals with, before the details.`,
    `Test yourself on why, not only what: explain the reasons behind each idea of ${s}.`,
    `Test yourself on why, not only what: explain the reasons behind each idea of ${s}.`,
    `Push on counter-examples and edge cases of ${s}, and compare competing explanations.`,
  ];
  const advice = [chosenLevel(byChosenLevel, scored.levelIndex)];
  const style = learningStyle(answers.learning_preferences);
  if (style) advice.push(styleAdvice[style]);
  const goal = excerpt(answers.success_criteria);
  if (goal) advice.push(`Tell the tutor your goal at the start, “${goal}”, so the session aims at it.`);
  advice.push(`At the end, explain ${s} back in a few sentences to check what stuck.`);
  return advice.slice(0, 4);
}

/** The entry for the chosen option, 0 to 3; an index out of range reads as the nearest option. */
function chosenLevel<T>(byLevel: readonly T[], levelIndex: number): T {
  return byLevel[Math.min(byLevel.length - 1, Math.max(0, Math.round(levelIndex)))]!;
}

/** Which of the four styles the answer names, by option when it is one, else by its words. */
function learningStyle(answer: string): Style | null {
  const styles: Style[] = ['examples', 'steps', 'questions', 'practice'];
  const index = LEARNING_STYLES.findIndex((o) => sameChoice(o, answer));
  if (index >= 0) return styles[index] ?? null;
  if (/example|analog|stor(y|ies)|visual|picture|diagram/i.test(answer)) return 'examples';
  if (/step|structur|explanation|walk/i.test(answer)) return 'steps';
  if (/question|think|socratic|discuss/i.test(answer)) return 'questions';
  if (/hands|practi|exercise|doing|project|try/i.test(answer)) return 'practice';
  return null;
}

/** A learner's words, short enough to quote inside a sentence, without markup, code or addresses. */
function excerpt(text: string, max = 90): string {
  const flat = proseOnly(text)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?;:,]+$/, '');
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max).replace(/\s+\S*$/, '')}…`;
}
