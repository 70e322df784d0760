import type { BaselineContext } from '@socratica/contracts';
import type { ChatTurn } from '../../src/coach/coach.js';

/** Four learners' sessions on very different topics, for tests of the coach and of what uses it. */
export interface SampleSession {
  topic: string;
  baseline: BaselineContext;
  chat: ChatTurn[];
}

const tutor = (content: string): ChatTurn => ({ role: 'assistant', content });
const learner = (content: string): ChatTurn => ({ role: 'user', content });

export const SESSIONS: SampleSession[] = [
  {
    topic: 'photosynthesis',
    baseline: {
      experience_level: 'I know the basics of photosynthesis',
      learning_focus: 'How the light reactions and the Calvin cycle connect',
      learning_preferences: 'Examples and analogies',
      success_criteria: 'Pass my biology exam on chloroplasts next week',
      confidence_baseline: 4,
    },
    chat: [
      tutor('What do you already know about how plants make food?'),
      learner('I know plants use sunlight and chlorophyll, but I am not sure how the light reactions work.'),
      tutor(
        'Good start. In the light reactions, chlorophyll in the thylakoid membranes absorbs light and splits water, releasing oxygen and making ATP and NADPH. Where do you think that ATP goes next?',
      ),
      learner('Maybe to the Calvin cycle? It makes sugar from carbon dioxide.'),
      tutor(
        'Exactly. The Calvin cycle uses ATP and NADPH to fix carbon dioxide into glucose in the stroma. Why would the plant need both stages?',
      ),
      learner(
        'Because the light reactions store energy and the Calvin cycle uses that energy to build sugar.',
      ),
    ],
  },
  {
    topic: 'Rust lifetimes',
    baseline: {
      experience_level: 'I know the basics of Rust lifetimes',
      learning_focus: 'Why the borrow checker rejects my function that returns a reference',
      learning_preferences: 'Hands-on practice and exercises',
      success_criteria: 'Fix the compiler errors in my parser project this weekend',
      confidence_baseline: 5,
    },
    chat: [
      tutor('What problem do you think lifetimes solve in Rust?'),
      learner(
        'They stop dangling references, I think. The borrow checker complains when a reference outlives its data.',
      ),
      tutor(
        "Right. A lifetime annotation like 'a tells the borrow checker how long a reference is valid. When a function returns a reference, the compiler needs to know which input reference it borrows from. What happens with lifetime elision?",
      ),
      learner(
        'Elision lets the compiler infer lifetimes for simple function signatures so I do not write annotations.',
      ),
      tutor(
        'Good. The elision rules cover one input reference or a method taking &self. With two input references, you add an explicit lifetime annotation to the function signature.',
      ),
      learner('So the annotation links the output reference to one input reference.'),
    ],
  },
  {
    topic: 'The French Revolution',
    baseline: {
      experience_level: "I'm new to the French Revolution",
      learning_focus: 'Why the monarchy collapsed in 1789',
      learning_preferences: 'Questions that make me think it through',
      success_criteria: 'Write a history essay about its causes',
      confidence_baseline: 2,
    },
    chat: [
      tutor('What do you think a government needs in order to survive a crisis?'),
      learner('Money, I guess, and people who support it.'),
      tutor(
        'Both mattered in 1789. The monarchy faced a debt crisis after the wars, and Louis XVI called the Estates-General to raise taxes. How do you think the Third Estate felt about paying?',
      ),
      learner('Angry, because the clergy and the nobility paid almost no taxes.'),
      tutor(
        'Yes. The Third Estate declared itself the National Assembly and took the Tennis Court Oath. Weeks later crowds stormed the Bastille. How do the debt crisis and the National Assembly connect?',
      ),
      learner(
        'The debt crisis forced the king to call the Estates-General, and that gave the Third Estate a stage to form the National Assembly.',
      ),
    ],
  },
  {
    topic: 'how to negotiate a salary',
    baseline: {
      experience_level: "I've never tried to negotiate a salary",
      learning_focus: 'Knowing what number to ask for and handling a counteroffer',
      learning_preferences: 'Step-by-step explanations',
      success_criteria: 'Feel ready for my job offer call on Friday',
      confidence_baseline: 3,
    },
    chat: [
      tutor('What have you tried before when discussing pay?'),
      learner('I usually accept the first offer. I never know my market value.'),
      tutor(
        'Research market data first: salary surveys and job postings give you a range. Anchoring with a specific number early shapes the negotiation. What is your walk-away point, your BATNA?',
      ),
      learner('My BATNA would be staying in my current job with a small raise.'),
      tutor(
        'Good. Knowing your BATNA and your market range lets you answer a counteroffer calmly. What would you say if they offer less than your range?',
      ),
      learner('I would restate my market range and ask whether the offer has room for a signing bonus.'),
    ],
  },
];
