import type {
  CompleteAssessmentResponse,
  EnhancedResults,
  LearningGains,
  Metric,
  Question,
  StartAssessmentResponse,
} from '@socratica/contracts';

function question(overrides: Partial<Question> & Pick<Question, 'id' | 'text' | 'type'>): Question {
  return {
    purpose: 'Baseline',
    options: [],
    learning_objective: null,
    bloom_level: null,
    context_field: null,
    scale: null,
    ...overrides,
  };
}

/** The five baseline questions of DESIGN D5, in their fixed order. */
export const baselineQuestions: Question[] = [
  question({
    id: 'q1',
    text: 'How well do you know tides?',
    type: 'multiple_choice',
    options: ['Never studied them', 'Know the basics', 'Studied them in school', 'Work with them'],
    context_field: 'experience_level',
  }),
  question({
    id: 'q2',
    text: 'What do you want to focus on?',
    type: 'text',
    context_field: 'learning_focus',
  }),
  question({
    id: 'q3',
    text: 'How do you like to learn?',
    type: 'multiple_choice',
    options: ['Examples', 'Theory first', 'Questions', 'Diagrams'],
    context_field: 'learning_preferences',
  }),
  question({
    id: 'q4',
    text: 'What is your goal, and any constraints?',
    type: 'short_answer',
    context_field: 'success_criteria',
  }),
  question({
    id: 'q5',
    text: 'How confident are you about tides?',
    type: 'confidence_rating',
    context_field: 'confidence_baseline',
    scale: { min: 1, max: 10 },
  }),
];

export const startedSession: StartAssessmentResponse = {
  session_id: 42,
  topic: 'Tides',
  difficulty: 'beginner',
  time_allocation: {
    total_minutes: 30,
    pre_assessment_minutes: 4.5,
    chat_learning_minutes: 21,
    post_assessment_minutes: 4.5,
  },
  assessment: {
    assessment_type: 'pre_assessment_baseline',
    topic: 'Tides',
    time_allocation: {
      total_minutes: 30,
      pre_assessment_minutes: 4.5,
      chat_learning_minutes: 21,
      post_assessment_minutes: 4.5,
    },
    questions: baselineQuestions,
    answered_offline: [],
  },
};

export const completedBaseline: CompleteAssessmentResponse = {
  session_id: 42,
  answered_offline: [],
  score: 35,
  score_percentage: 35,
  difficulty_level: 'intermediate',
  knowledge_gaps: ['Why there are two tides a day'],
  recommendations: ['Start with the Moon’s pull'],
  assessment_type: 'pre_assessment_baseline',
  context: {
    experience_level: 'Know the basics',
    learning_focus: 'Spring and neap tides',
    learning_preferences: 'Diagrams',
    success_criteria: 'Explain tides to my class',
    confidence_baseline: 4,
  },
  scoring_explanation: 'Knowledge level and confidence, weighted.',
};

/** The post-assessment mix of DESIGN D7. */
export const postQuestions: Question[] = [
  question({
    id: 'p1',
    text: 'What mainly causes tides?',
    type: 'multiple_choice',
    options: ['The Moon', 'The wind', 'Earthquakes'],
    bloom_level: 'remember',
  }),
  question({
    id: 'p2',
    text: 'Which bodies pull on the oceans?',
    type: 'multi_select',
    options: ['Moon', 'Sun', 'Mars'],
    bloom_level: 'understand',
  }),
  question({ id: 'p3', text: 'Explain a spring tide.', type: 'short_answer', bloom_level: 'analyze' }),
  question({
    id: 'p4',
    text: 'How confident are you now?',
    type: 'confidence_rating',
    scale: { min: 1, max: 10 },
  }),
];

export const learningGains: LearningGains = {
  pre_score: 40,
  pre_score_kind: 'self_estimate',
  post_score: 75,
  improvement: 35,
  normalized_gain: 0.583,
  confidence_pre: 4,
  confidence_post: 7,
  confidence_growth: 3,
};

const metric = (value: number | null, formula: string): Metric => ({ value, formula });

export function enhancedResults(overrides: Partial<EnhancedResults> = {}): EnhancedResults {
  return {
    session_id: 7,
    answered_offline: [],
    topic: 'Tides',
    created_at: '2026-11-21T14:30:00Z',
    completed_at: '2026-11-21T14:47:00Z',
    assessment: {
      score: 40,
      score_kind: 'self_estimate',
      difficulty_level: 'intermediate',
      total_questions: 9,
      time_taken: 320,
    },
    analysis: {
      post_assessment: { score_percentage: 75, knowledge_basis: 'knowledge_test' },
      learning_gains: learningGains,
      tested_gain: {
        measured: true,
        reason: null,
        items: 3,
        pre_score: 33.3,
        post_score: 66.7,
        normalized_gain: 0.5,
        meaning:
          'You learned 50 % of what you did not yet know on these statements; Hake (1998) found about 0.23 typical of traditional lectures and 0.48 of interactive teaching, over whole courses.',
      },
      learning_efficiency: metric(
        20,
        'Tested points gained per 10 minutes of chat: (post − pre) on the 3 parallel items, scored before and after the chat, divided by the chat minutes on the session clock (paused time left out) and times 10; measured only with a pre-check, and at least a minute of chat.',
      ),
      confidence_growth: 3,
    },
    personalized_recommendations: ['Draw the Earth–Moon system'],
    knowledge_gaps: ['Neap tides'],
    source_found: true,
    contradicted_claims: [],
    next_steps: [
      { title: 'Practise with tide tables', description: 'Read a week of your local tide table.' },
    ],
    chat_history_summary: { learning_concepts: ['gravity', 'tidal bulge'], summary: null },
    responses_count: 9,
    chat_message_counts: { learner: 6, tutor: 7 },
    enhanced_features: {
      personalized_recommendations: ['Draw the Earth–Moon system', 'Watch a time-lapse of a harbour'],
      knowledge_gaps: ['Neap tides'],
      next_steps: [{ title: 'Teach it back', description: 'Explain spring tides to a friend.' }],
    },
    advanced_analytics: {
      performance_metrics: {
        peer_percentile: metric(
          82.5,
          'Percent of sessions on this topic scoring below you, counting ties as half.',
        ),
        time_efficiency: metric(64, 'min(100, score × minutes allotted ÷ minutes spent).'),
        consistency_score: metric(71.2, '100 − 200 × the standard deviation of the per-question scores.'),
        improvement_velocity: metric(null, 'Slope of your scores on this topic, in points per session.'),
      },
      comparative_analytics: {
        cognitive_analysis: {
          knowledge_depth: metric(80, 'Mean score on recall and understanding questions.'),
          critical_thinking: metric(null, 'Mean score on analysis, evaluation and creation questions.'),
          concept_mastery: metric(66.7, 'Share of learning objectives answered correctly.'),
        },
      },
    },
    comparative_context: {
      other_learners: 11,
      minimum_other_learners: 5,
      total_participants: 12,
      your_ranking: 3,
      average_score: 58.4,
      note: null,
    },
    your_history: [],
    ...overrides,
  };
}
