import type { ContradictedChatClaim, ReviewCardOrigin, ReviewCardSource } from '@socratica/contracts';
import type { StoredKeyedQuestion } from '../../db/schema/index.js';

/** A card to make, before its schedule: what it asks, its key, and where the key comes from. */
export interface CardDraft {
  origin: ReviewCardOrigin;
  itemRef: string;
  question: StoredKeyedQuestion;
  source: ReviewCardSource | null;
}

/** A post-assessment answer as stored: which item, and the credit it earned (null: not marked). */
export interface MarkedAnswer {
  questionId: string;
  score: number | null;
}

/** Items a card can ask again: the confidence rating has no right answer, and an item without a key no marking. */
const hasKey = ({ type, key }: StoredKeyedQuestion) =>
  type !== 'confidence_rating' &&
  Boolean(key.correctOptions?.length || key.acceptedAnswer || key.keyConcepts?.length || key.modelAnswer);

/**
 * Each marked post-assessment item that earned less than full credit, asked again as it was, with its key.
 * An item left unanswered counts as missed: the learner did not know it in time.
 */
export function missedItemDrafts(
  questions: readonly StoredKeyedQuestion[],
  answers: readonly MarkedAnswer[],
): CardDraft[] {
  return questions.flatMap((question): CardDraft[] => {
    const answer = answers.find((a) => a.questionId === question.id);
    if (!answer || answer.score === null || answer.score >= 1 || !hasKey(question)) return [];
    return [
      { origin: 'missed_item', itemRef: question.id, question, source: citedSource(question.key.citation) },
    ];
  });
}

/**
 * Each claim of the chat that the sources contradict, asked as "what does the source say?", keyed with the
 * source's sentence. Marked as a definition is: the sentence's statements and ideas.
 */
export function contradictedClaimDrafts(claims: readonly ContradictedChatClaim[]): CardDraft[] {
  return claims.map((claim, at) => ({
    origin: 'contradicted_claim',
    itemRef: claim.claim,
    question: {
      id: `claim-${at + 1}`,
      text: `In your chat you wrote: “${claim.claim.replace(/\.$/, '')}”. What does ${claim.source_name} say instead?`,
      type: 'short_answer',
      purpose: 'A claim of your chat that the source contradicts, asked again.',
      options: [],
      learning_objective: null,
      bloom_level: 'remember',
      context_field: null,
      scale: null,
      key: {
        acceptedAnswer: claim.source_sentence,
        source: 'knowledge_base',
        citation: claim.source_name,
      },
    },
    source: { name: claim.source_name, url: claim.source_url, sentence: claim.source_sentence },
  }));
}

/** An item's citation as the card shows it: the text, with the link it ends in (citationText) apart. */
function citedSource(citation: string | undefined): ReviewCardSource | null {
  if (!citation) return null;
  const link = /,\s*(https?:\/\/\S+)$/.exec(citation);
  return link
    ? { name: citation.slice(0, link.index), url: link[1]!, sentence: null }
    : { name: citation, url: null, sentence: null };
}
