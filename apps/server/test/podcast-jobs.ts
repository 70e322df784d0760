import type { PodcastJob } from '@socratica/contracts';
import { expect } from 'vitest';
import { longArticle } from './fakes/wikipedia-articles.js';
import { multipartForm } from './multipart-form.js';
import type { TestApp } from './test-app.js';

const API = '/socratica/api/podcasts';

/**
 * The job once it has ended (completed, failed or skipped), read as an admin through the API every 200 ms.
 * `onPoll` sees each state read on the way, for a test of the stages it went through. A job that never ends
 * is caught by the test's own timeout.
 */
export async function settledJob(
  t: TestApp,
  id: string,
  onPoll: (job: PodcastJob) => void = () => undefined,
): Promise<PodcastJob> {
  const headers = await t.adminHeaders();
  for (;;) {
    const job = (await t.inject({ method: 'GET', url: `${API}/jobs/${id}`, headers })).json<PodcastJob>();
    onPoll(job);
    if (job.state === 'completed' || job.state === 'failed' || job.state === 'skipped') return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An admin's Markdown document filed under `topic`, in sections "Route 1", "Route 2", … of distinct text. */
export async function uploadRoutesDocument(t: TestApp, topic: string, sections: number): Promise<void> {
  const markdown = `# ${topic}\n\n${longArticle(sections)
    .extract.replace(/== See also ==[\s\S]*$/, '')
    .replace(/^== (.*) ==$/gm, '## $1')}`;
  const form = multipartForm(
    { title: topic, topics: topic },
    { name: 'routes.md', type: 'text/markdown', bytes: markdown },
  );
  const uploaded = await t.inject({
    method: 'POST',
    url: '/socratica/api/admin/sources',
    headers: { ...(await t.adminHeaders()), ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
}
