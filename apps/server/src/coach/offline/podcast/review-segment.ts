import type { PodcastSegment, ReviewMaterial } from '../../podcast-script.js';
import type { SectionCredit } from './teaching-sections.js';

/** A review episode goes through at most this many missed questions; more would be a quiz, not an episode. */
const MAX_REVIEWED = 6;

/**
 * The opening of a learner's review episode (issue 24): each question their post-assessment missed, read by
 * the co-host, and the answer its key accepts, read by the host with where it comes from. Nothing else is
 * said about the answers: the key and its source are what the code can stand behind.
 */
export function reviewSegment(
  review: ReviewMaterial,
): { segment: PodcastSegment; credits: SectionCredit[] } | null {
  const missed = review.missed.slice(0, MAX_REVIEWED);
  if (missed.length === 0) return null;
  const count = missed.length === 1 ? 'one question' : `${missed.length} questions`;
  const turns: PodcastSegment['turns'] = [
    {
      speaker: 'host',
      text: `This is your review episode. Your post-assessment had ${count} to revisit, so we start there.`,
    },
  ];
  const credits: SectionCredit[] = [];
  for (const [index, item] of missed.entries()) {
    const cited = item.citation ? spokenCitation(item.citation) : null;
    turns.push(
      { speaker: 'cohost', text: `${index === 0 ? 'The first one' : 'Next'}: ${item.question}` },
      {
        speaker: 'host',
        text: `The answer is: ${item.acceptedAnswer.replace(/[.\s]+$/, '')}.${cited ? ` That comes from ${cited}.` : ''}`,
      },
    );
    if (item.citation && cited) credits.push({ spoken: cited, named: cited, written: item.citation });
  }
  return { segment: { title: 'Questions to revisit', minutes: 0, turns }, credits };
}

/** A citation as the host says it: without its link, which the episode notes carry. */
function spokenCitation(citation: string): string {
  return citation.replace(/,?\s*https?:\/\/\S+$/, '').trim();
}
