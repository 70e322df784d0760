import type { BaselineContextField, Question, QuestionType, TimeAllocation } from '@socratica/contracts';
import { topicActivity, topicInSentence, topicSubject } from './topic-phrasing.js';

/**
 * DESIGN D5: the baseline's five questions, always in this order, with these types and context
 * fields. Both adapters choose the words; only this file decides the shape.
 */
export const BASELINE_SLOTS = [
  {
    field: 'experience_level',
    type: 'multiple_choice',
    purpose: 'Estimates how much you already know, so the tutor starts at the right level.',
  },
  {
    field: 'learning_focus',
    type: 'text',
    purpose: 'Tells the tutor what to focus the session on.',
  },
  {
    field: 'learning_preferences',
    type: 'multiple_choice',
    purpose: 'Lets the tutor explain things the way that suits you best.',
  },
  {
    field: 'success_criteria',
    type: 'text',
    purpose: 'Says what success means for you in this session, and what the tutor must work around.',
  },
  {
    field: 'confidence_baseline',
    type: 'confidence_rating',
    purpose: 'Records your starting confidence, to compare with how you feel at the end.',
  },
] as const satisfies readonly { field: BaselineContextField; type: QuestionType; purpose: string }[];

export const CHOICE_COUNT = 4;

/** The words of one baseline question; options only for the two multiple-choice slots. */
interface BaselineWording {
  text: string;
  options?: readonly string[];
}

export type BaselineWordings = Record<BaselineContextField, BaselineWording>;

/** Puts the five questions together in D5 order, with ids q1..q5. */
export function assembleBaseline(wordings: BaselineWordings): Question[] {
  return BASELINE_SLOTS.map((slot, index) => ({
    id: `q${index + 1}`,
    text: wordings[slot.field].text,
    type: slot.type,
    purpose: slot.purpose,
    options: slot.type === 'multiple_choice' ? [...(wordings[slot.field].options ?? [])] : [],
    learning_objective: null,
    bloom_level: null,
    context_field: slot.field,
    scale: slot.type === 'confidence_rating' ? { min: 1, max: 10 } : null,
  }));
}

/** The four learning styles; their order is the one the offline advice recognises. */
export const LEARNING_STYLES = [
  'Examples and analogies',
  'Step-by-step explanations',
  'Questions that make me think it through',
  'Hands-on practice and exercises',
] as const;

/** The built-in wording: it reads well for any topic, and fills any slot a model got wrong. */
export function standardBaselineWordings(topic: string, time: TimeAllocation): BaselineWordings {
  const activity = topicActivity(topic);
  const subject = topicSubject(topic);
  const named = topicInSentence(topic);
  // The plan's own minutes, as the time allocation shows them: 10.5, not a rounded 11.
  const minutes = Number(time.chat_learning_minutes.toFixed(1));
  const session = minutes > 0 ? `this ${minutes}-minute session` : 'this session';
  return {
    experience_level: {
      text: activity
        ? `How much experience do you have with how to ${activity}?`
        : `How much do you already know about ${named}?`,
      options: activity
        ? [
            `I've never tried to ${activity}`,
            `I know a little about how to ${activity}, but haven't done it much`,
            `I can ${activity} in familiar situations`,
            `I could teach someone else how to ${activity}`,
          ]
        : [
            `I'm new to ${named}`,
            `I know the basics of ${named}`,
            `I know ${named} well and can explain how its ideas connect`,
            `I could teach ${named} to someone else`,
          ],
    },
    learning_focus: {
      text: `What would you most like to focus on about ${subject}: an idea to understand, a question you have, or a skill to build?`,
    },
    learning_preferences: {
      text: `How do you prefer to learn about ${subject}?`,
      options: LEARNING_STYLES,
    },
    success_criteria: {
      text: `What is your goal for ${session} on ${subject}, and are there any constraints the tutor should know about, such as a deadline, an exam or little time to practise?`,
    },
    confidence_baseline: {
      text: `On a scale of 1 to 10, how confident do you feel about ${subject} right now?`,
    },
  };
}
