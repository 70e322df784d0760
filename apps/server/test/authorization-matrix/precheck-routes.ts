import type { MatrixEntry } from './matrix-entry.js';

const API = '/socratica/api';

/**
 * The knowledge pre-check (issue 40). The matrix's session has its post-assessment, so its learner is
 * refused with 409 (the chat has started); another learner gets 404, as for any session of someone else.
 */
export const PRECHECK_ROUTES: Record<string, MatrixEntry> = {
  [`POST ${API}/assessments/:id/pre-check`]: {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `${API}/assessments/${f.sessionId}/pre-check`,
  },
  [`POST ${API}/assessments/:id/pre-check/responses`]: {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `${API}/assessments/${f.sessionId}/pre-check/responses`,
    body: () => ({ answers: [{ question_id: 'k1', answer: 'chlorophyll' }] }),
  },
  [`POST ${API}/assessments/:id/pre-check/skip`]: {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `${API}/assessments/${f.sessionId}/pre-check/skip`,
  },
};
