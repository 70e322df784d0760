import type { MatrixEntry } from './matrix-entry.js';

const API = '/socratica/api';

/**
 * Spaced review (issue 40). The matrix's learner has no card, so their answer is a 404 like another
 * learner's; review-cards.int.test.ts answers a real card and checks another learner gets 404 for it.
 */
export const REVIEW_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${API}/review/due-count`]: { access: 'user' },
  [`GET ${API}/review/cards`]: { access: 'user' },
  // The matrix's learner has no card due, so this is their 409; an admin's too.
  [`POST ${API}/review/episode`]: { access: 'user' },
  [`POST ${API}/review/cards/:id/answer`]: {
    access: 'user',
    url: () => `${API}/review/cards/1/answer`,
    body: () => ({ answer: 'chlorophyll' }),
    ownedByLearner: true,
    notFoundDetail: /There is no review card 1\./,
  },
};
