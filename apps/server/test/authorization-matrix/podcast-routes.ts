import type { MatrixEntry } from './matrix-entry.js';

const API = '/socratica/api/podcasts';
/** An episode that does not exist: an admin gets 404, which the matrix accepts. */
const MISSING_ID = 999_999;
/** Another learner asking for the learner's own episode (D17) is told it is not there. */
const NOT_THEIR_SCHEDULE = /^There is no podcast schedule \d+, or it is not yours to change\.$/;
const scheduleBody = () => ({
  title: 'Matrix schedule',
  topic: 'Photosynthesis',
  description: 'How leaves make sugar.',
  frequency: 'daily',
  generation_time: '07:30',
  duration_minutes: 10,
  voice: 'echo',
  use_o3_model: false,
});
const NOT_THEIRS = /^There is no podcast episode \d+, or it is not one you can listen to\.$/;

/** The podcast area's rows (issue 13): the JSON API, and the RSS feed and files podcast apps read. */
export const PODCAST_ROUTES: Record<string, MatrixEntry> = {
  'GET /socratica/api/podcasts/feed': { access: 'user' },
  'GET /socratica/api/podcasts/catalog': {
    access: 'user',
    // Every query field, so that the hostile-input test sends each a hostile value.
    url: () =>
      `${API}/catalog?page=1&limit=20&sort_by=publish_date&sort_order=desc&topic_filter=Photosynthesis&q=leaves`,
  },
  'GET /socratica/api/podcasts/stats': { access: 'admin' },
  'GET /socratica/api/podcasts/:id': {
    access: 'user',
    ownedByLearner: true,
    notFoundDetail: NOT_THEIRS,
    url: (f) => `${API}/${f.podcasts.learnersEpisodeId}`,
  },
  'PATCH /socratica/api/podcasts/:id/feature': {
    access: 'admin',
    url: (f) => `${API}/${f.podcasts.sharedEpisodeId}/feature`,
    body: () => ({ is_featured: true }),
  },
  'DELETE /socratica/api/podcasts/:id': { access: 'admin', url: () => `${API}/${MISSING_ID}` },
  'POST /socratica/api/podcasts/listen': {
    access: 'user',
    ownedByLearner: true,
    notFoundDetail: NOT_THEIRS,
    body: (f) => ({
      episode_id: f.podcasts.learnersEpisodeId,
      action: 'progress',
      device_type: 'mobile',
      completion_percentage: 20,
      progress_percentage: 20,
      played_seconds: 5,
    }),
  },
  // The quiz after an episode (issue 39, decision 051): only on an episode the learner can hear.
  'GET /socratica/api/podcasts/quiz-scores': { access: 'user' },
  'GET /socratica/api/podcasts/:id/quiz': {
    access: 'user',
    ownedByLearner: true,
    notFoundDetail: NOT_THEIRS,
    url: (f) => `${API}/${f.podcasts.learnersEpisodeId}/quiz`,
  },
  'POST /socratica/api/podcasts/:id/quiz/answers': {
    access: 'user',
    ownedByLearner: true,
    notFoundDetail: NOT_THEIRS,
    url: (f) => `${API}/${f.podcasts.learnersEpisodeId}/quiz/answers`,
    body: () => ({ answers: [{ item_id: 'q1', answer: 'plants' }] }),
  },
  'POST /socratica/api/podcasts/rate': {
    access: 'user',
    ownedByLearner: true,
    notFoundDetail: NOT_THEIRS,
    body: (f) => ({ episode_id: f.podcasts.learnersEpisodeId, rating: 4 }),
  },
  'GET /socratica/api/podcasts/rss/info': { access: 'user' },
  // Each caller resets their own address (decision 035): there is no one else's to reach.
  'POST /socratica/api/podcasts/rss/reset': { access: 'user' },
  'POST /socratica/api/podcasts/admin/rotate-feed': { access: 'admin' },
  'PUT /socratica/api/podcasts/admin/feed-listing': {
    access: 'admin',
    body: () => ({ listed_in_directories: false }),
  },
  'GET /socratica/api/podcasts/public-info': { access: 'public' },
  // The learner's own address; once the matrix has rotated every feed, it answers 410: public either way.
  'GET /socratica/api/podcasts/rss/:token.xml': {
    access: 'public',
    url: (f) => `${API}/rss/${f.podcasts.feedToken}.xml`,
  },
  // An episode's chapters under the learner's feed secret; the fixtures' episodes have none: 404, or 410 once rotated.
  'GET /socratica/api/podcasts/rss/:token/chapters/:guid.json': {
    access: 'public',
    url: (f) => `${API}/rss/${f.podcasts.feedToken}/chapters/00000000-0000-4000-8000-000000000000.json`,
  },
  'GET /socratica/api/podcasts/media/:key': {
    access: 'public',
    url: (f) => `${API}/media/${f.podcasts.audioKey}`,
  },
  'GET /socratica/api/podcasts/cover.png': { access: 'public' },
  // Without a job queue in this test, a generation request is stored and stays waiting.
  'POST /socratica/api/podcasts/generate': {
    access: 'user',
    body: () => ({
      title: 'Matrix episode',
      topic: 'Photosynthesis',
      description: 'How leaves make sugar.',
      duration_minutes: 10,
      voice: 'nova',
      is_featured: false,
      use_o3_model: false,
    }),
  },
  // The learner's session has not finished its post-assessment: its owner is told 409, others 404.
  'POST /socratica/api/podcasts/review-episodes': {
    access: 'user',
    ownedByLearner: true,
    notFoundDetail: /^There is no session \d+ of yours to review\.$/,
    body: (f) => ({ session_id: f.sessionId }),
  },
  'GET /socratica/api/podcasts/jobs': { access: 'user' },
  'GET /socratica/api/podcasts/jobs/:id': {
    access: 'user',
    ownedByLearner: true,
    notFoundDetail: /^There is no podcast job [0-9a-f-]+, or it is not yours to see\.$/,
    url: (f) => `${API}/jobs/${f.podcasts.learnersJobId}`,
    idIsUuid: true,
  },
  // The learner's job is waiting, not failed: both are told 409, which the matrix accepts.
  'POST /socratica/api/podcasts/jobs/:id/retry': {
    access: 'user',
    ownedByLearner: true,
    notFoundDetail: /^There is no podcast job [0-9a-f-]+, or it is not yours to see\.$/,
    url: (f) => `${API}/jobs/${f.podcasts.learnersJobId}/retry`,
    idIsUuid: true,
  },
  // Podcast schedules (issue 14): a learner's own, every one for an admin.
  'GET /socratica/api/podcasts/schedules': { access: 'user' },
  'GET /socratica/api/podcasts/model-labels': { access: 'user' },
  'POST /socratica/api/podcasts/schedules': { access: 'user', body: scheduleBody },
  'PUT /socratica/api/podcasts/schedules/:id': {
    access: 'user',
    ownedByLearner: true,
    notFoundDetail: NOT_THEIR_SCHEDULE,
    url: (f) => `/socratica/api/podcasts/schedules/${f.podcasts.learnersScheduleId}`,
    body: () => ({ ...scheduleBody(), next_generation_date: '2099-01-01' }),
  },
  'POST /socratica/api/podcasts/schedules/:id/toggle': {
    access: 'user',
    ownedByLearner: true,
    notFoundDetail: NOT_THEIR_SCHEDULE,
    url: (f) => `/socratica/api/podcasts/schedules/${f.podcasts.learnersScheduleId}/toggle`,
  },
  // The learner's run is still waiting when the admin asks: the admin is told 409, which the matrix accepts.
  'POST /socratica/api/podcasts/schedules/:id/generate-now': {
    access: 'user',
    ownedByLearner: true,
    notFoundDetail: NOT_THEIR_SCHEDULE,
    url: (f) => `/socratica/api/podcasts/schedules/${f.podcasts.learnersScheduleId}/generate-now`,
  },
  'DELETE /socratica/api/podcasts/schedules/:id': {
    access: 'user',
    ownedByLearner: true,
    notFoundDetail: NOT_THEIR_SCHEDULE,
    url: (f) => `/socratica/api/podcasts/schedules/${f.podcasts.learnersDisposableScheduleId}`,
  },
};
