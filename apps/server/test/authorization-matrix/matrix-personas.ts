import { toPrincipal } from '../../src/modules/users/users.service.js';
import { sessionWithBaseline, startSession } from '../assessment-journey.js';
import { ADMIN_PASSWORD, type TestApp } from '../test-app.js';
import { publishTestEpisode } from '../podcast-episodes.js';
import { storeTopicArticle } from '../topic-sources.js';
import type { MatrixFixtures, PodcastFixtures } from './matrix-entry.js';

export type Persona = 'anonymous' | 'learner' | 'otherLearner' | 'admin' | 'deactivated';

export interface MatrixPersonas {
  fixtures: MatrixFixtures;
  /** The persona's authorization header, minted afresh from the user's current row. */
  headers(persona: Persona): Promise<Record<string, string>>;
}

/**
 * The users, sessions and tokens the route-table tests call every route with: a learner with a
 * session (baseline done, post-assessment generated), another learner, a deactivated user, the admin.
 */
export async function prepareMatrixPersonas(t: TestApp): Promise<MatrixPersonas> {
  // The podcast routes make episodes on it, and since issue 39 a topic only WordNet knows is refused.
  await storeTopicArticle(t.database, 'Photosynthesis');
  const target = await t.createUser('matrix-target');
  const learner = await t.createUser('matrix-learner');
  const other = await t.createUser('matrix-other');
  const gone = await t.createUser('matrix-gone');
  await t.inject({
    method: 'PUT',
    url: `/socratica/api/admin/users/${gone.id}/status`,
    headers: await t.adminHeaders(),
    payload: { status: 'inactive' },
  });
  let counter = 0;
  const sessionId = await sessionWithBaseline(t, learner.headers);
  await t.inject({
    method: 'POST',
    url: `/socratica/api/assessments/${sessionId}/post-assessment`,
    headers: learner.headers,
  });
  const disposable = await startSession(t, learner.headers);
  const fixtures: MatrixFixtures = {
    podcasts: await preparePodcasts(t, learner.id),
    targetUserId: target.id,
    sessionId,
    disposableSessionId: disposable.session_id,
    nextUsername: () => `matrix-new-${++counter}`,
    adminPassword: ADMIN_PASSWORD,
  };

  // Tokens are minted fresh for every call from the user's current row, because some routes
  // (logout, a password change) revoke the caller's or the target's tokens.
  const userIds: Record<Exclude<Persona, 'anonymous'>, number> = {
    learner: learner.id,
    otherLearner: other.id,
    admin: 1,
    deactivated: gone.id,
  };
  return {
    fixtures,
    async headers(persona): Promise<Record<string, string>> {
      if (persona === 'anonymous') return {};
      const row = await t.services.users.findById(userIds[persona]);
      return { authorization: `Bearer ${t.app.issueToken(toPrincipal(row!)).token}` };
    },
  };
}

async function preparePodcasts(t: TestApp, learnerId: number): Promise<PodcastFixtures> {
  const shared = await publishTestEpisode(t, { title: 'Matrix shared episode' });
  const learners = await publishTestEpisode(t, { title: 'Matrix learner episode', ownerId: learnerId });
  const learner = toPrincipal((await t.services.users.findById(learnerId))!);
  const { rss_feed_url } = await t.services.podcastFeed.rssInfo(learner, 'http://localhost');
  const job = await t.services.podcastJobs.request(
    {
      title: 'Matrix learner job',
      topic: 'Photosynthesis',
      description: '',
      duration_minutes: 5,
      voice: 'nova',
      is_featured: false,
      use_o3_model: false,
    },
    learner,
    '127.0.0.1',
  );
  const schedule = (title: string) =>
    t.services.podcastSchedules.create(
      {
        title,
        topic: 'Photosynthesis',
        description: '',
        frequency: 'weekly',
        generation_time: '09:00',
        duration_minutes: 5,
        voice: 'nova',
        use_o3_model: false,
      },
      learner,
      '127.0.0.1',
    );
  const [kept, disposable] = [
    await schedule('Matrix schedule'),
    await schedule('Matrix disposable schedule'),
  ];
  return {
    learnersScheduleId: kept.schedule.id,
    learnersDisposableScheduleId: disposable.schedule.id,
    learnersJobId: job.job_id,
    sharedEpisodeId: shared.id,
    learnersEpisodeId: learners.id,
    audioKey: shared.audioKey,
    feedToken: /\/rss\/([^/]+)\.xml$/.exec(rss_feed_url)![1]!,
  };
}
