import type { FakeArticle } from '../../fakes/wikipedia-articles.js';

/**
 * The hand-written corpora that measure how the coach reads statements (issue 37). Every expected result
 * was written by hand, before the reader was run on it. A topic's file holds its article (in the fake
 * Wikipedia's plain-text extract format) and the cases about it.
 */

/** The slot in which a false claim differs from the source's sentence. */
type ClaimSlot =
  'place' | 'time' | 'number' | 'agent' | 'negation' | 'direction' | 'order' | 'cause' | 'sibling';

export type ClaimCase =
  | {
      /** The learner's message, as a learner would type it. */
      claim: string;
      expect: 'contradicted';
      /** A verbatim piece of the one article sentence that decides it. */
      sentence: string;
      slot: ClaimSlot;
    }
  | {
      claim: string;
      expect: 'supported';
      /** A verbatim piece of the article sentence that says it. */
      sentence: string;
    }
  | {
      claim: string;
      expect: 'not_covered';
    };

/** What kind of answer a question asks for. */
type AnswerType = 'place' | 'time' | 'person' | 'quantity' | 'kind' | 'order' | 'cause' | 'definition';

interface QuestionCase {
  question: string;
  type: AnswerType;
  /** A verbatim piece of the article sentence that answers it; the reply must quote that sentence. */
  sentence: string;
}

interface ExplainCase {
  /** "Explain step by step how…", "just tell me how…", "how does X work?" */
  request: string;
  /** Verbatim pieces of sentences an explanation must quote (at least two of them, in this order). */
  sentences: string[];
}

interface ShortAnswerCase {
  question: string;
  /** The accepted answer, as an item's key states it. */
  key: string;
  answer: string;
  /** paraphrase: full credit; opposite (the key's words, saying otherwise) and off_topic: no credit. */
  kind: 'paraphrase' | 'opposite' | 'off_topic';
}

/** A topic with claims only: the held-out claims of decision 059. */
export type ClaimCorpus = Pick<TopicCorpus, 'topic' | 'field' | 'article' | 'claims'>;

export interface TopicCorpus {
  /** The session's topic, as a learner names it. */
  topic: string;
  /** biology, chemistry, physics, history, geography, economics, literature, mathematics… */
  field: string;
  article: FakeArticle;
  claims: ClaimCase[];
  questions: QuestionCase[];
  explains: ExplainCase[];
  shortAnswers: ShortAnswerCase[];
}
