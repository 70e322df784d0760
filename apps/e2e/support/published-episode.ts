import { expect, type APIRequestContext } from '@playwright/test';
import { bearerFor } from './accounts.js';
import { ADMIN_PASSWORD } from './constants.js';

/** Three facts the offline writer turns into a two-host episode on Photosynthesis. */
export const PHOTOSYNTHESIS_OUTLINE = [
  'Photosynthesis turns light energy into chemical energy stored in sugar.',
  'Chlorophyll in the chloroplasts absorbs mostly red and blue light.',
  'The light reactions split water and release oxygen.',
].join('\n');

/** An admin's featured episode, made through the API as the admin tab does, and waited for; its id. */
export async function publishedEpisode(
  request: APIRequestContext,
  title: string,
  durationMinutes: 5 | 10 = 10,
): Promise<number> {
  const admin = await bearerFor(request, 'admin', ADMIN_PASSWORD);
  const started = await request.post('/socratica/api/podcasts/generate', {
    headers: admin,
    data: {
      title,
      topic: 'Photosynthesis',
      description: PHOTOSYNTHESIS_OUTLINE,
      duration_minutes: durationMinutes,
      is_featured: true,
    },
  });
  expect(started.status()).toBe(202);
  const { job_id } = (await started.json()) as { job_id: string };
  const job = async () =>
    (await (await request.get(`/socratica/api/podcasts/jobs/${job_id}`, { headers: admin })).json()) as {
      state: string;
      episode_id: number;
    };
  await expect
    .poll(async () => (await job()).state, { timeout: 180_000, intervals: [500] })
    .toBe('completed');
  return (await job()).episode_id;
}
