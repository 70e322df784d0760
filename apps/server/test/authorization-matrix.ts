import type { MatrixEntry } from './authorization-matrix/matrix-entry.js';
import { CONTENT_FILTER_ROUTES } from './authorization-matrix/content-filter-routes.js';
import { VIDEO_FEEDBACK_ROUTES } from './authorization-matrix/video-feedback-routes.js';
import { PODCAST_ROUTES } from './authorization-matrix/podcast-routes.js';
import { SOURCE_ROUTES } from './authorization-matrix/source-routes.js';
import { LOCAL_MODEL_ROUTES } from './authorization-matrix/local-model-routes.js';
import { AI_CHECK_ROUTES } from './authorization-matrix/ai-check-routes.js';
import { VIDEO_ROUTES } from './authorization-matrix/video-routes.js';
import { PRECHECK_ROUTES } from './authorization-matrix/precheck-routes.js';
import { REVIEW_ROUTES } from './authorization-matrix/review-routes.js';
import { LEARNING_ROUTES } from './authorization-matrix/learning-routes.js';

export type { MatrixEntry } from './authorization-matrix/matrix-entry.js';

/** Every field of the audit-log filter, with values that select the admin's sign-ins. */
const AUDIT_FILTER =
  'user_role_filter=admin&action_type=login_success&username=admin&view=suspicious' +
  '&from=2026-01-01T00:00:00Z&to=2099-01-01T00:00:00%2B01:00';

/**
 * Every route the server registers, with the access level it must have. A route missing here, or
 * declared differently, fails the authorization-matrix test: adding a route means adding its row.
 */
export const AUTHORIZATION_MATRIX: Record<string, MatrixEntry> = {
  ...CONTENT_FILTER_ROUTES,
  ...VIDEO_FEEDBACK_ROUTES,
  ...VIDEO_ROUTES,
  ...PRECHECK_ROUTES,
  ...PODCAST_ROUTES,
  ...SOURCE_ROUTES,
  ...LOCAL_MODEL_ROUTES,
  ...AI_CHECK_ROUTES,
  ...REVIEW_ROUTES,
  ...LEARNING_ROUTES,
  'GET /': { access: 'public' },
  'GET /socratica/*': { access: 'public', url: () => '/socratica/' },
  'GET /socratica/api/docs': { access: 'public' },
  'GET /socratica/api/docs/json': { access: 'public' },
  'GET /socratica/api/docs/yaml': { access: 'public' },
  'GET /socratica/api/docs/static/*': {
    access: 'public',
    url: () => '/socratica/api/docs/static/index.html',
  },
  'GET /socratica/api/docs/static/index.html': { access: 'public' },
  'GET /socratica/api/docs/static/swagger-initializer.js': { access: 'public' },

  'GET /socratica/api/health': { access: 'public' },
  'GET /socratica/api/ready': { access: 'public' },
  // Its own bearer token instead of a sign-in (SOCRATICA_METRICS_TOKEN); off, hence 404, in the matrix's server.
  'GET /socratica/api/metrics': { access: 'public' },
  'POST /socratica/api/login': {
    access: 'public',
    body: (f) => ({ username: 'admin', password: f.adminPassword }),
  },
  'GET /socratica/api/me': { access: 'user' },
  // The learner's own progress (issue 40 §5): a learner sees only their own sessions and cards.
  'GET /socratica/api/progress': { access: 'user' },
  'POST /socratica/api/logout': { access: 'user' },

  'GET /socratica/api/admin/users': {
    access: 'admin',
    // Every query field, so that the hostile-input test sends each a hostile value.
    url: () => '/socratica/api/admin/users?page=1&limit=50&search=example',
  },
  'POST /socratica/api/admin/users': {
    access: 'admin',
    body: (f) => {
      const username = f.nextUsername();
      return { username, email: `${username}@example.com`, password: 'pass', role: 'user' };
    },
  },
  'PUT /socratica/api/admin/users/:id/status': {
    access: 'admin',
    url: (f) => `/socratica/api/admin/users/${f.targetUserId}/status`,
    body: () => ({ status: 'active' }),
  },
  'PUT /socratica/api/admin/users/:id/password': {
    access: 'admin',
    url: (f) => `/socratica/api/admin/users/${f.targetUserId}/password`,
    body: () => ({ new_password: 'target-pass' }),
  },
  'GET /socratica/api/admin/audit-logs': {
    access: 'admin',
    url: () => `/socratica/api/admin/audit-logs?page=1&limit=100&${AUDIT_FILTER}`,
  },
  'GET /socratica/api/admin/audit-logs/export': {
    access: 'admin',
    url: () => `/socratica/api/admin/audit-logs/export?${AUDIT_FILTER}`,
  },
  'GET /socratica/api/admin/dashboard': { access: 'admin' },
  'GET /socratica/api/admin/system-settings': { access: 'admin' },
  'GET /socratica/api/admin/coach-events': {
    access: 'admin',
    url: () => '/socratica/api/admin/coach-events?outcome=failed',
  },

  'POST /socratica/api/assessments/start': {
    access: 'user',
    url: () => '/socratica/api/assessments/start?topic=Photosynthesis&times=15',
  },
  'POST /socratica/api/assessments/:id/responses': {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `/socratica/api/assessments/${f.sessionId}/responses`,
    body: () => ({ question_number: 2, question_text: 'Focus', user_answer: 'light reactions' }),
  },
  'POST /socratica/api/assessments/:id/complete': {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `/socratica/api/assessments/${f.sessionId}/complete`,
  },
  'GET /socratica/api/assessments': { access: 'user' },
  'DELETE /socratica/api/assessments/:id': {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `/socratica/api/assessments/${f.disposableSessionId}`,
  },
  'POST /socratica/api/assessments/:id/post-assessment': {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `/socratica/api/assessments/${f.sessionId}/post-assessment`,
  },
  'POST /socratica/api/assessments/:id/post-assessment/responses': {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `/socratica/api/assessments/${f.sessionId}/post-assessment/responses`,
    body: () => [{ question_id: 'p1', answer: 'photosynthesis' }],
  },
  'GET /socratica/api/assessments/:id/enhanced-results': {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `/socratica/api/assessments/${f.sessionId}/enhanced-results`,
  },
  'POST /socratica/api/chat/open': {
    access: 'user',
    ownedByLearner: true,
    body: (f) => ({ session_id: f.sessionId }),
  },
  'POST /socratica/api/chat': {
    access: 'user',
    ownedByLearner: true,
    body: (f) => ({ session_id: f.sessionId, user_id: 1, messages: [{ role: 'user', content: 'Hello' }] }),
  },
  'POST /socratica/api/chat/stream': {
    access: 'user',
    ownedByLearner: true,
    body: (f) => ({ session_id: f.sessionId, messages: [{ role: 'user', content: 'Why?' }] }),
  },
  'GET /socratica/api/chat/paused': { access: 'user' },
  'GET /socratica/api/chat/open': { access: 'user' },
  'GET /socratica/api/assessments/:id/chat': {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `/socratica/api/assessments/${f.sessionId}/chat`,
  },
  'PUT /socratica/api/assessments/:id/notes': {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `/socratica/api/assessments/${f.sessionId}/notes`,
    body: () => ({ notes: 'My notes' }),
  },
  // After the chat rows, which a paused session refuses; the resume row below resumes it.
  'POST /socratica/api/assessments/:id/pause': {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `/socratica/api/assessments/${f.sessionId}/pause`,
    body: () => ({ notes: 'Paused notes' }),
  },
  'POST /socratica/api/assessments/:id/resume': {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `/socratica/api/assessments/${f.sessionId}/resume`,
    body: () => ({ minutes: 5 }),
  },
  'DELETE /socratica/api/assessments/:id/pause': {
    access: 'user',
    ownedByLearner: true,
    url: (f) => `/socratica/api/assessments/${f.sessionId}/pause`,
  },
};
