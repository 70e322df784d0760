import type { LearningStyle, Register } from './learner-profile.js';
import type { SocraticMove } from './socratic-moves.js';

/**
 * The questions behind each move. Slots: {concept} (from the learner's words), {topic}, {focus}
 * and {goal} (from the baseline), {earlier} (another concept the learner raised). Every template
 * ends with its one question mark, and none gives anything away: the offline tutor has no answers
 * to give from templates, only better questions; facts come from the knowledge base (definition-reply).
 */
export interface QuestionTemplate {
  text: string;
  /** Only for this register; for both when absent. */
  register?: Register;
  /** Only for learners who asked to learn this way, and tried first for them. */
  style?: LearningStyle;
}

export const QUESTION_TEMPLATES: Record<SocraticMove, readonly QuestionTemplate[]> = {
  recall: [
    {
      text: "What do you already know about {concept}, even if it's only a rough idea?",
      register: 'standard',
    },
    {
      text: 'Before we dig in, how would you explain {concept} in your own words at this point?',
      register: 'standard',
    },
    {
      text: 'What have you already heard or read about {concept}, and where did it come from?',
      register: 'standard',
    },
    {
      text: 'When you think about “{focus}”, what do you already believe is going on?',
      register: 'standard',
    },
    { text: 'Which part of “{focus}” already feels clear to you, and which part feels foggy?' },
    { text: 'What comes to mind when you hear {concept}?', register: 'simple' },
    { text: 'What do you already know about {concept}, even a little?', register: 'simple' },
    {
      text: 'Where have you come across {concept} before, at school, at work or in everyday life?',
      register: 'simple',
    },
    { text: 'When you picture {concept}, what do you see in your mind?', style: 'visual' },
    { text: "What's one example of {concept} you already know, even a rough one?", style: 'examples' },
    {
      text: 'What have you already tried or seen for yourself that has to do with {concept}?',
      style: 'hands_on',
    },
    { text: 'If you broke {concept} into steps, which step do you think comes first?', style: 'stepwise' },
  ],
  clarify: [
    { text: 'What exactly do you mean by {concept}?', register: 'standard' },
    { text: 'How would you define {concept} in one sentence of your own?', register: 'standard' },
    { text: 'If you had to put {concept} another way, how would you say it?', register: 'standard' },
    { text: "What's the most important thing about {concept}, in your view?", register: 'standard' },
    { text: 'How does {concept} connect to what you want to understand, “{focus}”?' },
    { text: 'What do you mean by {concept}, in your own words?', register: 'simple' },
    { text: 'How would you explain {concept} to a friend?', register: 'simple' },
    { text: 'Could you say a bit more about the job of {concept}?', register: 'simple' },
    { text: 'If you drew a quick sketch of {concept}, what would be in it?', style: 'visual' },
    {
      text: 'Could you walk me through your thinking about {concept}, one step at a time?',
      style: 'stepwise',
    },
    { text: "What's an everyday analogy that captures what you mean by {concept}?", style: 'examples' },
  ],
  example: [
    { text: "What's a concrete example of {concept} you could point to?", register: 'standard' },
    { text: 'Can you think of a case where {concept} shows up outside a textbook?', register: 'standard' },
    {
      text: 'What would a telling example of {concept} look like, and what makes it telling?',
      register: 'standard',
    },
    { text: 'Which example from {topic} would best show what you mean by {concept}?' },
    { text: 'Can you think of an everyday example of {concept}?', register: 'simple' },
    { text: 'Where might you see {concept} happen in real life?', register: 'simple' },
    { text: "What's one concrete case of {concept} that you have seen or could imagine?", style: 'examples' },
    {
      text: 'If you had to try out {concept} yourself, what would you actually do first?',
      style: 'hands_on',
    },
    { text: 'If you sketched one example of {concept}, what would the picture show?', style: 'visual' },
  ],
  evidence: [
    { text: 'What makes you think that about {concept}?' },
    { text: 'How could you check whether what you said about {concept} is true?', register: 'standard' },
    { text: 'How could we check whether that holds, and what would we look at first?' },
    { text: 'What evidence would convince a sceptic about {concept}?', register: 'standard' },
    {
      text: 'Where does your idea about {concept} come from: something you read, saw or worked out?',
      register: 'standard',
    },
    { text: 'How do you know that about {concept}?', register: 'simple' },
    { text: 'What have you seen or read that backs up your idea about {concept}?', register: 'simple' },
    { text: 'What small experiment could you run to test your idea about {concept}?', style: 'hands_on' },
  ],
  probe_assumptions: [
    { text: 'What are you taking for granted when you talk about {concept}?', register: 'standard' },
    {
      text: 'Does your idea about {concept} always hold, or only under certain conditions?',
      register: 'standard',
    },
    { text: 'What would have to be true for your idea about {concept} to hold?', register: 'standard' },
    { text: 'Which part of your thinking about {concept} are you least sure of?' },
    { text: "Is that always true for {concept}, or are there times when it isn't?", register: 'simple' },
    { text: 'What are you assuming about {concept} there?', register: 'simple' },
  ],
  other_view: [
    { text: 'How might someone who disagrees with you see {concept}?', register: 'standard' },
    {
      text: 'What would {concept} look like from a completely different point of view?',
      register: 'standard',
    },
    {
      text: "If an expert from a neighbouring field looked at {concept}, what might they notice that you haven't?",
      register: 'standard',
    },
    { text: 'Is there another way to explain {concept} that also fits what you know?' },
    { text: 'How might someone else see {concept} differently?', register: 'simple' },
    { text: 'Could there be another way to look at {concept}?', register: 'simple' },
  ],
  implications: [
    { text: 'If your idea about {concept} holds, what follows from that?', register: 'standard' },
    { text: 'What would change if {concept} disappeared from the picture?', register: 'standard' },
    { text: 'How might {concept} affect {earlier}, which you mentioned earlier?' },
    { text: 'Where would your idea about {concept} lead if you pushed it further?', register: 'standard' },
    { text: 'What would happen if {concept} were missing?', register: 'simple' },
    { text: "If that's true about {concept}, what else would have to be true?", register: 'simple' },
    {
      text: 'If you changed one thing about {concept}, what do you predict would happen?',
      style: 'hands_on',
    },
  ],
  reflect: [
    {
      text: "Looking back over our conversation, what's one idea about {topic} that is clearer to you now?",
      register: 'standard',
    },
    {
      text: 'Which of your own ideas about {concept} changed the most while we talked?',
      register: 'standard',
    },
    { text: 'What was the hardest part of {concept} to think through, and what helped you?' },
    { text: 'What question about {topic} would you still like to explore after this session?' },
    { text: "What's one thing about {topic} that makes more sense to you now?", register: 'simple' },
    { text: 'Which part of our talk about {concept} was the most useful for you?', register: 'simple' },
  ],
  summarise: [
    {
      text: 'How would you sum up what you now understand about {concept} in two or three sentences of your own?',
      register: 'standard',
    },
    {
      text: 'If you had to explain {topic} to a friend in one breath, what would you say?',
      register: 'standard',
    },
    { text: "What are the two or three key ideas about {topic} you'd want to remember tomorrow?" },
    {
      text: 'In your own words, what is the main thing you have worked out about {concept}?',
      register: 'simple',
    },
    { text: 'How would you explain {topic} to a friend now, in a sentence or two?', register: 'simple' },
    {
      text: 'If you drew a simple diagram of what you now know about {topic}, what would go in the middle?',
      style: 'visual',
    },
    { text: 'Could you list the main steps of {topic} as you now understand them?', style: 'stepwise' },
  ],
  connect_goal: [
    {
      text: 'You said your goal is “{goal}”. How does what you now know about {concept} move you toward it?',
      register: 'standard',
    },
    {
      text: "Thinking of your goal, “{goal}”, what is the first thing you'd do with what you have worked out?",
    },
    { text: 'How could you use {concept} for your goal, “{goal}”?', register: 'standard' },
    { text: 'How will what you learned about {concept} help with your goal, “{goal}”?', register: 'simple' },
    {
      text: "What's one step toward “{goal}” that you could take with what you know now?",
      register: 'simple',
    },
    {
      text: 'What could you practise next, toward “{goal}”, using what you worked out about {concept}?',
      style: 'hands_on',
    },
  ],
  scaffold: [
    {
      text: "Let's take a smaller step: when you hear {concept}, what's the very first word that comes to mind?",
    },
    {
      text: "Here's a foothold: think about where you might notice {concept} in everyday life. What's one thing you'd guess about it, even if you're unsure?",
    },
    { text: "Here's a way in: you mentioned {earlier} before. How might that be linked to {concept}?" },
    {
      text: 'Try a guess: when you think of {concept}, are you thinking more about what something is, or what it does?',
    },
    {
      text: "No need for the full picture yet. What's one small thing you'd expect to be true about {concept}?",
    },
    {
      text: "Try picturing {concept} as a simple drawing. What's the first shape or label you'd put down?",
      style: 'visual',
    },
    {
      text: 'Think of something from daily life that reminds you even slightly of {concept}. What is it?',
      style: 'examples',
    },
    {
      text: 'Imagine you had to show {concept} to someone with your hands. What would you do first?',
      style: 'hands_on',
    },
  ],
  turn_back: [
    {
      text: "Before I weigh in, what's your own best guess about {concept}, starting from what you know about {topic}?",
    },
    {
      // Whether it belongs at all is the learner's to decide: "where the mitochondria belongs in
      // photosynthesis" took a false claim for granted.
      text: "Here's a foothold: think about whether {concept} plays a part in {topic} at all. What would you guess first?",
    },
    {
      text: "Here's a foothold: start from what you said about {earlier}. How might {concept} connect to it, if at all?",
    },
    { text: "Here's a foothold: the words themselves are a clue. What does {concept} suggest to you?" },
    { text: 'Start from what you already know, even a little: what do you suspect the answer might be?' },
    { text: 'Based on what you know so far, what would you expect {concept} to do?', register: 'standard' },
    {
      text: 'Any guess is fine, and the words are a clue: what do you think {concept} has to do with?',
      register: 'simple',
    },
  ],
  // Checked and taught replies are written from what was checked, not from templates.
  check: [],
  teach: [],
};
