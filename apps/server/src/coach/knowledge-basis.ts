import type { KnowledgeBasis } from '@socratica/contracts';
import type { KeyedQuestion } from './coach.js';

/**
 * Whether a post-assessment tests knowledge or is a self-check (D18): when most scored items come
 * only from the session, because the knowledge base knew too little about the topic, the score says
 * how well the learner recalls and explains the session, not what they know of the topic.
 */
export function knowledgeBasisOf(questions: readonly KeyedQuestion[]): KnowledgeBasis {
  const scored = questions.filter((q) => q.type !== 'confidence_rating');
  const fromSession = scored.filter((q) => q.key.source === 'session').length;
  return scored.length > 0 && 2 * fromSession > scored.length ? 'self_check' : 'knowledge_test';
}

export function knowledgeNote(basis: KnowledgeBasis, topic: string): string | null {
  return basis === 'self_check'
    ? `The offline knowledge base (WordNet) knows too little about “${topic}” to test it, so these questions ask you to explain the session in your own words. Your score is a self-check, not a knowledge test.`
    : null;
}
