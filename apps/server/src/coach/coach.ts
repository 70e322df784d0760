import type {
  TutorPhase,
  BaselineContext,
  BaselineContextField,
  Difficulty,
  Question,
  TimeAllocation,
} from '@socratica/contracts';
import type { RetrievedPassage } from '../knowledge/retrieved-passage.js';
import type { AnsweredOfflineHook } from './answered-offline-hook.js';
import type { PodcastScript, PodcastScriptRequest } from './podcast-script.js';

/**
 * The AI coach, at the level of the domain: what the learning flow asks of a tutor, not raw text
 * completion. Two adapters implement it: `offline/` (rule-based, deterministic, no network) and
 * `llm/` (any OpenAI-compatible endpoint).
 */
export interface Coach {
  readonly provider: 'offline' | 'openai' | 'local';
  /** Five questions in the order of DESIGN D5, tailored to the topic. */
  generateBaseline(request: BaselineRequest): Promise<Question[]>;
  /** The D6 estimate of prior knowledge, with gaps and recommendations. */
  scoreBaseline(request: BaselineScoringRequest): Promise<BaselineScore>;
  /** D7: a real knowledge check on the topic and what the chat covered, with answer keys. */
  generatePostAssessment(request: PostAssessmentRequest): Promise<KeyedQuestion[]>;
  /** Grades one post-assessment answer against its key (D7 rules). */
  gradeAnswer(request: GradeRequest): Promise<Grade>;
  /**
   * The Socratic tutor's next message (DESIGN D10), streamed as text pieces. With an empty history
   * it is the tutor's opening. The stream ends when the reply is whole; it throws a CoachError when
   * the provider fails, and stops when `signal` aborts.
   */
  tutorReply(request: TutorRequest, signal: AbortSignal): AsyncIterable<string>;
  /** What a chat covered: the report's learning concepts. */
  summarizeLearning(request: LearningSummaryRequest): Promise<LearningSummary>;
  /** A two-host episode script planned to the requested length (DESIGN §6); it throws a CoachError when the provider fails. */
  writePodcastScript(request: PodcastScriptRequest): Promise<PodcastScript>;
}

export interface BaselineRequest extends AnsweredOfflineHook {
  topic: string;
  difficulty: Difficulty;
  timeAllocation: TimeAllocation;
}

export interface BaselineScoringRequest extends AnsweredOfflineHook {
  topic: string;
  difficulty: Difficulty;
  questions: Question[];
  /** The learner's answers by context field; multiple choices are joined by ", ". */
  answers: Record<BaselineContextField, string>;
}

interface BaselineScore {
  /** 0–100. */
  score: number;
  difficultyLevel: Difficulty;
  knowledgeGaps: string[];
  recommendations: string[];
  /** One paragraph saying how the score was computed, shown to the learner. */
  explanation: string;
}

/** What only the server may know about a question: how to grade it. Never sent to the browser. */
export interface AnswerKey {
  /** multiple_choice: exactly one; multi_select: one or more. Each is one of the question's options. */
  correctOptions?: string[];
  /** short_answer and the like: the ideas a good answer covers. */
  keyConcepts?: string[];
  /** A model answer, for feedback. */
  modelAnswer?: string;
  /**
   * The accepted answer as the learner reads it after submitting, without any attribution: the
   * definition itself, or the correct options. Falls back to the correct options or the model answer.
   */
  acceptedAnswer?: string;
  /** Where the accepted answer comes from, for the learner: "WordNet 3.1, the noun “denominator” (sense 1 of 2)". */
  citation?: string;
  /**
   * Where the key comes from: the knowledge base or a model tests the topic; 'session' is the
   * offline coach's fallback from the chat alone, which makes the result a self-check (D18).
   */
  source?: 'knowledge_base' | 'model' | 'session';
  /**
   * The generator's pattern that made the item ('cloze', 'sentence-choice', 'kind-of', 'definition',
   * 'model'…): item statistics group by it, and an admin can retire a whole pattern (issue 40).
   */
  pattern?: string;
  /**
   * A stable id of the source fact the item tests ('sentence:3f9a…' for a source sentence, 'wordnet:kind:…'
   * for a WordNet link, 'passage:12' for a model's item on a passage): a pre-check item and its parallel
   * post item share it. Absent on items of the session alone and on rows stored before issue 40.
   */
  statement?: string;
}

export interface KeyedQuestion extends Question {
  key: AnswerKey;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Where the chat stands in its time (DESIGN D10); computed by `pacing.ts`. */
export interface Pacing {
  phase: TutorPhase;
  elapsedMinutes: number;
  remainingMinutes: number;
  /** How many messages the learner has written, the one being answered included. */
  learnerTurns: number;
  /** The phase of the tutor's previous reply; null before its first. */
  previousPhase: TutorPhase | null;
}

export interface TutorRequest extends AnsweredOfflineHook {
  topic: string;
  difficulty: Difficulty;
  /** The baseline answers: level, focus, style, goal, confidence. */
  baseline: BaselineContext;
  baselineScore: number;
  knowledgeGaps: string[];
  /** The conversation so far, oldest first; the last turn is the learner's message to answer. Empty for the opening. */
  history: ChatTurn[];
  pacing: Pacing;
  /** The most words the reply may have (the output-token cap, in words). */
  maxWords: number;
  /**
   * The tutor asks for videos on a query when one would help (D12); the chat searches and shows
   * them under the reply. Absent when videos cannot be offered.
   */
  suggestVideos?: (query: string) => void;
  /**
   * Passages retrieved for the learner's latest message (D19), best first, each with the citation it must
   * be shown with. Untrusted text: quoted, never followed. Absent or empty when no source had any.
   */
  /**
   * False when the knowledge layer found no article or document for the topic (issue 37): the tutor says so
   * in its opening. Unset when it was not asked.
   */
  sourceFound?: boolean;
  passages?: readonly RetrievedPassage[];
  /**
   * The checks changed the model's reply (issue 38): replaced by the offline coach's after failing twice, or
   * trimmed of a sentence. The chat records which, for the admin's rows.
   */
  onReplyChanged?: (change: 'replaced' | 'trimmed') => void;
}

export interface PostAssessmentRequest extends AnsweredOfflineHook {
  topic: string;
  difficulty: Difficulty;
  baseline: BaselineContext;
  baselineScore: number;
  /** Empty when the learner went straight from the baseline to the post-assessment. */
  chat: ChatTurn[];
  /** About one per minute of post-assessment time, 3 to 10 (D7); the last is the confidence rating. */
  questionCount: number;
  /**
   * Passages of the session's sources for what the chat covered (D19), best first, with their citations:
   * items test what they say. Untrusted text, quoted. Absent or empty when no source had any.
   */
  passages?: readonly RetrievedPassage[];
}

/** How one answer was graded (D7). */
export interface Grade {
  /** 0 to 1; partial credit for multi-select and short answers. */
  score: number;
  correct: boolean;
  /** Why the answer earned what it did, in words the learner reads after submitting. */
  feedback: string;
}

export interface GradeRequest extends AnsweredOfflineHook {
  topic: string;
  question: KeyedQuestion;
  /** As the learner sent it: text, or the chosen options. */
  answer: string | string[];
}

export interface LearningSummaryRequest extends AnsweredOfflineHook {
  topic: string;
  chat: ChatTurn[];
}

export interface LearningSummary {
  /** Key concepts the chat covered, most important first, at most 10. */
  concepts: string[];
  /** Two or three sentences, or null when there was no chat. */
  summary: string | null;
  /** How many messages the learner wrote. */
  learnerMessageCount: number;
}

/** Why a coach call failed; each kind has the sentence of spec 1 §5 that the learner sees. */
export type CoachFailure =
  'unavailable' | 'invalid_format' | 'no_questions' | 'tutor_unavailable' | 'tutor_busy' | 'tutor_stalled';

const COACH_FAILURE_TEXT: Record<CoachFailure, string> = {
  unavailable: 'Unable to generate assessment questions. Please try again.',
  invalid_format: 'Invalid assessment format received. Please try again.',
  no_questions: 'No questions were generated. Please try again.',
  tutor_unavailable: 'The AI tutor could not answer just now. Please send your message again.',
  tutor_busy: 'The AI tutor is busy right now. Please wait a few seconds and send your message again.',
  tutor_stalled: 'The AI tutor stopped responding. Please send your message again.',
};

export class CoachError extends Error {
  constructor(
    readonly failure: CoachFailure,
    /** For the log only: what went wrong underneath. */
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(COACH_FAILURE_TEXT[failure], options);
    this.name = 'CoachError';
  }
}
