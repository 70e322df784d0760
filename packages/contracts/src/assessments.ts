import { z } from 'zod';
import { CoachTask } from './coach-tasks.js';
import { storableText, wholeNumber } from './common.js';

// ---------------------------------------------------------------------------------------------
// Time (spec 1 §9)
// ---------------------------------------------------------------------------------------------

export const TIME_OPTIONS = [5, 15, 30, 45, 60] as const;
export const BASELINE_QUESTION_COUNT = 5;
export const DEFAULT_RESPONSE_SECONDS = 60;
export const DEFAULT_POST_RESPONSE_SECONDS = 30;
export const TOPIC_MAX_LENGTH = 200;

export const TimeAllocation = z.object({
  total_minutes: z.number().describe('T: the largest time the learner chose.'),
  pre_assessment_minutes: z.number().describe('min(15% of T, 5)'),
  chat_learning_minutes: z.number().describe('T − pre − post, so that the three parts add up to T (D13).'),
  post_assessment_minutes: z.number().describe('min(15% of T, 10)'),
});
export type TimeAllocation = z.infer<typeof TimeAllocation>;

export const Difficulty = z.enum(['beginner', 'intermediate', 'advanced'], {
  error: 'The difficulty must be beginner, intermediate or advanced.',
});
export type Difficulty = z.infer<typeof Difficulty>;

// ---------------------------------------------------------------------------------------------
// Questions (spec 1 §3, DESIGN D5 and D7)
// ---------------------------------------------------------------------------------------------

export const QuestionType = z.enum([
  'multiple_choice',
  'multi_select',
  'text',
  'short_answer',
  'essay',
  'open_ended',
  'confidence_rating',
]);
export type QuestionType = z.infer<typeof QuestionType>;

export const BloomLevel = z.enum(['remember', 'understand', 'apply', 'analyze', 'evaluate', 'create']);
export type BloomLevel = z.infer<typeof BloomLevel>;

/** The baseline's context fields, in the order of DESIGN D5. */
export const BaselineContextField = z.enum([
  'experience_level',
  'learning_focus',
  'learning_preferences',
  'success_criteria',
  'confidence_baseline',
]);
export type BaselineContextField = z.infer<typeof BaselineContextField>;

/** A question as the browser sees it: never with its answer key. */
export const Question = z.object({
  id: z.string(),
  text: z.string(),
  type: QuestionType,
  purpose: z.string(),
  options: z.array(z.string()).describe('Choices for multiple_choice and multi_select; empty otherwise.'),
  learning_objective: z.string().nullable(),
  bloom_level: BloomLevel.nullable(),
  context_field: BaselineContextField.nullable().describe('Which baseline context field the answer fills.'),
  scale: z
    .object({ min: z.number().int(), max: z.number().int() })
    .nullable()
    .describe('For confidence_rating: 1 to 10.'),
});
export type Question = z.infer<typeof Question>;

export const GeneratedAssessment = z.object({
  assessment_type: z.enum(['pre_assessment_baseline', 'post_assessment']),
  topic: z.string(),
  time_allocation: TimeAllocation,
  questions: z.array(Question),
  answered_offline: z
    .array(CoachTask)
    .describe('Tasks of this session the model failed, so the built-in offline coach did them (issue 38).'),
});
export type GeneratedAssessment = z.infer<typeof GeneratedAssessment>;

// ---------------------------------------------------------------------------------------------
// Starting a session and answering the baseline
// ---------------------------------------------------------------------------------------------

const timeOption = wholeNumber(5, 60, 'Times are minutes: 5, 15, 30, 45 or 60.').refine(
  (n): n is (typeof TIME_OPTIONS)[number] => (TIME_OPTIONS as readonly number[]).includes(n),
  {
    error: 'Times are minutes: 5, 15, 30, 45 or 60.',
  },
);

const secondsSpent = wholeNumber(0, 24 * 3600, 'time_spent is a whole number of seconds, up to a day.');

export const StartAssessmentQuery = z.object({
  topic: storableText({ error: 'Enter a topic to learn about.' })
    .trim()
    .min(1, { error: 'Enter a topic to learn about.', abort: true })
    .max(TOPIC_MAX_LENGTH, { error: `The topic can have at most ${TOPIC_MAX_LENGTH} characters.` }),
  difficulty: Difficulty.default('beginner'),
  /** Repeat the parameter (`times=15&times=30`) or separate with commas (`times=15,30`). */
  times: z
    .preprocess(
      (value) =>
        value === undefined
          ? []
          : typeof value === 'string'
            ? value.split(',').filter((v) => v.trim() !== '')
            : value,
      z.array(timeOption).min(1, { error: 'Please select how much time you have available for learning.' }),
    )
    .describe('The chosen times in minutes; the largest is the session length.'),
});
export type StartAssessmentQuery = z.input<typeof StartAssessmentQuery>;

export const StartAssessmentResponse = z.object({
  session_id: z.number().int(),
  topic: z.string(),
  difficulty: Difficulty,
  time_allocation: TimeAllocation,
  assessment: GeneratedAssessment,
});
export type StartAssessmentResponse = z.infer<typeof StartAssessmentResponse>;

export const SaveResponseRequest = z.object({
  question_number: wholeNumber(1, 100, 'question_number is a whole number from 1 to 100.'),
  question_text: storableText().max(2_000).default(''),
  user_answer: z
    .union([storableText(), z.array(storableText())], {
      error: 'Give an answer as text or a list of choices.',
    })
    .transform((answer) =>
      Array.isArray(answer)
        ? answer
            .map((a) => a.trim())
            .filter(Boolean)
            .join(', ')
        : answer.trim(),
    )
    .pipe(
      z.string().min(1, { error: 'The answer is empty: answer the question before continuing.' }).max(5_000),
    ),
  time_spent: secondsSpent.default(DEFAULT_RESPONSE_SECONDS),
});
export type SaveResponseRequest = z.input<typeof SaveResponseRequest>;

export const SaveResponseReply = z.object({
  session_id: z.number().int(),
  question_number: z.number().int(),
  saved: z.literal(true),
  answered: z.number().int().describe('How many baseline questions now have an answer.'),
});
export type SaveResponseReply = z.infer<typeof SaveResponseReply>;

/** The baseline's answers as the coach and the chat read them (spec 1 §3 assessment context). */
export const BaselineContext = z.object({
  experience_level: z.string(),
  learning_focus: z.string(),
  learning_preferences: z.string(),
  success_criteria: z.string(),
  confidence_baseline: z.number().int().min(1).max(10),
});
export type BaselineContext = z.infer<typeof BaselineContext>;

/**
 * Where a pre score comes from. The D5 baseline asks for self-ratings (knowledge level, confidence)
 * and wishes, not for answers that can be marked, so its score is a self-estimate; `tested` is for a
 * score built on graded answers. The report labels a self-estimate, and any change computed from it.
 */
export const PreScoreKind = z.enum(['self_estimate', 'tested']);
export type PreScoreKind = z.infer<typeof PreScoreKind>;

/** Seconds of learning: the answering time of both assessments plus the chat time. */
const learningSeconds = z
  .number()
  .int()
  .describe(
    'Seconds of learning: the time spent on each assessment question (timed by the browser) plus the chat time on the session clock (paused time excluded).',
  );

export const CompleteAssessmentResponse = z.object({
  session_id: z.number().int(),
  score: z.number().describe('0–100 estimate of prior knowledge (D6).'),
  score_percentage: z.number(),
  difficulty_level: Difficulty,
  knowledge_gaps: z.array(z.string()),
  recommendations: z.array(z.string()),
  assessment_type: z.literal('pre_assessment_baseline'),
  context: BaselineContext,
  scoring_explanation: z.string().describe('How the score was computed, in one paragraph.'),
  answered_offline: z
    .array(CoachTask)
    .describe('Tasks of this session the model failed, so the built-in offline coach did them (issue 38).'),
});
export type CompleteAssessmentResponse = z.infer<typeof CompleteAssessmentResponse>;

// ---------------------------------------------------------------------------------------------
// Listing and deleting
// ---------------------------------------------------------------------------------------------

export const AssessmentStatus = z.enum(['baseline', 'learning', 'completed']);
export type AssessmentStatus = z.infer<typeof AssessmentStatus>;

export const AssessmentListItem = z.object({
  session_id: z.number().int(),
  topic: z.string(),
  status: AssessmentStatus,
  difficulty_level: Difficulty.nullable(),
  score: z.number().nullable().describe('The baseline score once complete.'),
  score_kind: PreScoreKind,
  post_score: z.number().nullable(),
  time_taken: learningSeconds,
  created_at: z.string(),
  completed_at: z.string().nullable(),
  total_questions: z.number().int(),
});
export type AssessmentListItem = z.infer<typeof AssessmentListItem>;

export const AssessmentList = z.object({ assessments: z.array(AssessmentListItem) });
export type AssessmentList = z.infer<typeof AssessmentList>;

// ---------------------------------------------------------------------------------------------
// Post-assessment (D7)
// ---------------------------------------------------------------------------------------------

/**
 * D18: whether the post-assessment tests knowledge of the topic, or, where the offline knowledge
 * base knows too little about it, is a self-check on the session; the report labels the score so.
 */
export const KnowledgeBasis = z.enum(['knowledge_test', 'self_check']);
export type KnowledgeBasis = z.infer<typeof KnowledgeBasis>;

export const Credit = z.enum(['full', 'partial', 'none']);
export type Credit = z.infer<typeof Credit>;

/** One scored item after submission: now the accepted answer and its source may be shown. */
export const GradedAnswer = z.object({
  question_id: z.string(),
  question_text: z.string(),
  score: z.number().min(0).max(1).describe('0 to 1; partial credit for multi-select and short answers.'),
  correct: z.boolean().describe('A score of at least 0.7.'),
  credit: Credit.describe('full at a score of 1, none at 0, partial in between.'),
  learner_answer: z.string().describe('As submitted; empty when the item was left unanswered.'),
  accepted_answer: z.string(),
  source: z.string().describe('Where the accepted answer comes from, e.g. the WordNet entry.'),
  feedback: z.string().describe('Why the answer earned its credit.'),
});
export type GradedAnswer = z.infer<typeof GradedAnswer>;

export const PostAssessmentReply = z.object({
  post_assessment: z.object({
    questions: z.array(Question),
    time_limit_minutes: z.number(),
    started_at: z
      .string()
      .describe('When the post-assessment was first shown: the time limit counts from here, in any browser.'),
    seconds_left: z
      .number()
      .int()
      .min(0)
      .describe(
        'Of the time limit, when this reply was made: a browser counts down from it whatever its own clock says.',
      ),
    knowledge_basis: KnowledgeBasis,
    knowledge_note: z
      .string()
      .nullable()
      .describe('Said plainly when the score is a self-check, not a knowledge test; null otherwise.'),
  }),
  topic: z.string(),
  pre_assessment_score: z.number(),
  pre_assessment_score_kind: PreScoreKind,
  chat_messages_count: z.number().int(),
  completed_at: z
    .string()
    .nullable()
    .describe('When the post-assessment was submitted; it cannot be submitted again.'),
  graded: z
    .array(GradedAnswer)
    .nullable()
    .describe('Once submitted, each scored item with the accepted answer and its source; null before.'),
  answered_offline: z
    .array(CoachTask)
    .describe('Tasks of this session the model failed, so the built-in offline coach did them (issue 38).'),
});
export type PostAssessmentReply = z.infer<typeof PostAssessmentReply>;

export const PostAssessmentAnswer = z.object({
  question_id: storableText().min(1, { error: 'Each answer names its question_id.' }).max(100),
  answer: z.union([storableText().max(5_000), z.array(storableText().max(1_000)).max(50)], {
    error: 'Give an answer as text or a list of choices.',
  }),
  time_spent: secondsSpent.default(DEFAULT_POST_RESPONSE_SECONDS),
});
export type PostAssessmentAnswer = z.input<typeof PostAssessmentAnswer>;

export const PostAssessmentSubmission = z
  .array(PostAssessmentAnswer)
  .min(1, { error: 'Send at least one answer.' })
  .max(50);
export type PostAssessmentSubmission = z.input<typeof PostAssessmentSubmission>;

// ---------------------------------------------------------------------------------------------
// The knowledge pre-check (issue 40): scored items from the topic's sources, between the baseline and
// the chat; the post-assessment asks a parallel item on each of their statements.
// ---------------------------------------------------------------------------------------------

/** About a minute: three recall items at some twenty seconds each. */
export const PRECHECK_SECONDS = 60;

export const PreCheckOutcome = z
  .enum(['offered', 'answered', 'skipped', 'unavailable'])
  .describe(
    "offered: its items wait for answers; unavailable: the topic's sources gave no item, so no gain can be measured.",
  );
export type PreCheckOutcome = z.infer<typeof PreCheckOutcome>;

export const PreCheck = z.object({
  session_id: z.number().int(),
  outcome: PreCheckOutcome,
  questions: z.array(Question).describe('Never with their answer keys; empty when unavailable or skipped.'),
  time_limit_seconds: z.number().int(),
  note: z.string().nullable().describe('Why there is no pre-check, when there is none.'),
  correct: z.number().int().nullable().describe('Items answered right, once answered.'),
  score: z.number().nullable().describe('Percent of the items answered right, once answered.'),
});
export type PreCheck = z.infer<typeof PreCheck>;

export const PreCheckSubmission = z.object({
  answers: z
    .array(PostAssessmentAnswer)
    .min(1, { error: 'Send at least one answer, or skip the pre-check.' })
    .max(10),
});
export type PreCheckSubmission = z.input<typeof PreCheckSubmission>;

/**
 * The gain measured on tested items (issue 40): the pre-check's score and the post-assessment's score on
 * the parallel items, with the normalised gain g = (post − pre) / (100 − pre).
 */
export const TestedGain = z.object({
  measured: z.boolean(),
  reason: z
    .enum(['no_precheck', 'skipped', 'no_source', 'pre_perfect', 'post_pending'])
    .nullable()
    .describe('Why the gain is not measured; null when it is.'),
  items: z.number().int().describe('Pre-check items, each with its parallel item in the post-assessment.'),
  pre_score: z.number().nullable().describe('Percent right on the pre-check.'),
  post_score: z.number().nullable().describe('Percent of credit on the parallel post-assessment items.'),
  normalized_gain: z.number().nullable().describe('(post − pre) / (100 − pre); null when not measured.'),
  meaning: z.string().describe('One sentence on what the figure means, or why there is none.'),
});
export type TestedGain = z.infer<typeof TestedGain>;

export const LearningGains = z.object({
  pre_score: z.number(),
  pre_score_kind: PreScoreKind.describe(
    'A self-estimate makes the improvement and the normalized gain a tested score against a self-estimate.',
  ),
  post_score: z.number(),
  improvement: z.number().describe('post − pre, in points.'),
  normalized_gain: z.number().nullable().describe('(post − pre) / (100 − pre); null when pre is 100.'),
  confidence_pre: z.number().nullable(),
  confidence_post: z.number().nullable(),
  confidence_growth: z
    .number()
    .nullable()
    .describe('Post confidence minus baseline confidence, on the 1–10 scale.'),
});
export type LearningGains = z.infer<typeof LearningGains>;

export const PostAssessmentResult = z.object({
  session_id: z.number().int(),
  learning_gains: LearningGains,
  graded: z.array(GradedAnswer),
  unanswered: z
    .number()
    .int()
    .describe('Scored items left without an answer (the time ran out, or the learner skipped them).'),
  answered_offline: z
    .array(CoachTask)
    .describe('Tasks of this session the model failed, so the built-in offline coach did them (issue 38).'),
});
export type PostAssessmentResult = z.infer<typeof PostAssessmentResult>;

// ---------------------------------------------------------------------------------------------
// The report (spec 1 §3, DESIGN D8)
// ---------------------------------------------------------------------------------------------

export const NextStep = z.object({ title: z.string(), description: z.string() });
export type NextStep = z.infer<typeof NextStep>;

/** A figure with the formula that produced it, so the report can show its working. */
export const Metric = z.object({
  value: z.number().nullable().describe('null when there is not enough data yet.'),
  formula: z.string(),
});
export type Metric = z.infer<typeof Metric>;

/** A claim from the learner's chat that a source of the session contradicts (issue 37), for the report. */
export const ContradictedChatClaim = z.object({
  claim: z.string().describe('The claim as the learner stated it, as a plain sentence.'),
  source_sentence: z.string().describe("The source's sentence that says otherwise."),
  source_name: z
    .string()
    .describe('The source and its section: "French Revolution › Storming of the Bastille".'),
  source_url: z.string().nullable(),
  corrected: z.boolean().describe('Whether a later message of the learner says what the source says.'),
});
export type ContradictedChatClaim = z.infer<typeof ContradictedChatClaim>;

export const EnhancedResults = z.object({
  session_id: z.number().int(),
  answered_offline: z
    .array(CoachTask)
    .describe('Tasks of this session the model failed, so the built-in offline coach did them (issue 38).'),

  topic: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  assessment: z.object({
    score: z.number(),
    score_kind: PreScoreKind,
    difficulty_level: Difficulty,
    total_questions: z.number().int(),
    time_taken: learningSeconds,
  }),
  analysis: z.object({
    post_assessment: z
      .object({
        score_percentage: z.number(),
        knowledge_basis: KnowledgeBasis.describe(
          'A self_check score is not a knowledge test: say so beside it.',
        ),
      })
      .nullable(),
    learning_gains: LearningGains.nullable(),
    tested_gain: TestedGain,
    learning_efficiency: Metric.describe(
      'Tested points gained on the parallel items per 10 minutes of chat; null when the gain is not measured.',
    ),
    confidence_growth: z.number().nullable(),
  }),
  personalized_recommendations: z.array(z.string()),
  knowledge_gaps: z.array(z.string()),
  source_found: z
    .boolean()
    .nullable()
    .describe(
      'Whether the topic had an article or document to teach from; null when it could not be looked up.',
    ),
  contradicted_claims: z
    .array(ContradictedChatClaim)
    .describe("Claims from the chat that the session's sources contradict; they count as knowledge gaps."),
  next_steps: z.array(NextStep),
  chat_history_summary: z.object({
    learning_concepts: z.array(z.string()),
    summary: z.string().nullable(),
  }),
  responses_count: z
    .number()
    .int()
    .describe('Questions answered across both assessments, the confidence ratings included.'),
  chat_message_counts: z.object({
    learner: z.number().int().describe('Messages the learner wrote to the tutor.'),
    tutor: z.number().int().describe("The tutor's replies."),
  }),
  enhanced_features: z.object({
    personalized_recommendations: z.array(z.string()),
    knowledge_gaps: z.array(z.string()),
    next_steps: z.array(NextStep),
  }),
  advanced_analytics: z.object({
    performance_metrics: z.object({
      peer_percentile: Metric,
      time_efficiency: Metric,
      consistency_score: Metric,
      improvement_velocity: Metric,
    }),
    comparative_analytics: z.object({
      cognitive_analysis: z.object({
        knowledge_depth: Metric,
        critical_thinking: Metric,
        concept_mastery: Metric,
      }),
    }),
  }),
  comparative_context: z
    .object({
      other_learners: z
        .number()
        .int()
        .describe('Other learners with a completed post-assessment on this topic (case and spacing folded).'),
      minimum_other_learners: z.number().int().describe('Below this many, no rank or average is shown.'),
      total_participants: z
        .number()
        .int()
        .nullable()
        .describe('The other learners and you, when a comparison is made; null otherwise.'),
      your_ranking: z.number().int().nullable(),
      average_score: z
        .number()
        .nullable()
        .describe("The mean of the other learners' latest post-assessment scores on the topic."),
      note: z.string().nullable().describe('Why no comparison is shown, when none is.'),
    })
    .describe("Comparisons use each other learner's latest session on the topic; never the learner's own."),
  your_history: z
    .array(
      z.object({
        session_id: z.number().int(),
        created_at: z.string(),
        post_score: z.number(),
        this_session: z.boolean(),
      }),
    )
    .describe("The learner's own completed sessions on this topic, oldest first: their history, not peers."),
});
export type EnhancedResults = z.infer<typeof EnhancedResults>;
